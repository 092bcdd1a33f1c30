import { useLingui } from '@lingui/react';
import { Anchor, Badge, Group, Paper, Select, Stack, Table, Tabs, Text, TextInput, Tooltip } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { TrainingExamRankRow, TrainingRankRow } from '../../../contract/api/trainings';
import { TRAINING_RANK_PAGE_SIZE, TRAINING_RANK_PAGE_SIZES } from '../../../contract/rules/trainings';
import { EmptyTableRow, ListFooter } from '../../components/list-parts';
import { AnchorLink } from '../../components/router-links';
import { formatTime } from '../../lib/format';
import { judgeStatusMeta } from '../../lib/judge-status';
import { useTraining } from './training-context';
import { paperHistoryPath, rankCellColor, rankShowName } from './training-model';
import { trainingRankOptions } from './trainings-api';
import { UserHomeLink } from '../../components/user-home-link';

type RankKind = 'oj' | 'exam';

/** The rank tab (TrainingRank, part 2 §2): programming records first, exam records second. */
export function TrainingRank() {
  const { _ } = useLingui();
  const [kind, setKind] = useState<RankKind>('oj');
  return (
    <Paper withBorder radius="md" p="sm" data-testid="training-rank">
      <Tabs value={kind} onChange={(value) => setKind(value === 'exam' ? 'exam' : 'oj')} keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="oj" data-testid="training-rank-tab-oj">
            {_('Training_Rank_Programming')}
          </Tabs.Tab>
          <Tabs.Tab value="exam" data-testid="training-rank-tab-exam">
            {_('Training_Rank_Exam')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="oj">
          <RankBoard kind="oj" />
        </Tabs.Panel>
        <Tabs.Panel value="exam">
          <RankBoard kind="exam" />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}

/** One tab's board: its own search box, page and page size (30 by default). */
function RankBoard({ kind }: { kind: RankKind }) {
  const { _ } = useLingui();
  const state = useTraining();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(TRAINING_RANK_PAGE_SIZE);
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState('');
  const rank = useQuery(trainingRankOptions({ tid: state.tid, currentPage: page, limit, keyword: applied || undefined }, state.viewer));
  const apply = () => {
    if (keyword.trim() === applied) return;
    setApplied(keyword.trim());
    setPage(1);
  };
  const data = rank.data;
  const board = kind === 'oj' ? data?.oj : data?.exam;
  const showRealName = state.trainingAdmin;
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <TextInput
          placeholder={_('Training_Rank_Search')}
          leftSection={<IconSearch size={14} />}
          value={keyword}
          onChange={(event) => setKeyword(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Enter' && apply()}
          onBlur={apply}
          w={260}
          data-testid={`training-rank-search-${kind}`}
        />
      </Group>
      <Table.ScrollContainer minWidth={700}>
        <Table verticalSpacing="xs" striped highlightOnHover withColumnBorders data-testid={`training-rank-table-${kind}`} style={{ opacity: rank.isPlaceholderData ? 0.6 : 1 }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>{_('Rank')}</Table.Th>
              <Table.Th miw={160}>{_('User')}</Table.Th>
              {showRealName && <Table.Th>{_('RealName')}</Table.Th>}
              <Table.Th>{_('School')}</Table.Th>
              {kind === 'oj' ? (
                <>
                  <Table.Th w={70}>{_('AC')}</Table.Th>
                  <Table.Th w={100}>{_('Training_Run_Time')}</Table.Th>
                  {(data?.problems ?? []).map((problem) => (
                    <Table.Th key={problem.pid} ta="center" miw={90}>
                      <Tooltip label={problem.title} withArrow>
                        <span>{problem.problemId}</span>
                      </Tooltip>
                    </Table.Th>
                  ))}
                </>
              ) : (
                <>
                  <Table.Th w={70}>{_('AC')}</Table.Th>
                  <Table.Th w={90}>{_('Total_Score')}</Table.Th>
                  {(data?.exams ?? []).map((exam) => (
                    <Table.Th key={exam.id} ta="center" miw={100}>
                      {exam.title}
                    </Table.Th>
                  ))}
                </>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {kind === 'oj'
              ? (data?.oj.records ?? []).map((row) => (
                  <Table.Tr key={row.uid} data-testid={`training-rank-row-${row.username}`} data-own={row.username === state.viewer || undefined}>
                    <UserCells row={row} showRealName={showRealName} />
                    <Table.Td fw={600} data-testid="training-rank-ac">
                      {row.ac}
                    </Table.Td>
                    <Table.Td ff="monospace" fz="sm">
                      {formatTime(row.totalRunTime)}
                    </Table.Td>
                    {(data?.problems ?? []).map((problem) => (
                      <ProblemCell key={problem.pid} row={row} problemId={problem.problemId} />
                    ))}
                  </Table.Tr>
                ))
              : (data?.exam.records ?? []).map((row) => (
                  <Table.Tr key={row.uid} data-testid={`training-rank-row-${row.username}`} data-own={row.username === state.viewer || undefined}>
                    <UserCells row={row} showRealName={showRealName} />
                    <Table.Td fw={600}>{row.ac}</Table.Td>
                    <Table.Td fw={600} ff="monospace">
                      {row.totalScore}
                    </Table.Td>
                    {(data?.exams ?? []).map((exam) => (
                      <ExamCell key={exam.id} row={row} examId={exam.id} totalScore={exam.totalScore} />
                    ))}
                  </Table.Tr>
                ))}
            {!rank.isPending && (board?.records.length ?? 0) === 0 && (
              <EmptyTableRow columns={5 + (showRealName ? 1 : 0) + (kind === 'oj' ? (data?.problems.length ?? 0) : (data?.exams.length ?? 0))}>{_('No_Data')}</EmptyTableRow>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListFooter total={board?.total ?? 0} page={page} pageSize={limit} onPage={setPage} testId={`training-rank-pages-${kind}`}>
        <Select
          data={TRAINING_RANK_PAGE_SIZES.map((size) => ({ value: String(size), label: _('Page_Size', { size }) }))}
          value={String(limit)}
          onChange={(value) => {
            setLimit(Number(value ?? TRAINING_RANK_PAGE_SIZE));
            setPage(1);
          }}
          allowDeselect={false}
          size="xs"
          w={110}
          aria-label={_('Page_Size_Label')}
          data-testid={`training-rank-size-${kind}`}
        />
      </ListFooter>
    </Stack>
  );
}

/** Rank, user (to their home), the girl and own flags, real name for training admins, school. */
function UserCells({ row, showRealName }: { row: TrainingRankRow | TrainingExamRankRow; showRealName: boolean }) {
  const { _ } = useLingui();
  const state = useTraining();
  const own = row.username === state.viewer;
  return (
    <>
      <Table.Td fw={600}>{row.rank}</Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <UserHomeLink username={row.username} testId="training-rank-user">
            {rankShowName(row, state.training?.rankShowName ?? 'username')}
          </UserHomeLink>
          {row.gender === 'female' && (
            <Badge size="xs" color="pink" variant="light" data-testid="training-rank-girl">
              {_('Girl')}
            </Badge>
          )}
          {own && (
            <Badge size="xs" color="blue" variant="filled" data-testid="training-rank-own">
              {_('Training_Rank_Me')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      {showRealName && <Table.Td data-testid="training-rank-realname">{row.realname ?? ''}</Table.Td>}
      <Table.Td>
        <Text size="sm" lineClamp={1}>
          {row.school ?? ''}
        </Text>
      </Table.Td>
    </>
  );
}

/** A programming cell: the status colour and the fastest accepted run, linking to the user's submissions of the problem. */
function ProblemCell({ row, problemId }: { row: TrainingRankRow; problemId: string }) {
  const { _ } = useLingui();
  const cell = row.submissionInfo[problemId];
  const color = cell ? rankCellColor(cell.status) : null;
  if (!cell || color === null) return <Table.Td />;
  const content: ReactNode = cell.runTime !== null ? formatTime(cell.runTime) : _(judgeStatusMeta(cell.status).name);
  return (
    <Table.Td ta="center" bg={`var(--mantine-color-${color}-light)`} data-testid={`training-rank-cell-${problemId}`} data-status={cell.status}>
      <AnchorLink to="/status" search={{ username: row.username, problemID: problemId, completeProblemID: true }} size="xs" c={`${color}.8`} fw={600}>
        {content}
      </AnchorLink>
    </Table.Td>
  );
}

/** An exam cell: the best score of the paper, linking to that sheet. */
function ExamCell({ row, examId, totalScore }: { row: TrainingExamRankRow; examId: number; totalScore: number }) {
  const state = useTraining();
  const cell = row.examSubmissionInfo[String(examId)];
  if (!cell) return <Table.Td />;
  return (
    <Table.Td ta="center" data-testid={`training-rank-exam-${examId}`}>
      <Anchor href={paperHistoryPath(state.links.base, cell.repoId, cell.id)} size="sm" fw={600}>
        {`${cell.userScore} / ${totalScore}`}
      </Anchor>
    </Table.Td>
  );
}
