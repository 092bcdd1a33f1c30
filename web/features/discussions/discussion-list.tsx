import { useLingui } from '@lingui/react';
import { Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DiscussionDetail, DiscussionRow } from '../../../contract/api/community';
import { COMMUNITY_MESSAGES } from '../../../contract/rules/community';
import { isAdminRole } from '../../../contract/roles';
import { confirmDelete } from '../../components/confirm-danger';
import { communityKeys } from '../../lib/community-keys';
import { notifySuccess } from '../../lib/notify';
import { useSession } from '../../lib/use-session';
import { DiscussionItem, type DiscussionPlace } from './discussion-parts';
import { mayDelete, mayEdit } from './discussion-rules';
import { discussionDetailOptions, discussionsApi } from './discussions-api';
import { PostDialog } from './post-dialog';

/** Deleting a discussion, after the confirmation of part 3 §5; the lists refresh. */
export function useDeleteDiscussion() {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: discussionsApi.remove,
    onSuccess: () => {
      notifySuccess(_(COMMUNITY_MESSAGES.deleted));
      void queryClient.invalidateQueries({ queryKey: communityKeys.discussions() });
    },
  });
  return {
    /** asks first (part 3 §5 confirmations) */
    ask: (row: Pick<DiscussionRow, 'id' | 'title'>) =>
      confirmDelete({
        title: _('Delete_Discussion'),
        body: _('Delete_Discussion_Confirm', { title: row.title }),
        onConfirm: () => remove.mutate(row.id),
        testId: 'discussion-delete-confirm',
      }),
    /** for a caller that asked already */
    now: (did: number) => remove.mutate(did),
  };
}

/** The items of a discussion list with their edit/delete menus and the edit dialog. */
export function DiscussionList({ rows, loading, place, groupAdmin = false }: { rows: DiscussionRow[]; loading: boolean; place: DiscussionPlace; groupAdmin?: boolean }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const viewer = user ? { uid: user.uid, adminRole: isAdminRole(user.roleList) } : null;
  const [editing, setEditing] = useState<DiscussionDetail | null>(null);
  const askDelete = useDeleteDiscussion();
  // A list row has no content: the dialog edits the detail, read once when Edit is chosen.
  const edit = async (row: DiscussionRow) => setEditing(await queryClient.fetchQuery(discussionDetailOptions(row.id, user?.uid ?? null)));

  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="discussion-list-empty">
        {loading ? _('Loading') : _('No_Discussions')}
      </Text>
    );
  }
  return (
    <Stack gap="sm" data-testid="discussion-list">
      {rows.map((row) => (
        <DiscussionItem
          key={row.id}
          row={row}
          place={place}
          canEdit={mayEdit(row, viewer)}
          canDelete={mayDelete(row, viewer, groupAdmin)}
          onEdit={() => void edit(row)}
          onDelete={() => askDelete.ask(row)}
        />
      ))}
      {editing && <PostDialog mode={{ kind: 'edit', discussion: editing }} groupAdmin={groupAdmin} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />}
    </Stack>
  );
}
