import { useLingui } from '@lingui/react';
import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { DISCUSSION_LIMITS } from '../../../../contract/rules/community';
import { communityKeys } from '../../../lib/community-keys';
import { msgId } from '../../../lib/message-id';
import { notifySuccess, notifyWarning } from '../../../lib/notify';
import { adminDiscussionApi, adminDiscussionOptions } from './admin-discussion-api';
import { categoryListBody, draftsOf, isKeptCategory, type CategoryDraft, type CategoryListProblem } from './category-list-model';

const PROBLEM_TEXT: Record<CategoryListProblem, string> = {
  name_required: msgId('Category_Name_Required'),
  name_too_long: msgId('Category_Name_Too_Long'),
  duplicate_name: msgId('Category_Name_Duplicate'),
  too_many: msgId('Category_Too_Many'),
};

/**
 * The category editor: rename, add and remove rows, then save the whole list at once with
 * `POST discussion-category` (decision 33: a removed category's discussions move to General).
 */
export function CategoryEditor() {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const categories = useQuery(adminDiscussionOptions.categories());
  const [drafts, setDrafts] = useState<CategoryDraft[] | null>(null);
  const nextKey = useRef(0);
  useEffect(() => {
    if (categories.data && drafts === null) setDrafts(draftsOf(categories.data));
  }, [categories.data, drafts]);
  const save = useMutation({
    mutationFn: (body: { id: number | null; name: string }[]) => adminDiscussionApi.saveCategories(body),
    onSuccess: (saved) => {
      notifySuccess(_('Update_Successfully'));
      queryClient.setQueryData(communityKeys.categories(), saved);
      setDrafts(draftsOf(saved));
      void queryClient.invalidateQueries({ queryKey: communityKeys.discussions() });
    },
  });
  const rows = drafts ?? [];
  const rename = (key: string, name: string) => setDrafts(rows.map((d) => (d.key === key ? { ...d, name } : d)));
  const add = () => setDrafts([...rows, { key: `new${nextKey.current++}`, id: null, name: '' }]);
  const removeRow = (key: string) => setDrafts(rows.filter((d) => d.key !== key));
  const submit = () => {
    const result = categoryListBody(rows);
    if (!result.ok) notifyWarning(_(PROBLEM_TEXT[result.problem], { max: result.problem === 'too_many' ? DISCUSSION_LIMITS.categories : DISCUSSION_LIMITS.categoryName }));
    else save.mutate(result.body);
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid="admin-category-editor">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {_('Category_Editor_Hint')}
        </Text>
        {categories.isPending && <Text c="dimmed">{_('Loading')}</Text>}
        {rows.map((draft, index) => (
          <Group key={draft.key} gap="xs" wrap="nowrap" data-testid="admin-category-row">
            <Text size="sm" c="dimmed" w={40} ta="right">
              {draft.id ?? '+'}
            </Text>
            <TextInput
              style={{ flex: 1 }}
              value={draft.name}
              maxLength={DISCUSSION_LIMITS.categoryName}
              onChange={(e) => rename(draft.key, e.currentTarget.value)}
              aria-label={_('Category_Name_N', { n: index + 1 })}
              data-testid="admin-category-name"
            />
            <Tooltip label={isKeptCategory(draft) ? _('Category_Kept') : _('Delete')} withArrow>
              <ActionIcon variant="subtle" color="red" disabled={isKeptCategory(draft)} onClick={() => removeRow(draft.key)} aria-label={_('Delete')} data-testid="admin-category-remove">
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ))}
        <Group justify="space-between">
          <Button variant="default" leftSection={<IconPlus size={16} />} onClick={add} disabled={drafts === null} data-testid="admin-category-add">
            {_('Add_Category')}
          </Button>
          <Button leftSection={<IconDeviceFloppy size={16} />} onClick={submit} loading={save.isPending} disabled={drafts === null} data-testid="admin-category-save">
            {_('Save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
