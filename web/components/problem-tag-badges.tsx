import { Badge, Group } from '@mantine/core';

/** A problem list's tags, each in its own colour. */
export function ProblemTagBadges({ tags, testId }: { tags: readonly { id: number; name: string; color: string | null }[]; testId?: string }) {
  return (
    <Group gap={4} data-testid={testId}>
      {tags.map((tag) => (
        <Badge key={tag.id} variant="outline" color={tag.color || 'gray'} radius="sm" tt="none" fw={500} size="sm">
          {tag.name}
        </Badge>
      ))}
    </Group>
  );
}
