import { useLingui } from '@lingui/react';
import { Alert, Box, Container, Group, Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { createContext, useContext, type ReactNode } from 'react';
import type { ExamInfo } from '../../../contract/api/exams';
import { PageLoading } from '../../components/page-loading';
import { ScheduleStatusTag } from '../../components/schedule-status';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../../lib/use-session';
import { ExamPrivateTag } from './choose-exam-list-page';
import { examInfoOptions } from './exams-api';

export interface ExamState {
  examId: number;
  exam: ExamInfo;
  /** the server's clock minus ours, ms */
  offsetMs: number;
  refetch(): Promise<unknown>;
}

const ExamContext = createContext<ExamState | null>(null);

export function useExam(): ExamState {
  const state = useContext(ExamContext);
  if (!state) throw new Error('useExam outside the exam shell');
  return state;
}

/** Which tab a /chooseExam/{id}/… path belongs to. */
export function examTabOf(pathname: string): 'overview' | 'problems' | 'rank' {
  const rest = pathname.replace(/^\/chooseExam\/[^/]+\/?/, '');
  if (rest.startsWith('problems')) return 'problems';
  if (rest.startsWith('rank')) return 'rank';
  return 'overview';
}

/** /chooseExam/{chooseExamID}/ (ChooseExamDetails, part 2 §2): the exam's tabs Overview, Problems and, for admin roles, Rank. */
export function ExamShell({ examId, children }: { examId: number; children: ReactNode }) {
  const { _ } = useLingui();
  const { user } = useSession();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const info = useQuery(examInfoOptions(examId, user?.username ?? null));
  // The server's clock at the moment the info arrived (dataUpdatedAt), so a cached answer still gives the right offset.
  const server = info.data ? Date.parse(info.data.now) : Number.NaN;
  const offsetMs = Number.isNaN(server) ? 0 : server - info.dataUpdatedAt;
  usePageTitle(info.data?.title);

  if (info.isPending) return <PageLoading />;
  if (!info.data) {
    return (
      <Container py="xl">
        <Alert color="red" data-testid="exam-load-failed">
          {_('Exam_Load_Failed')}
        </Alert>
      </Container>
    );
  }
  const exam = info.data;
  const params = { chooseExamID: String(examId) };
  const active = examTabOf(pathname);
  const go = (tab: string | null) => {
    if (tab === 'problems') void navigate({ to: '/chooseExam/$chooseExamID/problems', params });
    else if (tab === 'rank') void navigate({ to: '/chooseExam/$chooseExamID/rank', params });
    else void navigate({ to: '/chooseExam/$chooseExamID', params });
  };
  return (
    <ExamContext.Provider value={{ examId, exam, offsetMs, refetch: info.refetch }}>
      <Container size="xl" py={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Group gap="xs">
              <Title order={2} fz={{ base: 20, sm: 24 }} data-testid="exam-shell-title">
                {exam.title}
              </Title>
              {exam.isPrivate && <ExamPrivateTag />}
            </Group>
            <ScheduleStatusTag status={exam.status} testId="exam-shell-status" />
          </Group>
          <Tabs value={active} onChange={go} keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="overview" data-testid="exam-tab-overview">
                {_('Overview')}
              </Tabs.Tab>
              <Tabs.Tab value="problems" data-testid="exam-tab-problems">
                {_('Problem')}
              </Tabs.Tab>
              {exam.isAdmin && (
                <Tabs.Tab value="rank" data-testid="exam-tab-rank">
                  {_('Rank')}
                </Tabs.Tab>
              )}
            </Tabs.List>
          </Tabs>
          <Box data-testid="exam-body">{children}</Box>
        </Stack>
      </Container>
    </ExamContext.Provider>
  );
}
