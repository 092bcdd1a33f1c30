import { useLingui } from '@lingui/react';
import { Button, Group, Paper, Select, Stack, Switch, Table, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconEye, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { DiscussionRow } from '../../../contract/api/community';
import { DISCUSSION_PAGE_SIZE, DISCUSSION_STATUS } from '../../../contract/rules/community';
import { AdminTable, RowActionLink } from '../../components/admin-table';
import { ListFooter } from '../../components/list-parts';
import { ButtonLink } from '../../components/router-links';
import { communityKeys } from '../../lib/community-keys';
import { formatDateTime } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import { useSession } from '../../lib/use-session';
import { DiscussionList, useDeleteDiscussion } from './discussion-list';
import { RowDeleteAction } from '../../components/admin-table';
import { discussionsApi, groupAdminDiscussionsOptions, groupDiscussionsOptions } from './discussions-api';
import { PostDialog } from './post-dialog';

/** The group admin table (part 3 §2.9): id, title, author, likes, views, created, status select, top switch, delete, view. */
function GroupDiscussionAdminTable({ gid, problemId }: { gid: number; problemId: string | null }) {
  const { _, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const list = useQuery(groupAdminDiscussionsOptions({ gid, currentPage: page, limit: DISCUSSION_PAGE_SIZE, pid: problemId ?? undefined }, user?.uid ?? null));
  const askDelete = useDeleteDiscussion();
  // The status select and the top switch save as soon as they change (part 3 §4).
  const change = useMutation({
    mutationFn: discussionsApi.changeInGroup,
    onSuccess: () => {
      notifySuccess(_('Update_Successfully'));
      void queryClient.invalidateQueries({ queryKey: communityKeys.discussions() });
    },
  });
  const statusOptions = [
    { value: String(DISCUSSION_STATUS.normal), label: _('Discussion_Status_Normal') },
    { value: String(DISCUSSION_STATUS.disabled), label: _('Discussion_Status_Disabled') },
  ];
  const rows = list.data?.records ?? [];
  return (
    <AdminTable
      columns={['ID', _('Title'), _('Author'), _('Discussion_Likes'), _('Discussion_Views'), _('Created_Time'), _('Status'), _('Discussion_Top'), _('Option')]}
      rows={rows}
      loading={list.isPending}
      empty={_('No_Discussions')}
      minWidth={900}
      footer={{ total: list.data?.total ?? 0, page, pageSize: DISCUSSION_PAGE_SIZE, onPage: setPage }}
      testId="group-discussion-admin-table"
    >
      {(row: DiscussionRow) => (
        <Table.Tr key={row.id} data-testid="group-discussion-admin-row" data-discussion-id={row.id}>
          <Table.Td>{row.id}</Table.Td>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.title}</Table.Td>
          <Table.Td>{row.author}</Table.Td>
          <Table.Td>{row.likeNum}</Table.Td>
          <Table.Td>{row.viewNum}</Table.Td>
          <Table.Td>{formatDateTime(row.gmtCreate, i18n.locale)}</Table.Td>
          <Table.Td>
            <Select
              size="xs"
              w={110}
              data={statusOptions}
              value={String(row.status)}
              allowDeselect={false}
              onChange={(value) => value !== null && change.mutate({ id: row.id, status: Number(value) as 0 | 1 })}
              aria-label={_('Status')}
              data-testid="group-discussion-status"
            />
          </Table.Td>
          <Table.Td>
            <Switch checked={row.topPriority} onChange={(event) => change.mutate({ id: row.id, topPriority: event.currentTarget.checked })} aria-label={_('Discussion_Top')} data-testid="group-discussion-top" />
          </Table.Td>
          <Table.Td>
            <Group gap={4} wrap="nowrap">
              <RowActionLink to="/group/$groupID/discussion-detail/$discussionID" params={{ groupID: String(gid), discussionID: String(row.id) }} label={_('View')} icon={IconEye} testId="group-discussion-view" />
              <RowDeleteAction title={_('Delete_Discussion')} body={_('Delete_Discussion_Confirm', { title: row.title })} onConfirm={() => askDelete.now(row.id)} testId="group-discussion-delete" confirmTestId="discussion-delete-confirm" />
            </Group>
          </Table.Td>
        </Table.Tr>
      )}
    </AdminTable>
  );
}

interface GroupDiscussionPageProps {
  gid: number;
  /** /group/{gid}/discussion/{problemID}: the discussions of one of the group's problems */
  problemId: string | null;
  /** the viewer is an admin of the group (site admins count) */
  groupAdmin: boolean;
}

/**
 * The group's discussion tab (part 3 §2.9): the list, optionally of one problem, with Create / Post
 * problem discussion, Go back to the group's discussions, and the admin toggle for group admins.
 */
export function GroupDiscussionPage({ gid, problemId, groupAdmin }: GroupDiscussionPageProps) {
  const { _ } = useLingui();
  const wide = useMediaQuery('(min-width: 62em)');
  const navigate = useNavigate();
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const [adminView, setAdminView] = useState(false);
  const [posting, setPosting] = useState(false);
  const list = useQuery(groupDiscussionsOptions({ gid, currentPage: page, limit: DISCUSSION_PAGE_SIZE, pid: problemId ?? undefined }, user?.uid ?? null));
  const place = { gid };
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="group-discussions">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={3} fz={{ base: 18, sm: 22 }} data-testid="discussion-list-title">
            {problemId ? _('Problem_Discussion_Title', { problemId }) : _('Group_Discussion')}
          </Title>
          <Group gap="sm">
            {problemId && (
              <ButtonLink to="/group/$groupID/discussion" params={{ groupID: String(gid) }} variant="default" leftSection={<IconArrowLeft size={16} />} data-testid="discussion-back-all">
                {_('Back_To_Group_Discussions')}
              </ButtonLink>
            )}
            {groupAdmin && <Switch label={_('Discussion_Admin')} checked={adminView} onChange={(event) => setAdminView(event.currentTarget.checked)} data-testid="group-discussion-admin-toggle" />}
            <Button leftSection={<IconPlus size={16} />} onClick={() => setPosting(true)} data-testid="discussion-create">
              {problemId ? _('Post_Problem_Discussion') : _('Create_Discussion')}
            </Button>
          </Group>
        </Group>
        {adminView && groupAdmin ? (
          <GroupDiscussionAdminTable gid={gid} problemId={problemId} />
        ) : (
          <>
            <DiscussionList rows={list.data?.records ?? []} loading={list.isPending} place={place} groupAdmin={groupAdmin} />
            <ListFooter total={list.data?.total ?? 0} page={page} pageSize={DISCUSSION_PAGE_SIZE} onPage={setPage} narrow={!wide} testId="discussion-pagination" />
          </>
        )}
      </Stack>
      {posting && (
        <PostDialog
          mode={{ kind: 'create', problemId, gid, draftKey: problemId ? `group:${gid}:${problemId}` : `group:${gid}` }}
          groupAdmin={groupAdmin}
          onClose={() => setPosting(false)}
          onSaved={(saved) => {
            setPosting(false);
            void navigate({ to: '/group/$groupID/discussion-detail/$discussionID', params: { groupID: String(gid), discussionID: String(saved.id) } });
          }}
        />
      )}
    </Paper>
  );
}
