import type { ContestSubmissionsQuery } from '../../contract/api/contests';
import type { SubmissionListQuery, SubmissionPage } from '../../contract/api/submissions';
import { contestSubmissionList } from '../contests/contest-submissions';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { forbidden, unauthorized } from '../lib/api-error';
import { GROUP_MESSAGES } from '../../contract/rules/groups';
import { cachedAnonymousPage, cachedCount } from '../problems/problems-count-cache';
import { scopeOf } from '../scope/scope-of';
import { countSubmissions, problemIdsContaining, submissionListPage, submissionListWhere } from './queries';
import { ANONYMOUS_PAGE_TTL_MS, anonymousPageKey, countKey, knownTotal, listPlan, PROBLEM_MATCHES_BY_INDEX } from './rules';
import { toSubmissionView } from './view';

/** The contest list's query for `get-submission-list` with a contestID (HOJ's names on the status page). */
function contestQueryOf(query: SubmissionListQuery, cid: number): ContestSubmissionsQuery {
  return {
    cid,
    displayId: query.problemID,
    searchUsername: query.username,
    searchStatus: query.status,
    onlyMine: query.onlyMine,
    beforeContestSubmit: query.beforeContestSubmit,
    containsEnd: query.containsEnd,
    completeProblemID: query.completeProblemID,
    currentPage: query.currentPage,
    limit: query.limit,
  };
}

/**
 * `get-submission-list` for the main bank; with a contestID it is the contest's list, with the
 * contest's rules and seal (contests/contest-submissions.ts); with a gid, the group's own list.
 *
 * Anonymous callers share pages for ANONYMOUS_PAGE_TTL_MS; everyone else gets them fresh.
 */
export async function submissionList(deps: Pick<Deps, 'db' | 'cache' | 'clock'>, query: SubmissionListQuery, viewer: Principal | null): Promise<SubmissionPage> {
  const scope = await scopeOf(deps, { cid: query.contestID, gid: query.gid }, viewer);
  if (scope.contest) return contestSubmissionList(deps, contestQueryOf(query, scope.contest.row.id), viewer);
  if (scope.scope.kind === 'group') {
    // A group's own submissions (made from its problem pages and homework), to its members only.
    if (!scope.canView || !viewer) throw forbidden(GROUP_MESSAGES.notMember);
    return freshSubmissionList(deps, query, viewer);
  }
  if (query.onlyMine && !viewer) throw unauthorized('Please_login_first');
  if (viewer) return freshSubmissionList(deps, query, viewer);
  return cachedAnonymousPage(anonymousPageKey(query), ANONYMOUS_PAGE_TTL_MS, () => freshSubmissionList(deps, query, null));
}

/**
 * Each filter shape walks one index in submit-id order and stops after a page: the caller's own
 * (uid), a few problems (pid), a status, or everything (cid); one user's tries at one problem come
 * from (uid, pid); queries.ts submissionListWhere writes the condition for the plan. The list indexes carry the filtered columns, so the page's ids
 * (past any offset) and the counts come from the index alone, and only the page's own rows are read
 * from the table. Totals of narrow filters are exact up to EXACT_COUNT_MAX; those of the wide ones
 * (everything, a status, a display-id fragment matching many problems) and of prolific users come
 * from the count cache. The code is never part of a list row.
 */
async function freshSubmissionList(deps: Pick<Deps, 'db' | 'cache' | 'clock'>, query: SubmissionListQuery, viewer: Principal | null): Promise<SubmissionPage> {
  const { db } = deps;
  let matched: number[] | null = null;
  const fragment = query.problemID ?? null;
  if (fragment !== null && !query.completeProblemID) {
    matched = await problemIdsContaining(db, fragment, PROBLEM_MATCHES_BY_INDEX + 1);
    if (matched.length === 0) return { records: [], total: 0, current: query.currentPage, size: query.limit };
  }
  const plan = listPlan(query, matched?.length ?? null);
  const where = submissionListWhere(query, viewer?.user.id ?? null, fragment, matched, plan);

  const offset = (query.currentPage - 1) * query.limit;
  const { rows, bounded } = await submissionListPage(db, where, { limit: query.limit, offset }, plan.narrow);
  const count = () => countSubmissions(db, where);
  const total =
    knownTotal({ offset, limit: query.limit, rows: rows.length }, bounded) ??
    (await cachedCount({ CACHE: deps.cache }, countKey(query, viewer?.user.id ?? null), count, { shared: true }));
  const records = rows.map((r) => toSubmissionView(r.row, r.title ?? '', false, r.type === null ? null : { type: r.type, difficulty: r.difficulty ?? 0 }));
  return { records, total, current: query.currentPage, size: query.limit };
}
