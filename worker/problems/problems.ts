import { and, asc, desc, eq, inArray, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type {
  CodeTemplateView,
  LastAcCode,
  NavigatorItem,
  ProblemDetail,
  ProblemListQuery,
  ProblemListRow,
  UserProblemStatus,
  UserProblemStatusBody,
} from '../../contract/api/problems';
import { LOCAL_OJ, PROBLEM_AUTH } from '../../contract/api/problems';
import type { Page } from '../../contract/envelope';
import type { LanguageInfo } from '../../contract/judge';
import { PROBLEM_TYPE } from '../../contract/judge';
import { JUDGE_STATUS } from '../../contract/judge-status';
import { isAdminRole } from '../../contract/roles';
import type { Db } from '../db/client';
import { submissions } from '../db/schema-submissions';
import { codeTemplates, problemCases, problemLanguages, problems, problemTags, userProblemStatus } from '../db/schema-problems';
import type { Env } from '../env';
import { badRequest, notFound, unauthorized } from '../lib/api-error';
import { judgeLanguages } from '../judging/judging';
import { viewableProblem } from './problem-access';
import { cachedAnonymousPage, cachedCount } from './problems-count-cache';
import { likePattern, problemCount, toProblemView } from './problems-view';
import type { Principal } from '../accounts/sessions';
import { solutionsUnlocked } from './solution-unlock';
import { problemTagsQuery, toTagView } from './tags';

export const NOT_SUBMITTED = JUDGE_STATUS.notSubmitted;

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
  const pattern = likePattern(keyword);
  return or(sql`${problems.title} LIKE ${pattern} ESCAPE '\\'`, sql`${problems.problemId} LIKE ${pattern} ESCAPE '\\'`, sql`${problems.source} LIKE ${pattern} ESCAPE '\\'`);
}

function tagCondition(tagIds: number[] | undefined): SQL | undefined {
  if (!tagIds || tagIds.length === 0) return undefined;
  const carriers = sql`SELECT ${problemTags.pid} FROM ${problemTags} WHERE ${inArray(problemTags.tid, tagIds)} GROUP BY ${problemTags.pid} HAVING count(*) = ${tagIds.length}`;
  return sql`${problems.id} IN (${carriers})`;
}

/** "Only mine" on the problem list: the problems the caller has submitted to (they have a status row). */
function attemptedByCondition(viewer: Principal): SQL {
  return sql`${problems.id} IN (SELECT ${userProblemStatus.pid} FROM ${userProblemStatus} WHERE ${userProblemStatus.uid} = ${viewer.user.id})`;
}

/**
 * Anonymous visitors share problem-list pages for this long: counters may lag by as much, and a
 * problem published or hidden elsewhere shows the change as much later (the isolate that made an
 * edit drops its pages at once through forgetCounts('problems:')). Signed-in callers get fresh pages.
 */
const ANONYMOUS_PAGE_TTL_MS = 5000;

/** `get-problem-list`: public problems of the main bank, each with its tags and the caller's own status. */
export async function problemList(env: Pick<Env, 'CACHE'>, db: Db, query: ProblemListQuery, viewer: Principal | null): Promise<Page<ProblemListRow>> {
  if (query.onlyMine && !viewer) throw unauthorized('Please_login_first');
  if (viewer) return freshProblemList(env, db, query, viewer);
  const key = `problems:page:${JSON.stringify([query.keyword, query.difficulty, query.oj, query.tagId, query.currentPage, query.limit])}`;
  return cachedAnonymousPage(key, ANONYMOUS_PAGE_TTL_MS, () => freshProblemList(env, db, query, null));
}

