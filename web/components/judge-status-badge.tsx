import { useLingui } from '@lingui/react';
import { Badge, Loader, Tooltip, type BadgeProps } from '@mantine/core';
import { isJudging, judgeStatusMeta } from '../lib/judge-status';

interface JudgeStatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  status: number;
  /** the short tag (AC, WA, …) instead of the full name */
  short?: boolean;
  /** an explanation of the status on hover */
  explain?: boolean;
  testId?: string;
}

/** A judge status as a coloured tag; pending, compiling and judging spin. */
export function JudgeStatusBadge({ status, short = false, explain = true, testId, ...props }: JudgeStatusBadgeProps) {
  const { _ } = useLingui();
  const meta = judgeStatusMeta(status);
  const badge = (
    <Badge
      color={meta.color}
      variant="light"
      radius="sm"
      leftSection={isJudging(status) ? <Loader size={10} color={meta.color} /> : undefined}
      data-testid={testId}
      data-status={status}
      {...props}
    >
      {short ? meta.short : _(meta.name)}
    </Badge>
  );
  if (!explain) return badge;
  return (
    <Tooltip label={short ? `${_(meta.name)}: ${_(meta.explanation)}` : _(meta.explanation)} multiline maw={320} withArrow openDelay={300}>
      {badge}
    </Tooltip>
  );
}
