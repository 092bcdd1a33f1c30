import { useLingui } from '@lingui/react';
import { ActionIcon, Button, Checkbox, Group, Modal, NumberInput, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QUESTION_LIMITS, QUESTION_TYPE, answerLetter } from '../../../../contract/rules/exams';
import { MarkdownEditor } from '../../../components/markdown-editor';
import { msgId } from '../../../lib/message-id';
import { notifySuccess, notifyWarning } from '../../../lib/notify';
import { adminExamsApi, examKeys } from './admin-exams-api';
import { checkQuestion, markCorrect, newQuestionValues, toQuestionBody, withType, type QuestionFormValues } from './question-form-model';

export const QUESTION_TYPE_OPTIONS = [
  { value: QUESTION_TYPE.single, label: msgId('Question_Single_Choice') },
  { value: QUESTION_TYPE.multiple, label: msgId('Question_Multiple_Choice') },
  { value: QUESTION_TYPE.judge, label: msgId('Question_Judge') },
  { value: QUESTION_TYPE.fillIn, label: msgId('Question_Fill_In') },
];

/** Create or edit a question of any of the four types (part 2 §3 "Exam problem"); a new one goes into the bank, if any. */
export function QuestionDialog({ repoId, initial, onClose }: { repoId: number | null; initial: QuestionFormValues | null; onClose(): void }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const judgeLabels: [string, string] = [_('Judge_True'), _('Judge_False')];
  const [values, setValues] = useState<QuestionFormValues>(initial ?? newQuestionValues(QUESTION_TYPE.single, judgeLabels));
  const update = (patch: Partial<QuestionFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const setAnswer = (index: number, content: string) => update({ answers: values.answers.map((a, i) => (i === index ? { ...a, content } : a)) });
  const fillIn = values.type === QUESTION_TYPE.fillIn;
  const save = useMutation({
    mutationFn: () => {
      const body = toQuestionBody(values, repoId);
      return values.id === null ? adminExamsApi.createQuestion(body) : adminExamsApi.updateQuestion(body);
    },
    onSuccess: () => {
      notifySuccess(values.id === null ? _('Create_Successfully') : _('Update_Successfully'));
      void queryClient.invalidateQueries({ queryKey: examKeys.all });
      onClose();
    },
  });
  const submit = () => {
    const problem = checkQuestion(values);
    if (problem) {
      notifyWarning(_(problem));
      return;
    }
    save.mutate();
  };
  return (
    <Modal opened onClose={onClose} size="xl" title={values.id === null ? _('Create_Question') : _('Edit_Question')} data-testid="question-dialog">
      <Stack>
        <Group grow align="flex-start">
          <Select
            label={_('Question_Type')}
            value={String(values.type)}
            onChange={(v) => setValues(withType(values, Number(v ?? 0), judgeLabels))}
            data={QUESTION_TYPE_OPTIONS.map((o) => ({ value: String(o.value), label: _(o.label) }))}
            allowDeselect={false}
            data-testid="question-field-type"
          />
          <NumberInput label={_('Question_Grade')} min={0} max={QUESTION_LIMITS.gradeMax} value={values.grade} onChange={(v) => update({ grade: Number(v) || 0 })} data-testid="question-field-grade" />
        </Group>
        <MarkdownEditor label={_('Question_Content')} required value={values.content} onChange={(content) => update({ content })} minRows={4} testId="question-field-content" />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {fillIn ? _('Question_Blanks') : _('Question_Choices')}
          </Text>
          {values.answers.map((answer, index) => (
            <Group key={index} gap="xs" wrap="nowrap" data-testid={`question-answer-${index}`}>
              {fillIn ? (
                <Text size="sm" w={70}>
                  {_('Blank_N', { n: index + 1 })}
                </Text>
              ) : values.type === QUESTION_TYPE.multiple ? (
                <Checkbox checked={answer.isCorrect} onChange={(e) => setValues(markCorrect(values, index, e.currentTarget.checked))} label={answerLetter(index)} aria-label={_('Correct_Answer')} data-testid="question-answer-correct" />
              ) : (
                <Radio checked={answer.isCorrect} onChange={() => setValues(markCorrect(values, index, true))} label={answerLetter(index)} aria-label={_('Correct_Answer')} data-testid="question-answer-correct" />
              )}
              <TextInput
                style={{ flex: 1 }}
                placeholder={fillIn ? _('Blank_Answer') : _('Choice_Content')}
                value={answer.content}
                onChange={(e) => setAnswer(index, e.currentTarget.value)}
                data-testid="question-answer-content"
              />
              {values.type !== QUESTION_TYPE.judge && (
                <ActionIcon variant="subtle" color="red" onClick={() => update({ answers: values.answers.filter((_a, i) => i !== index) })} disabled={values.answers.length <= 1} aria-label={_('Delete')}>
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
          ))}
          {values.type !== QUESTION_TYPE.judge && values.answers.length < QUESTION_LIMITS.answersMax && (
            <Button variant="light" size="xs" w="fit-content" leftSection={<IconPlus size={14} />} onClick={() => update({ answers: [...values.answers, { content: '', isCorrect: fillIn }] })} data-testid="question-answer-add">
              {fillIn ? _('Add_Blank') : _('Add_Choice')}
            </Button>
          )}
        </Stack>
        <MarkdownEditor label={_('Answer_Analysis')} value={values.analysis} onChange={(analysis) => update({ analysis })} minRows={3} testId="question-field-analysis" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {_('Cancel')}
          </Button>
          <Button loading={save.isPending} onClick={submit} data-testid="question-save">
            {_('Save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
