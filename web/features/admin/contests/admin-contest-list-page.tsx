import { useLingui } from '@lingui/react';
import { ActionIcon, Button, Group, Modal, Paper, Radio, Stack, Switch, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDownload, IconEdit, IconList, IconPlus, IconSearch, IconSpeakerphone, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CONTEST_LIST_PAGE_SIZE } from '../../../../contract/rules/contests';
import { EmptyTableRow, ListFooter } from '../../../components/list-parts';
import { ActionIconLink, ButtonLink } from '../../../components/router-links';
import { contestKeys } from '../../../lib/contest-keys';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { saveBlob } from '../../../lib/save-blob';
import { adminContestApi, adminContestOptions } from '../admin-api';

/** /admin/contest: the contests to manage, with visible, edit, problems, announcements, download and delete. */
export function AdminContestListPage() {
  const { _, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState('');
  const list = useQuery(adminContestOptions.list({ currentPage: page, limit: CONTEST_LIST_PAGE_SIZE, keyword: applied || undefined }));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: contestKeys.all });
  const visible = useMutation({ mutationFn: ({ cid, on }: { cid: number; on: boolean }) => adminContestApi.setVisible(cid, on), onSuccess: () => { notifySuccess(_('Update_Successfully')); refresh(); } });
  const remove = useMutation({ mutationFn: (cid: number) => adminContestApi.remove(cid), onSuccess: () => { notifySuccess(_('Delete_successfully')); refresh(); } });
  const [downloading, setDownloading] = useState<number | null>(null);
  const rows = list.data?.records ?? [];
  const confirmDelete = (cid: number, title: string) =>
    modals.openConfirmModal({
      title: _('Delete_Contest'),
      children: _('Delete_Contest_Confirm', { title }),
      labels: { confirm: _('Delete'), cancel: _('Cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(cid),
    });
  return (
    <Stack gap="md" data-testid="admin-contest-list">
      <Group justify="space-between">
        <Title order={2} fz={{ base: 22, sm: 26 }}>
          {_('Contest_List')}
        </Title>
        <Group gap="sm">
          <TextInput
            placeholder={_('Enter_keyword')}
            leftSection={<IconSearch size={14} />}
            value={keyword}
            onChange={(e) => setKeyword(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                setApplied(keyword.trim());
                setPage(1);
              }
            }}
          />
          <ButtonLink to="/admin/contest/create" leftSection={<IconPlus size={16} />} data-testid="admin-contest-create">
            {_('Create_Contest')}
          </ButtonLink>
        </Group>
      </Group>
      <Paper withBorder radius="md" p="sm">
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>ID</Table.Th>
                <Table.Th>{_('Title')}</Table.Th>
                <Table.Th>{_('Rule')}</Table.Th>
                <Table.Th>{_('StartAt')}</Table.Th>
                <Table.Th>{_('Author')}</Table.Th>
                <Table.Th>{_('Visible')}</Table.Th>
                <Table.Th>{_('Option')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const contestId = String(row.id);
                return (
                  <Table.Tr key={row.id} data-testid={`admin-contest-${row.id}`}>
                    <Table.Td>{row.id}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600} lineClamp={1}>
                        {row.title}
                      </Text>
                    </Table.Td>
                    <Table.Td>{row.type === 0 ? 'ACM' : 'OI'}</Table.Td>
                    <Table.Td>{formatDateTime(row.startTime, i18n.locale)}</Table.Td>
                    <Table.Td>{row.author}</Table.Td>
                    <Table.Td>
                      <Switch checked={row.visible} onChange={(e) => visible.mutate({ cid: row.id, on: e.currentTarget.checked })} aria-label={_('Visible')} data-testid="admin-contest-visible" />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Tooltip label={_('Edit')} withArrow>
                          <ActionIconLink to="/admin/contest/$contestId/edit" params={{ contestId }} variant="subtle" aria-label={_('Edit')} data-testid="admin-contest-edit">
                            <IconEdit size={16} />
                          </ActionIconLink>
                        </Tooltip>
                        <Tooltip label={_('Contest_Problems')} withArrow>
                          <ActionIconLink to="/admin/contest/$contestId/problems" params={{ contestId }} variant="subtle" color="teal" aria-label={_('Contest_Problems')} data-testid="admin-contest-problems">
                            <IconList size={16} />
                          </ActionIconLink>
                        </Tooltip>
                        <Tooltip label={_('Contest_Announcements')} withArrow>
                          <ActionIconLink to="/admin/contest/$contestId/announcement" params={{ contestId }} variant="subtle" color="orange" aria-label={_('Contest_Announcements')} data-testid="admin-contest-announcements">
                            <IconSpeakerphone size={16} />
                          </ActionIconLink>
                        </Tooltip>
                        <Tooltip label={_('Download_AC_Submissions')} withArrow>
                          <ActionIcon variant="subtle" color="grape" onClick={() => setDownloading(row.id)} aria-label={_('Download_AC_Submissions')} data-testid="admin-contest-download">
                            <IconDownload size={16} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={_('Delete')} withArrow>
                          <ActionIcon variant="subtle" color="red" onClick={() => confirmDelete(row.id, row.title)} aria-label={_('Delete')} data-testid="admin-contest-delete">
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
              {!list.isPending && rows.length === 0 && <EmptyTableRow columns={7}>{_('No_Contest')}</EmptyTableRow>}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ListFooter total={list.data?.total ?? 0} page={page} pageSize={CONTEST_LIST_PAGE_SIZE} onPage={setPage} />
      </Paper>
      {downloading !== null && <DownloadAcDialog cid={downloading} onClose={() => setDownloading(null)} />}
    </Stack>
  );
}

/** The accepted submissions of a contest as a zip: split by user or by problem, admins left out or not. */
function DownloadAcDialog({ cid, onClose }: { cid: number; onClose(): void }) {
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
