import { Badge } from '@mantine/core';
import { roleBadge } from '../../contract/rules/community';

/** The SPA (super admin) or ADM (admin) badge beside an author's name (part 3 §2.13, §6); nothing for others. */
export function RoleBadge({ role, testId }: { role: string | null | undefined; testId?: string }) {
  const badge = roleBadge(role);
  if (!badge) return null;
  return (
    <Badge size="xs" radius="sm" color={badge === 'SPA' ? 'red' : 'orange'} variant="filled" data-testid={testId}>
      {badge}
    </Badge>
  );
}

/** A user's custom title tag (titleName in titleColor), when they have one. */
export function TitleTag({ name, color, testId }: { name: string | null | undefined; color: string | null | undefined; testId?: string }) {
  if (!name) return null;
  return (
    <Badge size="xs" radius="sm" variant="filled" color={color || 'blue'} data-testid={testId}>
      {name}
    </Badge>
  );
}
