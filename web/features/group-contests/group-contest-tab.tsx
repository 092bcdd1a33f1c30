import { useLingui } from '@lingui/react';
import { Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconEdit, IconList, IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { ContestListRow } from '../../../contract/api/contests';
import { RowAction, RowDeleteAction } from '../../components/admin-table';
import { ContestAdminTable } from '../../components/managed-item-tables';
import { ListFooter } from '../../components/list-parts';
import { managesGroupItem } from '../../lib/group-item';
import { useSession } from '../../lib/use-session';
import { GROUP_CONTEST_PAGE_SIZE, groupContestAdminListOptions, groupContestApi, groupContestListOptions, groupContestsKey } from './group-contests-api';
import { useListChange } from '../../lib/use-list-change';

/** The sub-views of the contest tab (part 3 §2.8), kept in the address so the browser's Back works. */
export type GroupContestView = 'list' | 'admin' | 'create' | 'edit' | 'problems' | 'problem-create' | 'problem-edit' | 'announcements';

interface Standing {
  admin: boolean;
  root: boolean;
}

interface GroupContestTabProps {
  gid: number;
  standing: Standing;
  view: 'list' | 'admin';
  onView(view: GroupContestView, cid?: number): void;
  /** one entry of the members' list: the site's contest entry (web/features/contests), composed by the route */
  entry(row: ContestListRow): ReactNode;
  /** the download dialog of accepted submissions: the admin area's, composed by the route */
  downloadDialog(cid: number, onClose: () => void): ReactNode;
  onBack(): void;
}

/**
 * The group's contest tab (part 3 §2.8): the header with Create, the Contest Admin toggle and Back;
 * the members' list of contests, or the admin list for group admins.
 */
export function GroupContestTab({ gid, standing, view, onView, entry, downloadDialog, onBack }: GroupContestTabProps) {
  const { _ } = useLingui();
  const adminView = view === 'admin' && standing.admin;
  return (
    <Paper withBorder radius="md" p="md" data-testid="group-contests">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={3}>{_('Group_Contest')}</Title>
          <Group gap="sm">
            {standing.admin && (
              <>
                <Button leftSection={<IconPlus size={16} />} onClick={() => onView('create')} data-testid="group-contest-create">
                  {_('Create')}
                </Button>
                <Switch label={_('Contest_Admin')} checked={adminView} onChange={(e) => onView(e.currentTarget.checked ? 'admin' : 'list')} data-testid="group-contest-admin-toggle" />
              </>
            )}
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack} data-testid="group-contest-back">
              {_('Back')}
            </Button>
          </Group>
        </Group>
        {adminView ? <GroupContestAdminList gid={gid} standing={standing} onView={onView} downloadDialog={downloadDialog} /> : <GroupContestList gid={gid} entry={entry} />}
      </Stack>
    </Paper>
  );
}

function GroupContestList({ gid, entry }: { gid: number; entry: GroupContestTabProps['entry'] }) {
  const { _ } = useLingui();
  const [page, setPage] = useState(1);
  const list = useQuery(groupContestListOptions(gid, page));
  const rows = list.data?.records ?? [];
  return (
    <Stack gap="xs" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} data-testid="group-contest-list">
      {rows.map(entry)}
      {!list.isPending && rows.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          {_('No_Contest')}
        </Text>
      )}
      <ListFooter total={list.data?.total ?? 0} page={page} pageSize={GROUP_CONTEST_PAGE_SIZE} onPage={setPage} />
    </Stack>
  );
}

/** All the group's contests: visible switch, edit, problems, announcements, download and delete, for the group root or the creator. */
function GroupContestAdminList({ gid, standing, onView, downloadDialog }: { gid: number; standing: Standing; onView: GroupContestTabProps['onView']; downloadDialog: GroupContestTabProps['downloadDialog'] }) {
  const { _ } = useLingui();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState<number | null>(null);
  const list = useQuery(groupContestAdminListOptions(gid, page));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: groupContestsKey(gid) });
  const visible = useListChange(({ cid, on }: { cid: number; on: boolean }) => groupContestApi.setVisible(cid, on), _('Update_Successfully'), refresh);
  const remove = useListChange((cid: number) => groupContestApi.remove(cid), _('Delete_successfully'), refresh);
  const manages = (row: { author: string }) => managesGroupItem(standing, row.author, user?.username ?? null);
  return (
    <>
      <ContestAdminTable
        rows={list.data?.records ?? []}
        loading={list.isPending}
        bare
        footer={{ total: list.data?.total ?? 0, page, pageSize: GROUP_CONTEST_PAGE_SIZE, onPage: setPage }}
        testId="group-contest-admin-list"
        rowTestId={(row) => `group-contest-admin-${row.id}`}
        visibleSwitch={(row) => (
          <Switch checked={row.visible} disabled={!manages(row)} onChange={(e) => visible.mutate({ cid: row.id, on: e.currentTarget.checked })} aria-label={_('Visible')} data-testid="group-contest-visible" />
        )}
        actions={(row) =>
          manages(row) && (
            <Group gap={4} wrap="nowrap">
              <RowAction label={_('Edit')} icon={IconEdit} onClick={() => onView('edit', row.id)} testId="group-contest-edit" />
              <RowAction label={_('Contest_Problems')} icon={IconList} color="teal" onClick={() => onView('problems', row.id)} testId="group-contest-problems" />
              <RowAction label={_('Contest_Announcements')} icon={IconSpeakerphone} color="orange" onClick={() => onView('announcements', row.id)} testId="group-contest-announcements" />
              <RowAction label={_('Download_AC_Submissions')} icon={IconDownload} color="grape" onClick={() => setDownloading(row.id)} testId="group-contest-download" />
              <RowDeleteAction title={_('Delete_Contest')} body={_('Delete_Contest_Confirm', { title: row.title })} onConfirm={() => remove.mutate(row.id)} testId="group-contest-delete" />
            </Group>
          )
        }
      />
      {downloading !== null && downloadDialog(downloading, () => setDownloading(null))}
    </>
  );
}

/** The way back from a contest admin sub-view (form, problems, announcements) to the admin list. */
export function BackToContestAdmin({ onBack }: { onBack(): void }) {
  const { _ } = useLingui();
  return (
    <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack} data-testid="group-contest-admin-back">
      {_('Back')}
    </Button>
  );
}
