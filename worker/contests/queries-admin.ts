import { and, asc, count, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contestProblems, contests } from '../db/schema-contests';
import { problems } from '../db/schema-problems';
import { submissions } from '../db/schema-submissions';
import { forgetSubmissionsStatements } from '../home/kept-rows';
import type { ContestRow } from './queries';
import { containsText } from '../lib/text-search';

/** The drizzle reads and writes of the contest admin calls. */

export type ContestValues = Omit<typeof contests.$inferInsert, 'id'>;

export async function insertContest(db: Db, values: ContestValues): Promise<ContestRow> {
  const [row] = await db.insert(contests).values(values).returning();
  return row!;
}

export async function updateContest(db: Db, cid: number, values: Partial<ContestValues>): Promise<ContestRow> {
  const [row] = await db.update(contests).set(values).where(eq(contests.id, cid)).returning();
  return row!;
}

/**
 * A contest's submissions go with it (out of the users' heatmaps first, decision 34); its problems
 * list, registrations, announcements and prints follow by cascade.
 */
export function deleteContestStatements(db: Db, cid: number) {
  return [...forgetSubmissionsStatements(db, eq(submissions.cid, cid)), db.delete(submissions).where(eq(submissions.cid, cid)), db.delete(contests).where(eq(contests.id, cid))] as const;
}

export async function setContestVisible(db: Db, cid: number, visible: boolean, now: number): Promise<void> {
  await db.update(contests).set({ visible, gmtModified: now }).where(eq(contests.id, cid));
}

// ---- contest problems ----

const adminProblemColumns = {
  cp: contestProblems,
  problemId: problems.problemId,
  title: problems.title,
  type: problems.type,
  auth: problems.auth,
};

function adminProblemWhere(cid: number, keyword: string | undefined): SQL | undefined {
  if (keyword === undefined) return eq(contestProblems.cid, cid);
  return and(
    eq(contestProblems.cid, cid),
    or(containsText(problems.problemId, keyword), containsText(problems.title, keyword), containsText(contestProblems.displayId, keyword), containsText(contestProblems.displayTitle, keyword)),
  );
}

export function adminContestProblemPage(db: Db, cid: number, keyword: string | undefined, page: { limit: number; offset: number }) {
  return db
    .select(adminProblemColumns)
    .from(contestProblems)
    .innerJoin(problems, eq(problems.id, contestProblems.pid))
    .where(adminProblemWhere(cid, keyword))
    .orderBy(asc(sql`length(${contestProblems.displayId})`), asc(contestProblems.displayId))
    .limit(page.limit)
    .offset(page.offset)
    .all();
}

export async function countAdminContestProblems(db: Db, cid: number, keyword: string | undefined): Promise<number> {
  const row = await db.select({ n: count() }).from(contestProblems).innerJoin(problems, eq(problems.id, contestProblems.pid)).where(adminProblemWhere(cid, keyword)).get();
  return row?.n ?? 0;
}

export function adminContestProblem(db: Db, cid: number, pid: number) {
  return db
    .select(adminProblemColumns)
    .from(contestProblems)
    .innerJoin(problems, eq(problems.id, contestProblems.pid))
    .where(and(eq(contestProblems.cid, cid), eq(contestProblems.pid, pid)))
    .get();
}

/** Another problem of the contest already shown under this display id. */
export function displayIdTaken(db: Db, cid: number, displayId: string, exceptPid: number | null) {
  return db
    .select({ id: contestProblems.id })
    .from(contestProblems)
    .where(and(eq(contestProblems.cid, cid), eq(contestProblems.displayId, displayId), exceptPid === null ? undefined : ne(contestProblems.pid, exceptPid)))
    .get();
}

/** The statement adding a problem to a contest; `pid` may be the subquery of a problem inserted in the same batch. */
export function insertContestProblemStatement(db: Db, values: { cid: number; pid: number | SQL; displayId: string; displayTitle: string; color: string | null }) {
  return db.insert(contestProblems).values({ ...values, pid: typeof values.pid === 'number' ? values.pid : sql`${values.pid}` });
}

export function updateContestProblemStatement(db: Db, cid: number, pid: number, values: { displayId: string; displayTitle: string; color: string | null }) {
  return db
    .update(contestProblems)
    .set(values)
    .where(and(eq(contestProblems.cid, cid), eq(contestProblems.pid, pid)));
}

export async function deleteContestProblem(db: Db, cid: number, pid: number): Promise<boolean> {
  const rows = await db
    .delete(contestProblems)
    .where(and(eq(contestProblems.cid, cid), eq(contestProblems.pid, pid)))
    .returning({ id: contestProblems.id });
  return rows.length > 0;
}
