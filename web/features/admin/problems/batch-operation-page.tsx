import { useLingui } from '@lingui/react';
import { Badge, Button, Checkbox, FileButton, Grid, Group, Pagination, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconFileImport, IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_LIST_PAGE_SIZE } from '../../../../contract/api/problems';
import { formatDateTime } from '../../../lib/format';
import { msgId } from '../../../lib/message-id';
import { notifySuccess, notifyWarning } from '../../../lib/notify';
import { saveBlob } from '../../../lib/save-blob';
import { problemKeys } from '../../../lib/problem-keys';
import { adminApi, adminProblemOptions, type ImportFormat } from '../admin-api';
import { EmptyTableRow } from '../../../components/list-parts';

const FORMATS: { format: ImportFormat; title: string; hint: string; accept: string }[] = [
  { format: 'hoj', title: msgId('Import_Format_Hoj'), hint: msgId('Import_Format_Hoj_Hint'), accept: '.zip' },
  { format: 'fps', title: msgId('Import_Format_Fps'), hint: msgId('Import_Format_Fps_Hint'), accept: '.xml,.zip' },
  { format: 'qduoj', title: msgId('Import_Format_Qduoj'), hint: msgId('Import_Format_Qduoj_Hint'), accept: '.zip' },
  { format: 'hydro', title: msgId('Import_Format_Hydro'), hint: msgId('Import_Format_Hydro_Hint'), accept: '.zip' },
];
const RECORDS_PAGE_SIZE = 10;

/** /admin/problem/batch-operation: export chosen problems as a zip, import packages in four formats. */
export function BatchOperationPage() {
  const { _ } = useLingui();
  return (
    <Stack gap="md">
      <Title order={2} fz={{ base: 22, sm: 26 }}>
        {_('Export_Import_Problem')}
      </Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <ExportPanel />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <ImportPanel />
        </Grid.Col>
      </Grid>
      <RecordsPanel />
    </Stack>
  );
}

function ExportPanel() {
  const { _ } = useLingui();
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Map<number, string>>(new Map());
  const params = { keyword: debounced || undefined, currentPage: page, limit: ADMIN_LIST_PAGE_SIZE };
  const list = useQuery(adminProblemOptions.list(params));
  const rows = list.data?.records ?? [];
  const exportZip = useMutation({
    mutationFn: () => adminApi.exportProblems([...selected.keys()]),
    onSuccess: ({ blob, filename }) => saveBlob(blob, filename ?? 'problems.zip'),
  });
  const toggle = (id: number, problemId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(id, problemId);
      else next.delete(id);
      return next;
    });
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.id));
  return (
    <Paper withBorder radius="lg" p="md" h="100%">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{_('Export_Problem')}</Title>
          <Button
            leftSection={<IconDownload size={16} />}
            onClick={() => (selected.size === 0 ? notifyWarning(_('Export_Selection_Empty')) : exportZip.mutate())}
            loading={exportZip.isPending}
            data-testid="export-problems"
          >
            {_('Export_Selected', { count: selected.size })}
          </Button>
        </Group>
        <TextInput
          placeholder={_('Search_Problem_Placeholder')}
          leftSection={<IconSearch size={16} />}
          value={keyword}
          onChange={(e) => {
            setKeyword(e.currentTarget.value);
            setPage(1);
          }}
        />
        {selected.size > 0 && (
          <Group gap={4}>
            {[...selected.values()].map((problemId) => (
              <Badge key={problemId} variant="light" tt="none">
                {problemId}
              </Badge>
            ))}
          </Group>
        )}
        <Table verticalSpacing={4} data-testid="export-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  checked={allOnPage}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    rows.forEach((row) => toggle(row.id, row.problemId, on));
                  }}
                  aria-label={_('Select_All')}
                />
              </Table.Th>
              <Table.Th>{_('Problem_ID')}</Table.Th>
              <Table.Th>{_('Title')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Checkbox checked={selected.has(row.id)} onChange={(e) => toggle(row.id, row.problemId, e.currentTarget.checked)} aria-label={row.problemId} />
                </Table.Td>
                <Table.Td ff="monospace" fz="sm">
                  {row.problemId}
                </Table.Td>
                <Table.Td fz="sm">{row.title}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="center">
          <Pagination total={Math.max(1, Math.ceil((list.data?.total ?? 0) / ADMIN_LIST_PAGE_SIZE))} value={page} onChange={setPage} size="sm" />
        </Group>
      </Stack>
    </Paper>
  );
}

