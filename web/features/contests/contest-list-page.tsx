import { useLingui } from '@lingui/react';
import { ActionIcon, Anchor, Badge, Container, Group, Paper, SegmentedControl, Stack, Text, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar, IconClock, IconLock, IconTrophy, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { CONTEST_AUTH, CONTEST_LIST_PAGE_SIZE, CONTEST_STATUS, CONTEST_TYPE } from '../../../contract/rules/contests';
import { ListFooter } from '../../components/list-parts';
import { KeywordFilter, ScheduleStatusFilter } from '../../components/schedule-status';
import { scheduleStatusColor } from '../../lib/schedule-status';
import { openAuthDialog } from '../../lib/auth-dialog';
import { formatDateTime } from '../../lib/format';
import { notifyWarning } from '../../lib/notify';
import { useSession } from '../../lib/use-session';
import { contestListQuery, withContestFilter, type ContestListSearch } from './contest-list-search';
import { formatDuration } from './contest-model';
import { ContestAuthTag, ContestCover, ContestRuleButton, ContestStatusTag } from './contest-tags';
import { contestListOptions } from './contests-api';

interface ContestListPageProps {
  search: ContestListSearch;
  onSearch(next: ContestListSearch): void;
}

/** /contest: the contest list with the rule, status and keyword filters of part 2 §2, 10 a page. */
export function ContestListPage({ search, onSearch }: ContestListPageProps) {
  const { _, i18n } = useLingui();
  const narrow = useMediaQuery('(max-width: 48em)');
  const navigate = useNavigate();
  const { token } = useSession();
  const list = useQuery(contestListOptions(contestListQuery(search)));

  const open = (cid: number) => {
    if (!token) {
      notifyWarning(_('Please_login_first'));
      openAuthDialog('login');
      return;
    }
    void navigate({ to: '/contest/$contestID', params: { contestID: String(cid) } });
  };

  const rows = list.data?.records ?? [];
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Title order={2} fz={{ base: 22, sm: 26 }}>
            {_('Contest_List')}
          </Title>
          <Group gap="sm" wrap="wrap" align="center">
            <Text size="sm" fw={600}>
              {_('Rule')}
            </Text>
            <SegmentedControl
              size="xs"
              value={search.type === undefined ? 'all' : String(search.type)}
              onChange={(value) => onSearch(withContestFilter(search, { type: value === 'all' ? undefined : (Number(value) as 0 | 1) }))}
              data={[
                { value: 'all', label: _('All') },
                { value: String(CONTEST_TYPE.acm), label: 'ACM' },
                { value: String(CONTEST_TYPE.oi), label: 'OI' },
              ]}
              data-testid="contest-filter-type"
            />
            <Text size="sm" fw={600}>
              {_('Status')}
            </Text>
            <ScheduleStatusFilter value={search.status} onChange={(status) => onSearch(withContestFilter(search, { status }))} testId="contest-filter-status" />
            <KeywordFilter value={search.keyword} onSearch={(keyword) => onSearch(withContestFilter(search, { keyword }))} w={narrow ? '100%' : 220} ml={narrow ? 0 : 'auto'} testId="contest-filter-keyword" />
          </Group>
          <Stack gap="xs" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} data-testid="contest-list">
            {rows.map((row) => (
              <Paper key={row.id} withBorder radius="md" p="sm" style={{ borderLeft: `4px solid var(--mantine-color-${scheduleStatusColor(row.status)}-6)` }} data-testid={`contest-row-${row.id}`}>
                <Group wrap="nowrap" align="flex-start" gap="md">
                  {!narrow && <ContestCover image={row.image} type={row.type} />}
                  <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                    <Group gap={6} wrap="nowrap">
                      <UnstyledButton onClick={() => open(row.id)} style={{ minWidth: 0 }} data-testid="contest-title">
                        <Anchor component="span" fw={650} fz="lg" lineClamp={1}>
                          {row.title}
                        </Anchor>
                      </UnstyledButton>
                      {row.auth !== CONTEST_AUTH.public && <IconLock size={16} color="var(--mantine-color-red-6)" aria-label={_('Contest_Need_Password')} data-testid="contest-lock" />}
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
                      <Tooltip label={_('Contest_Participants')} withArrow>
                        <Badge variant="default" leftSection={<IconUser size={12} />} data-testid="contest-count">
                          {row.count}
                        </Badge>
                      </Tooltip>
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
            ))}
            {!list.isPending && rows.length === 0 && (
              <Text c="dimmed" ta="center" py="xl">
                {_('No_Contest')}
              </Text>
            )}
          </Stack>
          <ListFooter total={list.data?.total ?? 0} page={search.currentPage ?? 1} pageSize={CONTEST_LIST_PAGE_SIZE} onPage={(page) => onSearch({ ...search, currentPage: page })} narrow={narrow} />
        </Stack>
      </Paper>
    </Container>
  );
}
