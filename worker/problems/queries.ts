import { and, asc, desc, eq, inArray, isNull, like, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { LOCAL_OJ, PROBLEM_AUTH, type ProblemListQuery } from '../../contract/api/problems';
import { JUDGE_STATUS } from '../../contract/judge-status';
import type { Db } from '../db/client';
import { submissions } from '../db/schema-submissions';
import { codeTemplates, problemCases, problemLanguages, problems, problemTags, tagClassifications, tags, userProblemStatus } from '../db/schema-problems';
import { notFound } from '../lib/api-error';
import { APPLY_PUBLIC_ADMITTED } from './rules';
import { containsText } from '../lib/text-search';
import { inList } from '../lib/bound-parameters';

/** The problem area's reads for viewers; the authoring side's reads and writes are in queries-admin.ts. */

export type ProblemRow = typeof problems.$inferSelect;
export type TagRow = typeof tags.$inferSelect;
export type ClassificationRow = typeof tagClassifications.$inferSelect;

// ---- problems ----

export async function problemByDisplayId(db: Db, displayId: string): Promise<ProblemRow> {
  const row = await db.select().from(problems).where(eq(problems.problemId, displayId)).get();
  if (!row) throw notFound('The problem does not exist');
  return row;
}

export function findProblemById(db: Db, pid: number) {
  return findProblemByIdQuery(db, pid).get();
}

/** findProblemById as a query that a batch can hold (it answers a list of at most one row). */
export function findProblemByIdQuery(db: Db, pid: number) {
  return db.select().from(problems).where(eq(problems.id, pid));
}

/** The problem's own language names by name; empty when it takes every judge language. */
export async function ownLanguageNames(db: Db, pid: number): Promise<string[]> {
  const rows = await db.select({ language: problemLanguages.language }).from(problemLanguages).where(eq(problemLanguages.pid, pid)).orderBy(asc(problemLanguages.language)).all();
  return rows.map((r) => r.language);
}

/** The problem's own language names in stored order; empty when it takes every judge language. */
export async function problemLanguageRows(db: Db, pid: number): Promise<string[]> {
  const rows = await problemLanguageRowsQuery(db, pid).all();
  return rows.map((r) => r.language);
}

/** problemLanguageRows as a query that a batch can hold. */
export function problemLanguageRowsQuery(db: Db, pid: number) {
  return db.select({ language: problemLanguages.language }).from(problemLanguages).where(eq(problemLanguages.pid, pid));
}

/** The enabled code templates of a problem, by language. */
export function enabledTemplates(db: Db, pid: number) {
  return db
    .select()
    .from(codeTemplates)
    .where(and(eq(codeTemplates.pid, pid), eq(codeTemplates.status, true)))
    .orderBy(asc(codeTemplates.language));
}

/** The problem's test cases in judging order. */
export function problemCasesQuery(db: Db, pid: number) {
  return db.select().from(problemCases).where(eq(problemCases.pid, pid)).orderBy(asc(problemCases.index));
}

/** Each case's score and group: what the solution unlock needs. */
export function problemCaseScores(db: Db, pid: number) {
  return db.select({ index: problemCases.index, score: problemCases.score, groupNum: problemCases.groupNum }).from(problemCases).where(eq(problemCases.pid, pid));
}

// ---- the caller's own status ----

/** The caller's best status and score on a problem (for a batch); an empty uid matches nobody. */
export function viewerProblemStatusQuery(db: Db, uid: string, pid: number) {
  return db
    .select({ status: userProblemStatus.status, score: userProblemStatus.score })
    .from(userProblemStatus)
    .where(and(eq(userProblemStatus.uid, uid), eq(userProblemStatus.pid, pid)));
}

export function viewerProblemStatusOnly(db: Db, uid: string, pid: number) {
  return db
    .select({ status: userProblemStatus.status })
    .from(userProblemStatus)
    .where(and(eq(userProblemStatus.uid, uid), eq(userProblemStatus.pid, pid)))
    .get();
}

/** The caller's statuses on the problems `pids`, with each problem's type. */
export function viewerStatusesOf(db: Db, uid: string, pids: number[]) {
  return db
    .select({ pid: userProblemStatus.pid, status: userProblemStatus.status, score: userProblemStatus.score, type: problems.type })
    .from(userProblemStatus)
    .innerJoin(problems, eq(problems.id, userProblemStatus.pid))
    .where(and(eq(userProblemStatus.uid, uid), inList(userProblemStatus.pid, pids)))
    .all();
}

/** The caller's latest accepted code for a problem outside contests. */
export function latestAcceptedSubmission(db: Db, uid: string, pid: number) {
  return db
    .select({ submitId: submissions.submitId, code: submissions.code, language: submissions.language })
    .from(submissions)
    .where(and(eq(submissions.uid, uid), eq(submissions.pid, pid), eq(submissions.cid, 0), eq(submissions.status, JUDGE_STATUS.accepted)))
    .orderBy(desc(submissions.submitId))
    .limit(1)
    .get();
}

// ---- the problem list ----

/** The bank's order: natural by display id (P2 before P10), served by problems_list_idx. */
const displayOrder = [asc(sql`length(${problems.problemId})`), asc(problems.problemId)];

/** Remote problems are named `<OJ>-…`; the platform's own are the ones not remote. */
export function ojCondition(oj: string | undefined): SQL | undefined {
  if (!oj) return undefined;
  if (oj === LOCAL_OJ) return eq(problems.isRemote, false);
  return and(eq(problems.isRemote, true), like(problems.problemId, `${oj}-%`));
}

export function keywordCondition(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  return or(containsText(problems.title, keyword), containsText(problems.problemId, keyword), containsText(problems.source, keyword));
}

function tagCondition(tagIds: number[] | undefined): SQL | undefined {
  if (!tagIds || tagIds.length === 0) return undefined;
  const carriers = sql`SELECT ${problemTags.pid} FROM ${problemTags} WHERE ${inList(problemTags.tid, tagIds)} GROUP BY ${problemTags.pid} HAVING count(*) = ${tagIds.length}`;
  return sql`${problems.id} IN (${carriers})`;
}

/** "Only mine" on the problem list: the problems the caller has submitted to (they have a status row). */
function attemptedByCondition(uid: string): SQL {
  return sql`${problems.id} IN (SELECT ${userProblemStatus.pid} FROM ${userProblemStatus} WHERE ${userProblemStatus.uid} = ${uid})`;
}

/** The list query's filters; `attemptedBy` keeps only the problems this user has submitted to. */
export type ProblemListFilter = Pick<ProblemListQuery, 'difficulty' | 'oj' | 'keyword' | 'tagId'> & { attemptedBy: string | null };

/** The public bank: public site problems, and public group problems a site admin admitted (rules.ts inPublicBank). */
export function publicBankCondition(): SQL {
  return and(eq(problems.auth, PROBLEM_AUTH.public), or(isNull(problems.gid), eq(problems.applyPublicProgress, APPLY_PUBLIC_ADMITTED)))!;
}

/** Public problems of the main bank that match the filter. */
export function problemListWhere(filter: ProblemListFilter): SQL | undefined {
  return and(
    publicBankCondition(),
    filter.difficulty === undefined ? undefined : eq(problems.difficulty, filter.difficulty),
    ojCondition(filter.oj),
    keywordCondition(filter.keyword),
    tagCondition(filter.tagId),
    filter.attemptedBy ? attemptedByCondition(filter.attemptedBy) : undefined,
  );
}

/** One page of the problem list, each row with its tags (JSON) and the viewer's status (when signed in). */
export function problemListPage(db: Db, where: SQL | undefined, viewerId: string | null, page: { limit: number; offset: number }) {
  // One statement: the page is found once, and each of its rows brings its tags and the caller's
  // status. Static SQL with its own aliases: drizzle prints a one-table select's columns unqualified.
  const tagList = sql<string>`(SELECT json_group_array(json_object('id', t.id, 'name', t.name, 'color', t.color)) FROM problem_tags pt JOIN tags t ON t.id = pt.tid WHERE pt.pid = problems.id)`;
  const myStatus = viewerId !== null ? sql<number | null>`(SELECT ups.status FROM user_problem_status ups WHERE ups.uid = ${viewerId} AND ups.pid = problems.id)` : sql<null>`NULL`;
  return db
    .select({
      id: problems.id,
      problemId: problems.problemId,
      title: problems.title,
      difficulty: problems.difficulty,
      type: problems.type,
      totalCount: problems.totalCount,
      acCount: problems.acCount,
      waCount: problems.waCount,
      ceCount: problems.ceCount,
      tleCount: problems.tleCount,
      mleCount: problems.mleCount,
      reCount: problems.reCount,
      peCount: problems.peCount,
      seCount: problems.seCount,
      paCount: problems.paCount,
      tags: tagList,
      myStatus,
    })
    .from(problems)
    .where(where)
    .orderBy(...displayOrder)
    .limit(page.limit)
    .offset(page.offset)
    .all();
}

export async function countProblems(db: Db, where: SQL | undefined): Promise<number> {
  const row = await db.select({ n: sql<number>`count(*)` }).from(problems).where(where).get();
  return row?.n ?? 0;
}

export function randomPublicProblemId(db: Db) {
  return db
    .select({ problemId: problems.problemId })
    .from(problems)
    .where(publicBankCondition())
    .orderBy(sql`random()`)
    .limit(1)
    .get();
}

// ---- tags ----

/** Classifications are listed by rank, then newest first. */
const classificationOrder = [asc(tagClassifications.rank), desc(tagClassifications.id)];

const mainBankTags = (oj: string | undefined) => (oj ? and(isNull(tags.gid), eq(tags.oj, oj)) : isNull(tags.gid));
const mainBankClassifications = (oj: string | undefined) => (oj ? and(isNull(tagClassifications.gid), eq(tagClassifications.oj, oj)) : isNull(tagClassifications.gid));

/** Tags of the main bank (no group's), of one judge when `oj` is given; newest first. */
export function mainBankTagsNewestFirst(db: Db, oj: string | undefined) {
  return db.select().from(tags).where(mainBankTags(oj)).orderBy(desc(tags.id)).all();
}

/** Tags of the main bank, oldest first (for a batch). */
export function mainBankTagsOldestFirst(db: Db, oj: string | undefined) {
  return db.select().from(tags).where(mainBankTags(oj)).orderBy(asc(tags.id));
}

/** Classifications of the main bank by rank then newest (a builder: batch it or await it). */
export function mainBankClassificationsQuery(db: Db, oj: string | undefined) {
  return db.select().from(tagClassifications).where(mainBankClassifications(oj)).orderBy(...classificationOrder);
}

/** The tags of the problems `pids` stands for (a list, or a subquery of problem ids), by problem id. */
export function problemTagsQuery(db: Db, pids: number[] | SQLWrapper) {
  return db
    .select({ pid: problemTags.pid, tag: tags })
    .from(problemTags)
    .innerJoin(tags, eq(tags.id, problemTags.tid))
    .where(Array.isArray(pids) ? inList(problemTags.pid, pids) : inArray(problemTags.pid, pids))
    .orderBy(asc(problemTags.pid), asc(tags.id));
}
