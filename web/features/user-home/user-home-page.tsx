import { useLingui } from '@lingui/react';
import { Anchor, Avatar, Badge, Button, Card, Container, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title, Tooltip } from '@mantine/core';
import { IconBrandGithub, IconClock, IconCoin, IconGenderAgender, IconGenderFemale, IconGenderMale, IconRefresh, IconSchool, IconWorld } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { UserHomeInfo } from '../../../contract/api/home';
import { TitleTag } from '../../components/author-badges';
import { DifficultyBadge } from '../../components/difficulty-badge';
import { MarkdownView } from '../../components/markdown-view';
import { PageLoading } from '../../components/page-loading';
import { QueryState } from '../../components/query-state';
import { AnchorLink } from '../../components/router-links';
import { openAuthDialog } from '../../lib/auth-dialog';
import { formatDateTime } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../../lib/use-session';
import { CalendarHeatmap } from './calendar-heatmap';
import { heatmapOptions, userHomeInfoOptions, type UserRef } from './user-home-api';
import { profileLinkHref, solvedByDifficulty, userHomeCounts } from './user-home-model';

/**
 * /user-home?uid|username (part 1 §2 "User home"): avatar, username, gender, title, nickname, OI
 * coin, school, code-hosting and blog links, last login; submissions, solved, score and rating; the
 * year's heatmap; a profile tab with the markdown signature and a solved tab by difficulty.
 */
export function UserHomePage({ user }: { user: UserRef }) {
  const { _ } = useLingui();
  const { token, user: me } = useSession();
  const named = Boolean(user.uid || user.username);
  const viewer = me?.username ?? null;
  const info = useQuery({ ...userHomeInfoOptions(user, viewer), enabled: named || Boolean(token) });
  usePageTitle(info.data ? _('User_Home_Of', { username: info.data.username }) : null);

  if (!named && !token) {
    return (
      <Container size="sm" py="xl">
        <Paper withBorder radius="md" p="xl" ta="center" data-testid="user-home-sign-in">
          <Stack align="center">
            <Text>{_('User_Home_Sign_In')}</Text>
            <Button onClick={() => openAuthDialog('login')}>{_('Login')}</Button>
          </Stack>
        </Paper>
      </Container>
    );
  }
  if (info.isPending) return <PageLoading />;
  if (info.isError) {
    return (
      <Container size="sm" py="xl">
        <Paper withBorder radius="md" p="xl" ta="center" data-testid="user-home-missing">
          <Text c="dimmed">{_('User_Home_Not_Found')}</Text>
        </Paper>
      </Container>
    );
  }
  return <UserHome info={info.data} user={user} viewer={viewer} refreshing={info.isFetching} onRefresh={() => void info.refetch()} />;
}

function UserHome({ info, user, viewer, refreshing, onRefresh }: { info: UserHomeInfo; user: UserRef; viewer: string | null; refreshing: boolean; onRefresh(): void }) {
  const { _ } = useLingui();
  const counts = userHomeCounts(info);
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <ProfileCard info={info} />
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Count label={_('Submissions')} value={String(counts.submissions)} testId="user-home-submissions" />
          <Count label={_('Solved')} value={String(counts.solved)} testId="user-home-solved" />
          <Count label={_('Score')} value={String(counts.score)} testId="user-home-score" />
          <Count label={_('Rating')} value={`${counts.rating.toFixed(2)}%`} testId="user-home-rating" />
        </SimpleGrid>
        <HeatmapPanel user={user} viewer={viewer} />
        <Paper withBorder radius="md" p="md">
          <Tabs defaultValue="profile" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="profile" data-testid="user-home-tab-profile">
                {_('Profile')}
              </Tabs.Tab>
              <Tabs.Tab value="solved" data-testid="user-home-tab-solved">
                {_('Solved_Problems')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="profile" pt="md">
              {info.signature?.trim() ? (
                <MarkdownView source={info.signature} testId="user-home-signature" />
              ) : (
                <Text c="dimmed" size="sm" data-testid="user-home-no-signature">
                  {_('No_Signature')}
                </Text>
              )}
            </Tabs.Panel>
            <Tabs.Panel value="solved" pt="md">
              <SolvedTab info={info} refreshing={refreshing} onRefresh={onRefresh} />
            </Tabs.Panel>
          </Tabs>
        </Paper>
      </Stack>
    </Container>
  );
}

function GenderIcon({ gender }: { gender: UserHomeInfo['gender'] }) {
  const { _ } = useLingui();
  const [Icon, label, color] = gender === 'male' ? [IconGenderMale, _('Gender_Male'), 'blue'] : gender === 'female' ? [IconGenderFemale, _('Gender_Female'), 'pink'] : [IconGenderAgender, _('Gender_Secrecy'), 'gray'];
  return (
    <Tooltip label={label} withArrow>
      <Icon size={20} color={`var(--mantine-color-${color}-6)`} aria-label={label} data-testid="user-home-gender" />
    </Tooltip>
  );
}

