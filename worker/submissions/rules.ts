/**
 * The submissions area's pure rules: no D1, no HTTP, no clock. The rules the web app applies too
 * (status sets, who may see or do what, code rules) are in contract/rules/submissions.ts.
 */
import type { JudgeCaseView, SubmissionListQuery, SubtaskView } from '../../contract/api/submissions';
import type { CaseResult, JudgeCaseMode } from '../../contract/judge';
import { addUpCaseScores } from '../../contract/judge-scoring';
import { JUDGE_STATUS } from '../../contract/judge-status';
import type { Viewer } from '../../contract/rules/submissions';
import type { Principal } from '../accounts/sessions';

/** The contract's viewer of a signed-in principal. */
export function viewerOf(principal: Principal | null): Viewer | null {
  return principal ? { uid: principal.user.id, roles: principal.roles } : null;
}

/** A stored submission made inside a contest (cid 0 is the public bank). */
export function isContestSubmission(row: { cid: number }): boolean {
  return row.cid !== 0;
}

/** The problem counter column of each counted final status; a status not listed is not counted (cancelled). */
export const COUNTER_BUCKETS = [
  [JUDGE_STATUS.accepted, 'acCount'],
  [JUDGE_STATUS.wrongAnswer, 'waCount'],
  [JUDGE_STATUS.compileError, 'ceCount'],
  [JUDGE_STATUS.timeLimitExceeded, 'tleCount'],
  [JUDGE_STATUS.memoryLimitExceeded, 'mleCount'],
  [JUDGE_STATUS.runtimeError, 'reCount'],
  [JUDGE_STATUS.presentationError, 'peCount'],
  [JUDGE_STATUS.systemError, 'seCount'],
  [JUDGE_STATUS.partialAccepted, 'paCount'],
] as const;

export type CounterColumn = (typeof COUNTER_BUCKETS)[number][1] | 'totalCount';

/** The statuses a verdict can leave counted: the old counted status of a submission is one of these or null. */
export const COUNTED_STATUSES: readonly number[] = COUNTER_BUCKETS.map(([s]) => s);

/** The status a verdict leaves counted in the problem's statistics, or null when it is not counted. */
export function countedStatusOf(status: number): number | null {
  return COUNTED_STATUSES.includes(status) ? status : null;
}

/**
 * How a verdict moves the problem counters: the status it used to count (`oldCounted`) leaves its
 * bucket and the new one enters its own, so a rejudge or a manual verdict never counts twice.
 */
export function counterDeltas(oldCounted: number | null, newStatus: number): Record<CounterColumn, number> {
  const newCounted = countedStatusOf(newStatus);
  const deltas = { totalCount: (newCounted === null ? 0 : 1) - (oldCounted === null ? 0 : 1) } as Record<CounterColumn, number>;
  for (const [status, column] of COUNTER_BUCKETS) deltas[column] = (newCounted === status ? 1 : 0) - (oldCounted === status ? 1 : 0);
  return deltas;
}

/** Per-case JSON budget: user output beyond it is dropped so a verdict row stays well under D1's row limit. */
export const CASE_OUTPUT_BUDGET = 1_000_000;

/** The cases as stored: outputs and checker messages kept in order while they fit the budget, dropped after. */
export function casesWithinBudget(cases: readonly CaseResult[], budget = CASE_OUTPUT_BUDGET): CaseResult[] {
  let left = budget;
  return cases.map((c) => {
    const size = (c.userOutput?.length ?? 0) + (c.checkerMessage?.length ?? 0);
    const keep = size <= left;
    left -= keep ? size : 0;
    return keep ? c : { ...c, userOutput: null, checkerMessage: null };
  });
}

/** The stored cases of a result row; anything unreadable is no cases. */
export function parseStoredCases(text: string | undefined): CaseResult[] {
  if (!text) return [];
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? (list as CaseResult[]) : [];
  } catch {
    return [];
  }
}

export const SUBTASK_MODES: readonly JudgeCaseMode[] = ['subtask_lowest', 'subtask_average'];

/** Part 1 §9: score × 0.1 + difficulty × 2, rounded, for OI problems with a score. */
export function oiRankScore(score: number | null, problem: { type: number; difficulty: number } | null): number | null {
  if (!problem || problem.type !== 1 || score === null) return null;
  return Math.round(score * 0.1 + problem.difficulty * 2);
}

