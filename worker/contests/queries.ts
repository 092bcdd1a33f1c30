import { and, asc, count, desc, eq, getTableColumns, gte, inArray, isNull, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import { JUDGE_STATUS } from '../../contract/judge-status';
import { ROLE_ID } from '../../contract/roles';
import type { Db } from '../db/client';
import { userRoles, users } from '../db/schema-accounts';
import { contestAcChecks, contestAnnouncements, contestPrints, contestProblems, contestRegisters, contests } from '../db/schema-contests';
import { problems } from '../db/schema-problems';
import { submissions } from '../db/schema-submissions';
import { containsText } from '../lib/text-search';
import { inList, notInList } from '../lib/bound-parameters';

/** The drizzle reads and writes of the contest area, for participants; the admin ones are in queries-admin.ts. */

export type ContestRow = typeof contests.$inferSelect;
export type ContestProblemRow = typeof contestProblems.$inferSelect;

export function findContestRow(db: Db, cid: number): Promise<ContestRow | undefined> {
  return db.select().from(contests).where(eq(contests.id, cid)).get();
}

export function findRegistration(db: Db, cid: number, uid: string) {
  return db.select().from(contestRegisters).where(and(eq(contestRegisters.cid, cid), eq(contestRegisters.uid, uid))).get();
}

// ---- the list ----

export interface ContestListFilter {
  status?: number;
  type?: number;
  keyword?: string;
  /** only visible contests (the public list); the admin list passes false */
  visibleOnly: boolean;
  /** only this author's contests (a teacher's admin list) */
  uid?: string;
  /** a group's contests; without it, only site contests (decision 31: group items stay out of the site's lists) */
  gid?: number;
}

export function contestListWhere(filter: ContestListFilter, now: number): SQL | undefined {
  const conditions: (SQL | undefined)[] = [filter.gid === undefined ? isNull(contests.gid) : eq(contests.gid, filter.gid)];
  if (filter.visibleOnly) conditions.push(eq(contests.visible, true));
  if (filter.uid !== undefined) conditions.push(eq(contests.uid, filter.uid));
  if (filter.type !== undefined) conditions.push(eq(contests.type, filter.type));
  if (filter.keyword !== undefined) conditions.push(containsText(contests.title, filter.keyword));
  if (filter.status === -1) conditions.push(sql`${contests.startTime} > ${now}`);
  if (filter.status === 0) conditions.push(sql`${contests.startTime} <= ${now} AND ${contests.endTime} > ${now}`);
  if (filter.status === 1) conditions.push(sql`${contests.endTime} <= ${now}`);
  return and(...conditions);
}

const participants = sql<number>`(SELECT count(*) FROM ${contestRegisters} WHERE ${contestRegisters.cid} = ${contests.id})`;

/**
 * A page of contests with their participant counts: running first (latest started first), then
 * scheduled (soonest first), then ended (newest first).
 */
export function contestListPage(db: Db, where: SQL | undefined, now: number, page: { limit: number; offset: number }) {
  const group = sql`CASE WHEN ${contests.startTime} > ${now} THEN 1 WHEN ${contests.endTime} > ${now} THEN 0 ELSE 2 END`;
  const scheduledFirst = sql`CASE WHEN ${contests.startTime} > ${now} THEN ${contests.startTime} ELSE 0 END`;
  return db
    .select({ row: contests, count: participants })
    .from(contests)
    .where(where)
    .orderBy(asc(group), asc(scheduledFirst), desc(contests.startTime), desc(contests.id))
    .limit(page.limit)
    .offset(page.offset)
    .all();
}

/** The admin list: newest first. */
export function adminContestListPage(db: Db, where: SQL | undefined, page: { limit: number; offset: number }) {
  return db.select({ row: contests, count: participants }).from(contests).where(where).orderBy(desc(contests.id)).limit(page.limit).offset(page.offset).all();
}

export async function countContests(db: Db, where: SQL | undefined): Promise<number> {
  return (await db.select({ n: count() }).from(contests).where(where).get())?.n ?? 0;
}

export async function participantCount(db: Db, cid: number): Promise<number> {
  return (await db.select({ n: count() }).from(contestRegisters).where(eq(contestRegisters.cid, cid)).get())?.n ?? 0;
}

// ---- registration ----

/** Registers a participant; a second registration changes nothing (for statements batched with a submission). */
export function registerStatement(db: Db, cid: number, uid: string, now: number, personalStart: number | null = null) {
  return db.insert(contestRegisters).values({ cid, uid, startTime: personalStart, gmtCreate: now }).onConflictDoNothing();
}

/** Starts the personal time once: answers whether this call started it. */
export async function startPersonalTime(db: Db, cid: number, uid: string, now: number): Promise<boolean> {
  const rows = await db
    .update(contestRegisters)
    .set({ startTime: now })
    .where(and(eq(contestRegisters.cid, cid), eq(contestRegisters.uid, uid), sql`${contestRegisters.startTime} IS NULL`))
    .returning({ cid: contestRegisters.cid });
  return rows.length > 0;
}

// ---- problems ----

const naturalDisplayOrder = [asc(sql`length(${contestProblems.displayId})`), asc(contestProblems.displayId)];

/** A contest's problems in display order, with the problem fields lists show. */
export function contestProblemList(db: Db, cid: number) {
  return db
    .select({ cp: contestProblems, type: problems.type, problemId: problems.problemId, title: problems.title, auth: problems.auth })
    .from(contestProblems)
    .innerJoin(problems, eq(problems.id, contestProblems.pid))
    .where(eq(contestProblems.cid, cid))
    .orderBy(...naturalDisplayOrder)
    .all();
}

/** The contest_problems rows of a contest (for statements batched with others). */
export function contestProblemsQuery(db: Db, cid: number) {
  return db.select().from(contestProblems).where(eq(contestProblems.cid, cid));
}

export function contestProblemByDisplayId(db: Db, cid: number, displayId: string) {
  return db.select().from(contestProblems).where(and(eq(contestProblems.cid, cid), eq(contestProblems.displayId, displayId))).get();
}

export function contestProblemByPid(db: Db, cid: number, pid: number) {
  return db.select().from(contestProblems).where(and(eq(contestProblems.cid, cid), eq(contestProblems.pid, pid))).get();
}

/** The submissions of a contest that count for it: from its start (earlier ones are admins' tests), until its end unless `containsEnd`. */
export function contestWindow(contest: Pick<ContestRow, 'id' | 'startTime' | 'endTime'>, containsEnd: boolean): SQL | undefined {
  return and(eq(submissions.cid, contest.id), gte(submissions.submitTime, contest.startTime), containsEnd ? undefined : lt(submissions.submitTime, contest.endTime));
}

/** ac and total per problem over the contest's window; a status per problem for the problem page too. */
export function contestStatusCounts(db: Db, window: SQL | undefined, pid?: number) {
  return db
    .select({ pid: submissions.pid, status: submissions.status, n: count() })
    .from(submissions)
    .where(and(window, pid === undefined ? undefined : eq(submissions.pid, pid), notInArray(submissions.status, [JUDGE_STATUS.submittedFailed])))
    .groupBy(submissions.pid, submissions.status)
    .all();
}

/** One user's tries in a contest (optionally at some problems), as their own status cells need them. */
export function ownContestTries(db: Db, cid: number, uid: string, pids?: number[]) {
  return db
    .select({ submitId: submissions.submitId, pid: submissions.pid, status: submissions.status, score: submissions.score, submitTime: submissions.submitTime })
    .from(submissions)
    .where(and(eq(submissions.uid, uid), eq(submissions.cid, cid), pids === undefined ? undefined : inList(submissions.pid, pids)))
    .all();
}

/** The caller's latest accepted code at a contest problem. */
export function latestAcceptedInContest(db: Db, cid: number, uid: string, pid: number) {
  return db
    .select({ submitId: submissions.submitId, code: submissions.code, language: submissions.language, submitTime: submissions.submitTime })
    .from(submissions)
    .where(and(eq(submissions.uid, uid), eq(submissions.pid, pid), eq(submissions.cid, cid), eq(submissions.status, JUDGE_STATUS.accepted)))
    .orderBy(desc(submissions.submitId))
    .limit(1)
    .get();
}

// ---- announcements ----

export function announcementPage(db: Db, cid: number, page: { limit: number; offset: number }) {
  return db.select().from(contestAnnouncements).where(eq(contestAnnouncements.cid, cid)).orderBy(desc(contestAnnouncements.id)).limit(page.limit).offset(page.offset).all();
}

export async function countAnnouncements(db: Db, cid: number): Promise<number> {
  return (await db.select({ n: count() }).from(contestAnnouncements).where(eq(contestAnnouncements.cid, cid)).get())?.n ?? 0;
}

export function unreadAnnouncements(db: Db, cid: number, read: number[]) {
  return db
    .select({ id: contestAnnouncements.id, title: contestAnnouncements.title, gmtCreate: contestAnnouncements.gmtCreate })
    .from(contestAnnouncements)
    .where(and(eq(contestAnnouncements.cid, cid), notInList(contestAnnouncements.id, read)))
    .orderBy(desc(contestAnnouncements.id))
    .all();
}

export function findAnnouncement(db: Db, id: number, cid: number) {
  return db.select().from(contestAnnouncements).where(and(eq(contestAnnouncements.id, id), eq(contestAnnouncements.cid, cid))).get();
}

export async function insertAnnouncement(db: Db, values: typeof contestAnnouncements.$inferInsert) {
  const [row] = await db.insert(contestAnnouncements).values(values).returning();
  return row!;
}

export async function updateAnnouncement(db: Db, id: number, cid: number, values: { title: string; content: string; gmtModified: number }) {
  const [row] = await db
    .update(contestAnnouncements)
    .set(values)
    .where(and(eq(contestAnnouncements.id, id), eq(contestAnnouncements.cid, cid)))
    .returning();
  return row;
}

export async function deleteAnnouncement(db: Db, id: number, cid: number): Promise<boolean> {
  const rows = await db
    .delete(contestAnnouncements)
    .where(and(eq(contestAnnouncements.id, id), eq(contestAnnouncements.cid, cid)))
    .returning({ id: contestAnnouncements.id });
  return rows.length > 0;
}

// ---- print ----

export async function insertPrint(db: Db, values: typeof contestPrints.$inferInsert): Promise<void> {
  await db.insert(contestPrints).values(values);
}

export function printPage(db: Db, cid: number, page: { limit: number; offset: number }) {
  const { content: _content, ...listed } = getTableColumns(contestPrints);
  return db.select(listed).from(contestPrints).where(eq(contestPrints.cid, cid)).orderBy(desc(contestPrints.id)).limit(page.limit).offset(page.offset).all();
}

export async function countPrints(db: Db, cid: number): Promise<number> {
  return (await db.select({ n: count() }).from(contestPrints).where(eq(contestPrints.cid, cid)).get())?.n ?? 0;
}

export function findPrint(db: Db, id: number) {
  return db.select().from(contestPrints).where(eq(contestPrints.id, id)).get();
}

export async function markPrinted(db: Db, id: number, cid: number): Promise<boolean> {
  const rows = await db
    .update(contestPrints)
    .set({ status: 1 })
    .where(and(eq(contestPrints.id, id), eq(contestPrints.cid, cid)))
    .returning({ id: contestPrints.id });
  return rows.length > 0;
}

// ---- the admin helper and the accepted-code archive ----

const acceptedIn = (window: SQL | undefined) => and(window, eq(submissions.status, JUDGE_STATUS.accepted));

/** A page of accepted tries, newest first, with the submitter's real name and the checked mark. */
export function acceptedPage(db: Db, window: SQL | undefined, page: { limit: number; offset: number }) {
  return db
    .select({
      submitId: submissions.submitId,
      pid: submissions.pid,
      uid: submissions.uid,
      username: submissions.username,
      submitTime: submissions.submitTime,
      realname: users.realname,
      checked: contestAcChecks.checked,
    })
    .from(submissions)
    .leftJoin(users, eq(users.id, submissions.uid))
    .leftJoin(contestAcChecks, eq(contestAcChecks.submitId, submissions.submitId))
    .where(acceptedIn(window))
    .orderBy(desc(submissions.submitId))
    .limit(page.limit)
    .offset(page.offset)
    .all();
}

export async function countAccepted(db: Db, window: SQL | undefined): Promise<number> {
  return (await db.select({ n: count() }).from(submissions).where(acceptedIn(window)).get())?.n ?? 0;
}

/** The time of each problem's first accepted try, for first blood. */
export function firstAcceptedTimes(db: Db, window: SQL | undefined) {
  return db
    .select({ pid: submissions.pid, first: sql<number>`min(${submissions.submitTime})` })
    .from(submissions)
    .where(acceptedIn(window))
    .groupBy(submissions.pid)
    .all();
}

export function findContestSubmission(db: Db, submitId: number, cid: number) {
  return db
    .select({ submitId: submissions.submitId, status: submissions.status })
    .from(submissions)
    .where(and(eq(submissions.submitId, submitId), eq(submissions.cid, cid)))
    .get();
}

export async function setAcChecked(db: Db, submitId: number, cid: number, checked: boolean): Promise<void> {
  await db.insert(contestAcChecks).values({ submitId, cid, checked }).onConflictDoUpdate({ target: contestAcChecks.submitId, set: { checked } });
}

/** Every accepted try with its code, for the archive. */
export function acceptedWithCode(db: Db, window: SQL | undefined) {
  return db
    .select({ submitId: submissions.submitId, pid: submissions.pid, uid: submissions.uid, username: submissions.username, code: submissions.code, language: submissions.language })
    .from(submissions)
    .where(acceptedIn(window))
    .orderBy(asc(submissions.submitId))
    .all();
}

/** The uids among `uids` holding the admin or super-admin role. */
export async function siteAdminsAmong(db: Db, uids: string[]): Promise<Set<string>> {
  if (uids.length === 0) return new Set();
  const rows = await db
    .select({ uid: userRoles.userId })
    .from(userRoles)
    .where(and(inList(userRoles.userId, uids), inArray(userRoles.roleId, [ROLE_ID.root, ROLE_ID.admin])))
    .all();
  return new Set(rows.map((r) => r.uid));
}
