import { useLingui } from '@lingui/react';
import { ActionIcon, Button, Group, NavLink, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { COMMUNITY_MESSAGES, DISCUSSION_CATEGORY, DISCUSSION_LIMITS } from '../../../contract/rules/community';
import { communityKeys } from '../../lib/community-keys';
import { notifyError, notifySuccess } from '../../lib/notify';
import { categoriesOptions, discussionsApi } from './discussions-api';

type Draft = { id: number | null; name: string; key: string };

/** The general and problem categories always stay (decision 33). */
const isKept = (id: number | null) => id === DISCUSSION_CATEGORY.general || id === DISCUSSION_CATEGORY.problem;

/** An admin's category editor: rename, add, remove; Save sends the whole list (decision 33). */
function CategoryEditor({ initial, onDone }: { initial: { id: number; name: string }[]; onDone(): void }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<Draft[]>(() => initial.map((c) => ({ id: c.id, name: c.name, key: `c${c.id}` })));
  const [next, setNext] = useState(0);
  const save = useMutation({
    mutationFn: () => discussionsApi.saveCategories(rows.map((row) => ({ id: row.id, name: row.name.trim() }))),
    onSuccess: (saved) => {
      queryClient.setQueryData(categoriesOptions.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: communityKeys.discussions() });
      notifySuccess(_(COMMUNITY_MESSAGES.updated));
      onDone();
    },
  });
  const submit = () => {
    if (rows.some((row) => row.name.trim() === '')) notifyError(_('Category_Name_Required'));
    else save.mutate();
  };
  return (
    <Stack gap="xs" data-testid="discussion-category-editor">
      {rows.map((row, index) => (
        <Group key={row.key} gap={4} wrap="nowrap">
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            value={row.name}
            maxLength={DISCUSSION_LIMITS.categoryName}
            onChange={(event) => {
              const name = event.currentTarget.value;
              setRows((current) => current.map((r, i) => (i === index ? { ...r, name } : r)));
            }}
            aria-label={_('Category_Name')}
            data-testid="discussion-category-name"
          />
          <ActionIcon
            variant="subtle"
            color="red"
            disabled={isKept(row.id)}
            onClick={() => setRows((current) => current.filter((_r, i) => i !== index))}
            aria-label={_('Delete')}
            data-testid="discussion-category-remove"
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
      ))}
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPlus size={14} />}
        disabled={rows.length >= DISCUSSION_LIMITS.categories}
        onClick={() => {
          setRows((current) => [...current, { id: null, name: '', key: `n${next}` }]);
          setNext(next + 1);
        }}
        data-testid="discussion-category-add"
      >
        {_('Add')}
      </Button>
      <Group gap="xs" grow>
        <Button size="xs" variant="default" onClick={onDone}>
          {_('Cancel')}
        </Button>
        <Button size="xs" onClick={submit} loading={save.isPending} data-testid="discussion-category-save">
          {_('Save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The list's category sidebar (part 3 §2.14): pick a category to filter; admins edit the list. */
export function CategorySidebar({ active, onPick, canEdit }: { active: number | undefined; onPick(cid: number | undefined): void; canEdit: boolean }) {
  const { _ } = useLingui();
  const categories = useQuery(categoriesOptions);
  const [editing, setEditing] = useState(false);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="discussion-categories">
      <Stack gap={4}>
        <Group justify="space-between">
          <Text fw={600}>{_('Discussion_Category')}</Text>
          {canEdit && !editing && (
            <ActionIcon variant="subtle" onClick={() => setEditing(true)} aria-label={_('Edit')} data-testid="discussion-category-edit">
              <IconEdit size={16} />
            </ActionIcon>
          )}
        </Group>
        {editing && categories.data ? (
          <CategoryEditor initial={categories.data} onDone={() => setEditing(false)} />
        ) : (
          <>
            <NavLink label={_('All')} active={active === undefined} onClick={() => onPick(undefined)} data-testid="discussion-category-all" />
            {(categories.data ?? []).map((category) => (
              <NavLink
                key={category.id}
                label={category.name}
                active={active === category.id}
                onClick={() => onPick(category.id)}
                data-testid={`discussion-category-${category.id}`}
              />
            ))}
          </>
        )}
      </Stack>
    </Paper>
  );
}
