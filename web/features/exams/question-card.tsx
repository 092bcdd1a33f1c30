import { useLingui } from '@lingui/react';
import { Badge, Box, Checkbox, Group, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { QUESTION_TYPE, answerLetter } from '../../../contract/rules/exams';
import { MarkdownView } from '../../components/markdown-view';
import { msgId } from '../../lib/message-id';
import { blanksOf, chooseOne, fillBlank, toggleChoice, type Answers } from './answer-sheet-model';

/** A question as the sheet and the review show it (the contract's QuestionView). */
export interface CardQuestion {
  id: number;
  type: number;
  content: string;
  grade: number;
  analysis: string | null;
  examProblemAnswerList: readonly { id: number; content: string; isCorrect: boolean | null }[];
}

export const QUESTION_TYPE_LABELS: Record<number, string> = {
  [QUESTION_TYPE.single]: msgId('Question_Single_Choice'),
  [QUESTION_TYPE.multiple]: msgId('Question_Multiple_Choice'),
  [QUESTION_TYPE.judge]: msgId('Question_Judge'),
  [QUESTION_TYPE.fillIn]: msgId('Question_Fill_In'),
};

/** How a submitted question went: the learner's answer and its marking. */
export interface CardMarking {
  userAnswer: readonly string[];
  isCorrect: boolean;
  score: number;
}

interface QuestionCardProps {
  /** 0-based position on the sheet; shown as 1, 2, 3 … */
  index: number;
  question: CardQuestion;
  /** answering: the sheet's answers and how to change them */
  answers?: Answers;
  onAnswers?(next: Answers): void;
  /** reviewing: the learner's marked answer */
  marking?: CardMarking | null;
  /** show the correct choices and the analysis (only where the server sent them) */
  showSolution?: boolean;
}

/**
 * One numbered question with its points (part 2 §2 "Exam answering page"): radio buttons for a single
 * choice or true/false, checkboxes for a multiple choice, one input per blank for a fill-in, answer
 * letters A, B, C by index. Without `onAnswers` it is read-only and shows the marking.
 */
export function QuestionCard({ index, question, answers = {}, onAnswers, marking = null, showSolution = false }: QuestionCardProps) {
  const { _ } = useLingui();
  const readOnly = !onAnswers;
  const chosen = readOnly ? (marking?.userAnswer ?? []) : (answers[question.id] ?? []);
  const choices = question.examProblemAnswerList;
  const wrong = marking !== null && !marking.isCorrect;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      id={`question-${question.id}`}
      style={wrong ? { borderColor: 'var(--mantine-color-red-5)' } : undefined}
      data-testid={`question-${index + 1}`}
      data-question-id={question.id}
      data-wrong={marking === null ? undefined : String(wrong)}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={700}>{index + 1}.</Text>
          <Badge variant="light">{_(QUESTION_TYPE_LABELS[question.type] ?? 'Question_Single_Choice')}</Badge>
          <Badge variant="default" data-testid="question-grade">
            {_('Question_Points', { points: question.grade })}
          </Badge>
          {marking !== null && (
            <Badge color={marking.isCorrect ? 'green' : 'red'} leftSection={marking.isCorrect ? <IconCheck size={12} /> : <IconX size={12} />} data-testid="question-mark">
              {marking.isCorrect ? _('Answer_Right') : _('Answer_Wrong')} · {marking.score}
            </Badge>
          )}
        </Group>
        <MarkdownView source={question.content} testId="question-content" />
        {question.type === QUESTION_TYPE.fillIn ? (
          <Stack gap={6}>
            {Array.from({ length: blanksOf(question) }, (_unused, blank) => (
              <Group key={blank} gap="xs" wrap="nowrap">
                <Text size="sm" w={70}>
                  {_('Blank_N', { n: blank + 1 })}
                </Text>
                <TextInput
                  style={{ flex: 1, maxWidth: 420 }}
                  value={chosen[blank] ?? ''}
                  readOnly={readOnly}
                  onChange={(event) => onAnswers?.(fillBlank(answers, question.id, blanksOf(question), blank, event.currentTarget.value))}
                  data-testid={`blank-${blank + 1}`}
                />
                {showSolution && choices[blank]?.content && (
                  <Text size="sm" c="green" data-testid="blank-solution">
                    {choices[blank]?.content}
                  </Text>
                )}
              </Group>
            ))}
          </Stack>
        ) : (
          <Stack gap={6}>
            {choices.map((choice, i) => {
              const letter = answerLetter(i);
              const picked = chosen.includes(String(i));
              const correct = showSolution && choice.isCorrect === true;
              const label = (
                <Group gap={6} wrap="nowrap">
                  <Text fw={600}>{letter}.</Text>
                  <MarkdownView source={choice.content} inline testId="choice-text" />
                  {correct && <IconCheck size={16} color="var(--mantine-color-green-6)" aria-label={_('Correct_Answer')} data-testid="choice-correct" />}
                </Group>
              );
              const common = { value: String(i), label, readOnly, 'data-testid': `choice-${letter}` };
              return question.type === QUESTION_TYPE.multiple ? (
                <Checkbox key={choice.id} {...common} checked={picked} onChange={(event) => onAnswers?.(toggleChoice(answers, question.id, i, event.currentTarget.checked))} />
              ) : (
                <Radio key={choice.id} {...common} name={`question-${question.id}`} checked={picked} onChange={() => onAnswers?.(chooseOne(answers, question.id, i))} />
              );
            })}
          </Stack>
        )}
        {showSolution && question.analysis !== null && (
          <Box p="sm" style={{ borderRadius: 8, background: 'var(--mantine-color-default-hover)' }} data-testid="question-analysis">
            <Text size="sm" fw={600} mb={4}>
              {_('Answer_Analysis')}
            </Text>
            {question.analysis ? <MarkdownView source={question.analysis} /> : <Text size="sm" c="dimmed">{_('No_Analysis')}</Text>}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
