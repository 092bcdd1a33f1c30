import { useLingui } from '@lingui/react';
import { ActionIcon, Avatar, Button, Group, Modal, Paper, Select, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconEye, IconRotate } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EXAM_RANK_PAGE_SIZE, EXAM_RANK_PAGE_SIZES } from '../../../contract/rules/exams';
import { confirmDanger } from '../../components/confirm-danger';
import { EmptyTableRow, ListFooter } from '../../components/list-parts';
import { KeywordFilter } from '../../components/schedule-status';
import { formatDateTime } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import { saveBlob } from '../../lib/save-blob';
import { useExam } from './exam-shell';
import { attemptDetailOptions, examKeys, examRankOptions, examsApi } from './exams-api';
import { QuestionTags, SheetQuestions, SheetScore } from './sheet-review';

/**
 * The exam rank (ExamRank, admin roles only, part 2 §2): rank, user, real name, score, school, avatar,
 * the attempt's detail by historyId, the CSV export and, with a confirm, resetting a user's attempt.
 */
export function ExamRank() {
  const { _, i18n } = useLingui();
  const { examId, exam } = useExam();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(EXAM_RANK_PAGE_SIZE);
  const [keyword, setKeyword] = useState('');
  const [viewing, setViewing] = useState<number | null>(null);
  const rank = useQuery({ ...examRankOptions({ examId, currentPage: page, limit, keyword: keyword || undefined }), enabled: exam.isAdmin });
  const exportCsv = useMutation({
    mutationFn: () => examsApi.exportRank(examId),
    onSuccess: (file) => saveBlob(file.blob, file.filename ?? `exam_${examId}_rank.csv`),
  });
  const reset = useMutation({
    mutationFn: (historyId: number) => examsApi.resetAttempt(historyId),
    onSuccess: () => {
      notifySuccess(_('Delete_successfully'));
      void queryClient.invalidateQueries({ queryKey: examKeys.exam(examId) });
    },
  });
  const confirmReset = (historyId: number, username: string) =>
    confirmDanger({ title: _('Exam_Reset_Attempt'), body: _('Exam_Reset_Attempt_Confirm', { username }), onConfirm: () => reset.mutate(historyId), testId: 'exam-reset-confirm' });

  if (!exam.isAdmin) return null;
  const rows = rank.data?.records ?? [];
  return (
    <Stack gap="md" data-testid="exam-rank">
      <Group justify="space-between">
        <KeywordFilter
          value={keyword}
          onSearch={(next) => {
            setKeyword(next);
            setPage(1);
          }}
          w={240}
          testId="exam-rank-keyword"
        />
        <Button leftSection={<IconDownload size={16} />} variant="light" loading={exportCsv.isPending} onClick={() => exportCsv.mutate()} data-testid="exam-rank-export">
          {_('Export')}
        </Button>
      </Group>
      <Paper withBorder radius="md" p="sm">
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={70}>{_('Rank')}</Table.Th>
                <Table.Th>{_('Username')}</Table.Th>
                <Table.Th>{_('RealName')}</Table.Th>
                <Table.Th>{_('Score')}</Table.Th>
                <Table.Th>{_('School')}</Table.Th>
                <Table.Th>{_('Submit_Time')}</Table.Th>
                <Table.Th>{_('Option')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.historyId} data-testid={`exam-rank-row-${row.username}`}>
                  <Table.Td data-testid="exam-rank-rank">{row.rank}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Avatar src={row.avatar} size="sm" radius="xl" alt="">
                        {row.username.slice(0, 1).toUpperCase()}
                      </Avatar>
                      <Text size="sm">{row.username}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>{row.realname ?? '-'}</Table.Td>
                  <Table.Td data-testid="exam-rank-score">
                    {row.userScore} / {row.totalScore}
                  </Table.Td>
                  <Table.Td>{row.school ?? '-'}</Table.Td>
                  <Table.Td>{formatDateTime(row.submitTime, i18n.locale)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label={_('Exam_View_Attempt')} withArrow>
                        <ActionIcon variant="subtle" onClick={() => setViewing(row.historyId)} aria-label={_('Exam_View_Attempt')} data-testid="exam-rank-view">
                          <IconEye size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={_('Exam_Reset_Attempt')} withArrow>
                        <ActionIcon variant="subtle" color="red" onClick={() => confirmReset(row.historyId, row.username)} aria-label={_('Exam_Reset_Attempt')} data-testid="exam-rank-reset">
                          <IconRotate size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
              {!rank.isPending && rows.length === 0 && <EmptyTableRow columns={7}>{_('No_Data')}</EmptyTableRow>}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ListFooter total={rank.data?.total ?? 0} page={page} pageSize={limit} onPage={setPage}>
          <Select
            w={110}
            size="xs"
            value={String(limit)}
            onChange={(value) => {
              setLimit(Number(value ?? EXAM_RANK_PAGE_SIZE));
              setPage(1);
            }}
            data={EXAM_RANK_PAGE_SIZES.map((n) => ({ value: String(n), label: _('Per_Page_N', { n }) }))}
            allowDeselect={false}
            data-testid="exam-rank-page-size"
          />
        </ListFooter>
      </Paper>
      <AttemptDialog historyId={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}

/** An attempt with its marking, from the rank (admin/exam/get-exam-history-detail). */
function AttemptDialog({ historyId, onClose }: { historyId: number | null; onClose(): void }) {
  const { _ } = useLingui();
  const detail = useQuery(attemptDetailOptions(historyId));
  return (
    <Modal opened={historyId !== null} onClose={onClose} size="xl" title={`${_('Exam_View_Attempt')}${detail.data ? ` · ${detail.data.examHistory.username}` : ''}`} data-testid="exam-attempt-dialog">
      {detail.data && (
        <Stack gap="md">
          <SheetScore sheet={detail.data.examHistory} />
          <QuestionTags detail={detail.data} />
          <SheetQuestions detail={detail.data} />
        </Stack>
      )}
    </Modal>
  );
}
