import { useLingui } from '@lingui/react';
import { Card, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { GROUP_ANNOUNCEMENT_PANEL_SIZE } from '../../../contract/rules/groups';
import { ListFooter } from '../../components/list-parts';
import { MarkdownView } from '../../components/markdown-view';
import { formatDateTime } from '../../lib/format';
import { useGroup } from './group-context';
import { groupAnnouncementsOptions } from './groups-api';

/** The announcement panel of the home tab (part 3 §2.5): 5 a page, members and admins only. */
function AnnouncementPanel({ gid }: { gid: number }) {
  const { _, i18n } = useLingui();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const list = useQuery(groupAnnouncementsOptions(gid, page, true));
  const rows = list.data?.records ?? [];
  return (
    <Paper withBorder radius="md" p="md" data-testid="group-announcement-panel">
      <Stack gap="sm">
        <Title order={4}>{_('Group_Announcement')}</Title>
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="sm">
            {list.isPending ? _('Loading') : _('No_Announcements')}
          </Text>
        ) : (
          rows.map((row) => (
            <UnstyledButton key={row.id} onClick={() => void navigate({ to: '/announcement-detail/$announcementID', params: { announcementID: String(row.id) } })} data-testid="group-announcement-item">
              <Card withBorder padding="sm" radius="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600} truncate>
                    {row.title}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
                    {row.username} · {formatDateTime(row.gmtCreate, i18n.locale)}
                  </Text>
                </Group>
              </Card>
            </UnstyledButton>
          ))
        )}
        {(list.data?.total ?? 0) > GROUP_ANNOUNCEMENT_PANEL_SIZE && <ListFooter total={list.data?.total ?? 0} page={page} pageSize={GROUP_ANNOUNCEMENT_PANEL_SIZE} onPage={setPage} testId="group-announcement-pagination" />}
      </Stack>
    </Paper>
  );
}

/** The home tab (part 3 §2.4): the group's markdown description (sanitised) and the announcement panel. */
export function GroupHome() {
  const { _ } = useLingui();
  const { gid, group, standing } = useGroup();
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Title order={4}>{_('Group_Description')}</Title>
          <MarkdownView source={group.description} testId="group-description" />
        </Stack>
      </Paper>
      {(standing.member || standing.admin) && <AnnouncementPanel gid={gid} />}
    </Stack>
  );
}
