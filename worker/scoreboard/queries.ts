import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { ROLE } from '../../contract/roles';
import type { Db } from '../db/client';
import { roles, userRoles, users } from '../db/schema-accounts';
import { contestProblems, contestRegisters, contests } from '../db/schema-contests';
import { problems } from '../db/schema-problems';
import { submissions } from '../db/schema-submissions';

/** D1 reads of the scoreboard: what a board is rebuilt from, and what one verdict adds to it. */

export type BoardContestRow = typeof contests.$inferSelect;

export function boardContestRow(db: Db, cid: number): Promise<BoardContestRow | undefined> {
  return db.select().from(contests).where(eq(contests.id, cid)).get();
}

export interface BoardProblemRow {
  /** the contest problem's own id */
  id: number;
  pid: number;
  displayId: string;
  displayTitle: string;
  color: string | null;
  /** the problem's own type: 0 ACM, 1 OI */
  type: number;
}

/** The contest's problems in board column order (display ids compared as people read them: A, B, …, A2 before A10). */
export async function boardProblemRows(db: Db, cid: number): Promise<BoardProblemRow[]> {
  const rows = await db
    .select({ id: contestProblems.id, pid: contestProblems.pid, displayId: contestProblems.displayId, displayTitle: contestProblems.displayTitle, color: contestProblems.color, type: problems.type })
    .from(contestProblems)
    .innerJoin(problems, eq(problems.id, contestProblems.pid))
    .where(eq(contestProblems.cid, cid));
  return rows.sort((a, b) => a.displayId.localeCompare(b.displayId, 'en', { numeric: true }) || a.pid - b.pid);
}

/** Personal starts of the participants who started their own time (uid → Unix seconds). */
export async function personalStarts(db: Db, cid: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ uid: contestRegisters.uid, startTime: contestRegisters.startTime })
    .from(contestRegisters)
    .where(and(eq(contestRegisters.cid, cid), sql`${contestRegisters.startTime} IS NOT NULL`));
  return new Map(rows.map((r) => [r.uid, r.startTime as number]));
}

export function personalStartOf(db: Db, cid: number, uid: string) {
  return db
    .select({ startTime: contestRegisters.startTime })
    .from(contestRegisters)
    .where(and(eq(contestRegisters.cid, cid), eq(contestRegisters.uid, uid)))
    .get();
}

/** The super admins: never on a board (nor is the contest's author). */
export async function superAdminUids(db: Db): Promise<string[]> {
  const rows = await db.select({ uid: userRoles.userId }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.roleId)).where(eq(roles.name, ROLE.root));
  return rows.map((r) => r.uid);
}

/** A contest submission as the board keeps it, before its user's clock base is known. */
export type SubmissionTuple = [submitId: number, uid: string, pid: number, status: number, score: number | null, time: number | null, submitTime: number];

const SUBMISSION_PAGE = 50_000;

/**
 * Every submission of the contest, in pages by submitId (D1 answers are bounded), as tuples: a
 * large contest has hundreds of thousands, and arrays cost far less than objects to carry and parse.
 */
export async function contestSubmissionTuples(db: Db, cid: number): Promise<SubmissionTuple[]> {
  const all: SubmissionTuple[] = [];
  let after = 0;
  for (;;) {
    const page = (await db
      .select({ submitId: submissions.submitId, uid: submissions.uid, pid: submissions.pid, status: submissions.status, score: submissions.score, time: submissions.time, submitTime: submissions.submitTime })
      .from(submissions)
      .where(and(eq(submissions.cid, cid), gt(submissions.submitId, after)))
      .orderBy(asc(submissions.submitId))
      .limit(SUBMISSION_PAGE)
      .values()) as SubmissionTuple[];
    for (const row of page) all.push(row);
    if (page.length < SUBMISSION_PAGE) return all;
    after = page[page.length - 1]![0];
  }
}

/** What a board shows of a player. */
export interface BoardUserRow {
  uid: string;
  username: string;
  nickname: string | null;
  realname: string | null;
  school: string | null;
  gender: string;
  avatar: string | null;
}

const userColumns = { uid: users.id, username: users.username, nickname: users.nickname, realname: users.realname, school: users.school, gender: users.gender, avatar: users.avatar };

/** The display fields of everyone who submitted in the contest, and of its star users (by username). */
export function boardUserRows(db: Db, cid: number): Promise<BoardUserRow[]> {
  return db
    .select(userColumns)
    .from(users)
    .where(sql`${users.id} IN (SELECT DISTINCT ${submissions.uid} FROM ${submissions} WHERE ${submissions.cid} = ${cid})`);
}

export function boardUserRow(db: Db, uid: string): Promise<BoardUserRow | undefined> {
  return db.select(userColumns).from(users).where(eq(users.id, uid)).get();
}

/** Accepted and total submissions per problem of the contest (for the scroll board's problem list; contest admins only). */
export async function problemCounts(db: Db, cid: number): Promise<Map<number, { ac: number; total: number }>> {
  const rows = await db
    .select({ pid: submissions.pid, ac: sql<number>`sum(${submissions.status} = 0)`, total: sql<number>`count(*)` })
    .from(submissions)
    .where(eq(submissions.cid, cid))
    .groupBy(submissions.pid);
  return new Map(rows.map((r) => [r.pid, { ac: Number(r.ac), total: Number(r.total) }]));
}

export async function participantCount(db: Db, cid: number): Promise<number> {
  const row = await db.select({ n: sql<number>`count(*)` }).from(contestRegisters).where(eq(contestRegisters.cid, cid)).get();
  return Number(row?.n ?? 0);
}
