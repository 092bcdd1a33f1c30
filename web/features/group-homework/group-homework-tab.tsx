import { useLingui } from '@lingui/react';
import { Button, Checkbox, Group, Modal, Paper, Stack, Switch, Table, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconEdit, IconFileText, IconList, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { TrainingListRow } from '../../../contract/api/trainings';
import { AdminTable, RowAction, RowDeleteAction } from '../../components/admin-table';
import { TrainingAdminTable } from '../../components/managed-item-tables';
import { ListFooter } from '../../components/list-parts';
import { KeywordFilter } from '../../components/schedule-status';
import { managesGroupItem } from '../../lib/group-item';
import { notifySuccess, notifyWarning } from '../../lib/notify';
import { useSession } from '../../lib/use-session';
import { groupHomeworkApi, homeworkAdminListOptions, homeworkKey, homeworkListOptions, HOMEWORK_PAGE_SIZE, publicTrainingChoicesOptions } from './group-homework-api';
import { useListChange } from '../../lib/use-list-change';

/** The admin sub-views of the homework tab (part 3 §2.7), kept in the address so Back works. */
export type HomeworkView = 'list' | 'admin' | 'create' | 'edit' | 'problems' | 'exams';

interface Standing {
  admin: boolean;
  root: boolean;
}

interface HomeworkTabProps {
  gid: number;
  standing: Standing;
  view: 'list' | 'admin';
  onView(view: HomeworkView, tid?: number): void;
  /** the members' list: the site's training table (web/features/trainings), composed by the route */
  table(props: { rows: readonly TrainingListRow[]; loading: boolean; dimmed: boolean; onOpen(tid: number): void }): ReactNode;
  onOpen(tid: number): void;
}

/**
 * The group's homework tab (part 3 §2.7): the members' list and, for group admins, the Homework Admin
 * toggle with the admin list, Create and "import public trainings".
 */
export function GroupHomeworkTab({ gid, standing, view, onView, table, onOpen }: HomeworkTabProps) {
  const { _ } = useLingui();
  const [importing, setImporting] = useState(false);
  const adminView = view === 'admin' && standing.admin;
  return (
    <Paper withBorder radius="md" p="md" data-testid="group-homework">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={3}>{_('Group_Homework')}</Title>
          {standing.admin && (
            <Group gap="sm">
              {adminView && (
                <>
                  <Button leftSection={<IconPlus size={16} />} onClick={() => onView('create')} data-testid="group-homework-create">
                    {_('Create')}
                  </Button>
                  <Button variant="light" leftSection={<IconDownload size={16} />} onClick={() => setImporting(true)} data-testid="group-homework-import">
                    {_('Import_Public_Training')}
                  </Button>
                </>
              )}
              <Switch label={_('Homework_Admin')} checked={adminView} onChange={(e) => onView(e.currentTarget.checked ? 'admin' : 'list')} data-testid="group-homework-admin-toggle" />
            </Group>
          )}
        </Group>
        {adminView ? <HomeworkAdminList gid={gid} standing={standing} onView={onView} /> : <HomeworkList gid={gid} table={table} onOpen={onOpen} />}
      </Stack>
      {importing && <ImportPublicTrainingsDialog gid={gid} onClose={() => setImporting(false)} />}
    </Paper>
  );
}

function HomeworkList({ gid, table, onOpen }: Pick<HomeworkTabProps, 'gid' | 'table' | 'onOpen'>) {
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const list = useQuery(homeworkListOptions(gid, user?.username ?? null, page));
  return (
    <Stack gap="sm" data-testid="group-homework-list">
      {table({ rows: list.data?.records ?? [], loading: list.isPending, dimmed: list.isPlaceholderData, onOpen })}
      <ListFooter total={list.data?.total ?? 0} page={page} pageSize={HOMEWORK_PAGE_SIZE} onPage={setPage} />
    </Stack>
  );
}

/** All the group's homework with edit, problem list, paper list, delete and the visible switch, for the group root or the author. */
function HomeworkAdminList({ gid, standing, onView }: { gid: number; standing: Standing; onView: HomeworkTabProps['onView'] }) {
  const { _ } = useLingui();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery(homeworkAdminListOptions(gid, page));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: homeworkKey(gid) });
  const visible = useListChange(({ tid, on }: { tid: number; on: boolean }) => groupHomeworkApi.setStatus(tid, on), _('Update_Successfully'), refresh);
  const remove = useListChange((tid: number) => groupHomeworkApi.remove(tid), _('Delete_successfully'), refresh);
  const rows = list.data?.records ?? [];
  const manages = (row: TrainingListRow) => managesGroupItem(standing, row.author, user?.username ?? null);
  return (
    <TrainingAdminTable
      rows={rows}
      loading={list.isPending}
      bare
      footer={{ total: list.data?.total ?? 0, page, pageSize: HOMEWORK_PAGE_SIZE, onPage: setPage }}
      testId="group-homework-admin-list"
      rowTestId={(row) => `group-homework-admin-${row.id}`}
      visibleSwitch={(row) => (
        <Switch checked={row.status} disabled={!manages(row)} onChange={(e) => visible.mutate({ tid: row.id, on: e.currentTarget.checked })} aria-label={_('Visible')} data-testid="group-homework-visible" />
      )}
      actions={(row) =>
        manages(row) && (
          <Group gap={4} wrap="nowrap">
            <RowAction label={_('Edit')} icon={IconEdit} onClick={() => onView('edit', row.id)} testId="group-homework-edit" />
            <RowAction label={_('Training_Problems')} icon={IconList} color="teal" onClick={() => onView('problems', row.id)} testId="group-homework-problems" />
            <RowAction label={_('Training_Papers')} icon={IconFileText} color="orange" onClick={() => onView('exams', row.id)} testId="group-homework-exams" />
            <RowDeleteAction title={_('Delete_Training')} body={_('Delete_Training_Confirm', { title: row.title })} onConfirm={() => remove.mutate(row.id)} testId="group-homework-delete" />
          </Group>
        )
      }
    />
  );
}

