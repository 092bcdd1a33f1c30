import { and, count, desc, eq, exists, gte, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Principal } from '../accounts/sessions';
import type { Db } from '../db/client';
import { users } from '../db/schema-accounts';
import { noticeRecipients, notices, noticeStates, userMessages } from '../db/schema-community';
import { boundedStatements, inList } from '../lib/bound-parameters';
import { noticeAudiences, type PersonalBox } from './rules';

/** The reads and writes of the message centre: personal messages by box, and notifications with each reader's state. */

export const NOTICE_STATE = { read: 1, deleted: 2 } as const;

// ---- personal messages ---------------------------------------------------------------------------

const ofBox = (uid: string, box: PersonalBox) => and(eq(userMessages.recipient, uid), eq(userMessages.type, box));

export async function unreadPersonal(db: Db, uid: string) {
  return db
    .select({ type: userMessages.type, n: count() })
    .from(userMessages)
    .where(and(eq(userMessages.recipient, uid), eq(userMessages.state, 0)))
    .groupBy(userMessages.type)
    .all();
}

/** A page of one box, newest first, with the sender's name and avatar, and the box's size. */
export async function boxPage(db: Db, uid: string, box: PersonalBox, page: { limit: number; offset: number }) {
  const where = ofBox(uid, box);
  const [rows, [total]] = await db.batch([
    db
      .select({ message: userMessages, senderUsername: users.username, senderAvatar: users.avatar })
      .from(userMessages)
      .leftJoin(users, eq(users.id, userMessages.senderId))
      .where(where)
      .orderBy(desc(userMessages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(userMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function markMessagesRead(db: Db, uid: string, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(userMessages)
    .set({ state: 1 })
    .where(and(eq(userMessages.recipient, uid), inList(userMessages.id, ids)));
}

/** Deletes a box, or one message of it; answers how many went. */
export async function deletePersonal(db: Db, uid: string, box: PersonalBox, id: number | undefined): Promise<number> {
  const gone = await db
    .delete(userMessages)
    .where(and(ofBox(uid, box), id === undefined ? undefined : eq(userMessages.id, id)))
    .returning({ id: userMessages.id });
  return gone.length;
}

// ---- notifications ------------------------------------------------------------------------------

/**
 * The notifications that reach a reader (the SQL of `noticeReaches`): pushed, pushed after the
 * account was created, and addressed to everyone, to admins when the reader is one, or to them by name.
 */
export function reachesReader(reader: Principal): SQL {
  const designated = exists(
    sql`(SELECT 1 FROM ${noticeRecipients} WHERE ${noticeRecipients.noticeId} = ${notices.id} AND ${noticeRecipients.uid} = ${reader.user.id})`,
  );
  return and(
    eq(notices.pushed, true),
    gte(notices.pushedAt, reader.user.createdAt),
    or(inList(notices.recipient, noticeAudiences(reader.roles)), and(eq(notices.recipient, 'Designated'), designated)),
  )!;
}

const stateOf = (uid: string) => and(eq(noticeStates.noticeId, notices.id), eq(noticeStates.uid, uid));

export async function unreadNotices(db: Db, reader: Principal): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notices)
    .leftJoin(noticeStates, stateOf(reader.user.id))
    .where(and(reachesReader(reader), isNull(noticeStates.state)))
    .all();
  return row?.n ?? 0;
}

/** A page of the notifications a reader has not deleted, newest push first, with their state, and how many there are. */
export async function noticePage(db: Db, reader: Principal, page: { limit: number; offset: number }) {
  const where = and(reachesReader(reader), or(isNull(noticeStates.state), ne(noticeStates.state, NOTICE_STATE.deleted)));
  const [rows, [total]] = await db.batch([
    db
      .select({ id: notices.id, title: notices.title, content: notices.content, pushedAt: notices.pushedAt, state: noticeStates.state })
      .from(notices)
      .leftJoin(noticeStates, stateOf(reader.user.id))
      .where(where)
      .orderBy(desc(notices.pushedAt), desc(notices.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(notices).leftJoin(noticeStates, stateOf(reader.user.id)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Records a reader's state of some notifications; a deletion overrides a read, a read never revives a deletion. */
export async function setNoticeStates(db: Db, uid: string, ids: number[], state: number): Promise<void> {
  const statements = boundedStatements(ids, (part) =>
    db
      .insert(noticeStates)
      .values(part.map((noticeId) => ({ noticeId, uid, state })))
      .onConflictDoUpdate({ target: [noticeStates.uid, noticeStates.noticeId], set: { state: sql`max(${noticeStates.state}, excluded.state)` } }),
  );
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}


/** The ids of the notifications that reach a reader and they have not deleted (all of them, or the one named). */
export async function reachingNoticeIds(db: Db, reader: Principal, id: number | undefined): Promise<number[]> {
  const rows = await db
    .select({ id: notices.id })
    .from(notices)
    .leftJoin(noticeStates, stateOf(reader.user.id))
    .where(and(reachesReader(reader), or(isNull(noticeStates.state), ne(noticeStates.state, NOTICE_STATE.deleted)), id === undefined ? undefined : eq(notices.id, id)))
    .all();
  return rows.map((r) => r.id);
}
