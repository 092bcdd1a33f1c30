import { useLingui } from '@lingui/react';
import { ActionIcon, Box, Code, Group, SimpleGrid, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { Example } from '../../../contract/api/problems';
import { useCopy } from '../../lib/use-copy';

/** One sample: input and output side by side, each with a copy button. */
export function ExampleBlock({ example, index }: { example: Example; index: number }) {
  const { _ } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid={`example-${index}`}>
      <SampleText title={_('Sample_Input_N', { index })} text={example.input} testId={`example-${index}-input`} />
      <SampleText title={_('Sample_Output_N', { index })} text={example.output} testId={`example-${index}-output`} />
    </SimpleGrid>
  );
}

function SampleText({ title, text, testId }: { title: string; text: string; testId: string }) {
  const { _ } = useLingui();
  const { copied, copy } = useCopy();
  return (
    <Box>
      <Group justify="space-between" mb={4} gap="xs">
        <Text size="sm" fw={600}>
          {title}
        </Text>
        <Tooltip label={copied ? _('Copied_successfully') : _('Copy')} withArrow>
          <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} size="sm" onClick={() => void copy(text)} aria-label={_('Copy')} data-testid={`${testId}-copy`}>
            {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
          </ActionIcon>
        </Tooltip>
      </Group>
      <Code block data-testid={testId} style={{ whiteSpace: 'pre-wrap', minHeight: 40 }}>
        {text}
      </Code>
    </Box>
  );
}
