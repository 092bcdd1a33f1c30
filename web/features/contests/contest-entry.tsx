import { useLingui } from '@lingui/react';
import { ActionIcon, Anchor, Badge, Group, Paper, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCalendar, IconClock, IconLock, IconTrophy, IconUser } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { ContestListRow } from '../../../contract/api/contests';
import { CONTEST_AUTH, CONTEST_STATUS, CONTEST_TYPE } from '../../../contract/rules/contests';
import { formatDateTime } from '../../lib/format';
import { scheduleStatusColor } from '../../lib/schedule-status';
import { formatDuration } from './contest-model';
import { ContestAuthTag, ContestCover, ContestRuleButton, ContestStatusTag } from './contest-tags';

/** The lock of a contest with a password: red for private (1), orange for protected (2) (part 3 §2.8). */
export const contestLockColor = (auth: number): string | null => (auth === CONTEST_AUTH.private ? 'red' : auth === CONTEST_AUTH.protected ? 'orange' : null);

interface ContestEntryProps {
  row: ContestListRow;
  narrow: boolean;
  onOpen(cid: number): void;
  /** a group's contest list shows the participant count only for contests that are not public (part 3 §2.8) */
  countWhenPublic?: boolean;
}

/**
 * One contest of a contest list (part 2 §2, and a group's contests, part 3 §2.8): cover or the default
 * picture by rule, the title opening the contest, the lock, start, duration, rule, auth, participants,
 * the outside-scoreboard button when the rank is open (disabled before the start) and the status.
 */
export function ContestEntry({ row, narrow, onOpen, countWhenPublic = true }: ContestEntryProps) {
  const { _, i18n } = useLingui();
  const navigate = useNavigate();
  const lock = contestLockColor(row.auth);
  return (
    <Paper withBorder radius="md" p="sm" style={{ borderLeft: `4px solid var(--mantine-color-${scheduleStatusColor(row.status)}-6)` }} data-testid={`contest-row-${row.id}`}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        {!narrow && <ContestCover image={row.image} type={row.type} />}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <UnstyledButton onClick={() => onOpen(row.id)} style={{ minWidth: 0 }} data-testid="contest-title">
              <Anchor component="span" fw={650} fz="lg" lineClamp={1}>
                {row.title}
              </Anchor>
            </UnstyledButton>
            {lock && <IconLock size={16} color={`var(--mantine-color-${lock}-6)`} aria-label={_('Contest_Need_Password')} data-testid="contest-lock" data-color={lock} />}
          </Group>
          <Group gap="md" wrap="wrap">
            <Group gap={4}>
              <IconCalendar size={14} />
              <Text size="sm">{formatDateTime(row.startTime, i18n.locale)}</Text>
            </Group>
            <Group gap={4}>
              <IconClock size={14} />
              <Text size="sm">{formatDuration(row.duration)}</Text>
            </Group>
            <ContestRuleButton type={row.type} />
            <ContestAuthTag auth={row.auth} />
            {(countWhenPublic || row.auth !== CONTEST_AUTH.public) && (
              <Tooltip label={_('Contest_Participants')} withArrow>
                <Badge variant="default" leftSection={<IconUser size={12} />} data-testid="contest-count">
                  {row.count}
                </Badge>
              </Tooltip>
            )}
            {row.openRank && (
              <Tooltip label={_('Contest_Outside_ScoreBoard')} withArrow>
                <ActionIcon
                  variant="light"
                  color="yellow"
                  disabled={row.status === CONTEST_STATUS.scheduled}
                  onClick={() =>
                    void navigate({
                      to: row.type === CONTEST_TYPE.oi ? '/contest/oi-scoreboard/$contestID' : '/contest/acm-scoreboard/$contestID',
                      params: { contestID: String(row.id) },
                    })
                  }
                  aria-label={_('Contest_Outside_ScoreBoard')}
                  data-testid="contest-scoreboard-button"
                >
                  <IconTrophy size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Stack>
        <ContestStatusTag status={row.status} />
      </Group>
    </Paper>
  );
}
