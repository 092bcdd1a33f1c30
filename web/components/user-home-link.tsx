import type { MouseEvent, ReactNode } from 'react';
import { AnchorLink } from './router-links';

interface UserHomeLinkProps {
  uid?: string | null | undefined;
  username: string;
  /** what the link shows: the username unless given (a display name, an avatar) */
  children?: ReactNode;
  testId?: string;
  size?: 'xs' | 'sm' | 'md';
  fw?: number;
  /** the accessible name, when the link shows a picture */
  label?: string;
  onClick?(event: MouseEvent<HTMLAnchorElement>): void;
}

/**
 * A user's name (or avatar) linking to their home (part 1 §2: /user-home with the query uid and
 * username): one router link wherever a user is named, so the page opens without a reload.
 */
export function UserHomeLink({ uid, username, children, testId, size = 'sm', fw = 600, label, onClick }: UserHomeLinkProps) {
  return (
    <AnchorLink to="/user-home" search={uid ? { uid, username } : { username }} size={size} fw={fw} inherit={false} aria-label={label} onClick={onClick} data-testid={testId}>
      {children ?? username}
    </AnchorLink>
  );
}
