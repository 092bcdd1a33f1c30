import { useLingui } from '@lingui/react';
import { Badge, Box, Button, Grid, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconSend } from '@tabler/icons-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { answeredCount, answerStore, isQuestionAnswered, type Answers } from './answer-sheet-model';
import { QuestionCard, type CardQuestion } from './question-card';

/** Answers in progress kept under one local storage key; a reload reads them back (part 2 §4). */
export function useStoredAnswers(storageKey: string) {
  const [answers, setAnswers] = useState<Answers>(() => answerStore.load(window.localStorage, storageKey));
  useEffect(() => setAnswers(answerStore.load(window.localStorage, storageKey)), [storageKey]);
  const update = useCallback(
    (next: Answers) => {
      setAnswers(next);
      answerStore.save(window.localStorage, storageKey, next);
    },
    [storageKey],
  );
  const clear = useCallback(() => answerStore.clear(window.localStorage, storageKey), [storageKey]);
  return { answers, update, clear };
}

export function scrollToQuestion(questionId: number): void {
  document.getElementById(`question-${questionId}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

interface AnswerSheetProps {
  questions: readonly CardQuestion[];
  answers: Answers;
  onAnswers(next: Answers): void;
  /** title, counts, the countdown: above the questions */
  header?: ReactNode;
  /** what the confirm dialog says before handing in */
  confirmText: string;
  submitting: boolean;
  onSubmit(): void;
}

/**
 * The answer sheet of free practice, training papers and the exam (part 2 §2): the numbered questions,
 * and a sidebar on the right listing them with a mark on each answered one; a click scrolls to the
 * question; handing in asks for confirmation first.
 */
export function AnswerSheet({ questions, answers, onAnswers, header, confirmText, submitting, onSubmit }: AnswerSheetProps) {
  const { _ } = useLingui();
  const done = answeredCount(questions, answers);
  const confirm = () =>
    modals.openConfirmModal({
      title: _('Submit_Answer_Sheet'),
      children: (
        <Stack gap={4}>
          <Text size="sm">{confirmText}</Text>
          {done < questions.length && (
            <Text size="sm" c="orange" data-testid="sheet-unanswered-warning">
              {_('Unanswered_Questions', { count: questions.length - done })}
            </Text>
          )}
        </Stack>
      ),
      labels: { confirm: _('Submit'), cancel: _('Cancel') },
      confirmProps: { 'data-testid': 'sheet-submit-confirm' } as Record<string, string>,
      onConfirm: onSubmit,
    });
  return (
    <Grid gap="lg" data-testid="answer-sheet">
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Stack gap="md">
          {header}
          {questions.map((question, index) => (
            <QuestionCard key={question.id} index={index} question={question} answers={answers} onAnswers={onAnswers} />
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Paper withBorder radius="md" p="sm" style={{ position: 'sticky', top: 72 }} data-testid="sheet-sidebar">
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={600}>{_('Question_Card')}</Text>
              <Badge variant="light" data-testid="sheet-progress">
                {done} / {questions.length}
              </Badge>
            </Group>
            <SimpleGrid cols={5} spacing={6} verticalSpacing={6}>
              {questions.map((question, index) => {
                const answered = isQuestionAnswered(question, answers);
                return (
                  <UnstyledButton key={question.id} onClick={() => scrollToQuestion(question.id)} aria-label={_('Question_N', { n: index + 1 })} data-testid={`sheet-nav-${index + 1}`} data-answered={String(answered)}>
                    <Box
                      ta="center"
                      py={4}
                      style={{
                        borderRadius: 6,
                        fontWeight: 600,
                        border: '1px solid var(--mantine-color-default-border)',
                        background: answered ? 'var(--mantine-color-blue-6)' : undefined,
                        color: answered ? 'white' : undefined,
                      }}
                    >
                      {index + 1}
                    </Box>
                  </UnstyledButton>
                );
              })}
            </SimpleGrid>
            <Button leftSection={<IconSend size={16} />} loading={submitting} onClick={confirm} disabled={questions.length === 0} data-testid="sheet-submit">
              {_('Submit')}
            </Button>
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
