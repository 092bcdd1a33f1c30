import { useLingui } from '@lingui/react';
import { Badge } from '@mantine/core';
import { difficultyMeta } from '../lib/format';

export function DifficultyBadge({ level }: { level: number }) {
  const { _ } = useLingui();
  const meta = difficultyMeta(level);
  return (
    <Badge color={meta.color} variant="light" radius="sm" data-testid="difficulty">
      {_(meta.label)}
    </Badge>
  );
}