async function freshProblemList(env: Pick<Env, 'CACHE'>, db: Db, query: ProblemListQuery, viewer: Principal | null): Promise<Page<ProblemListRow>> {
  const mine = query.onlyMine && viewer ? viewer : null;
  const where = and(
    eq(problems.auth, PROBLEM_AUTH.public),
    isNull(problems.gid),
    query.difficulty === undefined ? undefined : eq(problems.difficulty, query.difficulty),
    ojCondition(query.oj),
    keywordCondition(query.keyword),
    tagCondition(query.tagId),
    mine ? attemptedByCondition(mine) : undefined,
  );
  const offset = (query.currentPage - 1) * query.limit;
  // One statement: the page is found once, and each of its rows brings its tags and the caller's
  // status. Static SQL with its own aliases: drizzle prints a one-table select's columns unqualified.
  const tagList = sql<string>`(SELECT json_group_array(json_object('id', t.id, 'name', t.name, 'color', t.color)) FROM problem_tags pt JOIN tags t ON t.id = pt.tid WHERE pt.pid = problems.id)`;
  const myStatus = viewer ? sql<number | null>`(SELECT ups.status FROM user_problem_status ups WHERE ups.uid = ${viewer.user.id} AND ups.pid = problems.id)` : sql<null>`NULL`;
  const rows = await db
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
    .limit(query.limit)
    .offset(offset)
    .all();
  const key = `problems:${JSON.stringify([query.keyword, query.difficulty, query.oj, query.tagId])}`;
  const lastPage = rows.length < query.limit && (rows.length > 0 || offset === 0);
  // One user's attempted set is small and changes with their next submission: counted exactly.
  const total = lastPage ? offset + rows.length : mine ? await countProblems(db, where) : await cachedCount(env, key, () => countProblems(db, where), { shared: false });
  const records = rows.map((r) => ({
    pid: r.id,
    problemId: r.problemId,
    title: r.title,
    difficulty: r.difficulty,
    type: r.type,
    tags: (JSON.parse(r.tags) as ProblemListRow['tags']).sort((a, b) => a.id - b.id),
    ...problemCount(r),
    myStatus: viewer ? (r.myStatus ?? NOT_SUBMITTED) : null,
  }));
  return { records, total, current: query.currentPage, size: query.limit };
}

async function countProblems(db: Db, where: SQL | undefined): Promise<number> {
  const row = await db.select({ n: sql<number>`count(*)` }).from(problems).where(where).get();
  return row?.n ?? 0;
}

export async function randomProblem(db: Db): Promise<{ problemId: string }> {
  const row = await db
    .select({ problemId: problems.problemId })
    .from(problems)
    .where(and(eq(problems.auth, PROBLEM_AUTH.public), isNull(problems.gid)))
    .orderBy(sql`random()`)
    .limit(1)
    .get();
  if (!row) throw notFound('There is no public problem yet');
  return row;
}

/** The problem's own language list, else every language the judge fleet offers. */
async function languageNames(db: Db, pid: number): Promise<string[]> {
  const own = await db.select({ language: problemLanguages.language }).from(problemLanguages).where(eq(problemLanguages.pid, pid)).orderBy(asc(problemLanguages.language)).all();
  if (own.length > 0) return own.map((l) => l.language);
  return (await judgeLanguages(db)).map((l) => l.name);
}

export async function problemDetail(db: Db, displayId: string, gid: number | undefined, viewer: Principal | null): Promise<ProblemDetail> {
  if (gid !== undefined) throw notFound('The group does not exist');
  const row = await db.select().from(problems).where(eq(problems.problemId, displayId)).get();
  if (!row) throw notFound('The problem does not exist');
  await viewableProblem(db, row.id, viewer);
  const [tagRows, templateRows, statusRows] = await db.batch([
    problemTagsQuery(db, [row.id]),
    db.select({ language: codeTemplates.language, code: codeTemplates.code }).from(codeTemplates).where(and(eq(codeTemplates.pid, row.id), eq(codeTemplates.status, true))),
    db
      .select({ status: userProblemStatus.status, score: userProblemStatus.score })
      .from(userProblemStatus)
      .where(and(eq(userProblemStatus.uid, viewer?.user.id ?? ''), eq(userProblemStatus.pid, row.id))),
  ]);
  const mine = statusRows[0];
  // The full mark matters only for a partly solved OI problem.
  const partOi = row.type === PROBLEM_TYPE.oi && mine !== undefined && mine.status !== JUDGE_STATUS.accepted;
  const caseRows = partOi ? await db.select({ index: problemCases.index, score: problemCases.score, groupNum: problemCases.groupNum }).from(problemCases).where(eq(problemCases.pid, row.id)) : [];
  const solutionUnlocked = solutionsUnlocked({
    ratio: row.solutionUnlockRatio,
    type: row.type,
    judgeCaseMode: row.judgeCaseMode,
    cases: caseRows,
    best: mine ?? null,
    admin: viewer !== null && isAdminRole(viewer.roles),
  });
  return {
    problem: toProblemView(row),
    tags: tagRows.map((t) => toTagView(t.tag)),
    languages: await languageNames(db, row.id),
    codeTemplate: Object.fromEntries(templateRows.map((t) => [t.language, t.code])),
    problemCount: problemCount(row),
    myStatus: viewer ? (mine ? { status: mine.status, score: row.type === 1 ? mine.score : null } : { status: NOT_SUBMITTED, score: null }) : null,
    solutionUnlocked,
  };
}

