import { useLingui } from '@lingui/react';
import { Badge, Button, Group, Paper, Popover, Slider, Stack, Switch, Text, Title, Tooltip } from '@mantine/core';
import { IconSettings, IconUser, IconUsersGroup } from '@tabler/icons-react';
import { CONTEST_STATUS } from '../../../contract/rules/contests';
import { MarkdownView } from '../../components/markdown-view';
import { formatDateTime } from '../../lib/format';
import { useContest } from './contest-context';
import { contestClock, statusColor } from './contest-model';
import { ContestPasswordForm, PersonalTiming } from './contest-shell';
import { ContestAuthTag, ContestRuleButton } from './contest-tags';

/** The overview tab (part 2 §2): header, times, progress slider, ticking countdown and the description. */
export function ContestOverview() {
  const { _, i18n } = useLingui();
  const state = useContest();
  const contest = state.contest!;
  const clock = contestClock({ startTime: state.startTime, endTime: state.endTime }, state.now);
  return (
    <Stack gap="md" data-testid="contest-overview">
      {(state.needPassword || state.needSubmitPassword) && <ContestPasswordForm state={state} />}
      {state.needStart && <PersonalTiming state={state} />}
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start">
            <Stack gap={6}>
              <Title order={3}>{contest.title}</Title>
              <Group gap="xs">
                <ContestAuthTag auth={contest.auth} />
                <ContestRuleButton type={contest.type} oiRankScoreType={contest.oiRankScoreType} />
                {contest.gid !== null && (
                  <Badge variant="light" color="grape" leftSection={<IconUsersGroup size={12} />} data-testid="contest-group-button">
                    {_('Group_Contest')}
                  </Badge>
                )}
                <Tooltip label={_('Contest_Participants')} withArrow>
                  <Badge variant="default" leftSection={<IconUser size={12} />} data-testid="contest-participants">
                    {contest.count}
                  </Badge>
                </Tooltip>
              </Group>
            </Stack>
            {state.contestAdmin && (
              <Popover position="bottom-end" withArrow shadow="md">
                <Popover.Target>
                  <Button variant="default" size="xs" leftSection={<IconSettings size={14} />} data-testid="contest-setting">
                    {_('Contest_Setting')}
                  </Button>
                </Popover.Target>
                <Popover.Dropdown>
                  <Switch
                    label={_('Contains_After_Contest_Submissions')}
                    checked={state.containsEnd}
                    onChange={(event) => state.setContainsEnd(event.currentTarget.checked)}
                    data-testid="contest-contains-end"
                  />
                </Popover.Dropdown>
              </Popover>
            )}
          </Group>
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              {_('StartAt')}: {formatDateTime(contest.startTime, i18n.locale)}
            </Text>
            <Badge size="lg" color={statusColor(clock.status)} variant="filled" data-testid="contest-countdown" data-status={clock.status}>
              {clock.countdown ? `${_(clock.countdown.label)} ${clock.countdown.time}` : _('Contest_Ended')}
            </Badge>
            <Text size="sm">
              {_('EndAt')}: {formatDateTime(contest.endTime, i18n.locale)}
            </Text>
          </Group>
          <Slider value={clock.progress} disabled label={null} color={statusColor(clock.status)} data-testid="contest-progress" data-progress={clock.progress} />
          {clock.status === CONTEST_STATUS.scheduled && (
            <Text size="sm" c="dimmed" ta="center">
              {_('Contest_Not_Started')}
            </Text>
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <MarkdownView source={contest.description} testId="contest-description" />
      </Paper>
    </Stack>
  );
}
