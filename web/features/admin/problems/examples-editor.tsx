import { useLingui } from '@lingui/react';
import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Example } from '../../../../contract/api/problems';

const MONO = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

/** The samples shown in the statement (not judged); at most two are advised (part 3 §5). */
export function ExamplesEditor({ examples, onChange }: { examples: Example[]; onChange(examples: Example[]): void }) {
  const { _ } = useLingui();
  const set = (index: number, patch: Partial<Example>) => onChange(examples.map((e, i) => (i === index ? { ...e, ...patch } : e)));
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <div>
          <Text fw={500} size="sm">
            {_('Problem_Examples')}
          </Text>
          <Text size="xs" c="dimmed">
            {_('Problem_Examples_Desc')}
          </Text>
        </div>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => onChange([...examples, { input: '', output: '' }])} data-testid="add-example">
          {_('Add_Example')}
        </Button>
      </Group>
      {examples.map((example, index) => (
        <Paper key={index} withBorder radius="sm" p="xs">
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={600}>
              {_('Example_N', { index: index + 1 })}
            </Text>
            <Tooltip label={_('Delete')} withArrow>
              <ActionIcon variant="subtle" color="red" size="sm" onClick={() => onChange(examples.filter((_e, i) => i !== index))} aria-label={_('Delete')}>
                <IconTrash size={14} />
              </ActionIcon>
            </Tooltip>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <Textarea label={_('Sample_Input')} value={example.input} onChange={(event) => set(index, { input: event.currentTarget.value })} autosize minRows={3} maxRows={10} styles={MONO} data-testid={`example-input-${index + 1}`} />
            <Textarea label={_('Sample_Output')} value={example.output} onChange={(event) => set(index, { output: event.currentTarget.value })} autosize minRows={3} maxRows={10} styles={MONO} data-testid={`example-output-${index + 1}`} />
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
