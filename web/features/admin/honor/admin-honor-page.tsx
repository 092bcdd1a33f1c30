import { useLingui } from '@lingui/react';
import { ActionIcon, Badge, Button, Group, Modal, Paper, Stack, Switch, Table, TagsInput, Text, TextInput, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { HonorRollView } from '../../../../contract/api/honor';
import { HONOR_ADMIN_PAGE_SIZE, HONOR_LIMITS, HONOR_STATUS, honorMonthName } from '../../../../contract/rules/honor';
import { AdminPageHeader, AdminTable, RowAction, RowDeleteAction } from '../../../components/admin-table';
import { KeywordFilter } from '../../../components/schedule-status';
import { formatDateTime } from '../../../lib/format';
import { homeKeys } from '../../../lib/home-keys';
import { msgId } from '../../../lib/message-id';
import { notifySuccess } from '../../../lib/notify';
import { useListChange } from '../../../lib/use-list-change';
import { adminHonorApi, adminHonorListOptions } from './admin-honor-api';
import { awardDraft, draftOfRoll, emptyHonorDraft, honorRollBody, type HonorDraft, type HonorFormProblem } from './honor-form-model';

/** The awards a new roll offers, named in the admin's language (they are saved as text). */
const OFFERED_AWARDS = [msgId('Honor_Gold'), msgId('Honor_Silver'), msgId('Honor_Bronze')];

/**
 * /admin/honor (part 3 §2.2 `honor`, admin roles): the monthly honor rolls; the newest shown one is
 * the home page's. Create, edit (name, shown or hidden, awards and their users by username), delete.
 */
export function AdminHonorPage() {
  const { _, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<HonorRollView | 'new' | null>(null);
  const list = useQuery(adminHonorListOptions(page, keyword));
  // The home card shows the newest shown roll: every change here may change it.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: homeKeys.all });
  const remove = useListChange((id: number) => adminHonorApi.remove(id), _('Delete_successfully'), refresh);
  const toggle = useListChange((roll: HonorRollView) => adminHonorApi.update({ ...bodyOf(roll), status: roll.status === HONOR_STATUS.shown ? HONOR_STATUS.hidden : HONOR_STATUS.shown }), _('Update_Successfully'), refresh);
  const rows = list.data?.records ?? [];
  return (
    <Stack gap="md" data-testid="admin-honor">
      <AdminPageHeader title={_('Admin_Honor')}>
        <KeywordFilter value={keyword} onSearch={(next) => {
            setKeyword(next);
            setPage(1);
          }} w={220} testId="admin-honor-keyword" />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="admin-honor-create">
          {_('Create_Honor_Roll')}
        </Button>
      </AdminPageHeader>
      <Text size="sm" c="dimmed">
        {_('Honor_Admin_Hint')}
      </Text>
      <AdminTable
        columns={[{ label: 'ID', w: 70 }, _('Honor_Roll_Name'), { label: _('Honor_Shown'), w: 110 }, _('Honor_Awards'), _('Author'), _('Modified_Time'), { label: _('Option'), w: 100 }]}
        rows={rows}
        loading={list.isPending}
        dimmed={list.isPlaceholderData}
        minWidth={900}
        empty={_('No_Honor_Rolls')}
        testId="admin-honor-table"
        footer={{ total: list.data?.total ?? 0, page, pageSize: HONOR_ADMIN_PAGE_SIZE, onPage: setPage }}
      >
        {(row: HonorRollView) => (
          <Table.Tr key={row.id} data-testid={`admin-honor-${row.id}`}>
            <Table.Td>{row.id}</Table.Td>
            <Table.Td>
              <Text size="sm" fw={600} data-testid="admin-honor-name">
                {row.name}
              </Text>
            </Table.Td>
            <Table.Td>
              <Switch checked={row.status === HONOR_STATUS.shown} onChange={() => toggle.mutate(row)} disabled={toggle.isPending} aria-label={_('Honor_Shown')} data-testid="admin-honor-shown" />
            </Table.Td>
            <Table.Td>
              <Stack gap={2}>
                {row.monthRankingDetailVOList.map((award) => (
                  <Text key={award.name} size="xs" lineClamp={1}>
                    <Badge size="xs" variant="light" mr={6}>
                      {award.name}
                    </Badge>
                    {award.userList.map((u) => u.username).join(', ')}
                  </Text>
                ))}
              </Stack>
            </Table.Td>
            <Table.Td>{row.author}</Table.Td>
            <Table.Td>{formatDateTime(row.gmtModified, i18n.locale)}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <RowAction label={_('Edit')} icon={IconEdit} onClick={() => setEditing(row)} testId="admin-honor-edit" />
                <RowDeleteAction title={_('Delete')} body={_('Delete_Honor_Confirm', { name: row.name })} onConfirm={() => remove.mutate(row.id)} testId="admin-honor-delete" confirmTestId="admin-honor-delete-confirm" />
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      </AdminTable>
      {editing && <HonorDialog value={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onDone={refresh} />}
    </Stack>
  );
}

/** A saved roll as the body that saves it again unchanged. */
function bodyOf(roll: HonorRollView) {
  return { id: roll.id, name: roll.name, status: roll.status, monthRankingDetailVOList: roll.monthRankingDetailVOList.map((a) => ({ name: a.name, usernames: a.userList.map((u) => u.username) })) };
}

const PROBLEM_TEXT: Record<HonorFormProblem, string> = {
  name_required: msgId('Honor_Name_Required'),
  awards_required: msgId('An honor roll needs at least one award'),
  award_name_required: msgId('Honor_Award_Name_Required'),
  award_name_twice: msgId('Two awards of an honor roll cannot share a name'),
  users_required: msgId('Every award needs at least one user'),
};

/** The create/edit dialog: the roll's name, whether the home page shows it, and its awards with their users. */
function HonorDialog({ value, onClose, onDone }: { value: HonorRollView | null; onClose(): void; onDone(): void }) {
  const { _ } = useLingui();
  const [draft, setDraft] = useState<HonorDraft>(() =>
    value
      ? draftOfRoll(value)
      : emptyHonorDraft(
          honorMonthName(new Date()),
          OFFERED_AWARDS.map((id) => _(id)),
        ),
  );
  const [problem, setProblem] = useState<HonorFormProblem | null>(null);
  const set = (patch: Partial<HonorDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const setAward = (key: number, patch: { name?: string; usernames?: string[] }) => set({ awards: draft.awards.map((a) => (a.key === key ? { ...a, ...patch } : a)) });
  const save = useMutation({
    mutationFn: (body: Parameters<typeof adminHonorApi.add>[0]) => (value ? adminHonorApi.update(body) : adminHonorApi.add(body)),
    onSuccess: () => {
      notifySuccess(value ? _('Update_Successfully') : _('Create_Successfully'));
      onDone();
      onClose();
    },
  });
  const submit = () => {
    const result = honorRollBody(draft, value?.id ?? null);
    setProblem(result.ok ? null : result.problem);
    if (result.ok) save.mutate(result.body);
  };
  return (
    <Modal opened onClose={onClose} title={value ? _('Edit_Honor_Roll') : _('Create_Honor_Roll')} size="lg" data-testid="admin-honor-dialog">
      <Stack>
        <TextInput label={_('Honor_Roll_Name')} description={_('Honor_Roll_Name_Hint')} withAsterisk maxLength={HONOR_LIMITS.name} value={draft.name} onChange={(e) => set({ name: e.currentTarget.value })} error={problem === 'name_required' ? _(PROBLEM_TEXT.name_required) : undefined} data-testid="admin-honor-name-input" />
        <Switch label={_('Honor_Shown_Label')} checked={draft.shown} onChange={(e) => set({ shown: e.currentTarget.checked })} data-testid="admin-honor-shown-input" />
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {_('Honor_Awards')}
          </Text>
          {draft.awards.map((award, index) => (
            <Paper key={award.key} withBorder radius="sm" p="sm" data-testid="admin-honor-award">
              <Group align="flex-start" gap="xs" wrap="nowrap">
                <Stack gap="xs" style={{ flex: 1 }}>
                  <TextInput
                    placeholder={_('Honor_Award_Name')}
                    aria-label={_('Honor_Award_Name')}
                    maxLength={HONOR_LIMITS.awardName}
                    value={award.name}
                    onChange={(e) => setAward(award.key, { name: e.currentTarget.value })}
                    data-testid={`admin-honor-award-name-${index}`}
                  />
                  <TagsInput
                    placeholder={_('Honor_Award_Users')}
                    aria-label={_('Honor_Award_Users')}
                    value={award.usernames}
                    onChange={(usernames) => setAward(award.key, { usernames })}
                    splitChars={[',', ' ', '\n']}
                    maxTags={HONOR_LIMITS.usersPerAward}
                    clearable
                    data-testid={`admin-honor-award-users-${index}`}
                  />
                </Stack>
                <Tooltip label={_('Remove')} withArrow>
                  <ActionIcon variant="subtle" color="red" onClick={() => set({ awards: draft.awards.filter((a) => a.key !== award.key) })} aria-label={_('Remove')} data-testid={`admin-honor-award-remove-${index}`}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Paper>
          ))}
          {problem && problem !== 'name_required' && (
            <Text size="sm" c="red" data-testid="admin-honor-problem">
              {_(PROBLEM_TEXT[problem])}
            </Text>
          )}
          <Group>
            <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} disabled={draft.awards.length >= HONOR_LIMITS.awards} onClick={() => set({ awards: [...draft.awards, awardDraft()] })} data-testid="admin-honor-add-award">
              {_('Honor_Add_Award')}
            </Button>
          </Group>
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {_('Cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} data-testid="admin-honor-save">
            {_('Save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