function ProfileCard({ info }: { info: UserHomeInfo }) {
  const { _, i18n } = useLingui();
  const github = profileLinkHref(info.github);
  const blog = profileLinkHref(info.blog);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="user-home-profile">
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Avatar src={info.avatar} alt={info.username} name={info.username} color="initials" size={96} radius={96} />
        <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
          <Group gap="xs" wrap="wrap">
            <Title order={2} data-testid="user-home-username">
              {info.username}
            </Title>
            <GenderIcon gender={info.gender} />
            <TitleTag name={info.titleName} color={info.titleColor} testId="user-home-title" />
          </Group>
          {info.nickname && (
            <Text c="dimmed" data-testid="user-home-nickname">
              {info.nickname}
            </Text>
          )}
          <Group gap="lg" wrap="wrap">
            <Badge variant="light" color="yellow" leftSection={<IconCoin size={14} />} data-testid="user-home-coin">
              {_('OI_Coin', { coins: info.oiCoin })}
            </Badge>
            {info.school && (
              <Group gap={4} wrap="nowrap">
                <IconSchool size={16} stroke={1.6} />
                <Text size="sm" data-testid="user-home-school">
                  {info.school}
                </Text>
              </Group>
            )}
            {github && <ProfileLink href={github} icon={IconBrandGithub} label={_('Github')} testId="user-home-github" />}
            {blog && <ProfileLink href={blog} icon={IconWorld} label={_('Blog')} testId="user-home-blog" />}
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconClock size={16} stroke={1.6} />
            <Text size="sm" c="dimmed" data-testid="user-home-login-time">
              {_('Recent_Login_Time', { time: info.recentLoginTime ? formatDateTime(info.recentLoginTime, i18n.locale) : _('Never_Logged_In') })}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/** A code-hosting or blog link of the profile: opened in a new tab, followed by no search engine. */
function ProfileLink({ href, icon: LinkIcon, label, testId }: { href: string; icon: typeof IconWorld; label: string; testId: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer nofollow" size="sm" data-testid={testId}>
      <Group gap={4} wrap="nowrap">
        <LinkIcon size={16} stroke={1.6} />
        {label}
      </Group>
    </Anchor>
  );
}

function Count({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card withBorder radius="md" padding="md" ta="center">
      <Text size="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Card>
  );
}

function HeatmapPanel({ user, viewer }: { user: UserRef; viewer: string | null }) {
  const { _ } = useLingui();
  const heatmap = useQuery(heatmapOptions(user, viewer));
  return (
    <Paper withBorder radius="md" p="md" data-testid="user-heatmap-panel">
      <Stack gap="xs">
        <Title order={4}>{_('Heatmap_Title')}</Title>
        <QueryState query={heatmap} empty={false} emptyText="" testId="user-heatmap" minHeight={140}>
          {heatmap.data && <CalendarHeatmap data={heatmap.data} />}
        </QueryState>
      </Stack>
    </Paper>
  );
}

function SolvedTab({ info, refreshing, onRefresh }: { info: UserHomeInfo; refreshing: boolean; onRefresh(): void }) {
  const { _ } = useLingui();
  const groups = solvedByDifficulty(info.solvedGroupByDifficulty);
  return (
    <Stack gap="md" data-testid="user-home-solved-tab">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {_('Solved_Count', { count: info.solvedList.length })}
        </Text>
        <Button size="xs" variant="light" leftSection={<IconRefresh size={14} />} loading={refreshing} onClick={onRefresh} data-testid="user-home-solved-refresh">
          {_('Refresh')}
        </Button>
      </Group>
      {groups.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="md" data-testid="user-home-solved-empty">
          {_('No_Solved_Problems')}
        </Text>
      ) : (
        groups.map((group) => (
          <Stack key={group.difficulty} gap={6} data-testid="user-home-solved-group">
            <DifficultyBadge level={group.difficulty} />
            <Group gap={6} wrap="wrap">
              {group.problems.map((p) => (
                <Tooltip key={p.pid} label={p.title} withArrow>
                  <AnchorLink to="/problem/$problemID" params={{ problemID: p.problemId }} size="sm" data-testid="user-home-solved-problem">
                    <Badge variant="outline" radius="sm" style={{ cursor: 'pointer' }}>
                      {p.problemId}
                    </Badge>
                  </AnchorLink>
                </Tooltip>
              ))}
            </Group>
          </Stack>
        ))
      )}
    </Stack>
  );
}
