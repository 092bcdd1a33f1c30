import { useLingui } from '@lingui/react';
import { Badge, Button, Collapse, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { ExamHistoryView, HistoryDetail } from '../../../contract/api/exams';
import { formatDateTime } from '../../lib/format';
import { scrollToQuestion } from './answer-sheet';
import { QuestionCard, type CardMarking } from './question-card';

/** The marking of a sheet by question id. */
export function markingOf(detail: HistoryDetail): Map<number, CardMarking> {
  return new Map(detail.examHistoryDetailList.map((item) => [item.problemId, { userAnswer: item.userAnswer, isCorrect: item.isCorrect, score: item.score }]));
}

/** The score of a sheet, big. */
export function SheetScore({ sheet }: { sheet: Pick<ExamHistoryView, 'userScore' | 'totalScore' | 'submitTime'> }) {
  const { _, i18n } = useLingui();
  return (
    <Paper withBorder radius="md" p="md" data-testid="sheet-score">
      <Text size="sm" c="dimmed">
        {_('Score')}
      </Text>
      <Text fz={32} fw={800} data-testid="sheet-score-value">
        {sheet.userScore ?? '-'}
        <Text span c="dimmed" fz="lg">
          {' '}
          / {sheet.totalScore}
        </Text>
      </Text>
      <Text size="xs" c="dimmed">
        {_('Submit_Time')}: {formatDateTime(sheet.submitTime, i18n.locale)}
      </Text>
    </Paper>
  );
}

/** Numbered tags of the sheet's questions, the wrong ones marked red; a click scrolls to the question. */
export function QuestionTags({ detail, onPick }: { detail: HistoryDetail; onPick?(index: number, questionId: number): void }) {
  const { _ } = useLingui();
  const marking = markingOf(detail);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="sheet-question-tags">
      <Text size="sm" fw={600} mb={6}>
        {_('Question_List')}
      </Text>
      <Group gap={6}>
        {detail.examRepoProblemVOList.map((question, index) => {
          const right = marking.get(question.id)?.isCorrect === true;
          return (
            <UnstyledButton key={question.id} onClick={() => (onPick ? onPick(index, question.id) : scrollToQuestion(question.id))} data-testid={`sheet-tag-${index + 1}`} data-wrong={String(!right)}>
              <Badge color={right ? 'green' : 'red'} variant={right ? 'light' : 'filled'} size="lg" radius="sm">
                {index + 1}
              </Badge>
            </UnstyledButton>
          );
        })}
      </Group>
    </Paper>
  );
}

/** A collapsible list of recent submitted sheets (part 2 §2 RepoDetail, exam record page); a click selects one. */
export function RecentSheets({ sheets, selected, onSelect }: { sheets: readonly ExamHistoryView[]; selected: number | null; onSelect(historyId: number): void }) {
  const { _, i18n } = useLingui();
  const [opened, { toggle }] = useDisclosure(true);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="recent-sheets">
      <Button variant="subtle" size="compact-sm" fullWidth justify="space-between" rightSection={opened ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />} onClick={toggle} data-testid="recent-sheets-toggle">
        {_('Recent_Submissions')} ({sheets.length})
      </Button>
      <Collapse expanded={opened}>
        <Stack gap={4} mt={6}>
          {sheets.map((sheet) => (
            <UnstyledButton key={sheet.id} onClick={() => onSelect(sheet.id)} data-testid={`recent-sheet-${sheet.id}`}>
              <Group justify="space-between" px={6} py={4} style={{ borderRadius: 6, background: sheet.id === selected ? 'var(--mantine-color-blue-light)' : undefined }}>
                <Text size="xs">{formatDateTime(sheet.submitTime, i18n.locale)}</Text>
                <Badge size="sm" variant="light">
                  {sheet.userScore ?? '-'} / {sheet.totalScore}
                </Badge>
              </Group>
            </UnstyledButton>
          ))}
          {sheets.length === 0 && (
            <Text size="xs" c="dimmed" ta="center">
              {_('No_Submissions_Yet')}
            </Text>
          )}
        </Stack>
      </Collapse>
    </Paper>
  );
}

/** A submitted sheet read-only: every question with the learner's answer, the marking, the correct answers and the analysis. */
export function SheetQuestions({ detail }: { detail: HistoryDetail }) {
  const marking = markingOf(detail);
  return (
    <Stack gap="md" data-testid="sheet-review">
      {detail.examRepoProblemVOList.map((question, index) => (
        <QuestionCard key={question.id} index={index} question={question} marking={marking.get(question.id) ?? { userAnswer: [], isCorrect: false, score: 0 }} showSolution />
      ))}
    </Stack>
  );
}
