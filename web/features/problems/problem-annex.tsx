import { useLingui } from '@lingui/react';
import { Button, Code, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { saveBlob } from '../../lib/save-blob';

/** The Problem Annex tab: the files the problem offers beside the program, to view or download. */
export function ProblemAnnex({ files }: { files: Record<string, string> }) {
  const { _ } = useLingui();
  const [viewing, setViewing] = useState<string | null>(null);
  const names = Object.keys(files).sort();
  return (
    <Stack gap="sm" data-testid="problem-annex">
      <Text size="sm" c="dimmed">
        {_('Problem_Annex_Intro')}
      </Text>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{_('File_Name')}</Table.Th>
            <Table.Th w={110}>{_('File_Size')}</Table.Th>
            <Table.Th w={200} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {names.map((name) => (
            <Table.Tr key={name}>
              <Table.Td ff="monospace" fz="sm">
                {name}
              </Table.Td>
              <Table.Td fz="sm">{new Blob([files[name] ?? '']).size} B</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button size="xs" variant="light" leftSection={<IconEye size={14} />} onClick={() => setViewing(name)}>
                    {_('View')}
                  </Button>
                  <Button size="xs" variant="default" leftSection={<IconDownload size={14} />} onClick={() => saveBlob(new Blob([files[name] ?? ''], { type: 'text/plain' }), name)}>
                    {_('Download')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Modal opened={viewing !== null} onClose={() => setViewing(null)} title={viewing ?? ''} size="xl" centered>
        <Code block style={{ whiteSpace: 'pre', maxHeight: '70dvh', overflow: 'auto' }}>
          {viewing !== null ? files[viewing] : ''}
        </Code>
      </Modal>
    </Stack>
  );
}
