import { useLingui } from '@lingui/react';
import { Alert, Container, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isAdmin } from '../../../contract/roles';
import { CONTEST_STATUS } from '../../../contract/rules/contests';
import { PageLoading } from '../../components/page-loading';
import { useSession } from '../../lib/use-session';
import { useContest } from './contest-context';
import { secondsOf } from './contest-model';
import { ContestRuleButton, ContestStatusTag } from './contest-tags';
import { contestProblemsOptions, outsideInfoOptions } from './contests-api';
import { Scoreboard } from './scoreboard';

/** The Rank tab: the ACM or OI board of the contest, nothing until the rule type is known. */
export function ContestRank() {
  const state = useContest();
  const { user } = useSession();
  const problems = useQuery(contestProblemsOptions(state.cid, user?.username ?? null, state.containsEnd));
  if (!state.contest || !problems.data) {
    return <PageLoading />;
  }
  return <Scoreboard kind="inside" contest={state.contest} problems={problems.data} contestAdmin={state.contestAdmin} ended={state.status === CONTEST_STATUS.ended} containsEnd={state.containsEnd} />;
}

/** /contest/acm-scoreboard/{id} and /contest/oi-scoreboard/{id}: the public board of an openRank contest. */
export function OutsideScoreboardPage({ cid }: { cid: number }) {
  const { _ } = useLingui();
  const { user } = useSession();
  const info = useQuery(outsideInfoOptions(cid));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 5000);
    return () => clearInterval(timer);
  }, []);
  if (info.isPending) {
    return <PageLoading />;
  }
  if (!info.data) {
    return (
      <Container py="xl">
        <Alert color="red">{_('Contest_Load_Failed')}</Alert>
      </Container>
    );
  }
  const { contest, problemList } = info.data;
  const offset = Date.parse(contest.now) - Date.now();
  const ended = (now + offset) / 1000 >= secondsOf(contest.endTime);
  const contestAdmin = Boolean(user && (isAdmin(user.roleList) || user.username === contest.author));
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group gap="sm">
          <Title order={2} fz={{ base: 20, sm: 24 }} data-testid="outside-board-title">
            {contest.title}
          </Title>
          <ContestRuleButton type={contest.type} oiRankScoreType={contest.oiRankScoreType} />
          <ContestStatusTag status={ended ? 1 : contest.status} />
        </Group>
        <Scoreboard kind="outside" contest={contest} problems={problemList} contestAdmin={contestAdmin} ended={ended} />
      </Stack>
    </Container>
  );
}
