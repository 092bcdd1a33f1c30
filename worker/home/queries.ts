import { and, asc, between, count, desc, eq, gte, or, sql, type SQL } from 'drizzle-orm';
import type { RankType } from '../../contract/rules/home';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema-accounts';
import { problems, userProblemStatus } from '../db/schema-problems';
import { firstAccepted, siteDayStats, userDayStats, userStats } from '../db/schema-stats';
import { publicBankCondition } from '../problems/queries';
import { containsText } from '../lib/text-search';
import { inList } from '../lib/bound-parameters';

/** The reads of the home page, the ranks and the user home: each one statement on the kept rows (decision 34). */

const ups = userProblemStatus;
const st = userStats;

/** The site's kept day rows from `first` to `last` (a query a batch can hold). */
export function siteDaysQuery(db: Db, first: number, last: number) {
  return db.select({ day: siteDayStats.day, total: siteDayStats.total, ac: siteDayStats.ac }).from(siteDayStats).where(between(siteDayStats.day, first, last));
}

const rankedUser = { uid: users.id, username: users.username, nickname: users.nickname, avatar: users.avatar, titleName: users.titleName, titleColor: users.titleColor };

/** A user on a rank: enabled, with something to show. */
const listed = and(eq(users.status, 0), or(sql`${st.ac} > 0`, sql`${st.total} > 0`));

/**
 * The top `limit` of a window: the users with the most public-bank problems first accepted since
 * `since`, ties by who reached the count first (the latest first acceptance earlier), then by id.
 */
export function windowTop(db: Db, since: number, limit: number) {
  const acNum = sql<number>`count(*)`;
  const reached = sql<number>`max(${firstAccepted.acTime})`;
  return db
    .select({ ...rankedUser, acNum })
    .from(firstAccepted)
    .innerJoin(problems, eq(problems.id, firstAccepted.pid))
    .innerJoin(users, eq(users.id, firstAccepted.uid))
    .where(and(gte(firstAccepted.acTime, since), publicBankCondition(), eq(users.status, 0)))
    .groupBy(firstAccepted.uid)
    .orderBy(desc(acNum), asc(reached), asc(firstAccepted.uid))
    .limit(limit)
    .all();
}

/** The ranks' orders, which the kept table's indexes follow. */
const RANK_ORDER: Record<RankType, SQL[]> = {
  ACM: [desc(st.ac), asc(st.total), asc(st.uid)],
  OI: [desc(st.score), desc(st.ac), asc(st.total), asc(st.uid)],
};

/** The all-time top: the ACM rank's first rows. */
export function allTimeTop(db: Db, limit: number) {
  return db
    .select({ ...rankedUser, acNum: st.ac })
    .from(st)
    .innerJoin(users, eq(users.id, st.uid))
    .where(and(eq(users.status, 0), sql`${st.ac} > 0`))
    .orderBy(...RANK_ORDER.ACM)
    .limit(limit)
    .all();
}

function searchCondition(searchUser: string | undefined): SQL | undefined {
  if (!searchUser) return undefined;
  return or(containsText(users.username, searchUser), containsText(users.nickname, searchUser))!;
}

/** A page of a rank, read off the kept table's index for its order. */
export function rankPage(db: Db, type: RankType, searchUser: string | undefined, page: { limit: number; offset: number }) {
  return db
    .select({ ...rankedUser, ac: st.ac, total: st.total, score: st.score, signature: sql<string | null>`substr(${users.signature}, 1, 200)` })
    .from(st)
    .innerJoin(users, eq(users.id, st.uid))
    .where(and(listed, searchCondition(searchUser)))
    .orderBy(...RANK_ORDER[type])
    .limit(page.limit)
    .offset(page.offset)
    .all();
}

/** How many users a rank lists (the same for both orders). */
export async function rankCount(db: Db, searchUser: string | undefined): Promise<number> {
  const row = await db.select({ n: count() }).from(st).innerJoin(users, eq(users.id, st.uid)).where(and(listed, searchCondition(searchUser))).get();
  return row?.n ?? 0;
}

/** Which of these problems the user solved. */
export async function solvedAmong(db: Db, uid: string, pids: number[]): Promise<Set<number>> {
  if (pids.length === 0) return new Set();
  const rows = await db.select({ pid: ups.pid }).from(ups).where(and(eq(ups.uid, uid), eq(ups.status, 0), inList(ups.pid, pids))).all();
  return new Set(rows.map((r) => r.pid));
}

