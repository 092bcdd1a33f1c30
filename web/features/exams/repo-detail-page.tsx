import { useLingui } from '@lingui/react';
import { Alert, Badge, Button, Container, Grid, Group, Loader, Paper, Stack, Switch, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconExternalLink, IconPlayerPlay } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { MarkdownView } from '../../components/markdown-view';
import { PageLoading } from '../../components/page-loading';
import { AnchorLink } from '../../components/router-links';
import { examsApi, repoOptions, repoQuestionsOptions, sheetDetailOptions, sheetsOptions } from './exams-api';
import { QuestionCard } from './question-card';
import { markingOf, QuestionTags, RecentSheets, SheetQuestions, SheetScore } from './sheet-review';

type Tab = 'description' | 'problems' | 'history';

/**
 * /repo/{repoID} (part 2 §2 RepoDetail): the bank's description, its questions one at a time (answers
 * and analysis only where the server sends them, i.e. after a submitted sheet), the caller's submitted
 * sheets; on the right the selected sheet's score, the recent sheets and the numbered questions with
 * the wrong ones marked. `historyId` selects a sheet (the newest when absent).
 */
export function RepoDetailPage({ repoId, historyId, onHistory }: { repoId: number; historyId: number | undefined; onHistory(historyId: number): void }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const repo = useQuery(repoOptions(repoId));
  const questions = useQuery(repoQuestionsOptions(repoId));
  const sheets = useQuery(sheetsOptions(repoId, null));
  const submitted = (sheets.data ?? []).filter((s) => s.submitTime !== null);
  const selected = historyId ?? submitted[0]?.id ?? null;
  const detail = useQuery(sheetDetailOptions(selected, repoId));
  const [tab, setTab] = useState<Tab>(historyId ? 'history' : 'description');
  const [current, setCurrent] = useState(0);
  const [showSolution, setShowSolution] = useState(false);

  const start = useMutation({
    mutationFn: () => examsApi.startExercise(repoId, null),
    onSuccess: (newHistoryId) => void navigate({ to: '/repo/training/$repoID', params: { repoID: String(repoId) }, search: { historyId: newHistoryId } }),
  });

  if (repo.isPending) {
    return <PageLoading />;
  }
  if (!repo.data) {
    return (
      <Container py="xl">
        <Alert color="red">{_('Repo_Load_Failed')}</Alert>
      </Container>
    );
  }
  const bank = repo.data;
  const list = questions.data?.records ?? [];
  const question = list[Math.min(current, Math.max(0, list.length - 1))];
  const marking = detail.data ? markingOf(detail.data) : null;
  const solutionSent = list.some((q) => q.analysis !== null || q.examProblemAnswerList.some((a) => a.isCorrect !== null));

  return (
    <Container size="xl" py={{ base: 'md', sm: 'lg' }} data-testid="repo-detail">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Paper withBorder radius="md" p="md">
              <Group justify="space-between" align="flex-start">
                <Stack gap={6}>
                  <Title order={2} fz={{ base: 20, sm: 24 }} data-testid="repo-title">
                    {bank.title}
                  </Title>
                  <Group gap="xs">
                    <Badge variant="light">{_('Question_Count_N', { count: bank.problemCount })}</Badge>
                    <Badge variant="light" color="teal">
                      {_('Total_Score_N', { score: bank.totalScore })}
                    </Badge>
                    <Badge variant="light" color="orange">
                      {_('Time_Limit_N_Minutes', { minutes: bank.timeLimit })}
                    </Badge>
                  </Group>
                </Stack>
                <Button leftSection={<IconPlayerPlay size={16} />} loading={start.isPending} onClick={() => start.mutate()} data-testid="repo-start">
                  {_('Start_Practice')}
                </Button>
              </Group>
            </Paper>
            <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'description')} keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="description" data-testid="repo-tab-description">
                  {_('Description')}
                </Tabs.Tab>
                <Tabs.Tab value="problems" data-testid="repo-tab-problems">
                  {_('View_Problems')}
                </Tabs.Tab>
                {submitted.length > 0 && (
                  <Tabs.Tab value="history" data-testid="repo-tab-history">
                    {_('History_Answer_Sheets')}
                  </Tabs.Tab>
                )}
              </Tabs.List>
              <Tabs.Panel value="description" pt="md">
                <Paper withBorder radius="md" p="md">
                  {bank.remark ? <MarkdownView source={bank.remark} testId="repo-remark" /> : <Text c="dimmed">{_('No_Description')}</Text>}
                </Paper>
              </Tabs.Panel>
              <Tabs.Panel value="problems" pt="md">
                {question ? (
                  <Stack gap="sm" data-testid="repo-problem-view">
                    <Group justify="space-between">
                      <Group gap="xs">
                        <Button variant="default" size="xs" leftSection={<IconArrowLeft size={14} />} disabled={current === 0} onClick={() => setCurrent((c) => c - 1)} data-testid="repo-problem-prev">
                          {_('Previous')}
                        </Button>
                        <Text size="sm" data-testid="repo-problem-position">
                          {current + 1} / {list.length}
                        </Text>
                        <Button variant="default" size="xs" rightSection={<IconArrowRight size={14} />} disabled={current >= list.length - 1} onClick={() => setCurrent((c) => c + 1)} data-testid="repo-problem-next">
                          {_('Next')}
                        </Button>
                      </Group>
                      {solutionSent ? (
                        <Switch label={_('Show_Answer_And_Analysis')} checked={showSolution} onChange={(event) => setShowSolution(event.currentTarget.checked)} data-testid="repo-show-solution" />
                      ) : (
                        <Text size="xs" c="dimmed">
                          {_('Answers_After_Submit')}
                        </Text>
                      )}
                    </Group>
                    <QuestionCard index={current} question={question} marking={marking?.get(question.id) ?? null} showSolution={showSolution} />
                  </Stack>
                ) : (
                  <Text c="dimmed">{questions.isPending ? <Loader size="sm" /> : _('No_Questions')}</Text>
                )}
              </Tabs.Panel>
              <Tabs.Panel value="history" pt="md">
                {detail.data ? (
                  <Stack gap="sm">
                    <Group justify="flex-end">
                      <AnchorLink to="/repohistory" search={{ repoId, historyId: detail.data.examHistory.id }} size="sm" data-testid="repo-history-page-link">
                        <Group gap={4}>
                          <IconExternalLink size={14} />
                          {_('Open_Answer_Sheet_Page')}
                        </Group>
                      </AnchorLink>
                    </Group>
                    <SheetQuestions detail={detail.data} />
                  </Stack>
                ) : (
                  <Loader size="sm" />
                )}
              </Tabs.Panel>
            </Tabs>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            {detail.data ? (
              <SheetScore sheet={detail.data.examHistory} />
            ) : (
              <Paper withBorder radius="md" p="md">
                <Text size="sm" c="dimmed" data-testid="repo-no-score">
                  {_('No_Submissions_Yet')}
                </Text>
              </Paper>
            )}
            <RecentSheets
              sheets={submitted}
              selected={selected}
              onSelect={(id) => {
                onHistory(id);
                setTab('history');
              }}
            />
            {detail.data && (
              <QuestionTags
                detail={detail.data}
                onPick={(_index, questionId) => {
                  setCurrent(Math.max(0, list.findIndex((q) => q.id === questionId)));
                  setTab('problems');
                }}
              />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
