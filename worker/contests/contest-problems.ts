import type { ContestProblemDetail, ContestProblemView } from '../../contract/api/contests';
import type { ProblemCount } from '../../contract/api/problems';
import { JUDGE_STATUS } from '../../contract/judge-status';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { notFound } from '../lib/api-error';
import { problemDetailOf } from '../problems/problem-detail';
import { findProblemById } from '../problems/queries';
import { openContestProblems, type ContestStanding } from './contest-access';
import { ownContestStatuses } from './own-results';
import { contestProblemByDisplayId, contestProblemList, contestStatusCounts, contestWindow, type ContestProblemRow } from './queries';
import { CONTEST_MESSAGES, realTimePermission } from './rules';

/** ac and total per problem, or null ("?") when the viewer has no real-time permission. */
async function liveCounts(deps: Pick<Deps, 'db' | 'clock'>, standing: ContestStanding, containsEnd: boolean, pid?: number) {
  if (!realTimePermission(standing.row, deps.clock.nowSeconds(), standing.admin)) return null;
  const rows = await contestStatusCounts(deps.db, contestWindow(standing.row, containsEnd && standing.admin), pid);
  const byPid = new Map<number, Map<number, number>>();
  for (const r of rows) byPid.set(r.pid, (byPid.get(r.pid) ?? new Map<number, number>()).set(r.status, r.n));
  return byPid;
}

const sum = (statuses: Map<number, number> | undefined) => [...(statuses?.values() ?? [])].reduce((a, b) => a + b, 0);

function toView(cp: ContestProblemRow, type: number, counts: Map<number, Map<number, number>> | null, own: { status: number; score: number | null } | null): ContestProblemView {
  const statuses = counts?.get(cp.pid);
  return {
    id: cp.id,
    cid: cp.cid,
    pid: cp.pid,
    displayId: cp.displayId,
    displayTitle: cp.displayTitle,
    color: cp.color,
    type,
    ac: counts ? (statuses?.get(JUDGE_STATUS.accepted) ?? 0) : null,
    total: counts ? sum(statuses) : null,
    myStatus: own ? own.status : null,
    score: own ? own.score : null,
  };
}

/** The contest's problems as its problem list shows them, for a caller already let in. */
export async function contestProblemViews(deps: Pick<Deps, 'db' | 'clock'>, standing: ContestStanding, caller: Principal | null, containsEnd: boolean): Promise<ContestProblemView[]> {
  const list = await contestProblemList(deps.db, standing.row.id);
  const counts = await liveCounts(deps, standing, containsEnd);
  const own = caller ? await ownContestStatuses(deps, standing, caller.user.id, list.map((p) => p.cp.pid)) : null;
  return list.map((p) => toView(p.cp, p.type, counts, own?.get(p.cp.pid) ?? null));
}

/** `get-contest-problem`: the problem list with live counts ("?" without real-time permission) and the caller's own status. */
export async function contestProblems(deps: Pick<Deps, 'db' | 'clock'>, query: { cid: number; containsEnd?: boolean }, caller: Principal): Promise<ContestProblemView[]> {
  const standing = await openContestProblems(deps, query.cid, caller);
  return contestProblemViews(deps, standing, caller, query.containsEnd ?? false);
}

const COUNT_COLUMNS: [number, keyof ProblemCount][] = [
  [JUDGE_STATUS.accepted, 'ac'],
  [JUDGE_STATUS.wrongAnswer, 'wa'],
  [JUDGE_STATUS.compileError, 'ce'],
  [JUDGE_STATUS.timeLimitExceeded, 'tle'],
  [JUDGE_STATUS.memoryLimitExceeded, 'mle'],
  [JUDGE_STATUS.runtimeError, 're'],
  [JUDGE_STATUS.presentationError, 'pe'],
  [JUDGE_STATUS.systemError, 'se'],
  [JUDGE_STATUS.partialAccepted, 'pa'],
];

/**
 * `get-contest-problem-details`: the problem under the contest's display id and title, with the
 * contest's own counts (zeros without real-time permission) and the caller's contest status.
 */
export async function contestProblemDetails(deps: Pick<Deps, 'db' | 'clock'>, query: { cid: number; displayId: string; containsEnd?: boolean }, caller: Principal): Promise<ContestProblemDetail> {
  const standing = await openContestProblems(deps, query.cid, caller);
  const cp = await contestProblemByDisplayId(deps.db, query.cid, query.displayId);
  if (!cp) throw notFound(CONTEST_MESSAGES.problemNotFound);
  const row = await findProblemById(deps.db, cp.pid);
  if (!row) throw notFound(CONTEST_MESSAGES.problemNotFound);
  const detail = await problemDetailOf(deps, row, caller);
  const counts = await liveCounts(deps, standing, query.containsEnd ?? false, cp.pid);
  const own = (await ownContestStatuses(deps, standing, caller.user.id, [cp.pid])).get(cp.pid)!;
  const statuses = counts?.get(cp.pid);
  const problemCount = Object.fromEntries(COUNT_COLUMNS.map(([status, column]) => [column, statuses?.get(status) ?? 0])) as ProblemCount;
  problemCount.total = sum(statuses);
  return {
    ...detail,
    problem: { ...detail.problem, problemId: cp.displayId, title: cp.displayTitle, cid: cp.cid },
    problemCount,
    myStatus: own,
    // Solutions stay closed inside a contest, but for its admins.
    solutionUnlocked: standing.admin && detail.solutionUnlocked,
    contestProblem: toView(cp, row.type, counts, own),
  };
}
