import { useLingui } from '@lingui/react';
import { ActionIcon, Alert, Badge, Button, Group, Paper, Select, Stack, Switch, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDeviceDesktop, IconEyeOff, IconRefresh, IconSearch, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AcmBoardRow, BoardPage, ContestInfo, ContestProblemView, OiBoardRow } from '../../../contract/api/contests';
import { SORT_METHOD } from '../../../contract/api/contests';
import { CONTEST_TYPE, SCOREBOARD_PAGE_SIZE, SCOREBOARD_PAGE_SIZES, SCOREBOARD_REFRESH_MS } from '../../../contract/rules/contests';
import { EmptyTableRow, ListFooter } from '../../components/list-parts';
import { useSession } from '../../lib/use-session';
import { acmCellClass, acmCellText, formatDuration, toggleConcerned } from './contest-model';
import { contestStorage } from './contest-storage';
import { contestKeys, contestRankOptions, outsideBoardOptions } from './contests-api';
import classes from './scoreboard.module.css';
import { useBoardSocket } from './use-board-socket';

interface ScoreboardProps {
  kind: 'inside' | 'outside';
  contest: ContestInfo;
  problems: ContestProblemView[];
  contestAdmin: boolean;
  ended: boolean;
  /** the include-after-contest choice: the admin's setting inside, a switch outside */
  containsEnd?: boolean;
}

