import type { CommentView, QuoteType, ReplyView, SourceType } from '../../../contract/api/community';
import { DISCUSSION_LIMITS, REPLIES_SHOWN } from '../../../contract/rules/community';
import { isAdminRole } from '../../../contract/roles';

/** Where a comment area lives: under a discussion (did) or in a contest (cid). */
export type CommentAreaRef = { did: number } | { cid: number };

/** The area's key in `communityKeys.commentArea`: `d<id>` or `c<id>`. */
export const areaKey = (area: CommentAreaRef): string => ('did' in area ? `d${area.did}` : `c${area.cid}`);

/** What `comment-like` names as the source of the message it leaves (part 3 §7). */
export function likeSource(area: CommentAreaRef): { sourceId: number; sourceType: SourceType } {
  return 'did' in area ? { sourceId: area.did, sourceType: 'Discussion' } : { sourceId: area.cid, sourceType: 'Contest' };
}

/** Why a comment or reply cannot be sent (part 3 §5: not blank, at most 10,000), or null when it can. */
export function commentProblem(content: string): 'Content_cannot_be_empty' | 'Comment_Too_Long' | null {
  if (content.trim() === '') return 'Content_cannot_be_empty';
  if (content.length > DISCUSSION_LIMITS.comment) return 'Comment_Too_Long';
  return null;
}

/** The replies a comment shows: the first three until "expand all" loads them all (part 3 §2.15). */
export function shownReplies(comment: Pick<CommentView, 'replyList'>, all: ReplyView[] | null): ReplyView[] {
  return all ?? comment.replyList.slice(0, REPLIES_SHOWN);
}

/** Whether "expand all" is offered: the comment has more replies than it shows. */
export const hasHiddenReplies = (comment: Pick<CommentView, 'totalReplyNum'>): boolean => comment.totalReplyNum > REPLIES_SHOWN;

/** The target of a reply being written: whom it answers and what it quotes. */
export interface ReplyTarget {
  commentId: number;
  toUid: string;
  toName: string;
  quoteId: number;
  quoteType: QuoteType;
}

export function replyToComment(comment: Pick<CommentView, 'id' | 'fromUid' | 'fromName'>): ReplyTarget {
  return { commentId: comment.id, toUid: comment.fromUid, toName: comment.fromName, quoteId: comment.id, quoteType: 'Comment' };
}

export function replyToReply(reply: Pick<ReplyView, 'id' | 'commentId' | 'fromUid' | 'fromName'>): ReplyTarget {
  return { commentId: reply.commentId, toUid: reply.fromUid, toName: reply.fromName, quoteId: reply.id, quoteType: 'Reply' };
}

/**
 * Whether the viewer is offered delete (part 3 §6): the author, an admin role, or a manager of the
 * place (the contest's managers, the group's admins) that the screen names. The server decides again.
 */
export function mayDeletePost(authorUid: string, viewer: { uid: string; roleList: string[] } | null, placeManager: boolean): boolean {
  if (!viewer) return false;
  return viewer.uid === authorUid || isAdminRole(viewer.roleList) || placeManager;
}
