import { useLingui } from '@lingui/react';
import { Button, Group, Paper, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AnnouncementView } from '../../../contract/api/groups';
import { GROUP_ANNOUNCEMENT_ADMIN_SIZE, GROUP_LIMITS } from '../../../contract/rules/groups';
import { AnnouncementAdmin, type AnnouncementTestIds } from '../../components/announcement-admin';
import { groupKeys } from '../../lib/group-keys';
import { useSession } from '../../lib/use-session';
import { useGroup } from './group-context';
import { groupAdminAnnouncementsOptions, groupsApi } from './groups-api';

const GROUP_ANNOUNCEMENT_TEST_IDS: AnnouncementTestIds = {
  row: (id) => `group-announcement-row-${id}`,
  visibleSwitch: 'group-announcement-switch',
  edit: 'group-announcement-edit',
  delete: 'group-announcement-delete',
  deleteConfirm: 'group-announcement-delete-confirm',
  dialog: 'group-announcement-dialog',
  title: 'group-announcement-title',
  content: 'group-announcement-content',
  dialogVisible: 'group-announcement-visible',
  save: 'group-announcement-save',
};

/**
 * The announcement tab of group admins (part 3 §2.5, §6): 10 a page with the visibility switch, edit
 * and delete; the group root may change every announcement, the other admins their own.
 */
export function GroupAnnouncementAdmin() {
  const { _ } = useLingui();
  const { gid, standing } = useGroup();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery(groupAdminAnnouncementsOptions(gid, page));
  return (
    <Paper withBorder radius="md" p="md" data-testid="group-announcement-admin">
      <AnnouncementAdmin
        rows={list.data?.records ?? []}
        loading={list.isPending}
        footer={{ total: list.data?.total ?? 0, page, pageSize: GROUP_ANNOUNCEMENT_ADMIN_SIZE, onPage: setPage, testId: 'group-announcement-admin-pagination' }}
        calls={{
          add: (fields) => groupsApi.addAnnouncement({ ...fields, gid }),
          update: (fields) => groupsApi.updateAnnouncement({ ...fields, gid }),
          remove: (aid) => groupsApi.deleteAnnouncement(gid, aid),
        }}
        refresh={() => void queryClient.invalidateQueries({ queryKey: groupKeys.group(gid) })}
        mayChange={(row: AnnouncementView) => standing.root || row.uid === user?.uid}
        titleMaxLength={GROUP_LIMITS.announcementTitle}
        header={(create) => (
          <Group justify="space-between">
            <Title order={4}>{_('Group_Announcement')}</Title>
            <Button leftSection={<IconPlus size={16} />} onClick={create} data-testid="group-announcement-create">
              {_('Create')}
            </Button>
          </Group>
        )}
        bare
        testIds={GROUP_ANNOUNCEMENT_TEST_IDS}
      />
    </Paper>
  );
}
