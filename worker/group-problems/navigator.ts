import type { NavigatorItem } from '../../contract/api/problems';
import { PROBLEM_TYPE } from '../../contract/judge';
import { JUDGE_STATUS } from '../../contract/judge-status';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { problemListPage } from '../problems/queries';
import { groupMemberStanding } from './access';
import { groupProblemWhere, viewerStatusesInGroup } from './queries';

/** The focus-mode navigator of a group's problem list holds at most this many problems. */
const NAVIGATOR_MAX = 1000;

/**
 * `get-full-screen-problem-list?gid=`: the focus-mode navigator of a group's problem list (its
 * public problems, in the list's order) with the caller's best status (members).
 */
export async function groupNavigator({ db }: Pick<Deps, 'db'>, gid: number, who: Principal): Promise<NavigatorItem[]> {
  await groupMemberStanding(db, gid, who);
  const rows = await problemListPage(db, groupProblemWhere(gid, undefined, true), who.user.id, { limit: NAVIGATOR_MAX, offset: 0 });
  const statuses = new Map((await viewerStatusesInGroup(db, who.user.id, gid)).map((s) => [s.pid, s]));
  return rows.map((r) => {
    const own = statuses.get(r.id);
    return { pid: r.id, problemId: r.problemId, title: r.title, status: own?.status ?? JUDGE_STATUS.notSubmitted, score: own && r.type === PROBLEM_TYPE.oi ? own.score : null };
  });
}
