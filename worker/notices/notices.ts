import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { NoticeBody, NoticeView } from '../../contract/api/community';
import type { Page } from '../../contract/envelope';
import { COMMUNITY_MESSAGES } from '../../contract/rules/community';
import type { Principal } from '../accounts/sessions';
import { iso } from '../contests/view';
import type { Db } from '../db/client';
import { users } from '../db/schema-accounts';
import { noticeRecipients, notices, noticeStates } from '../db/schema-community';
import type { Deps } from '../deps';
import { badRequest, notFound } from '../lib/api-error';
import { designatedNames, unknownUsersRefusal, usernameKey } from './rules';
import { containsText } from '../lib/text-search';
import { inList } from '../lib/bound-parameters';

/**
 * System notifications (part 3 §3.7, decision 33), managed by the super admin (the routes' access).
 * One `notices` row per notification whatever its audience; a designated one lists its users in
 * `notice_recipients`. The hourly push (push.ts) makes waiting ones reach the users.
 */

type NoticeRow = typeof notices.$inferSelect;

function toNoticeView(row: NoticeRow, author: string, designated: string[]): NoticeView {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    recipient: row.recipient,
    users: row.recipient === 'Designated' ? designated : [],
    pushed: row.pushed,
    pushedAt: row.pushedAt === null ? null : iso(row.pushedAt),
    author,
    gmtCreate: iso(row.gmtCreate),
    gmtModified: iso(row.gmtModified),
  };
}

/** The usernames each of these notifications is designated to, by notification id. */
async function designatedUsernames(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const byNotice = new Map<number, string[]>();
  const rows = await db
    .select({ noticeId: noticeRecipients.noticeId, username: users.username })
    .from(noticeRecipients)
    .innerJoin(users, eq(users.id, noticeRecipients.uid))
    .where(inList(noticeRecipients.noticeId, ids))
    .orderBy(users.usernameKey)
    .all();
  for (const r of rows) byNotice.set(r.noticeId, [...(byNotice.get(r.noticeId) ?? []), r.username]);
  return byNotice;
}

async function noticeViews(db: Db, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<NoticeView[]> {
  const base = db.select({ row: notices, author: users.username }).from(notices).innerJoin(users, eq(users.id, notices.uid)).where(where).orderBy(desc(notices.id));
  const rows = page ? await base.limit(page.limit).offset(page.offset).all() : await base.all();
  const designated = await designatedUsernames(
    db,
    rows.filter((r) => r.row.recipient === 'Designated').map((r) => r.row.id),
  );
  return rows.map((r) => toNoticeView(r.row, r.author, designated.get(r.row.id) ?? []));
}

async function noticeView(db: Db, id: number): Promise<NoticeView | undefined> {
  return (await noticeViews(db, eq(notices.id, id)))[0];
}

/** `GET admin/notice`: newest first; a keyword matches the title. */
export async function adminNotices(deps: Pick<Deps, 'db'>, query: { currentPage: number; limit: number; keyword?: string }): Promise<Page<NoticeView>> {
  const where = query.keyword ? containsText(notices.title, query.keyword) : undefined;
  const [records, [total]] = await Promise.all([
    noticeViews(deps.db, where, { limit: query.limit, offset: (query.currentPage - 1) * query.limit }),
    deps.db.select({ n: count() }).from(notices).where(where).all(),
  ]);
  return { records, total: total?.n ?? 0, current: query.currentPage, size: query.limit };
}

/** The ids of a notification's designated users; refuses an empty list and names every unknown user. */
async function resolveRecipients(db: Db, body: NoticeBody): Promise<string[]> {
  const wanted = designatedNames(body.recipient, body.users);
  if ('refusal' in wanted) throw badRequest(wanted.refusal);
  const rows = await db
    .select({ id: users.id, key: users.usernameKey })
    .from(users)
    .where(
      inList(
        users.usernameKey,
        wanted.names.map((n) => usernameKey(n)),
      ),
    )
    .all();
  const found = new Map(rows.map((r) => [r.key, r.id]));
  const refusal = unknownUsersRefusal(wanted.names, new Set(found.keys()));
  if (refusal) throw badRequest(refusal);
  return [...found.values()];
}

/**
 * The recipient rows of the notification `noticeId` (an id, or the SQL of the one just inserted in
 * the same batch), in one statement whatever their number.
 */
function recipientInserts(db: Db, noticeId: number | SQL, uids: string[]) {
  if (uids.length === 0) return [];
  return [
    db.insert(noticeRecipients).select(
      db
        .select({ noticeId: sql<number>`${noticeId}`.as('notice_id'), uid: users.id })
        .from(users)
        .where(inList(users.id, uids)),
    ),
  ];
}

/**
 * `POST admin/notice`: one notices row (plus the designated users), waiting for the next hourly push.
 * The rows go in one batch; a batch runs as one transaction, so the newest notification id inside it
 * is the one just inserted.
 */
export async function addNotice(deps: Pick<Deps, 'db' | 'clock'>, body: NoticeBody, caller: Principal): Promise<NoticeView> {
  const uids = await resolveRecipients(deps.db, body);
  const now = deps.clock.nowSeconds();
  const insert = deps.db
    .insert(notices)
    .values({ title: body.title, content: body.content, recipient: body.recipient, pushed: false, pushedAt: null, uid: caller.user.id, gmtCreate: now, gmtModified: now })
    .returning({ id: notices.id });
  const [[inserted]] = await deps.db.batch([insert, ...recipientInserts(deps.db, sql`(SELECT max(id) FROM notices)`, uids)]);
  return (await noticeView(deps.db, inserted!.id))!;
}

async function existingNotice(db: Db, id: number): Promise<NoticeRow> {
  const row = await db.select().from(notices).where(eq(notices.id, id)).get();
  if (!row) throw notFound(COMMUNITY_MESSAGES.noticeNotFound);
  return row;
}

/**
 * `PUT admin/notice`: changes the text and the audience. A notification already pushed stays pushed
 * (users read the corrected text; their read states stay); a waiting one still goes at the next push.
 */
export async function updateNotice(deps: Pick<Deps, 'db' | 'clock'>, body: NoticeBody): Promise<NoticeView> {
  if (body.id === null) throw badRequest('id is required');
  const id = body.id;
  await existingNotice(deps.db, id);
  const uids = await resolveRecipients(deps.db, body);
  await deps.db.batch([
    deps.db.update(notices).set({ title: body.title, content: body.content, recipient: body.recipient, gmtModified: deps.clock.nowSeconds() }).where(eq(notices.id, id)),
    deps.db.delete(noticeRecipients).where(eq(noticeRecipients.noticeId, id)),
    ...recipientInserts(deps.db, id, uids),
  ]);
  return (await noticeView(deps.db, id))!;
}

/** `DELETE admin/notice`: the notification leaves every system box with its recipients and read states. */
export async function deleteNotice(deps: Pick<Deps, 'db'>, id: number): Promise<void> {
  await existingNotice(deps.db, id);
  await deps.db.batch([deps.db.delete(noticeStates).where(eq(noticeStates.noticeId, id)), deps.db.delete(noticeRecipients).where(eq(noticeRecipients.noticeId, id)), deps.db.delete(notices).where(eq(notices.id, id))]);
}
