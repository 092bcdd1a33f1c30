import { useLingui } from '@lingui/react';
import { Badge } from '@mantine/core';
import { groupAuthColor, groupAuthLabel } from './group-model';

/** The auth tag of a group (public, protected, private). */
export function GroupAuthTag({ auth }: { auth: number }) {
  const { _ } = useLingui();
  return (
    <Badge color={groupAuthColor(auth)} variant="light" data-testid="group-auth-tag">
      {_(groupAuthLabel(auth))}
    </Badge>
  );
}

/** The hidden tag of a group its members and site admins still see. */
export function GroupHiddenTag() {
  const { _ } = useLingui();
  return (
    <Badge color="gray" variant="filled" data-testid="group-hidden-tag">
      {_('Group_Hidden')}
    </Badge>
  );
}
