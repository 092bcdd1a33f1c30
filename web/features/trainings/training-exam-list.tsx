import { useLingui } from '@lingui/react';
import { ActionIcon, Button, Modal, Paper, Progress, Group, Table, Text, Tooltip, Center, Loader } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { TrainingExamRow } from '../../../contract/api/trainings';
import { EmptyTableRow, ListFooter } from '../../components/list-parts';
import { formatDateTime, progressColor } from '../../lib/format';
import { useTraining } from './training-context';
import { paperHistoryPath, paperPath, scoreRate } from './training-model';
import { paperHistoryOptions, trainingPapersOptions } from './trainings-api';

const PAPER_PAGE_SIZE = 10;

/**
 * The paper tab (TrainingExamList, part 2 §2): title and score rate; a row opens the paper
 * (TrainingExamProblemList), the history action lists the caller's sheets (TrainingExamHistory).
 */
export function TrainingExamList() {
  const { _ } = useLingui();
  const state = useTraining();
  const router = useRouter();
  const [page, setPage] = useState(1);
  const papers = useQuery(trainingPapersOptions(state.tid, state.viewer, page, PAPER_PAGE_SIZE));
  const [history, setHistory] = useState<TrainingExamRow | null>(null);
  const rows = papers.data?.records ?? [];
  return (
    <Paper withBorder radius="md" p="sm">
      <Table verticalSpacing="sm" highlightOnHover data-testid="training-paper-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{_('Title')}</Table.Th>
            <Table.Th w={100}>{_('Training_Question_Count')}</Table.Th>
            <Table.Th w={220}>{_('Training_Score_Rate')}</Table.Th>
            <Table.Th w={90}>{_('Option')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const rate = scoreRate(row.userScore, row.totalScore);
            return (
              <Table.Tr key={row.id} style={{ cursor: 'pointer' }} onClick={() => router.history.push(paperPath(state.links.base, row.examRepoId))} data-testid={`training-paper-${row.id}`}>
                <Table.Td fw={600}>{row.title}</Table.Td>
                <Table.Td>{row.problemCount}</Table.Td>
                <Table.Td data-testid="training-paper-score">
                  {rate ? (
                    <Group gap={8} wrap="nowrap">
                      <Progress value={rate.percent} color={progressColor(rate.percent)} w={80} size="sm" radius="xl" />
                      <Text size="sm" ff="monospace">
                        {rate.text}
                      </Text>
                    </Group>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {`- / ${row.totalScore}`}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Tooltip label={_('Training_View_Submissions')} withArrow>
                    <ActionIcon
                      variant="subtle"
                      onClick={(event) => {
                        event.stopPropagation();
                        setHistory(row);
                      }}
                      aria-label={_('Training_View_Submissions')}
                      data-testid="training-paper-history"
                    >
                      <IconHistory size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            );
          })}
          {!papers.isPending && rows.length === 0 && <EmptyTableRow columns={4}>{_('No_Training_Paper')}</EmptyTableRow>}
        </Table.Tbody>
      </Table>
      <ListFooter total={papers.data?.total ?? 0} page={page} pageSize={PAPER_PAGE_SIZE} onPage={setPage} />
      {history && <PaperHistoryDialog paper={history} onClose={() => setHistory(null)} onView={(historyId) => router.history.push(paperHistoryPath(state.links.base, history.examRepoId, historyId))} />}
    </Paper>
  );
}

/** The caller's submitted sheets of a paper: score, submit time and a view button. */
function PaperHistoryDialog({ paper, onClose, onView }: { paper: TrainingExamRow; onClose(): void; onView(historyId: number): void }) {
  const { _, i18n } = useLingui();
  const state = useTraining();
  const sheets = useQuery(paperHistoryOptions(state.tid, state.viewer, paper.examRepoId));
  const submitted = (sheets.data ?? []).filter((sheet) => sheet.submitTime !== null);
  return (
    <Modal opened onClose={onClose} title={`${_('Training_View_Submissions')}: ${paper.title}`} size="lg" data-testid="training-paper-history-dialog">
      {sheets.isPending ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : (
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{_('Score')}</Table.Th>
              <Table.Th>{_('Submit_Time')}</Table.Th>
              <Table.Th w={90} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {submitted.map((sheet) => (
              <Table.Tr key={sheet.id} data-testid={`paper-sheet-${sheet.id}`}>
                <Table.Td ff="monospace">{`${sheet.userScore ?? 0} / ${sheet.totalScore}`}</Table.Td>
                <Table.Td>{formatDateTime(sheet.submitTime, i18n.locale)}</Table.Td>
                <Table.Td>
                  <Button size="compact-xs" variant="light" onClick={() => onView(sheet.id)} data-testid="paper-sheet-view">
                    {_('View')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
            {submitted.length === 0 && (
              <EmptyTableRow columns={3} compact>
                {_('Training_No_Sheets')}
              </EmptyTableRow>
            )}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
