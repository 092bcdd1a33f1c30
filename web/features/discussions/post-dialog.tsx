import { useLingui } from '@lingui/react';
import { Button, Container, Group, Modal, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ChangeEvent } from 'react';
import type { DiscussionDetail } from '../../../contract/api/community';
import { COMMUNITY_MESSAGES, DISCUSSION_CATEGORY, DISCUSSION_LIMITS } from '../../../contract/rules/community';
import { isAdminRole } from '../../../contract/roles';
import { MarkdownEditor } from '../../components/markdown-editor';
import { communityKeys } from '../../lib/community-keys';
import { notifySuccess } from '../../lib/notify';
import { useSession } from '../../lib/use-session';
import { categoriesOptions, discussionsApi } from './discussions-api';
import { draftStore } from './post-draft';
import { postFormErrors, titleToSend, titleWithoutPrefix, type PostForm, type PostFormErrors } from './discussion-rules';

/**
 * Create: a new discussion, on the public site or in a group, maybe under a problem. Edit: the
 * author's own discussion (its category stays). `draftKey` names where the create draft is kept.
 */
export type PostMode =
  | { kind: 'create'; problemId: string | null; gid: number | null; draftKey: string }
  | { kind: 'edit'; discussion: DiscussionDetail };

/** The create drafts live in the tab's sessionStorage (part 3 §2.14), reached only when used (it may be blocked). */
const drafts = draftStore({
  getItem: (key) => sessionStorage.getItem(key),
  setItem: (key, value) => sessionStorage.setItem(key, value),
  removeItem: (key) => sessionStorage.removeItem(key),
});

function initialForm(mode: PostMode): PostForm {
  if (mode.kind === 'create') return drafts.read(mode.draftKey, mode.problemId);
  const d = mode.discussion;
  return { title: titleWithoutPrefix(d.pid, d.title), description: d.description, content: d.content, categoryId: d.categoryId, topPriority: d.topPriority };
}

interface PostDialogProps {
  mode: PostMode;
  onClose(): void;
  onSaved(discussion: DiscussionDetail): void;
  /** the viewer is an admin of the group the discussion is in (editor images, part 3 §5; the top switch) */
  groupAdmin?: boolean;
}

/** The full-screen post dialog, in Create or Edit mode (part 3 §2.9, §2.14, §5). Mount it only while open. */
export function PostDialog({ mode, onClose, onSaved, groupAdmin = false }: PostDialogProps) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const adminRole = Boolean(user && isAdminRole(user.roleList));
  const categories = useQuery(categoriesOptions);
  const problemId = mode.kind === 'create' ? mode.problemId : mode.discussion.pid;
  const gid = mode.kind === 'create' ? mode.gid : mode.discussion.gid;
  const [form, setForm] = useState<PostForm>(() => initialForm(mode));
  const [errors, setErrors] = useState<PostFormErrors>({});
  const draftKey = mode.kind === 'create' ? mode.draftKey : null;
  // Pinning is for admin roles, and for a group's admins inside their group (decision 33).
  const canPin = adminRole || (gid !== null && groupAdmin);

  // The create draft follows every keystroke, so closing the dialog in any way keeps it.
  useEffect(() => {
    if (draftKey) drafts.write(draftKey, form);
  }, [draftKey, form]);

  const save = useMutation({
    mutationFn: () => {
      const base = { title: titleToSend(problemId, form.title), description: form.description.trim(), content: form.content, categoryId: form.categoryId ?? DISCUSSION_CATEGORY.general };
      if (mode.kind === 'edit') return discussionsApi.update({ ...base, id: mode.discussion.id, ...(canPin ? { topPriority: form.topPriority } : {}) });
      return discussionsApi.add({ ...base, topPriority: canPin && form.topPriority, pid: problemId, gid });
    },
    onSuccess: (saved) => {
      if (draftKey) drafts.write(draftKey, null);
      notifySuccess(_(mode.kind === 'edit' ? COMMUNITY_MESSAGES.updated : COMMUNITY_MESSAGES.posted));
      // lists only: refetching the open detail would count another view
      void queryClient.invalidateQueries({ queryKey: [...communityKeys.discussions(), 'list'] });
      onSaved(saved);
    },
  });

  const submit = () => {
    const found = postFormErrors(form, problemId);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  const set = <K extends keyof PostForm>(key: K, value: PostForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const error = (key: keyof PostFormErrors) => (errors[key] ? _(errors[key]) : undefined);
  // The title and the description are both one required line with the contract's limit.
  const lineField = (key: 'title' | 'description', label: string) => ({
    label,
    required: true,
    value: form[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.currentTarget.value),
    maxLength: DISCUSSION_LIMITS[key],
    error: error(key),
    'data-testid': `discussion-post-${key}`,
  });
  // Under a problem the category is the problem category; after creation it never changes (part 3 §5).
  const categoryFixed = mode.kind === 'edit' || problemId !== null;
  const categoryData = (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));

  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen
      title={mode.kind === 'edit' ? _('Edit_Discussion') : problemId ? _('Post_Problem_Discussion') : _('Create_Discussion')}
      data-testid="discussion-post-dialog"
    >
      <Container size="md">
        <Stack gap="md">
          <TextInput
            {...lineField('title', _('Title'))}
            leftSection={problemId ? <Text size="sm" fw={600} data-testid="discussion-post-prefix">{`[${problemId}]`}</Text> : undefined}
            leftSectionWidth={problemId ? Math.max(48, problemId.length * 9 + 24) : undefined}
          />
          <TextInput {...lineField('description', _('Discussion_Description'))} />
          <Group gap="md" align="flex-end">
            <Select
              label={_('Discussion_Category')}
              required
              data={categoryData}
              value={form.categoryId === null ? null : String(form.categoryId)}
              onChange={(value) => set('categoryId', value === null ? null : Number(value))}
              disabled={categoryFixed}
              allowDeselect={false}
              error={error('categoryId')}
              w={240}
              data-testid="discussion-post-category"
            />
            {canPin && (
              <Switch
                label={_('Discussion_Top')}
                checked={form.topPriority}
                onChange={(event) => set('topPriority', event.currentTarget.checked)}
                data-testid="discussion-post-top"
              />
            )}
          </Group>
          <MarkdownEditor label={_('Content')} required value={form.content} onChange={(value) => set('content', value)} error={error('content')} minRows={12} testId="discussion-post-content" group={gid !== null && groupAdmin ? { gid } : undefined} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {_('Cancel')}
            </Button>
            <Button onClick={submit} loading={save.isPending} data-testid="discussion-post-submit">
              {mode.kind === 'edit' ? _('Save') : _('Submit')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </Modal>
  );
}
