import type { ContestSubmissionsQuery } from '../../contract/api/contests';
import type { SubmissionListQuery, SubmissionPage } from '../../contract/api/submissions';
import { contestSubmissionList } from '../contests/contest-submissions';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { forbidden, unauthorized } from '../lib/api-error';
import { GROUP_MESSAGES } from '../../contract/rules/groups';
import { cachedAnonymousPage, cachedCount } from '../problems/problems-count-cache';
import { scopeOf } from '../scope/scope-of';
import { countSubmissions, fragmentPageByProblem, submissionListPage, submissionListWhere } from './queries';
import { ANONYMOUS_PAGE_TTL_MS, anonymousPageKey, countKey, fragmentDensity, fragmentProbeLimit, knownTotal, listPlan, probesFragment } from './rules';
import { toSubmissionView } from './view';

type ListRows = Awaited<ReturnType<typeof submissionListPage>>['rows'];

/** A list row as the page shows it: never the code. */
function toListView(r: ListRows[number]) {
  return toSubmissionView(r.row, r.title ?? '', false, r.type === null ? null : { type: r.type, difficulty: r.difficulty ?? 0 });
}

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
 * Each filter shape reads one index in submit-id order and stops after a page (rules.ts listPlan):
 * the caller's own (uid), a user's tries at the problems asked for (uid, pid), some problems (pid),
 * a group's own list (gid), a status, or everything (cid); queries.ts reads through the plan's index
 * by name. The list indexes carry the filtered columns, so the page's ids (past any offset) and the
 * counts come from the index alone, and only the page's own rows are read from the table.
 *
 * A display-id fragment is resolved against the problems table inside each statement (SQLite builds
 * the matched ids first, once per statement). In the site's list one batch reads the page by problem
 * from at most fragmentProbeLimit of the fragment's submissions, and counts them up to that limit. Under the limit, that page and count are the answer; at the limit the
 * submissions are frequent enough that walking the list in submit order fills the page after about
 * depth × all ÷ limit entries, and the page is read again that way. So the cost stays bounded however
 * many problems the fragment matches, and however few submissions they hold.
 *
 * Totals of narrow filters are exact up to EXACT_COUNT_MAX; those of the wide ones (everything, a
 * status, a fragment with many submissions, counted by problem) and of prolific users come from the
 * count cache. The code is never part of a list row.
 */
async function freshSubmissionList(deps: Pick<Deps, 'db' | 'cache' | 'clock'>, query: SubmissionListQuery, viewer: Principal | null): Promise<SubmissionPage> {
  const { db } = deps;
  const viewerId = viewer?.user.id ?? null;
  const offset = (query.currentPage - 1) * query.limit;
  const where = submissionListWhere(query, viewerId);
  const page = { limit: query.limit, offset };

  // A fragment in the site's list: read by problem first, kept while its submissions are few.
  let probed: { rows: ListRows; count: number; limit: number } | null = null;
  if (probesFragment(query)) {
    const limit = fragmentProbeLimit(offset + query.limit);
    probed = { ...(await fragmentPageByProblem(db, where, page, limit)), limit };
  }
  const density = probed && fragmentDensity(probed.count, probed.limit);
  if (probed && density === 'few') return { records: probed.rows.map(toListView), total: probed.count, current: query.currentPage, size: query.limit };

  const plan = listPlan(query, density);
  const { rows, bounded } = await submissionListPage(db, where, plan, page);
  // A fragment's submissions are counted by problem, whichever index chose the page: they are fewer than all.
  const count = () => countSubmissions(db, where, probed ? 'pid' : plan.index);
  const total =
    knownTotal({ offset, limit: query.limit, rows: rows.length }, bounded) ??
    (await cachedCount({ CACHE: deps.cache }, countKey(query, viewerId), count, { shared: true }));
  return { records: rows.map(toListView), total, current: query.currentPage, size: query.limit };
}
