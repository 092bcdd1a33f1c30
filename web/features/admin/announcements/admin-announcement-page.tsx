import { useLingui } from '@lingui/react';
import { Button, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ANNOUNCEMENT_ADMIN_SIZE, ANNOUNCEMENT_LIMITS, ANNOUNCEMENT_PAGE_SIZES } from '../../../../contract/rules/community';
import { AdminPageHeader } from '../../../components/admin-table';
import { AnnouncementAdmin, type AnnouncementTestIds } from '../../../components/announcement-admin';
import { communityKeys } from '../../../lib/community-keys';
import { adminAnnouncementApi, adminAnnouncementListOptions } from './admin-announcement-api';

const SITE_ANNOUNCEMENT_TEST_IDS: AnnouncementTestIds = {
  table: 'admin-announcement-table',
  row: (id) => `admin-announcement-${id}`,
  visibleSwitch: 'admin-announcement-visible',
  edit: 'admin-announcement-edit',
  delete: 'admin-announcement-delete',
  deleteConfirm: 'admin-announcement-delete-confirm',
  dialog: 'admin-announcement-dialog',
  title: 'admin-announcement-title',
  content: 'admin-announcement-content',
  dialogVisible: 'admin-announcement-dialog-visible',
  save: 'admin-announcement-save',
};

/**
 * /admin/announcement (part 3 §2.2 SA, §3.7): the site's announcements, hidden ones too, 10 a page
 * (10/15/30/50/100); create and edit in a dialog with the markdown editor, the visible switch saves at
 * once, delete asks first. Visible ones feed the home panel.
 */
export function AdminAnnouncementPage() {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(ANNOUNCEMENT_ADMIN_SIZE);
  const list = useQuery(adminAnnouncementListOptions(page, limit));
  return (
    <AnnouncementAdmin
      rows={list.data?.records ?? []}
      loading={list.isPending}
      dimmed={list.isPlaceholderData}
      footer={{
        total: list.data?.total ?? 0,
        page,
        pageSize: limit,
        onPage: setPage,
        children: (
          <Select
            size="xs"
            w={110}
            value={String(limit)}
            allowDeselect={false}
            data={ANNOUNCEMENT_PAGE_SIZES.map((size) => ({ value: String(size), label: _('Page_Size', { size }) }))}
            onChange={(value) => {
              if (!value) return;
              setLimit(Number(value));
              setPage(1);
            }}
            aria-label={_('Page_Size_Label')}
            data-testid="admin-announcement-page-size"
          />
        ),
      }}
      calls={{ add: adminAnnouncementApi.add, update: adminAnnouncementApi.update, remove: adminAnnouncementApi.remove }}
      refresh={() => void queryClient.invalidateQueries({ queryKey: communityKeys.announcements() })}
      titleMaxLength={ANNOUNCEMENT_LIMITS.title}
      header={(create) => (
        <AdminPageHeader title={_('Admin_Announcement')}>
          <Button leftSection={<IconPlus size={16} />} onClick={create} data-testid="admin-announcement-create">
            {_('Create_Announcement')}
          </Button>
        </AdminPageHeader>
      )}
      testId="admin-announcements"
      testIds={SITE_ANNOUNCEMENT_TEST_IDS}
    />
  );
}
