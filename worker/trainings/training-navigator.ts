import type { NavigatorItem } from '../../contract/api/problems';
import { PROBLEM_TYPE } from '../../contract/judge';
import { JUDGE_STATUS } from '../../contract/judge-status';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { viewerStatusesOf } from '../problems/queries';
import { trainingProblemList } from './queries';
import type { TrainingStanding } from './training-access';

/**
 * `get-full-screen-problem-list?tid=`: the focus-mode navigator of a training the caller entered,
 * its problems in rank order under their display ids with the caller's best status outside
 * contests (the status the training's progress counts).
 */
export async function trainingNavigator(deps: Pick<Deps, 'db'>, standing: TrainingStanding, caller: Principal): Promise<NavigatorItem[]> {
  const list = await trainingProblemList(deps.db, standing.row.id);
  const pids = list.map((p) => p.tp.pid);
  const statuses = new Map((pids.length > 0 ? await viewerStatusesOf(deps.db, caller.user.id, pids) : []).map((s) => [s.pid, s]));
  return list.map((p) => {
    const own = statuses.get(p.tp.pid);
    return {
      pid: p.tp.pid,
      problemId: p.tp.displayId,
      title: p.title,
      status: own?.status ?? JUDGE_STATUS.notSubmitted,
      score: own && p.type === PROBLEM_TYPE.oi ? own.score : null,
    };
  });
}
