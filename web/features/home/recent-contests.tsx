import { useLingui } from '@lingui/react';
import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconCalendarTime, IconClock, IconTrophy, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';
import type { ContestListRow } from '../../../contract/api/contests';
import { CONTEST_TYPE } from '../../../contract/rules/contests';
import { QueryState } from '../../components/query-state';
import { ButtonLink } from '../../components/router-links';
import { ScheduleStatusTag } from '../../components/schedule-status';
import { formatDateTime } from '../../lib/format';
import { recentContestsOptions } from './home-api';
import { contestHours } from './home-model';
import { PanelFrame } from './panel-frame';

const CardLink = createLink((props: ComponentPropsWithRef<'a'>) => <Card component="a" withBorder radius="md" padding="sm" {...props} />);

/** The home page's 6 recent contests (part 1 §2, §9): running, then upcoming, then recently ended; a card opens its contest. */
export function RecentContests() {
  const { _ } = useLingui();
  const contests = useQuery(recentContestsOptions);
  const rows = contests.data ?? [];
  return (
    <PanelFrame
      icon={IconTrophy}
      title={_('Recent_Contests')}
      testId="home-contests"
      actions={
        <ButtonLink to="/contest" size="compact-sm" variant="subtle" rightSection={<IconArrowRight size={14} />}>
          {_('More')}
        </ButtonLink>
      }
    >
      <QueryState query={contests} empty={rows.length === 0} emptyText={_('No_Contest')} testId="home-contests">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {rows.map((contest) => (
            <ContestCard key={contest.id} contest={contest} />
          ))}
        </SimpleGrid>
      </QueryState>
    </PanelFrame>
  );
}

function ContestCard({ contest }: { contest: ContestListRow }) {
  const { _, i18n } = useLingui();
  return (
    <CardLink to="/contest/$contestID" params={{ contestID: String(contest.id) }} data-testid="home-contest-card" style={{ textDecoration: 'none', color: 'inherit' }}>
      <Stack gap={6}>
        <Group gap={6} wrap="nowrap">
          <ScheduleStatusTag status={contest.status} testId="home-contest-status" />
          <Badge variant="outline" radius="sm" color={contest.type === CONTEST_TYPE.acm ? 'blue' : 'orange'}>
            {contest.type === CONTEST_TYPE.acm ? 'ACM' : 'OI'}
          </Badge>
        </Group>
        <Text fw={600} lineClamp={2} mih={44} data-testid="home-contest-title">
          {contest.title}
        </Text>
        <Group gap={4} wrap="nowrap">
          <IconCalendarTime size={14} stroke={1.6} />
          <Text size="xs" c="dimmed">
            {formatDateTime(contest.startTime, i18n.locale)}
          </Text>
        </Group>
        <Group gap="md" wrap="nowrap">
          <Group gap={4} wrap="nowrap">
            <IconClock size={14} stroke={1.6} />
            <Text size="xs" c="dimmed">
              {_('Contest_Hours', { hours: contestHours(contest.duration) })}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconUsers size={14} stroke={1.6} />
            <Text size="xs" c="dimmed">
              {contest.count}
            </Text>
          </Group>
        </Group>
      </Stack>
    </CardLink>
  );
}