/** The ACM and OI boards inside the contest (Rank tab) and outside it (part 2 §2 "Scoreboards"). */
export function Scoreboard({ kind, contest, problems, contestAdmin, ended, containsEnd: insideContainsEnd = false }: ScoreboardProps) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const cid = contest.id;
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(SCOREBOARD_PAGE_SIZE);
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 400);
  const [removeStar, setRemoveStar] = useState(false);
  const [autoRefresh, setAutoRefresh] = useState(!ended);
  const [concerned, setConcerned] = useState(() => contestStorage.concerned(window.localStorage, cid));
  // Each rule type's own order first: ACM ranks by submit time (penalty), OI by run time.
  const [sortMethod, setSortMethod] = useState<1 | 2>(contest.type === CONTEST_TYPE.acm ? SORT_METHOD.submitTime : SORT_METHOD.runTime);
  const [outsideContainsEnd, setOutsideContainsEnd] = useState(false);
  const containsEnd = kind === 'inside' ? insideContainsEnd : outsideContainsEnd;
  useEffect(() => {
    if (ended) setAutoRefresh(false);
  }, [ended]);

  const body = { cid, currentPage: page, limit: limit as 50, removeStar, concernedList: concerned, keyword: debounced || null, containsEnd, forceRefresh: false };
  const viewer = user?.username ?? null;
  const socketOpen = useBoardSocket(cid, !ended, () => void queryClient.invalidateQueries({ queryKey: contestKeys.boards(cid) }));
  const interval = autoRefresh && !socketOpen ? SCOREBOARD_REFRESH_MS : false;
  const board = useQuery(kind === 'inside' ? contestRankOptions(body, viewer, interval) : outsideBoardOptions({ ...body, sortMethod }, viewer, interval));
  // A failed fetch turns the auto refresh off (part 2 §4).
  useEffect(() => {
    if (board.isError) setAutoRefresh(false);
  }, [board.isError]);

  const toggleStar = (uid: string) => {
    const next = toggleConcerned(concerned, uid);
    contestStorage.setConcerned(window.localStorage, cid, next);
    setConcerned(next);
  };
  const openScroll = () => {
    const url = new URL('/scrollBoard', window.location.origin);
    url.searchParams.set('cid', String(cid));
    url.searchParams.set('removeStar', String(removeStar));
    window.open(url.toString(), '_blank', 'noopener');
  };

  const data = board.data;
  const sealedState = data?.rankState === 'sealed' || data?.rankState === 'sealed-after-end';
  return (
    <Stack gap="sm" data-testid={`scoreboard-${kind}`}>
      {sealedState && (
        <Alert color="orange" icon={<IconEyeOff size={18} />} data-testid="scoreboard-sealed">
          {data?.rankState === 'sealed' ? _('Contest_Rank_Sealed') : _('Contest_Rank_Sealed_After_End')}
        </Alert>
      )}
      <Paper withBorder radius="md" p="sm">
        <Group gap="sm" wrap="wrap">
          <TextInput
            placeholder={_('Rank_Search_Placeholder')}
            leftSection={<IconSearch size={14} />}
            value={keyword}
            onChange={(event) => {
              setKeyword(event.currentTarget.value);
              setPage(1);
            }}
            w={220}
            data-testid="scoreboard-search"
          />
          <Switch label={_('Auto_Refresh')} checked={autoRefresh} disabled={ended} onChange={(event) => setAutoRefresh(event.currentTarget.checked)} data-testid="scoreboard-auto-refresh" />
          <Switch label={_('Remove_Star_User')} checked={removeStar} onChange={(event) => setRemoveStar(event.currentTarget.checked)} data-testid="scoreboard-remove-star" />
          {kind === 'outside' && (
            <>
              <Switch label={_('Contains_After_Contest_Submissions')} checked={outsideContainsEnd} onChange={(event) => setOutsideContainsEnd(event.currentTarget.checked)} data-testid="scoreboard-contains-end" />
              <Select
                w={170}
                size="xs"
                value={String(sortMethod)}
                onChange={(value) => setSortMethod(value === '2' ? SORT_METHOD.runTime : SORT_METHOD.submitTime)}
                data={[
                  { value: '1', label: _('Sort_By_Submit_Time') },
                  { value: '2', label: _('Sort_By_Run_Time') },
                ]}
                allowDeselect={false}
                aria-label={_('Sort_Method')}
                data-testid="scoreboard-sort"
              />
            </>
          )}
          <Group gap="xs" ml="auto">
            {socketOpen && (
              <Badge variant="dot" color="green" data-testid="scoreboard-live">
                {_('Live')}
              </Badge>
            )}
            {contestAdmin && (
              <Button size="xs" variant="light" leftSection={<IconDeviceDesktop size={14} />} onClick={openScroll} data-testid="scoreboard-scroll">
                {_('Scroll_Board')}
              </Button>
            )}
            <Tooltip label={_('Refresh')} withArrow>
              <ActionIcon variant="default" onClick={() => void board.refetch()} loading={board.isFetching} aria-label={_('Refresh')} data-testid="scoreboard-refresh">
                <IconRefresh size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </Paper>
      <Paper withBorder radius="md" p={0}>
        <Table.ScrollContainer minWidth={600 + problems.length * 80}>
          <Table className={classes.table} verticalSpacing={6} withColumnBorders data-testid="scoreboard-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th className={`${classes.pin} ${classes.pinStar}`} />
                <Table.Th className={`${classes.pin} ${classes.pinRank}`}>{_('Rank')}</Table.Th>
                <Table.Th className={`${classes.pin} ${classes.pinName}`}>{_('User')}</Table.Th>
                {contest.type === CONTEST_TYPE.acm ? (
                  <>
                    <Table.Th w={70}>{_('AC')}</Table.Th>
                    <Table.Th w={100}>{_('Total_Time')}</Table.Th>
                  </>
                ) : (
                  <Table.Th w={90}>{_('Total_Score')}</Table.Th>
                )}
                {problems.map((p) => (
                  <Table.Th key={p.displayId}>
                    <Tooltip label={p.displayTitle} withArrow>
                      <Text size="sm" fw={700} style={{ borderBottom: p.color ? `3px solid ${p.color}` : undefined }}>
                        {p.displayId}
                      </Text>
                    </Tooltip>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody style={{ opacity: board.isPlaceholderData ? 0.6 : 1 }}>
              {data?.records.map((row, i) => (
                <BoardRow key={`${row.uid}-${row.isConcerned ? 'c' : ''}-${i}`} page={data} row={row} problems={problems} starred={concerned.includes(row.uid)} onStar={() => toggleStar(row.uid)} />
              ))}
              {data && data.records.length === 0 && <EmptyTableRow columns={5 + problems.length}>{_('No_Data')}</EmptyTableRow>}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <ListFooter total={data?.total ?? 0} page={page} pageSize={limit} onPage={setPage}>
        <Select
          w={110}
          size="xs"
          value={String(limit)}
          onChange={(value) => {
            setLimit(Number(value ?? SCOREBOARD_PAGE_SIZE));
            setPage(1);
          }}
          data={SCOREBOARD_PAGE_SIZES.map((n) => ({ value: String(n), label: `${n} / ${_('Page')}` }))}
          allowDeselect={false}
          aria-label={_('Page_Size')}
          data-testid="scoreboard-page-size"
        />
      </ListFooter>
    </Stack>
  );
}

function BoardRow({ page, row, problems, starred, onStar }: { page: BoardPage; row: AcmBoardRow | OiBoardRow; problems: ContestProblemView[]; starred: boolean; onStar(): void }) {
  const { _ } = useLingui();
  const award = row.awards?.isWinAward ? row.awards : null;
  const girl = row.gender === 'female';
  return (
    <Table.Tr className={row.isConcerned ? classes.concerned : undefined} data-testid={`board-row-${row.username}`} data-concerned={row.isConcerned || undefined}>
      <Table.Td className={`${classes.pin} ${classes.pinStar}`}>
        <ActionIcon variant="subtle" color="yellow" size="sm" onClick={onStar} aria-label={_('Concerned')} data-testid="board-concern">
          {starred ? <IconStarFilled size={14} /> : <IconStar size={14} />}
        </ActionIcon>
      </Table.Td>
      <Table.Td className={`${classes.pin} ${classes.pinRank}`} style={award ? { background: award.awardBackground, color: award.awardColor } : undefined} data-testid="board-rank">
        <Tooltip label={award?.awardName ?? ''} disabled={!award} withArrow>
          <Text size="sm" fw={700} inherit>
            {row.rank === -1 ? '*' : row.rank}
          </Text>
        </Tooltip>
      </Table.Td>
      <Table.Td className={`${classes.pin} ${classes.pinName}`}>
        <Group gap={6}>
          <Text size="sm" fw={600} data-testid="board-name">
            {row.showName}
          </Text>
          {girl && (
            <Badge size="xs" color="pink" variant="light" data-testid="board-girl">
              {_('Girl')}
            </Badge>
          )}
          {row.school && (
            <Text size="xs" c="dimmed">
              {row.school}
            </Text>
          )}
        </Group>
      </Table.Td>
      {page.type === 0 ? (
        <AcmCells row={row as AcmBoardRow} problems={problems} />
      ) : (
        <OiCells row={row as OiBoardRow} problems={problems} />
      )}
    </Table.Tr>
  );
}

function AcmCells({ row, problems }: { row: AcmBoardRow; problems: ContestProblemView[] }) {
  return (
    <>
      <Table.Td fw={700} data-testid="board-ac">
        {row.ac}
      </Table.Td>
      <Table.Td data-testid="board-total-time">{formatDuration(row.totalTime)}</Table.Td>
      {problems.map((p) => {
        const cell = row.submissionInfo[p.displayId];
        const cls = acmCellClass(cell);
        const text = acmCellText(cell);
        return (
          <Table.Td key={p.displayId} className={classes.cell} data-class={cls ?? undefined} data-testid={`board-cell-${p.displayId}`}>
            {text.time && <div>{text.time}</div>}
            {text.tries && <div>{text.tries}</div>}
          </Table.Td>
        );
      })}
    </>
  );
}

function OiCells({ row, problems }: { row: OiBoardRow; problems: ContestProblemView[] }) {
  return (
    <>
      <Table.Td fw={700} data-testid="board-total-score">
        {row.totalScore}
      </Table.Td>
      {problems.map((p) => {
        const score = row.submissionInfo[p.displayId];
        const cls = score === undefined ? undefined : score <= 0 ? classes['oi-0'] : score >= 100 ? classes['oi-full'] : classes['oi-mid'];
        const time = row.timeInfo[p.displayId];
        return (
          <Table.Td key={p.displayId} className={classes.cell} data-testid={`board-cell-${p.displayId}`}>
            {score !== undefined && <div className={cls}>{score}</div>}
            {time !== undefined && score !== undefined && <Text size="xs" c="dimmed">{`${time}ms`}</Text>}
          </Table.Td>
        );
      })}
    </>
  );
}
