import { useLingui } from '@lingui/react';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { answerStorageKey } from '../../../contract/rules/exams';
import { PageLoading } from '../../components/page-loading';
import { notifySuccess } from '../../lib/notify';
import { AnswerSheet, useStoredAnswers } from './answer-sheet';
import { formatClock, sheetPayload } from './answer-sheet-model';
import { useSecondsLeft } from './exam-overview';
import { useExam } from './exam-shell';
import { answerQuestionsOptions, examKeys, examsApi } from './exams-api';

/**
 * The exam's answering page (ExamProblemList, part 2 §2 and §4 "Exam flow"): title, question count,
 * time limit, a countdown to the attempt's deadline; the local answers are handed in by themselves
 * when it reaches zero. Handing in is irreversible; afterwards, or after a refusal, back to the overview.
 */
export function ExamAnswerPage() {
  const { _ } = useLingui();
  const { examId, exam, offsetMs } = useExam();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const attempt = exam.myAttempt;
  const open = attempt !== null && !attempt.submitted;
  const questions = useQuery({ ...answerQuestionsOptions(exam.examRepoId, { examId }), enabled: open });
  const { answers, update, clear } = useStoredAnswers(answerStorageKey.exam(examId));
  const left = useSecondsLeft(open ? attempt.deadline : null, offsetMs);
  const params = { chooseExamID: String(examId) };

  const backToOverview = async () => {
    await queryClient.invalidateQueries({ queryKey: examKeys.exam(examId) });
    void navigate({ to: '/chooseExam/$chooseExamID', params });
  };
  const submit = useMutation({
    mutationFn: () => examsApi.submitExam(sheetPayload(attempt?.historyId ?? 0, questions.data?.records ?? [], answers)),
    onSuccess: async () => {
      clear();
      notifySuccess(_('Exam_Submit_Success'));
      await backToOverview();
    },
    onError: () => void backToOverview(),
  });

  // Time is up: hand in what is on the sheet, once.
  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (left === 0 && open && questions.data && !autoSubmitted.current && !submit.isPending) {
      autoSubmitted.current = true;
      submit.mutate();
    }
  }, [left, open, questions.data, submit]);

  if (!open) {
    return (
      <Alert color="yellow" data-testid="exam-not-started">
        <Group justify="space-between">
          <Text size="sm">{attempt?.submitted ? _('Exam_Submitted') : _('Exam_Start_First')}</Text>
          <Button size="xs" variant="default" onClick={() => void navigate({ to: '/chooseExam/$chooseExamID', params })}>
            {_('Overview')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (questions.isPending) {
    return <PageLoading />;
  }
  if (!questions.data) return <Alert color="red">{_('Exam_Load_Failed')}</Alert>;
  const list = questions.data.records;
  return (
    <AnswerSheet
      questions={list}
      answers={answers}
      onAnswers={update}
      confirmText={_('Exam_Submit_Confirm')}
      submitting={submit.isPending}
      onSubmit={() => submit.mutate()}
      header={
        <Paper withBorder radius="md" p="md" style={{ position: 'sticky', top: 60, zIndex: 5 }}>
          <Group justify="space-between" align="flex-start">
            <Stack gap={6}>
              <Title order={3}>{exam.title}</Title>
              <Group gap="xs">
                <Badge variant="light">{_('Question_Count_N', { count: list.length })}</Badge>
                <Badge variant="light" color="orange">
                  {_('Time_Limit_N_Minutes', { minutes: exam.examRepo.timeLimit })}
                </Badge>
              </Group>
            </Stack>
            <Badge size="xl" color={(left ?? 0) <= 60 ? 'red' : 'blue'} leftSection={<IconClock size={16} />} data-testid="exam-countdown">
              {formatClock(left ?? 0)}
            </Badge>
          </Group>
        </Paper>
      }
    />
  );
}
