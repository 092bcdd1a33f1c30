import type { LastAcCode, NavigatorItem, UserProblemStatus } from '../../contract/api/problems';
import { CONTEST_TYPE } from '../../contract/rules/contests';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { badRequest } from '../lib/api-error';
import { openContestProblems, type ContestStanding } from './contest-access';
import { contestProblemList, latestAcceptedInContest, ownContestTries } from './queries';
import { ownProblemStatus, resultHidden } from './rules';

/**
 * The caller's own results inside a contest, with the seal applied: what the problem area's
 * contest branches (user problem status, the focus-mode navigator, the last accepted code) and the
 * contest problem list show. They are the caller's own tries, so an ACM contest that shows
 * contestants their own results during the seal shows them here too (decision 44).
 */

/** pid → the caller's status and score in the contest (the OI score only in OI contests). */
export async function ownContestStatuses(deps: Pick<Deps, 'db' | 'clock'>, standing: ContestStanding, uid: string, pids: number[]): Promise<Map<number, UserProblemStatus>> {
  const { row } = standing;
  const now = deps.clock.nowSeconds();
  const tries = pids.length > 0 ? await ownContestTries(deps.db, row.id, uid, pids) : [];
  const result = new Map<number, UserProblemStatus>();
  for (const pid of pids) {
    const mine = tries.filter((t) => t.pid === pid).map((t) => ({ ...t, hidden: resultHidden(row, now, { admin: standing.admin, own: true }, t.submitTime) }));
    result.set(pid, ownProblemStatus(mine, row.type === CONTEST_TYPE.oi, row.oiRankScoreType));
  }
  return result;
}

/** `get-user-problem-status` with a cid: only the contest's problems are answered, the others are not submitted. */
export async function contestUserProblemStatuses(deps: Pick<Deps, 'db' | 'clock'>, cid: number, caller: Principal, pids: number[]): Promise<Record<number, UserProblemStatus>> {
  const standing = await openContestProblems(deps, cid, caller);
  const inContest = new Set((await contestProblemList(deps.db, cid)).map((p) => p.cp.pid));
  const statuses = await ownContestStatuses(deps, standing, caller.user.id, pids.filter((p) => inContest.has(p)));
  return Object.fromEntries(pids.map((pid) => [pid, statuses.get(pid) ?? { status: -10, score: null }]));
}

/** The focus-mode navigator of a contest: its problems under their display ids and titles, with the caller's status. */
export async function contestNavigator(deps: Pick<Deps, 'db' | 'clock'>, cid: number, caller: Principal): Promise<NavigatorItem[]> {
  const standing = await openContestProblems(deps, cid, caller);
  const list = await contestProblemList(deps.db, cid);
  const statuses = await ownContestStatuses(deps, standing, caller.user.id, list.map((p) => p.cp.pid));
  return list.map((p) => {
    const own = statuses.get(p.cp.pid)!;
    return { pid: p.cp.pid, problemId: p.cp.displayId, title: p.cp.displayTitle, status: own.status, score: own.score };
  });
}

export const NOT_PASSED = 'You have not passed the problem so you cannot get the code passed recently';

/** `get-last-ac-code` in a contest: the caller's latest accepted code there, unless the seal hides that it was accepted. */
export async function contestLastAcCode(deps: Pick<Deps, 'db' | 'clock'>, cid: number, caller: Principal, pid: number): Promise<LastAcCode> {
  const standing = await openContestProblems(deps, cid, caller);
  const latest = await latestAcceptedInContest(deps.db, cid, caller.user.id, pid);
  if (!latest || resultHidden(standing.row, deps.clock.nowSeconds(), { admin: standing.admin, own: true }, latest.submitTime)) throw badRequest(NOT_PASSED);
  return { submitId: latest.submitId, code: latest.code, language: latest.language };
}
