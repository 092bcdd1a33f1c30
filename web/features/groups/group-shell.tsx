import { useLingui } from '@lingui/react';
import { Alert, Avatar, Badge, Box, Container, Divider, Grid, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { PageLoading } from '../../components/page-loading';
import { SectionLoadFailed } from '../../components/section-shell';
import { formatDateTime } from '../../lib/format';
import { useGroupStanding } from '../../lib/use-group-standing';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../../lib/use-session';
import { useWebsiteConfig } from '../../lib/website-config';
import { GroupProvider } from './group-context';
import { GroupAuthTag, GroupHiddenTag } from './group-tags';
import { GROUP_TABS, groupTabOf, groupTabPath, visibleGroupTabs } from './group-tabs';
import { groupAccessOptions, groupPendingApplicationsOptions } from './groups-api';
import { MembershipAction } from './membership-action';

/** The sidebar of a group (part 3 §2.4): avatar, name, owner, auth, hidden flag, created date, number, membership. */
function GroupSidebar({ standing }: { standing: ReturnType<typeof useGroupStanding> }) {
  const { _, i18n } = useLingui();
  const group = standing.group;
  if (!group) return null;
  const row = (label: string, value: ReactNode, testId: string) => (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Paper withBorder radius="md" p="md" data-testid="group-sidebar">
      <Stack gap="sm" align="stretch">
        <Stack gap={6} align="center">
          <Avatar src={group.avatar} size={96} radius="md" alt={group.name} data-testid="group-avatar">
            {group.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Title order={3} ta="center" fz={20} data-testid="group-name" style={{ overflowWrap: 'anywhere' }}>
            {group.name}
          </Title>
          <Group gap={6} justify="center">
            <GroupAuthTag auth={group.auth} />
            {!group.visible && <GroupHiddenTag />}
          </Group>
        </Stack>
        <Divider />
        {row(_('Group_Owner'), group.owner, 'group-owner')}
        {row(_('Group_Number'), group.id, 'group-number')}
        {row(_('Group_Member_Count'), group.memberCount, 'group-member-count')}
        {row(_('Created_Time'), formatDateTime(group.gmtCreate, i18n.locale), 'group-created')}
        <MembershipAction group={group} level={standing.level} isOwner={standing.isOwner} siteAdmin={standing.siteAdmin} />
      </Stack>
    </Paper>
  );
}

/** /group/{groupID}: the sidebar, the tab bar (GROUP_TABS) and the tab's screen (part 3 §2.4). */
export function GroupShell({ gid, children }: { gid: number; children: ReactNode }) {
  const { _ } = useLingui();
  const { user } = useSession();
  const standing = useGroupStanding(gid);
  const config = useWebsiteConfig();
  const accessQuery = useQuery(groupAccessOptions(gid, user?.uid ?? null));
  // Applications wait for the group's admins: the member tab counts them (issue 21 item 11).
  const pending = useQuery(groupPendingApplicationsOptions(gid, standing.admin === true)).data ?? 0;
  const router = useRouter();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  usePageTitle(standing.group?.name);
  const routeIds = useMemo(() => Object.keys(router.routesById), [router]);

  if (standing.loading) return <PageLoading />;
  if (!standing.group) return <SectionLoadFailed testId="group-load-failed">{_('The group does not exist')}</SectionLoadFailed>;
  // access comes from the server; a member or site admin always has it (decision 31)
  const access = standing.member || accessQuery.data?.access === true;
  const viewer = { member: standing.member, admin: standing.admin, root: standing.root, access, groupDiscussion: config?.openGroupDiscussion === true };
  const tabs = visibleGroupTabs(viewer, routeIds);
  const active = groupTabOf(pathname);
  const activeTab = tabs.find((row) => row.tab.value === active);
  const blocked = active !== 'home' && (!activeTab || activeTab.disabled);

  return (
    <GroupProvider value={{ gid, group: standing.group, standing, access }}>
      <Container size="xl" py={{ base: 'sm', sm: 'lg' }}>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <GroupSidebar standing={standing} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Stack gap="md">
              <Tabs value={active} onChange={(value) => {
                const tab = GROUP_TABS.find((t) => t.value === value);
                if (tab) void navigate({ href: groupTabPath(gid, tab) });
              }} keepMounted={false}>
                <Tabs.List style={{ flexWrap: 'wrap' }}>
                  {tabs.map(({ tab, disabled }) => (
                    <Tabs.Tab
                      key={tab.value}
                      value={tab.value}
                      disabled={disabled}
                      data-testid={`group-tab-${tab.value}`}
                      rightSection={
                        tab.value === 'member' && standing.admin && pending > 0 ? (
                          <Badge size="sm" circle color="red" aria-label={_('Group_Pending_Applications', { count: pending })} data-testid="group-pending-badge">
                            {pending}
                          </Badge>
                        ) : undefined
                      }
                    >
                      {_(tab.label)}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
              </Tabs>
              <Box data-testid="group-body">
                {blocked ? (
                  <Alert color="yellow" icon={<IconLock size={18} />} data-testid="group-no-access">
                    {_('Group_No_Access')}
                  </Alert>
                ) : (
                  children
                )}
              </Box>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </GroupProvider>
  );
}