/** Subtasks as the judge scored them (contract/judge-scoring: a case without a group is a group of its own). */
export function subtasksOf(mode: JudgeCaseMode, cases: readonly JudgeCaseView[]): SubtaskView[] {
  const groups = new Map<string, JudgeCaseView[]>();
  for (const c of cases) {
    const key = c.groupNum === null ? `case ${c.index}` : `group ${c.groupNum}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  return [...groups.values()].map((list) => {
    // One group alone: its score is what addUpCaseScores gives the group (lowest, or floored average).
    const score = addUpCaseScores(mode, list.map((c) => ({ index: c.index, score: c.score, groupNum: list[0]!.groupNum ?? -1 })));
    const ac = list.filter((c) => c.status === JUDGE_STATUS.accepted).length;
    const failing = list.find((c) => c.status !== JUDGE_STATUS.accepted);
    return {
      groupNum: list[0]!.groupNum,
      status: !failing ? JUDGE_STATUS.accepted : score > 0 ? JUDGE_STATUS.partialAccepted : failing.status,
      score,
      ac,
      total: list.length,
      time: Math.max(...list.map((c) => c.time)),
      memory: Math.max(...list.map((c) => c.memory)),
      subtaskDetailList: list,
    };
  });
}

/** Narrow filters are counted exactly up to this many submissions. */
export const EXACT_COUNT_MAX = 1000;

/**
 * Anonymous visitors share list pages for this long: a page may show a submission's state as it was
 * up to this long ago (the list page refreshes pending rows itself through check-submissions-status),
 * and a new submission may appear this much later. Signed-in callers always get a fresh page, so an
 * author or an admin who just acted sees the effect at once.
 */
export const ANONYMOUS_PAGE_TTL_MS = 2000;

/**
 * The index a list query walks (see submission-list.ts), named by its leading columns: one user's
 * submissions, one user's tries at one problem, some problems' submissions, one status, a group's,
 * or the whole public list.
 */
export type ListIndex = 'uid' | 'uidPid' | 'pid' | 'status' | 'gid' | 'cid';

export interface ListPlan {
  index: ListIndex;
  /** the total is counted exactly (up to EXACT_COUNT_MAX) in the page's batch */
  narrow: boolean;
}

/**
 * How the submissions of the problems a display-id fragment matches compare with the page asked for:
 * `few` (under the probe's limit, and so counted exactly) are read by problem, `many` by walking the
 * list in submit order, where they are frequent enough to fill a page soon.
 */
export type FragmentDensity = 'few' | 'many';

/**
 * How many of a fragment's submissions the probe counts before calling them many. Reading by problem
 * costs about as many index entries as the problems hold (then a sort); walking in submit order costs
 * about depth × all ÷ matching entries. The two balance near √(depth × all): for a million
 * submissions, about 3,900 for the first page and 55,000 at page 200. Clamped so a first page never
 * reads fewer than an exact count needs, and a deep one never more than 100,000 entries to decide.
 */
export function fragmentProbeLimit(depth: number): number {
  return Math.min(FRAGMENT_PROBE_MAX, Math.max(EXACT_COUNT_MAX + 1, Math.round(Math.sqrt(depth * PLANNED_SUBMISSIONS))));
}
/** The list size the fragment probe is tuned for (the scale of bench:api). */
const PLANNED_SUBMISSIONS = 1_000_000;
const FRAGMENT_PROBE_MAX = 100_000;

/** The density of a probe's count: it stopped at its limit or it did not. */
export function fragmentDensity(probed: number, limit: number): FragmentDensity {
  return probed >= limit ? 'many' : 'few';
}

/**
 * The index for a query: a user's tries at the problems asked for (one display id or a fragment's),
 * a user's submissions, an exact problem, a fragment's few submissions, a group's own list, a
 * status, or everything. A fragment's many submissions, and any fragment in a group's list (bounded
 * by the group), are filtered on the walk. `fragment` is a probed fragment's density (null without
 * a fragment, and for the fragments probesFragment leaves unprobed).
 */
export function listPlan(query: SubmissionListQuery, fragment: FragmentDensity | null): ListPlan {
  const byUser = query.onlyMine === true || query.username !== undefined;
  const byProblem = query.problemID !== undefined;
  const exactProblem = byProblem && query.completeProblemID === true;
  const index: ListIndex =
    byUser && byProblem ? 'uidPid'
    : byUser ? 'uid'
    : exactProblem || fragment === 'few' ? 'pid'
    : query.gid !== undefined ? 'gid'
    : query.status !== undefined ? 'status'
    : 'cid';
  return { index, narrow: byUser || exactProblem };
}

/** Whether a fragment is probed: in the site's list without a user (whose tries at the matched problems bound the read anyway). */
export function probesFragment(query: SubmissionListQuery): boolean {
  return query.problemID !== undefined && query.completeProblemID !== true && query.gid === undefined && query.onlyMine !== true && query.username === undefined;
}

/** The shared cache key of an anonymous list page. */
export function anonymousPageKey(query: SubmissionListQuery): string {
  return `submissions:page:${JSON.stringify([query.problemID, query.completeProblemID, query.status, query.username?.toLowerCase(), query.currentPage, query.limit])}`;
}

/** The count cache key of a filter (the caller's uid only for onlyMine). */
export function countKey(query: SubmissionListQuery, viewerUid: string | null): string {
  return `submissions:${JSON.stringify([query.onlyMine ? viewerUid : null, query.username?.toLowerCase(), query.status, query.problemID, query.completeProblemID, query.gid ?? null])}`;
}

/** The total of a page: known on the last page, exact when the bounded count fits, else the cached count. */
export function knownTotal(page: { offset: number; limit: number; rows: number }, exact: number | undefined): number | null {
  const lastPage = page.rows < page.limit && (page.rows > 0 || page.offset === 0);
  if (lastPage) return page.offset + page.rows;
  if (exact !== undefined && exact <= EXACT_COUNT_MAX) return exact;
  return null;
}
