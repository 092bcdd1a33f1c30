import type * as v from 'valibot';
import type { NavigatorItem, ProblemListQuery, ProblemListRow, UserProblemStatus, UserProblemStatusBody } from '../../contract/api/problems';
import type { Page } from '../../contract/envelope';
import { JUDGE_STATUS } from '../../contract/judge-status';
import type { Deps } from '../deps';
import { badRequest, notFound, unauthorized } from '../lib/api-error';
import type { Principal } from '../accounts/sessions';
import { contestNavigator, contestUserProblemStatuses } from '../contests/own-results';
import { scopeOf } from '../scope/scope-of';
import { groupNavigator } from '../group-problems/navigator';
import { enterTraining } from '../trainings/training-access';
import { trainingNavigator } from '../trainings/training-navigator';
import { cachedAnonymousPage, cachedCount } from './problems-count-cache';
import { countProblems, problemListPage, problemListWhere, randomPublicProblemId, viewerStatusesOf } from './queries';
import { problemCount } from './view';

export const NOT_SUBMITTED = JUDGE_STATUS.notSubmitted;

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
  const where = problemListWhere({ difficulty: query.difficulty, oj: query.oj, keyword: query.keyword, tagId: query.tagId, attemptedBy: mine ? mine.user.id : null });
  const offset = (query.currentPage - 1) * query.limit;
  const rows = await problemListPage(db, where, viewer ? viewer.user.id : null, { limit: query.limit, offset });
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

export async function randomProblem({ db }: Pick<Deps, 'db' | 'clock'>): Promise<{ problemId: string }> {
  const row = await randomPublicProblemId(db);
  if (!row) throw notFound('There is no public problem yet');
  return row;
}

/** `get-user-problem-status`: pid → the caller's best status and score; -10 for problems never submitted. */
export async function userProblemStatuses(deps: Pick<Deps, 'db' | 'clock'>, viewer: Principal | null, body: v.InferOutput<typeof UserProblemStatusBody>): Promise<Record<number, UserProblemStatus>> {
  if (!viewer) throw unauthorized();
  const scope = await scopeOf(deps, { cid: body.cid, gid: body.gid, inContest: body.isContestProblemList }, viewer);
  if (scope.contest) return contestUserProblemStatuses(deps, scope.contest.row.id, viewer, [...new Set(body.pidList)]);
  const { db } = deps;
  const pids = [...new Set(body.pidList)];
  const rows = pids.length > 0 ? await viewerStatusesOf(db, viewer.user.id, pids) : [];
  const result: Record<number, UserProblemStatus> = {};
  for (const pid of pids) result[pid] = { status: NOT_SUBMITTED, score: null };
  for (const r of rows) result[r.pid] = { status: r.status, score: r.type === 1 ? r.score : null };
  return result;
}

/**
 * `get-full-screen-problem-list` serves the focus-mode navigator of contests, trainings and groups: a
 * contest's problems under their display ids, with the caller's status under the seal; a
 * training's in rank order with the caller's best status.
 */
export async function fullScreenProblemList(deps: Pick<Deps, 'db' | 'clock'>, query: { tid?: number; cid?: number; gid?: number }, viewer: Principal): Promise<NavigatorItem[]> {
  if (query.cid === undefined && query.tid === undefined) {
    if (query.gid !== undefined) return groupNavigator(deps, query.gid, viewer);
    throw badRequest('tid, cid or gid is required');
  }
  const scope = await scopeOf(deps, { cid: query.cid, tid: query.tid }, viewer);
  if (scope.contest) return contestNavigator(deps, scope.contest.row.id, viewer);
  return trainingNavigator(deps, await enterTraining(deps, query.tid!, viewer), viewer);
}