export async function codeTemplateList(db: Db, pid: number, viewer: Principal | null): Promise<CodeTemplateView[]> {
  await viewableProblem(db, pid, viewer);
  const rows = await db
    .select()
    .from(codeTemplates)
    .where(and(eq(codeTemplates.pid, pid), eq(codeTemplates.status, true)))
    .orderBy(asc(codeTemplates.language))
    .all();
  return rows.map((t) => ({ id: t.id, pid: t.pid, language: t.language, code: t.code, status: t.status }));
}

/** The languages a problem accepts, with what the fleet says about each (names the fleet lacks get a bare entry). */
export async function problemLanguageInfos(db: Db, pid: number, viewer: Principal | null): Promise<LanguageInfo[]> {
  await viewableProblem(db, pid, viewer);
  const fleet = await judgeLanguages(db);
  const own = await db.select({ language: problemLanguages.language }).from(problemLanguages).where(eq(problemLanguages.pid, pid)).orderBy(asc(problemLanguages.language)).all();
  if (own.length === 0) return fleet;
  return own.map((l) => fleet.find((f) => f.name === l.language) ?? { name: l.language, description: l.language, contentType: 'text/plain', compileCommand: '', template: '', isSpj: false });
}

export async function lastAcCode(db: Db, viewer: Principal, pid: number, cid: number | undefined): Promise<LastAcCode> {
  if (cid) throw notFound('The contest does not exist');
  await viewableProblem(db, pid, viewer);
  const solved = await db
    .select({ status: userProblemStatus.status })
    .from(userProblemStatus)
    .where(and(eq(userProblemStatus.uid, viewer.user.id), eq(userProblemStatus.pid, pid)))
    .get();
  const latest =
    solved?.status === JUDGE_STATUS.accepted
      ? await db
          .select({ submitId: submissions.submitId, code: submissions.code, language: submissions.language })
          .from(submissions)
          .where(and(eq(submissions.uid, viewer.user.id), eq(submissions.pid, pid), eq(submissions.cid, 0), eq(submissions.status, JUDGE_STATUS.accepted)))
          .orderBy(desc(submissions.submitId))
          .limit(1)
          .get()
      : undefined;
  if (!latest) throw badRequest('You have not passed the problem so you cannot get the code passed recently');
  return latest;
}

/** `get-user-problem-status`: pid → the caller's best status and score; -10 for problems never submitted. */
export async function userProblemStatuses(db: Db, viewer: Principal | null, body: v.InferOutput<typeof UserProblemStatusBody>): Promise<Record<number, UserProblemStatus>> {
  if (!viewer) throw unauthorized();
  if (body.isContestProblemList || body.cid) throw notFound('The contest does not exist');
  if (body.gid) throw notFound('The group does not exist');
  const pids = [...new Set(body.pidList)];
  const rows = pids.length > 0
    ? await db
        .select({ pid: userProblemStatus.pid, status: userProblemStatus.status, score: userProblemStatus.score, type: problems.type })
        .from(userProblemStatus)
        .innerJoin(problems, eq(problems.id, userProblemStatus.pid))
        .where(and(eq(userProblemStatus.uid, viewer.user.id), inArray(userProblemStatus.pid, pids)))
        .all()
    : [];
  const result: Record<number, UserProblemStatus> = {};
  for (const pid of pids) result[pid] = { status: NOT_SUBMITTED, score: null };
  for (const r of rows) result[r.pid] = { status: r.status, score: r.type === 1 ? r.score : null };
  return result;
}

/**
 * `get-full-screen-problem-list` serves the focus-mode navigator of contests and trainings, which
 * do not exist yet: any contest or training asked for is unknown.
 */
export function fullScreenProblemList(query: { tid?: number; cid?: number }): NavigatorItem[] {
  if (query.cid !== undefined) throw notFound('The contest does not exist');
  if (query.tid !== undefined) throw notFound('The training does not exist');
  throw badRequest('tid or cid is required');
}

