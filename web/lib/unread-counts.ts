import type { UnreadCounts } from '../../contract/api/community';

/** Every unread message of the five boxes (comment, reply, like, sys, mine): the user menu's badge. */
export function unreadTotal(counts: UnreadCounts | undefined): number {
  if (!counts) return 0;
  return Math.max(0, counts.comment) + Math.max(0, counts.reply) + Math.max(0, counts.like) + Math.max(0, counts.sys) + Math.max(0, counts.mine);
}

/** A badge's text: the count, or 99+ past 99; null when there is nothing unread (no badge). */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
