import { useLingui } from '@lingui/react';
import { Button, Group, Modal, Radio, Stack, Switch } from '@mantine/core';
import { IconDownload, IconEdit, IconList, IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CONTEST_LIST_PAGE_SIZE } from '../../../../contract/rules/contests';
import { ButtonLink } from '../../../components/router-links';
import { KeywordFilter } from '../../../components/schedule-status';
import { contestKeys } from '../../../lib/contest-keys';
import { saveBlob } from '../../../lib/save-blob';
import { adminContestApi, adminContestOptions } from '../admin-api';
import { AdminPageHeader, RowAction, RowActionLink, RowDeleteAction } from '../../../components/admin-table';
import { ContestAdminTable } from '../../../components/managed-item-tables';
import { useListSearch } from '../../../lib/use-list-search';
import { useListChange } from '../../../lib/use-list-change';

/** /admin/contest: the contests to manage, with visible, edit, problems, announcements, download and delete. */
export function AdminContestListPage() {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const { page, setPage, keyword, search } = useListSearch();
  const list = useQuery(adminContestOptions.list({ currentPage: page, limit: CONTEST_LIST_PAGE_SIZE, keyword: keyword || undefined }));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: contestKeys.all });
  const visible = useListChange(({ cid, on }: { cid: number; on: boolean }) => adminContestApi.setVisible(cid, on), _('Update_Successfully'), refresh);
  const remove = useListChange((cid: number) => adminContestApi.remove(cid), _('Delete_successfully'), refresh);
  const [downloading, setDownloading] = useState<number | null>(null);
  const rows = list.data?.records ?? [];
  return (
    <Stack gap="md" data-testid="admin-contest-list">
      <AdminPageHeader title={_('Contest_List')}>
        <KeywordFilter value={keyword} onSearch={search} testId="admin-contest-keyword" />
        <ButtonLink to="/admin/contest/create" leftSection={<IconPlus size={16} />} data-testid="admin-contest-create">
          {_('Create_Contest')}
        </ButtonLink>
      </AdminPageHeader>
      <ContestAdminTable
        rows={rows}
        loading={list.isPending}
        footer={{ total: list.data?.total ?? 0, page, pageSize: CONTEST_LIST_PAGE_SIZE, onPage: setPage }}
        rowTestId={(row) => `admin-contest-${row.id}`}
        visibleSwitch={(row) => <Switch checked={row.visible} onChange={(e) => visible.mutate({ cid: row.id, on: e.currentTarget.checked })} aria-label={_('Visible')} data-testid="admin-contest-visible" />}
        actions={(row) => {
          const contestId = String(row.id);
          return (
            <Group gap={4} wrap="nowrap">
              <RowActionLink to="/admin/contest/$contestId/edit" params={{ contestId }} label={_('Edit')} icon={IconEdit} testId="admin-contest-edit" />
              <RowActionLink to="/admin/contest/$contestId/problems" params={{ contestId }} label={_('Contest_Problems')} icon={IconList} color="teal" testId="admin-contest-problems" />
              <RowActionLink to="/admin/contest/$contestId/announcement" params={{ contestId }} label={_('Contest_Announcements')} icon={IconSpeakerphone} color="orange" testId="admin-contest-announcements" />
              <RowAction label={_('Download_AC_Submissions')} icon={IconDownload} color="grape" onClick={() => setDownloading(row.id)} testId="admin-contest-download" />
              <RowDeleteAction title={_('Delete_Contest')} body={_('Delete_Contest_Confirm', { title: row.title })} onConfirm={() => remove.mutate(row.id)} testId="admin-contest-delete" />
            </Group>
          );
        }}
      />
      {downloading !== null && <DownloadAcDialog cid={downloading} onClose={() => setDownloading(null)} />}
    </Stack>
  );
}

/** The accepted submissions of a contest as a zip: split by user or by problem, admins left out or not (also a group contest's, part 3 §2.8). */
export function DownloadAcDialog({ cid, onClose }: { cid: number; onClose(): void }) {
  const { _ } = useLingui();
  const [splitType, setSplitType] = useState<'user' | 'problem'>('user');
  const [excludeAdmin, setExcludeAdmin] = useState(false);
  const download = useMutation({
    mutationFn: () => adminContestApi.downloadAc(cid, splitType, excludeAdmin),
    onSuccess: (file) => {
      saveBlob(file.blob, file.filename ?? `contest_${cid}_ac.zip`);
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={_('Download_AC_Submissions')} data-testid="download-ac-dialog">
      <Stack>
        <Radio.Group label={_('Split_Type')} value={splitType} onChange={(v) => setSplitType(v === 'problem' ? 'problem' : 'user')}>
          <Group mt="xs">
            <Radio value="user" label={_('Split_By_User')} />
            <Radio value="problem" label={_('Split_By_Problem')} />
          </Group>
        </Radio.Group>
        <Switch label={_('Exclude_Admin')} checked={excludeAdmin} onChange={(e) => setExcludeAdmin(e.currentTarget.checked)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {_('Cancel')}
          </Button>
          <Button leftSection={<IconDownload size={16} />} loading={download.isPending} onClick={() => download.mutate()}>
            {_('Download')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
