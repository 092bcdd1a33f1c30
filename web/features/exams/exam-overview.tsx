import { useLingui } from '@lingui/react';
import { Alert, Badge, Button, Group, Loader, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconPlayerPlay } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { EXAM_MESSAGES, EXAM_STATUS } from '../../../contract/rules/exams';
import { MarkdownView } from '../../components/markdown-view';
import { formatDateTime } from '../../lib/format';
import { notifyWarning } from '../../lib/notify';
import { formatClock, secondsLeft } from './answer-sheet-model';
import { useExam } from './exam-shell';
import { examKeys, examsApi, sheetDetailOptions } from './exams-api';
import { QuestionTags, SheetQuestions } from './sheet-review';

/** Seconds to a deadline on the server's clock, ticking every second. */
export function useSecondsLeft(deadline: string | null, offsetMs: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === null ? null : secondsLeft(deadline, offsetMs, now);
}

/**
 * The exam's overview (part 2 §2): the private tag, start and end time, the remark as markdown, and
 * the way in: the password of a private exam (empty: "Enter the exam password"), then start_exam,
 * which gives the attempt (its history id) and leads to the questions (part 2 §4 "Exam flow").
 */
export function ExamOverview() {
  const { _, i18n } = useLingui();
  const { examId, exam, offsetMs } = useExam();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const attempt = exam.myAttempt;
  const left = useSecondsLeft(attempt && !attempt.submitted ? attempt.deadline : null, offsetMs);
  // A handed-in attempt's review opens when the exam ends, also while the page stays open.
  const untilEnd = useSecondsLeft(attempt?.submitted && exam.status !== EXAM_STATUS.ended ? exam.endTime : null, offsetMs);
  const ended = exam.status === EXAM_STATUS.ended || untilEnd === 0;
  const params = { chooseExamID: String(examId) };
  const start = useMutation({
    mutationFn: () => examsApi.startExam(examId, exam.isPrivate ? password : undefined),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: examKeys.exam(examId) });
      void navigate({ to: '/chooseExam/$chooseExamID/problems', params });
    },
  });
  const begin = () => {
    if (exam.isPrivate && password.trim() === '') {
      notifyWarning(_(EXAM_MESSAGES.passwordRequired));
      return;
    }
    start.mutate();
  };

  return (
    <Stack gap="md" data-testid="exam-overview">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group gap="lg" wrap="wrap">
            <Text size="sm">
              {_('StartAt')}: <b data-testid="exam-start-time">{formatDateTime(exam.startTime, i18n.locale)}</b>
            </Text>
            <Text size="sm">
              {_('EndAt')}: <b data-testid="exam-end-time">{formatDateTime(exam.endTime, i18n.locale)}</b>
            </Text>
          </Group>
          <Group gap="xs">
            <Badge variant="light">{_('Question_Count_N', { count: exam.examRepo.problemCount })}</Badge>
            <Badge variant="light" color="teal">
              {_('Total_Score_N', { score: exam.examRepo.totalScore })}
            </Badge>
            <Badge variant="light" color="orange">
              {_('Time_Limit_N_Minutes', { minutes: exam.examRepo.timeLimit })}
            </Badge>
          </Group>
        </Stack>
      </Paper>

      {attempt?.submitted ? (
        <>
          <Alert color="green" title={_('Exam_Submitted')} data-testid="exam-attempt-done">
            {_('Exam_Your_Score', { score: attempt.userScore ?? 0, total: exam.examRepo.totalScore })}
          </Alert>
          <AttemptReview historyId={attempt.historyId} ended={ended} />
        </>
      ) : attempt ? (
        <Alert color="blue" data-testid="exam-attempt-open">
          <Group justify="space-between">
            <Text size="sm">
              {_('Exam_Time_Left')}: <b data-testid="exam-overview-left">{formatClock(left ?? 0)}</b>
            </Text>
            <Button size="xs" onClick={() => void navigate({ to: '/chooseExam/$chooseExamID/problems', params })} data-testid="exam-continue">
              {_('Exam_Continue')}
            </Button>
          </Group>
        </Alert>
      ) : exam.status === EXAM_STATUS.running ? (
        <Paper withBorder radius="md" p="md" data-testid="exam-start-box">
          <Stack gap="sm">
            {exam.isPrivate && (
              <Group gap={6}>
                <IconLock size={18} />
                <Text fw={600}>{_('Exam_Private_Tips')}</Text>
              </Group>
            )}
            <Group gap="sm" wrap="nowrap">
              {exam.isPrivate && (
                <PasswordInput
                  placeholder={_(EXAM_MESSAGES.passwordRequired)}
                  value={password}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                  onKeyDown={(event) => event.key === 'Enter' && begin()}
                  style={{ flex: 1, maxWidth: 360 }}
                  data-testid="exam-password"
                />
              )}
              <Button leftSection={<IconPlayerPlay size={16} />} loading={start.isPending} onClick={begin} data-testid="exam-start">
                {_('Exam_Start')}
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              {_('Exam_Start_Tips', { minutes: exam.examRepo.timeLimit })}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Alert color="yellow" data-testid="exam-closed">
          {exam.status === EXAM_STATUS.scheduled ? _(EXAM_MESSAGES.notStarted) : _(EXAM_MESSAGES.ended)}
        </Alert>
      )}

      <Paper withBorder radius="md" p="md">
        <MarkdownView source={exam.remark} testId="exam-remark" />
      </Paper>
    </Stack>
  );
}

/**
 * The learner's handed-in attempt question by question: their answer, the marking, the correct answer
 * and the analysis. Only once the exam is over (decision 30: the server refuses it before, so nobody
 * passes the answers on while others still sit the exam); until then the overview says when.
 */
function AttemptReview({ historyId, ended }: { historyId: number; ended: boolean }) {
  const { _ } = useLingui();
  const detail = useQuery({ ...sheetDetailOptions(historyId), enabled: ended });
  if (!ended) {
    return (
      <Text size="sm" c="dimmed" data-testid="exam-review-later">
        {_('Exam_Review_After_End')}
      </Text>
    );
  }
  if (detail.isError) return <Alert color="red">{_('Sheet_Load_Failed')}</Alert>;
  if (!detail.data) return <Loader size="sm" />;
  return (
    <Stack gap="md" data-testid="exam-review">
      <Title order={4}>{_('Exam_Review')}</Title>
      <QuestionTags detail={detail.data} />
      <SheetQuestions detail={detail.data} />
    </Stack>
  );
}