/** "Import public trainings" (part 3 §2.6, §7): the site's public trainings by keyword, ticked and copied into the group as homework. */
function ImportPublicTrainingsDialog({ gid, onClose }: { gid: number; onClose(): void }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<readonly number[]>([]);
  const choices = useQuery(publicTrainingChoicesOptions(keyword));
  const save = useMutation({
    mutationFn: () => groupHomeworkApi.importPublic(gid, [...chosen]),
    onSuccess: () => {
      notifySuccess(_('Training_Added_Successfully'));
      void queryClient.invalidateQueries({ queryKey: homeworkKey(gid) });
      onClose();
    },
  });
  const toggle = (tid: number, on: boolean) => setChosen((list) => (on ? [...list, tid] : list.filter((id) => id !== tid)));
  const rows = choices.data?.records ?? [];
  return (
    <Modal opened onClose={onClose} title={_('Import_Public_Training')} size="xl" data-testid="group-homework-import-dialog">
      <Stack>
        <KeywordFilter value={keyword} onSearch={setKeyword} testId="group-homework-import-keyword" />
        <AdminTable columns={[{ label: '', w: 40 }, { label: 'ID', w: 70 }, _('Title'), _('Training_Category_Label'), _('Author')]} rows={rows} loading={choices.isPending} empty={_('No_Training')} bare compact>
          {(row) => (
            <Table.Tr key={row.id} data-testid={`public-training-${row.id}`}>
              <Table.Td>
                <Checkbox checked={chosen.includes(row.id)} onChange={(e) => toggle(row.id, e.currentTarget.checked)} aria-label={row.title} data-testid="public-training-choose" />
              </Table.Td>
              <Table.Td>{row.id}</Table.Td>
              <Table.Td>{row.title}</Table.Td>
              <Table.Td>{row.categoryName}</Table.Td>
              <Table.Td>{row.author}</Table.Td>
            </Table.Tr>
          )}
        </AdminTable>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {_('Cancel')}
          </Button>
          <Button onClick={() => (chosen.length === 0 ? notifyWarning(_('Choose_Training_First')) : save.mutate())} loading={save.isPending} data-testid="group-homework-import-submit">
            {_('Import_Public_Training')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The way back from a homework admin sub-view (form, problems, papers) to the admin list. */
export function BackToHomeworkAdmin({ onBack }: { onBack(): void }) {
  const { _ } = useLingui();
  return (
    <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack} data-testid="group-homework-back">
      {_('Back')}
    </Button>
  );
}
