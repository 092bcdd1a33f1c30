import { useLingui } from '@lingui/react';
import { Badge, Group, Paper, ScrollArea, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { problemTagsOptions } from './problems-api';

interface TagFilterPanelProps {
  selected: number[];
  onToggle(tagId: number): void;
}

/** Tags grouped by classification (part 1 §2); a click adds or removes the tag from the filter. */
export function TagFilterPanel({ selected, onToggle }: TagFilterPanelProps) {
  const { _ } = useLingui();
  const tags = useQuery(problemTagsOptions);
  const groups = (tags.data ?? []).filter((group) => group.tagList.length > 0);
  return (
    <Paper withBorder radius="lg" p="md" data-testid="tag-panel">
      <Title order={4} mb="sm">
        {_('Tags')}
      </Title>
      {tags.isPending ? (
        <Stack gap="xs">
          <Skeleton h={18} w="40%" />
          <Skeleton h={26} />
          <Skeleton h={26} w="70%" />
        </Stack>
      ) : groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          {_('No_Tags')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={520} type="auto" offsetScrollbars>
          <Stack gap="md">
            {groups.map((group) => (
              <div key={group.classification?.id ?? 'unclassified'}>
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={6}>
                  {group.classification?.name ?? _('Unclassified')}
                </Text>
                <Group gap={6}>
                  {group.tagList.map((tag) => {
                    const active = selected.includes(tag.id);
                    return (
                      <UnstyledButton key={tag.id} onClick={() => onToggle(tag.id)} aria-pressed={active} data-testid={`tag-filter-${tag.id}`}>
                        <Badge
                          variant={active ? 'filled' : 'light'}
                          color={tag.color || undefined}
                          radius="sm"
                          tt="none"
                          fw={500}
                          leftSection={active ? <IconCheck size={12} /> : undefined}
                          style={{ cursor: 'pointer' }}
                        >
                          {tag.name}
                        </Badge>
                      </UnstyledButton>
                    );
                  })}
                </Group>
              </div>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Paper>
  );
}