/** The public bank's problems added or changed last. */
export function recentProblems(db: Db, limit: number) {
  return db
    .select({ pid: problems.id, problemId: problems.problemId, title: problems.title, difficulty: problems.difficulty, type: problems.type, updatedAt: problems.updatedAt })
    .from(problems)
    .where(publicBankCondition())
    .orderBy(desc(problems.updatedAt), desc(problems.id))
    .limit(limit)
    .all();
}

/** How a call names its user: by id, by username (any case), or both (they must agree). */
export interface UserRef {
  uid?: string;
  username?: string;
}

const uidParam = sql.placeholder('uid');
const usernameParam = sql.placeholder('username');

/** The condition on `users` for a reference, with the values the prepared statement binds. */
function userCondition(ref: UserRef): { key: string; where: SQL | undefined; values: Record<string, string> } {
  const values: Record<string, string> = {};
  if (ref.uid !== undefined) values.uid = ref.uid;
  if (ref.username !== undefined) values.username = ref.username.toLowerCase();
  const where = and(ref.uid === undefined ? undefined : eq(users.id, uidParam), ref.username === undefined ? undefined : eq(users.usernameKey, usernameParam));
  return { key: Object.keys(values).join('+'), where, values };
}

/**
 * The user home's and the heatmap's statements, built once per database and shape: a user home is
 * read for a different user each time, so building the SQL on every request would cost more than
 * running it (decision 34).
 */
const preparedByDb = new WeakMap<Db, Map<string, unknown>>();

function prepared<T>(db: Db, key: string, build: () => T): T {
  let statements = preparedByDb.get(db);
  if (!statements) preparedByDb.set(db, (statements = new Map()));
  if (!statements.has(key)) statements.set(key, build());
  return statements.get(key) as T;
}

function userHomeStatement(db: Db, where: SQL | undefined) {
  const results = sql<string>`(SELECT json_group_array(json_array(${problems.id}, ${problems.problemId}, ${problems.title}, ${problems.difficulty}, ${problems.type}, ${ups.status}, ${ups.score}))
    FROM ${ups} INNER JOIN ${problems} ON ${problems.id} = ${ups.pid}
    WHERE ${ups.uid} = ${users.id} AND (${ups.status} = 0 OR (${problems.type} = 1 AND ${ups.score} > 0)) AND ${publicBankCondition()})`;
  return db
    .select({
      uid: users.id,
      username: users.username,
      nickname: users.nickname,
      gender: users.gender,
      avatar: users.avatar,
      school: users.school,
      signature: users.signature,
      github: users.github,
      blog: users.blog,
      titleName: users.titleName,
      titleColor: users.titleColor,
      status: users.status,
      total: sql<number>`coalesce(${st.total}, 0)`,
      ac: sql<number>`coalesce(${st.ac}, 0)`,
      oiCoin: sql<number>`coalesce(${st.oiCoin}, 0)`,
      lastLogin: sql<number | null>`(SELECT max(${sessions.createdAt}) FROM ${sessions} WHERE ${sessions.userId} = ${users.id})`,
      results,
    })
    .from(users)
    .leftJoin(st, eq(st.uid, users.id))
    .where(where)
    .prepare();
}

/**
 * One user's home in one statement: the profile's public fields, the kept numbers, the latest
 * sign-in, and (JSON) each public-bank problem they solved or scored on:
 * `[pid, problemId, title, difficulty, type, status, score]`.
 */
export function userHome(db: Db, ref: UserRef) {
  const { key, where, values } = userCondition(ref);
  return prepared(db, `home:${key}`, () => userHomeStatement(db, where)).get(values);
}

const firstDayParam = sql.placeholder('first');
const lastDayParam = sql.placeholder('last');

function userDaysStatement(db: Db, where: SQL | undefined) {
  return db
    .select({ status: users.status, day: userDayStats.day, count: userDayStats.count })
    .from(users)
    .leftJoin(userDayStats, and(eq(userDayStats.uid, users.id), between(userDayStats.day, firstDayParam, lastDayParam), sql`${userDayStats.count} > 0`))
    .where(where)
    .orderBy(asc(userDayStats.day))
    .prepare();
}

/**
 * A user's heatmap days from `first` to `last` with submissions, in one statement: the user's row
 * (so an unknown user is told from a quiet one) left-joined to their kept days.
 */
export function userDays(db: Db, ref: UserRef, first: number, last: number) {
  const { key, where, values } = userCondition(ref);
  return prepared(db, `days:${key}`, () => userDaysStatement(db, where)).all({ ...values, first, last });
}