function ImportPanel() {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<string[]>([]);
  const importFile = useMutation({
    mutationFn: ({ format, file }: { format: ImportFormat; file: File }) => adminApi.importProblems(format, file),
    onSuccess: (result) => {
      notifySuccess(_('Import successfully'));
      setCreated(result.problemIds);
      void queryClient.invalidateQueries({ queryKey: problemKeys.admin.lists() });
      void queryClient.invalidateQueries({ queryKey: problemKeys.admin.ioRecords() });
    },
  });
  return (
    <Paper withBorder radius="lg" p="md" h="100%">
      <Stack gap="sm">
        <Title order={4}>{_('Import_Problem')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {FORMATS.map((item) => (
            <Paper key={item.format} withBorder radius="md" p="sm">
              <Stack gap={6} h="100%" justify="space-between">
                <div>
                  <Text fw={600} size="sm">
                    {_(item.title)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {_(item.hint)}
                  </Text>
                </div>
                <FileButton onChange={(file) => file && importFile.mutate({ format: item.format, file })} accept={item.accept}>
                  {(props) => (
                    <Button size="xs" variant="light" leftSection={<IconFileImport size={14} />} loading={importFile.isPending && importFile.variables?.format === item.format} data-testid={`import-${item.format}`} {...props}>
                      {_('Choose_File')}
                    </Button>
                  )}
                </FileButton>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
        {created.length > 0 && (
          <div>
            <Text size="sm" fw={500}>
              {_('Imported_Problems', { count: created.length })}
            </Text>
            <Group gap={4} mt={4} data-testid="imported-problems">
              {created.map((id) => (
                <Badge key={id} variant="light" color="green" tt="none">
                  {id}
                </Badge>
              ))}
            </Group>
          </div>
        )}
      </Stack>
    </Paper>
  );
}

/** /admin/problem/records-info (part 3 §2.2): the import and export records on a page of their own. */
export function ImportExportRecordsPage() {
  return <RecordsPanel />;
}

function RecordsPanel() {
  const { _, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const records = useQuery(adminProblemOptions.ioRecords(page, RECORDS_PAGE_SIZE));
  const rows = records.data?.records ?? [];
  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={4} mb="sm">
        {_('Import_Export_Records')}
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{_('Record_Kind')}</Table.Th>
              <Table.Th>{_('Record_Format')}</Table.Th>
              <Table.Th>{_('Username')}</Table.Th>
              <Table.Th>{_('Record_Problems')}</Table.Th>
              <Table.Th>{_('Created_Time')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid="io-record-row">
                <Table.Td>
                  <Badge variant="light" color={row.kind === 'import' ? 'teal' : 'blue'}>
                    {row.kind === 'import' ? _('Record_Import') : _('Record_Export')}
                  </Badge>
                </Table.Td>
                <Table.Td fz="sm">{row.format}</Table.Td>
                <Table.Td fz="sm">{row.username}</Table.Td>
                <Table.Td fz="xs" ff="monospace">
                  {row.problemIds.join(', ')}
                </Table.Td>
                <Table.Td fz="sm">{formatDateTime(row.gmtCreate, i18n.locale)}</Table.Td>
              </Table.Tr>
            ))}
            {!records.isPending && rows.length === 0 && (
              <EmptyTableRow columns={5} compact>{_('No_Records')}</EmptyTableRow>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {(records.data?.total ?? 0) > RECORDS_PAGE_SIZE && (
        <Group justify="center" mt="sm">
          <Pagination total={Math.ceil((records.data?.total ?? 0) / RECORDS_PAGE_SIZE)} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
    </Paper>
  );
}
