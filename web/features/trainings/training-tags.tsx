import { useLingui } from '@lingui/react';
import { Badge, Group, Progress, Text, Tooltip } from '@mantine/core';
import { TRAINING_AUTH } from '../../../contract/rules/trainings';
import { progressView } from './training-model';

/** Public or Private, with what it means. */
export function TrainingAuthTag({ auth }: { auth: string }) {
  const { _ } = useLingui();
  const isPrivate = auth === TRAINING_AUTH.private;
  return (
    <Tooltip label={isPrivate ? _('Training_Private_Tips') : _('Training_Public_Tips')} withArrow multiline w={240}>
      <Badge color={isPrivate ? 'red' : 'blue'} variant="light" data-testid="training-auth-tag" data-auth={auth}>
        {isPrivate ? _('Training_Private') : _('Training_Public')}
      </Badge>
    </Tooltip>
  );
}

/** The training's category in its own colour. */
export function TrainingCategoryTag({ name, color, onClick }: { name: string; color: string; onClick?: () => void }) {
  return (
    <Badge
      variant="filled"
      radius="sm"
      tt="none"
      style={{ background: color || undefined, cursor: onClick ? 'pointer' : undefined }}
      onClick={onClick}
      data-testid="training-category-tag"
    >
      {name}
    </Badge>
  );
}

/** Solved / total with the percentage, coloured in 20 % steps (part 2 §2 progress column, §9). */
export function TrainingProgress({ solved, total, width = 120 }: { solved: number; total: number; width?: number | string }) {
  const view = progressView(solved, total);
  return (
    <Group gap={8} wrap="nowrap" data-testid="training-progress" data-solved={view.solved} data-total={view.total} data-percent={view.percent}>
      <Progress value={view.percent} color={view.color} size="md" w={width} radius="xl" />
      <Text size="sm" ff="monospace" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {view.solved}/{view.total} ({view.percent}%)
      </Text>
    </Group>
  );
}
