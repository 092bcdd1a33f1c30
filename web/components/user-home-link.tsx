import type { ReactNode } from 'react';
import { AnchorLink } from './router-links';

/** A user's name linking to their home (part 1 §2: /user-home with the query uid and username). */
export function UserHomeLink({ uid, username, children, testId }: { uid?: string | undefined; username: string; children?: ReactNode; testId?: string }) {
  return (
    <AnchorLink to="/user-home" search={uid ? { uid, username } : { username }} size="sm" fw={600} inherit={false} data-testid={testId}>
      {children ?? username}
    </AnchorLink>
  );
}
