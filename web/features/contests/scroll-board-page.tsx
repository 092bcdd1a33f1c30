import { useLingui } from '@lingui/react';
import { Alert, Badge, Box, Button, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlayerPlay, IconPlayerPause, IconPlayerSkipForward, IconPlayerTrackNext } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { CONTEST_STATUS, CONTEST_TYPE } from '../../../contract/rules/contests';
import { acmCellClass, acmCellText, formatDuration, medalCounts, medalOf } from './contest-model';
import { scrollBoardOptions } from './contests-api';
import classes from './scoreboard.module.css';
import { rankedPositions, scrollStateLabel, startScroll, stepScroll, type ScrollState } from './scroll-model';

const MEDAL_COLORS = ['#f5c518', '#c0c0c0', '#cd7f32'] as const;
const AUTO_STEP_MS = 900;

interface ScrollBoardPageProps {
  cid: number;
  removeStar: boolean;
  /** gold, silver and bronze percentages */
  medals: number[];
}

/** /scrollBoard: resolves the sealed board to the final one, row by row from the bottom (contest admins). */
export function ScrollBoardPage({ cid, removeStar, medals }: ScrollBoardPageProps) {
  const { _ } = useLingui();
  const data = useQuery(scrollBoardOptions(cid, removeStar));
  const [state, setState] = useState<ScrollState | null>(null);
  const [playing, setPlaying] = useState(false);
  const problemIds = useMemo(() => (data.data?.problemList ?? []).map((p) => p.displayId), [data.data]);
  useEffect(() => {
    if (data.data) setState(startScroll(data.data.sealed, data.data.final, problemIds));
  }, [data.data, problemIds]);
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setState((s) => (s ? stepScroll(s) : s)), AUTO_STEP_MS);
    return () => clearInterval(timer);
  }, [playing]);
  useEffect(() => {
    if (state?.done) setPlaying(false);
  }, [state?.done]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowRight') {
        event.preventDefault();
        setState((s) => (s ? stepScroll(s) : s));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (data.isPending || (data.data && !state)) {
    return (
      <Center h="100dvh">
        <Loader />
      </Center>
    );
  }
  if (!data.data || !state) {
    return (
      <Center h="100dvh">
        <Alert color="red">{_('Contest_Load_Failed')}</Alert>
      </Center>
    );
  }
  const { contest, problemList } = data.data;
  const positions = rankedPositions(state.rows);
  const counts = medalCounts(positions.size, medals);
  const finish = () => {
    let s = state;
    while (!s.done) s = stepScroll(s);
    setState(s);
  };

  return (
    <Box p="md" style={{ minHeight: '100dvh', background: '#0f1720', color: '#e8eef5' }} data-testid="scroll-board">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} c="white">
            {contest.title}
          </Title>
          <Group gap="xs">
            <Badge color={state.done ? 'green' : 'orange'} size="lg" data-testid="scroll-state" data-done={state.done}>
              {_(scrollStateLabel(state.done, contest.status === CONTEST_STATUS.ended))}
            </Badge>
            <Button size="xs" leftSection={<IconPlayerTrackNext size={14} />} onClick={() => setState(stepScroll(state))} disabled={state.done} data-testid="scroll-next">
              {_('Next')}
            </Button>
            <Button size="xs" variant="light" leftSection={playing ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />} onClick={() => setPlaying((p) => !p)} disabled={state.done} data-testid="scroll-play">
              {playing ? _('Pause') : _('Auto_Play')}
            </Button>
            <Button size="xs" variant="default" leftSection={<IconPlayerSkipForward size={14} />} onClick={finish} disabled={state.done} data-testid="scroll-finish">
              {_('Finish')}
            </Button>
          </Group>
        </Group>
        <Table className={classes.table} withColumnBorders verticalSpacing={6} style={{ color: 'inherit' }} data-testid="scroll-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>{_('Rank')}</Table.Th>
              <Table.Th style={{ textAlign: 'left' }}>{_('User')}</Table.Th>
              <Table.Th w={80}>{contest.type === CONTEST_TYPE.acm ? _('AC') : _('Total_Score')}</Table.Th>
              {contest.type === CONTEST_TYPE.acm && <Table.Th w={100}>{_('Total_Time')}</Table.Th>}
              {problemList.map((p) => (
                <Table.Th key={p.displayId}>{p.displayId}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {state.rows.map((row) => {
              const position = positions.get(row.uid);
              const medal = state.done && position !== undefined ? medalOf(position, counts) : null;
              const active = state.last?.uid === row.uid;
              return (
                <Table.Tr key={row.uid} style={{ background: active ? 'rgba(255,255,255,0.12)' : undefined, transition: 'background 300ms' }} data-testid={`scroll-row-${row.name}`} data-medal={medal ?? undefined}>
                  <Table.Td style={medal !== null ? { background: MEDAL_COLORS[medal], color: '#111' } : undefined} data-testid="scroll-rank">
                    {row.star ? '*' : position}
                  </Table.Td>
                  <Table.Td style={{ textAlign: 'left' }}>
                    <Text fw={600} inherit>
                      {row.name}
                    </Text>
                  </Table.Td>
                  <Table.Td fw={700} data-testid="scroll-solved">
                    {row.solved}
                  </Table.Td>
                  {contest.type === CONTEST_TYPE.acm && <Table.Td>{formatDuration(row.time)}</Table.Td>}
                  {problemList.map((p) => {
                    const hidden = row.pending.includes(p.displayId);
                    if (contest.type === CONTEST_TYPE.acm) {
                      const cell = row.acm[p.displayId];
                      const text = acmCellText(cell);
                      return (
                        <Table.Td key={p.displayId} className={classes.cell} data-class={hidden ? 'try' : (acmCellClass(cell) ?? undefined)}>
                          {text.time && <div>{text.time}</div>}
                          {text.tries && <div>{text.tries}</div>}
                          {hidden && !text.tries && <div>?</div>}
                        </Table.Td>
                      );
                    }
                    const score = row.oi[p.displayId];
                    return (
                      <Table.Td key={p.displayId} className={classes.cell} data-class={hidden ? 'try' : undefined}>
                        {hidden ? '?' : (score ?? '')}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Stack>
    </Box>
  );
}
