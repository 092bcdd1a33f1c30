import type { QuoteType } from '../../contract/rules/community';

/**
 * The pure rules of comments and replies (part 3 §2.15, §5, §6; decision 33): who sees which
 * comments of a contest, who may delete one, and whether a reply names what it quotes.
 */

/** Which comments and replies of an area a caller is shown. */
export type CommentFilter = { kind: 'all' } | { kind: 'ownAndManagers'; uid: string | null };

/**
 * A contest's Comment tab while the contest has not ended shows a participant only their own
 * comments and replies and those its managers wrote (`byManager`); its managers (and site admins)
 * see everything, and after the end everyone who may enter the contest does. A discussion's
 * comments are everyone's.
 */
export function commentFilter(area: { kind: 'discussion' } | { kind: 'contest'; ended: boolean }, viewer: { uid: string | null; manages: boolean }): CommentFilter {
  if (area.kind === 'discussion' || area.ended || viewer.manages) return { kind: 'all' };
  return { kind: 'ownAndManagers', uid: viewer.uid };
}

/** Whether a comment or reply written by `author` (with its byManager mark) passes the filter. */
export function passesFilter(filter: CommentFilter, post: { uid: string; byManager: boolean }): boolean {
  return filter.kind === 'all' || post.byManager || (filter.uid !== null && post.uid === filter.uid);
}

/** Who stands over a comment or reply when someone asks to delete it. */
export interface DeleteActor {
  uid: string;
  /** a site admin role (teacher, admin, root) */
  adminRole: boolean;
  /** manages the contest the comment was written in */
  contestManager: boolean;
  /** an admin of the group the discussion belongs to */
  groupAdmin: boolean;
}

/** Deleting (part 3 §6, decision 33): the author, an admin role, the contest's managers, or the admins of the discussion's group. */
export function mayDeletePost(actor: DeleteActor, authorUid: string): boolean {
  return actor.uid === authorUid || actor.adminRole || actor.contestManager || actor.groupAdmin;
}

/** What a reply quotes, as the database found it: the comment itself or one of its replies. */
export interface QuotedPost {
  type: QuoteType;
  /** the comment the quoted post sits under */
  commentId: number;
  /** the quoted post's author */
  uid: string;
}

/**
 * A reply must quote the comment it is posted under or one of that comment's replies, and be
 * addressed to the quoted post's author (so nobody can drop a message in a stranger's Reply box).
 * Null when the reply is consistent, otherwise the refusal's message.
 */
export function replyRefusal(reply: { commentId: number; toUid: string }, quoted: QuotedPost | null): string | null {
  if (!quoted) return 'The quoted comment or reply does not exist';
  if (quoted.commentId !== reply.commentId) return 'The quoted reply is not under this comment';
  if (quoted.uid !== reply.toUid) return 'toUid must be the author of the quoted comment or reply';
  return null;
}
