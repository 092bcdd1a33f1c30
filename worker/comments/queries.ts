import { and, asc, count, desc, eq, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { ROLE_ID } from '../../contract/roles';
import type { Db } from '../db/client';
import { users } from '../db/schema-accounts';
import { commentLikes, comments, discussions, replies } from '../db/schema-community';
import { inList } from '../lib/bound-parameters';
import type { AreaRef } from './area';
import type { CommentFilter } from './rules';

/** The reads of comments and replies and the counter statements their writes batch with. */

/** 'root' or 'admin' when the user holds one of them (the SPA / ADM badges), else null. */
export function badgeRoleOf(uidColumn: SQL | typeof users.id): SQL<string | null> {
  return sql<string | null>`(SELECT CASE WHEN max(role_id = ${ROLE_ID.root}) = 1 THEN 'root' WHEN max(role_id = ${ROLE_ID.admin}) = 1 THEN 'admin' END FROM user_roles WHERE user_id = ${uidColumn})`;
}

function filterOf(filter: CommentFilter, table: typeof comments | typeof replies): SQL | undefined {
  if (filter.kind === 'all') return undefined;
  return filter.uid === null ? eq(table.byManager, true) : or(eq(table.byManager, true), eq(table.uid, filter.uid));
}

const areaWhere = (ref: AreaRef) => ('did' in ref ? eq(comments.did, ref.did) : eq(comments.cid, ref.cid));

export const commentColumns = {
  comment: comments,
  fromName: users.username,
  fromAvatar: users.avatar,
  fromTitleName: users.titleName,
  fromTitleColor: users.titleColor,
  fromRole: badgeRoleOf(users.id),
};

export type CommentRecord = NonNullable<Awaited<ReturnType<typeof findComment>>>;

/** A page of an area's comments the caller is shown, newest first, and their count. */
export async function commentPage(db: Db, ref: AreaRef, filter: CommentFilter, page: { limit: number; offset: number }) {
  const where = and(areaWhere(ref), filterOf(filter, comments));
  const [rows, [total]] = await db.batch([
    db.select(commentColumns).from(comments).innerJoin(users, eq(users.id, comments.uid)).where(where).orderBy(desc(comments.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(comments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export function findComment(db: Db, id: number) {
  return db.select(commentColumns).from(comments).innerJoin(users, eq(users.id, comments.uid)).where(eq(comments.id, id)).get();
}

const toUser = alias(users, 'to_user');

const replyColumns = {
  reply: replies,
  fromName: users.username,
  fromAvatar: users.avatar,
  fromRole: badgeRoleOf(users.id),
  toName: toUser.username,
  toAvatar: toUser.avatar,
};

export type ReplyRecord = NonNullable<Awaited<ReturnType<typeof findReply>>>;

export function findReply(db: Db, id: number) {
  return db.select(replyColumns).from(replies).innerJoin(users, eq(users.id, replies.uid)).innerJoin(toUser, eq(toUser.id, replies.toUid)).where(eq(replies.id, id)).get();
}

/** Every reply of a comment the caller is shown, oldest first. */
export function repliesOf(db: Db, commentId: number, filter: CommentFilter) {
  return db
    .select(replyColumns)
    .from(replies)
    .innerJoin(users, eq(users.id, replies.uid))
    .innerJoin(toUser, eq(toUser.id, replies.toUid))
    .where(and(eq(replies.commentId, commentId), filterOf(filter, replies)))
    .orderBy(asc(replies.id))
    .all();
}

/**
 * The first `shown` replies of each comment the caller is shown (oldest first) with how many they
 * are shown in all, in one read: a window numbers and counts each comment's replies.
 */
export function firstReplies(db: Db, commentIds: number[], filter: CommentFilter, shown: number) {
  const ranked = db
    .select({
      id: replies.id,
      rn: sql<number>`row_number() OVER (PARTITION BY ${replies.commentId} ORDER BY ${replies.id})`.as('rn'),
      total: sql<number>`count(*) OVER (PARTITION BY ${replies.commentId})`.as('total'),
    })
    .from(replies)
    .where(and(inList(replies.commentId, commentIds), filterOf(filter, replies)))
    .as('ranked');
  return db
    .select({ ...replyColumns, total: ranked.total })
    .from(ranked)
    .innerJoin(replies, eq(replies.id, ranked.id))
    .innerJoin(users, eq(users.id, replies.uid))
    .innerJoin(toUser, eq(toUser.id, replies.toUid))
    .where(lte(ranked.rn, shown))
    .orderBy(asc(replies.commentId), asc(replies.id))
    .all();
}

/** The comments of a list the user likes. */
export async function likedComments(db: Db, uid: string, commentIds: number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: commentLikes.commentId })
    .from(commentLikes)
    .where(and(eq(commentLikes.uid, uid), inList(commentLikes.commentId, commentIds)))
    .all();
  return new Set(rows.map((r) => r.id));
}

export async function likesComment(db: Db, uid: string, commentId: number): Promise<boolean> {
  return (await likedComments(db, uid, [commentId])).has(commentId);
}

// ---- counters, recounted in the batch of the change that moves them ------------------------------

/** A discussion's commentNum: its comments and their replies. */
export function discussionCommentCount(db: Db, did: number) {
  const commentsOf = sql<number>`(SELECT count(*) FROM ${comments} WHERE ${comments.did} = ${did})`;
  const repliesOf = sql<number>`(SELECT count(*) FROM ${replies} INNER JOIN ${comments} ON ${comments.id} = ${replies.commentId} WHERE ${comments.did} = ${did})`;
  return db
    .update(discussions)
    .set({ commentNum: sql`${commentsOf} + ${repliesOf}` })
    .where(eq(discussions.id, did));
}

export function commentReplyCount(db: Db, commentId: number) {
  return db
    .update(comments)
    .set({ replyNum: sql`(SELECT count(*) FROM ${replies} WHERE ${replies.commentId} = ${commentId})` })
    .where(eq(comments.id, commentId));
}

export function commentLikeCount(db: Db, commentId: number) {
  return db
    .update(comments)
    .set({ likeNum: sql`(SELECT count(*) FROM ${commentLikes} WHERE ${commentLikes.commentId} = ${commentId})` })
    .where(eq(comments.id, commentId));
}
