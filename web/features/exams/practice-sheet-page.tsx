import { useLingui } from '@lingui/react';
import { Alert, Badge, Container, Group, Paper, Stack, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { answerStorageKey } from '../../../contract/rules/exams';
import { PageLoading } from '../../components/page-loading';
import { notifySuccess } from '../../lib/notify';
import { AnswerSheet, useStoredAnswers } from './answer-sheet';
import { sheetPayload } from './answer-sheet-model';
import { answerQuestionsOptions, examKeys, examsApi, repoOptions, trainingPaperOptions } from './exams-api';

interface PracticeSheetPageProps {
  repoId: number;
  /** a training's paper: the sheet belongs to the training (part 2 §3 payload trainingId) */
  trainingId: number | null;
  /** the open sheet; absent, one is started and put into the address */
  historyId: number | undefined;
  onStarted(historyId: number): void;
  onSubmitted(historyId: number): void;
}

/**
 * The free-practice answer sheet (/repo/training/{repoID}) and a training paper's
 * (/training/{trainingID}/paper/{repoID}): start_exercise gives the sheet's history id, answers stay in
 * local storage per bank or paper until submit_exercise has marked them (part 2 §4 "Free practice").
 */
export function PracticeSheetPage({ repoId, trainingId, historyId, onStarted, onSubmitted }: PracticeSheetPageProps) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const storageKey = trainingId === null ? answerStorageKey.exercise(repoId) : answerStorageKey.paper(trainingId, repoId);
  const { answers, update, clear } = useStoredAnswers(storageKey);
  const repo = useQuery({ ...repoOptions(repoId), enabled: trainingId === null });
  const paper = useQuery({ ...trainingPaperOptions(trainingId ?? 0, repoId), enabled: trainingId !== null });
  const questions = useQuery(answerQuestionsOptions(repoId, trainingId === null ? {} : { trainingId }));

  const start = useMutation({ mutationFn: () => examsApi.startExercise(repoId, trainingId), onSuccess: onStarted });
  const started = useRef(false);
  useEffect(() => {
    if (historyId === undefined && !started.current) {
      started.current = true;
      start.mutate();
    }
  }, [historyId, start]);

  const submit = useMutation({
    mutationFn: () => examsApi.submitExercise(sheetPayload(historyId ?? 0, questions.data?.records ?? [], answers, trainingId)),
    onSuccess: (result) => {
      clear();
      notifySuccess(_('Exam_Submit_Success'));
      void queryClient.invalidateQueries({ queryKey: examKeys.repo(repoId) });
      onSubmitted(result.historyId);
    },
  });

  if (questions.isError || start.isError) {
    return (
      <Container py="xl">
        <Alert color="red" data-testid="practice-load-failed">
          {_('Repo_Load_Failed')}
        </Alert>
      </Container>
    );
  }
  if (questions.isPending || historyId === undefined) {
    return <PageLoading />;
  }
  const list = questions.data.records;
  return (
    <Container size="xl" py={{ base: 'md', sm: 'lg' }} data-testid="practice-sheet">
      <AnswerSheet
        questions={list}
        answers={answers}
        onAnswers={update}
        confirmText={_('Submit_Practice_Confirm')}
        submitting={submit.isPending}
        onSubmit={() => submit.mutate()}
        header={
          <Paper withBorder radius="md" p="md">
            <Stack gap={6}>
              <Title order={3} data-testid="sheet-title">{repo.data?.title ?? paper.data?.title ?? _('Exam_Paper')}</Title>
              <Group gap="xs">
                <Badge variant="light">{_('Question_Count_N', { count: list.length })}</Badge>
                <Badge variant="light" color="teal">
                  {_('Total_Score_N', { score: list.reduce((sum, q) => sum + q.grade, 0) })}
                </Badge>
                {repo.data && (
                  <Badge variant="light" color="orange">
                    {_('Time_Limit_N_Minutes', { minutes: repo.data.timeLimit })}
                  </Badge>
                )}
              </Group>
            </Stack>
          </Paper>
        }
      />
    </Container>
  );
}
