import { and, eq } from 'drizzle-orm';
import type { CommentAddBody, CommentLikeQuery, CommentListQuery, CommentListView, CommentView, ReplyAddBody, ReplyView } from '../../contract/api/community';
import { COMMUNITY_MESSAGES, MESSAGE_ACTIONS, REPLIES_SHOWN } from '../../contract/rules/community';
import { isAdminRole } from '../../contract/roles';
import type { Principal } from '../accounts/sessions';
import { assertMayPost } from '../community/posting';
import { commentLikes, comments, replies } from '../db/schema-community';
import type { Deps } from '../deps';
import { badRequest, forbidden, notFound } from '../lib/api-error';
import { consumeRate, RATE_RULES } from '../lib/rate-limit';
import { messageInserts, personalMessage, type Source } from '../messages/notify';
import { areaRef, openArea, type AreaRef, type CommentArea } from './area';
import {
  commentLikeCount,
  commentPage,
  commentReplyCount,
  discussionCommentCount,
  findComment,
  findReply,
  firstReplies,
  likedComments,
  likesComment,
  repliesOf,
  type CommentRecord,
} from './queries';
import { mayDeletePost, passesFilter, replyRefusal, type QuotedPost } from './rules';
import { toCommentView, toReplyView } from './view';

/**
 * Comments and replies of discussions and of contests' Comment tabs (part 3 §2.15, §5, §6, §7;
 * decision 33). Every call opens the area first (switch, visibility, the caller's standing); every
 * write keeps the counters and leaves its message in the same batch.
 */

type D = Pick<Deps, 'db' | 'clock'>;

const refOf = (c: CommentRecord): AreaRef => (c.comment.did !== null ? { did: c.comment.did } : { cid: c.comment.cid! });
const sourceOf = (area: CommentArea): Source => ({ type: area.type, id: area.id, title: area.title, gid: area.gid });

/** A comment the caller is shown, with its area opened for them; 404 for one they may not see. */
async function visibleComment(deps: D, id: number, caller: Principal | null): Promise<{ comment: CommentRecord; area: CommentArea }> {
  const comment = await findComment(deps.db, id);
  if (!comment) throw notFound(COMMUNITY_MESSAGES.commentNotFound);
  const area = await openArea(deps, refOf(comment), caller);
  if (!passesFilter(area.filter, comment.comment)) throw notFound(COMMUNITY_MESSAGES.commentNotFound);
  return { comment, area };
}

function actorIn(area: CommentArea, caller: Principal) {
  return { uid: caller.user.id, adminRole: isAdminRole(caller.roles), contestManager: area.contestManager, groupAdmin: area.groupAdmin };
}

/** The discussion's comment counter, when the area is a discussion. */
function discussionCounter(deps: D, area: CommentArea) {
  return area.type === 'Discussion' ? [discussionCommentCount(deps.db, area.id)] : [];
}

/** `GET comments`: a page of 10 comments, newest first, each with its first 3 replies and the caller's likes. */
export async function commentList(deps: D, query: CommentListQuery, caller: Principal | null): Promise<CommentListView> {
  const ref = areaRef(query);
  const area = await openArea(deps, ref, caller);
  const { rows, total } = await commentPage(deps.db, ref, area.filter, { limit: query.limit, offset: (query.currentPage - 1) * query.limit });
  const ids = rows.map((r) => r.comment.id);
  const [shown, liked] = await Promise.all([firstReplies(deps.db, ids, area.filter, REPLIES_SHOWN), caller ? likedComments(deps.db, caller.user.id, ids) : new Set<number>()]);
  const records = rows.map((row) => {
    const own = shown.filter((r) => r.reply.commentId === row.comment.id);
    return toCommentView(row, own.map(toReplyView), own[0]?.total ?? 0);
  });
  return {
    commentList: { records, total, current: query.currentPage, size: query.limit },
    commentLikeMap: Object.fromEntries(ids.map((id) => [String(id), liked.has(id)])),
  };
}

/** `POST comment`: a comment on a discussion (its author is told) or in a contest's Comment tab. */
export async function addComment(deps: D, body: CommentAddBody, caller: Principal): Promise<CommentView> {
  const area = await openArea(deps, areaRef(body), caller);
  await assertMayPost(deps, 'comment', caller);
  const { db } = deps;
  const now = deps.clock.nowSeconds();
  const message = area.ownerUid
    ? personalMessage({ type: 'Discuss', action: MESSAGE_ACTIONS.comment, sender: caller.user.id, recipient: area.ownerUid, source: sourceOf(area), content: body.content, now })
    : null;
  const notify = messageInserts(db, [message]);
  const [inserted] = await db.batch([
    db
      .insert(comments)
      .values({
        did: area.type === 'Discussion' ? area.id : null,
        cid: area.type === 'Contest' ? area.id : null,
        uid: caller.user.id,
        content: body.content,
        byManager: area.contestManager,
        gmtCreate: now,
      })
      .returning({ id: comments.id }),
    ...discussionCounter(deps, area),
    ...notify,
  ]);
  const written = await findComment(db, inserted[0]!.id);
  return toCommentView(written!, [], 0);
}

