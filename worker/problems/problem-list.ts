import type * as v from 'valibot';
import { and, asc, eq, inArray, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { NavigatorItem, ProblemListQuery, ProblemListRow, UserProblemStatus, UserProblemStatusBody } from '../../contract/api/problems';
import { LOCAL_OJ, PROBLEM_AUTH } from '../../contract/api/problems';
import type { Page } from '../../contract/envelope';
import { JUDGE_STATUS } from '../../contract/judge-status';
import type { Db } from '../db/client';
import { problems, problemTags, userProblemStatus } from '../db/schema-problems';
import type { Deps } from '../deps';
import { badRequest, notFound, unauthorized } from '../lib/api-error';
import type { Principal } from '../accounts/sessions';
import { scopeOf } from '../scope/scope-of';
import { cachedAnonymousPage, cachedCount } from './problems-count-cache';
import { likePattern, problemCount } from './view';

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
export async function problemList(deps: Pick<Deps, 'db' | 'cache'>, query: ProblemListQuery, viewer: Principal | null): Promise<Page<ProblemListRow>> {
  if (query.onlyMine && !viewer) throw unauthorized('Please_login_first');
  if (viewer) return freshProblemList(deps, query, viewer);
  const key = `problems:page:${JSON.stringify([query.keyword, query.difficulty, query.oj, query.tagId, query.currentPage, query.limit])}`;
  return cachedAnonymousPage(key, ANONYMOUS_PAGE_TTL_MS, () => freshProblemList(deps, query, null));
}

async function freshProblemList({ db, cache }: Pick<Deps, 'db' | 'cache'>, query: ProblemListQuery, viewer: Principal | null): Promise<Page<ProblemListRow>> {
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
  const total = lastPage ? offset + rows.length : mine ? await countProblems(db, where) : await cachedCount({ CACHE: cache }, key, () => countProblems(db, where), { shared: false });
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

export async function randomProblem({ db }: Pick<Deps, 'db'>): Promise<{ problemId: string }> {
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

/** `get-user-problem-status`: pid → the caller's best status and score; -10 for problems never submitted. */
export async function userProblemStatuses(deps: Pick<Deps, 'db'>, viewer: Principal | null, body: v.InferOutput<typeof UserProblemStatusBody>): Promise<Record<number, UserProblemStatus>> {
  if (!viewer) throw unauthorized();
  await scopeOf(deps, { cid: body.cid, gid: body.gid, inContest: body.isContestProblemList }, viewer);
  const { db } = deps;
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
 * `get-full-screen-problem-list` serves the focus-mode navigator of contests and trainings; the
 * scope check answers for the contest or training named (none exists yet).
 */
export async function fullScreenProblemList(deps: Pick<Deps, 'db'>, query: { tid?: number; cid?: number }, viewer: Principal): Promise<NavigatorItem[]> {
  if (query.cid === undefined && query.tid === undefined) throw badRequest('tid or cid is required');
  await scopeOf(deps, { cid: query.cid, tid: query.tid }, viewer);
  // The navigator's items come with the contest and training areas.
  return [];
}

