import { useLingui } from '@lingui/react';
import { ActionIcon, Button, Group, Modal, Stack, Table, Text, TextInput, Textarea, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { PLAIN_FILE_NAME } from '../../../../contract/rules/problems';

interface ExtraFilesEditorProps {
  title: string;
  description: string;
  files: Record<string, string>;
  onChange(files: Record<string, string>): void;
  testId: string;
}

interface Editing {
  /** the name before the edit; null for a new file */
  original: string | null;
  name: string;
  content: string;
}

/** Named extra files (userExtraFile or judgeExtraFile): add, edit and delete (part 3 §2.2). */
export function ExtraFilesEditor({ title, description, files, onChange, testId }: ExtraFilesEditorProps) {
  const { _ } = useLingui();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [error, setError] = useState<{ name?: string; content?: string }>({});
  const names = Object.keys(files).sort();

  const save = () => {
    if (!editing) return;
    const name = editing.name.trim();
    const problems: { name?: string; content?: string } = {};
    if (!name) problems.name = _('File_Name_Required');
    else if (!PLAIN_FILE_NAME.test(name)) problems.name = _('File_Name_Invalid');
    else if (name !== editing.original && name in files) problems.name = _('File_Name_Taken');
    if (editing.content === '') problems.content = _('File_Content_Required');
    setError(problems);
    if (problems.name || problems.content) return;
    const next = { ...files };
    if (editing.original !== null) delete next[editing.original];
    next[name] = editing.content;
    onChange(next);
    setEditing(null);
  };
  const remove = (name: string) => {
    const next = { ...files };
    delete next[name];
    onChange(next);
  };

  return (
    <Stack gap="xs" data-testid={testId}>
      <Group justify="space-between" gap="xs">
        <div>
          <Text fw={600} size="sm">
            {title}
          </Text>
          <Text size="xs" c="dimmed">
            {description}
          </Text>
        </div>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => {
            setError({});
            setEditing({ original: null, name: '', content: '' });
          }}
          data-testid={`${testId}-add`}
        >
          {_('Add_File')}
        </Button>
      </Group>
      {names.length > 0 && (
        <Table verticalSpacing={4}>
          <Table.Tbody>
            {names.map((name) => (
              <Table.Tr key={name}>
                <Table.Td ff="monospace" fz="sm">
                  {name}
                </Table.Td>
                <Table.Td fz="xs" c="dimmed">
                  {files[name]?.length ?? 0} B
                </Table.Td>
                <Table.Td w={80}>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Tooltip label={_('Edit')} withArrow>
                      <ActionIcon
                        variant="subtle"
                        size="sm"
                        onClick={() => {
                          setError({});
                          setEditing({ original: name, name, content: files[name] ?? '' });
                        }}
                        aria-label={_('Edit')}
                      >
                        <IconEdit size={14} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={_('Delete')} withArrow>
                      <ActionIcon variant="subtle" color="red" size="sm" onClick={() => remove(name)} aria-label={_('Delete')}>
                        <IconTrash size={14} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing?.original === null ? _('Add_File') : _('Edit_File')} size="lg" centered>
        {editing && (
          <Stack gap="sm">
            <TextInput label={_('File_Name')} value={editing.name} onChange={(event) => setEditing({ ...editing, name: event.currentTarget.value })} error={error.name} required data-testid="extra-file-name" />
            <Textarea
              label={_('File_Content')}
              value={editing.content}
              onChange={(event) => setEditing({ ...editing, content: event.currentTarget.value })}
              error={error.content}
              autosize
              minRows={8}
              maxRows={20}
              required
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              data-testid="extra-file-content"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setEditing(null)}>
                {_('Cancel')}
              </Button>
              <Button onClick={save} data-testid="extra-file-save">
                {_('Save')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