/** `DELETE comment`: the author, an admin role, the contest's managers or the group's admins; its replies and likes go with it. */
export async function deleteComment(deps: D, id: number, caller: Principal): Promise<void> {
  const { comment, area } = await visibleComment(deps, id, caller);
  if (!mayDeletePost(actorIn(area, caller), comment.comment.uid)) throw forbidden(COMMUNITY_MESSAGES.mayNotDelete);
  const { db } = deps;
  await db.batch([
    db.delete(commentLikes).where(eq(commentLikes.commentId, id)),
    db.delete(replies).where(eq(replies.commentId, id)),
    db.delete(comments).where(eq(comments.id, id)),
    ...discussionCounter(deps, area),
  ]);
}

/**
 * `GET comment-like`: like (the author is told) or unlike a comment. sourceId and sourceType must
 * name the comment's discussion or contest. Liking twice or unliking what one does not like changes nothing.
 */
export async function likeComment(deps: D, query: CommentLikeQuery, caller: Principal): Promise<void> {
  await consumeRate(deps, RATE_RULES.likePerUser, caller.user.id);
  const { comment, area } = await visibleComment(deps, query.cid, caller);
  if (area.type !== query.sourceType || area.id !== query.sourceId) throw badRequest("sourceId and sourceType must name the comment's discussion or contest");
  const { db } = deps;
  const uid = caller.user.id;
  const likes = await likesComment(db, uid, query.cid);
  if (likes === query.toLike) return;
  if (!query.toLike) {
    await db.batch([db.delete(commentLikes).where(and(eq(commentLikes.commentId, query.cid), eq(commentLikes.uid, uid))), commentLikeCount(db, query.cid)]);
    return;
  }
  const now = deps.clock.nowSeconds();
  const notify = messageInserts(db, [
    personalMessage({ type: 'Like', action: MESSAGE_ACTIONS.likeComment, sender: uid, recipient: comment.comment.uid, source: sourceOf(area), quote: comment.comment.content, now }),
  ]);
  await db.batch([
    db.insert(commentLikes).values({ commentId: query.cid, uid, gmtCreate: now }).onConflictDoNothing(),
    commentLikeCount(db, query.cid),
    ...notify,
  ]);
}

/** `GET reply`: every reply of a comment the caller is shown (expand all), oldest first; cid, when given, is the comment's contest. */
export async function replyList(deps: D, query: { commentId: number; cid?: number }, caller: Principal | null): Promise<ReplyView[]> {
  const { comment, area } = await visibleComment(deps, query.commentId, caller);
  if (query.cid !== undefined && comment.comment.cid !== query.cid) throw notFound(COMMUNITY_MESSAGES.commentNotFound);
  return (await repliesOf(deps.db, query.commentId, area.filter)).map(toReplyView);
}

/** What a reply quotes, when the caller is shown it. */
async function quotedPost(deps: D, area: CommentArea, body: ReplyAddBody): Promise<(QuotedPost & { content: string }) | null> {
  if (body.quoteType === 'Comment') {
    const quoted = await findComment(deps.db, body.quoteId);
    if (!quoted || !passesFilter(area.filter, quoted.comment)) return null;
    return { type: 'Comment', commentId: quoted.comment.id, uid: quoted.comment.uid, content: quoted.comment.content };
  }
  const quoted = await findReply(deps.db, body.quoteId);
  if (!quoted || !passesFilter(area.filter, quoted.reply)) return null;
  return { type: 'Reply', commentId: quoted.reply.commentId, uid: quoted.reply.uid, content: quoted.reply.content };
}

/** `POST reply`: a reply under a comment, quoting it or one of its replies; the quoted post's author is told. */
export async function addReply(deps: D, body: ReplyAddBody, caller: Principal): Promise<ReplyView> {
  const { area } = await visibleComment(deps, body.commentId, caller);
  const quoted = await quotedPost(deps, area, body);
  const refusal = replyRefusal({ commentId: body.commentId, toUid: body.toUid }, quoted);
  if (refusal) throw badRequest(refusal);
  await assertMayPost(deps, 'comment', caller);
  const { db } = deps;
  const now = deps.clock.nowSeconds();
  const notify = messageInserts(db, [
    personalMessage({ type: 'Reply', action: MESSAGE_ACTIONS.reply, sender: caller.user.id, recipient: body.toUid, source: sourceOf(area), content: body.content, quote: quoted!.content, now }),
  ]);
  const [inserted] = await db.batch([
    db
      .insert(replies)
      .values({ commentId: body.commentId, uid: caller.user.id, toUid: body.toUid, content: body.content, quoteId: body.quoteId, quoteType: body.quoteType, byManager: area.contestManager, gmtCreate: now })
      .returning({ id: replies.id }),
    commentReplyCount(db, body.commentId),
    ...discussionCounter(deps, area),
    ...notify,
  ]);
  const written = await findReply(db, inserted[0]!.id);
  return toReplyView(written!);
}

/** `DELETE reply`: the author, an admin role, the contest's managers or the group's admins. */
export async function deleteReply(deps: D, id: number, caller: Principal): Promise<void> {
  const reply = await findReply(deps.db, id);
  if (!reply) throw notFound(COMMUNITY_MESSAGES.replyNotFound);
  const { area } = await visibleComment(deps, reply.reply.commentId, caller);
  if (!passesFilter(area.filter, reply.reply)) throw notFound(COMMUNITY_MESSAGES.replyNotFound);
  if (!mayDeletePost(actorIn(area, caller), reply.reply.uid)) throw forbidden(COMMUNITY_MESSAGES.mayNotDelete);
  const { db } = deps;
  await db.batch([db.delete(replies).where(eq(replies.id, id)), commentReplyCount(db, reply.reply.commentId), ...discussionCounter(deps, area)]);
}
