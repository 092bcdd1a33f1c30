import type { SubmitProblemJudgeBody } from '../../contract/api/submissions';
import { JUDGE_STATUS } from '../../contract/judge-status';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { judgeLanguages } from '../judging/languages';
import { contestProblemByPid, registerStatement } from '../contests/queries';
import { CONTEST_MESSAGES } from '../contests/rules';
import { forbidden, notFound } from '../lib/api-error';
import { checkLanguageAllowed, judgeableProblem, type ProblemRow } from '../problems/problem-access';
import { findProblemById } from '../problems/queries';
import { scopeOf, type ScopeAccess } from '../scope/scope-of';
import { insertSubmission, insertSubmissionQuery, markSendingFailed, type SubmissionRow } from './queries';

/** Where a submission goes: the problem, the display id it is stored under, and its contest. */
interface Target {
  problem: ProblemRow;
  displayPid: string;
  cid: number;
  cpid: number;
  registerFirst: boolean;
}

async function publicTarget(deps: Deps, pid: number, who: Principal): Promise<Target> {
  const problem = await judgeableProblem(deps.db, pid, who);
  return { problem, displayPid: problem.problemId, cid: 0, cpid: 0, registerFirst: false };
}

/**
 * A contest submission: the contest must take it now (scopeOf's decision: started, not over, the
 * personal time running, the password entered, the account rule met) and the problem must be one
 * of its problems; it is stored under the contest's display id.
 */
async function contestTarget(deps: Deps, contest: NonNullable<ScopeAccess['contest']>, pid: number): Promise<Target> {
  const { decision, row } = contest;
  if (!decision.canSubmit) throw forbidden(decision.submitRefusal ?? decision.viewRefusal ?? CONTEST_MESSAGES.notFound);
  const cp = await contestProblemByPid(deps.db, row.id, pid);
  const problem = cp ? await findProblemById(deps.db, cp.pid) : undefined;
  if (!cp || !problem) throw notFound(CONTEST_MESSAGES.problemNotFound);
  return { problem, displayPid: cp.displayId, cid: row.id, cpid: cp.id, registerFirst: !contest.registered && !decision.admin };
}

/**
 * Stores a submission as pending and queues its id. The contest it names decides whether it may be
 * made (scopeOf); a queue that is down leaves it "sending failed" (10), to be resubmitted.
 */
export async function submit(deps: Deps, who: Principal, body: SubmitProblemJudgeBody, ip: string): Promise<SubmissionRow> {
  // Only the contest is gated for now: a training or group id is stored as sent, as before those areas exist.
  const scope = await scopeOf(deps, { cid: body.cid }, who);
  const target = scope.contest ? await contestTarget(deps, scope.contest, body.pid) : await publicTarget(deps, body.pid, who);
  await checkLanguageAllowed(deps.db, target.problem.id, body.language, (await judgeLanguages(deps)).map((l) => l.name));
  const values = {
    pid: target.problem.id,
    displayPid: target.displayPid,
    uid: who.user.id,
    username: who.user.username,
    code: body.code,
    language: body.language,
    length: new TextEncoder().encode(body.code).length,
    status: JUDGE_STATUS.pending,
    cid: target.cid,
    cpid: target.cpid,
    gid: body.gid ?? null,
    tid: body.tid ?? null,
    ip,
    submitTime: deps.clock.nowSeconds(),
  };
  // A first submission to a public contest registers the submitter, so they count as a participant.
  const submission = target.registerFirst
    ? (await deps.db.batch([registerStatement(deps.db, target.cid, who.user.id, values.submitTime), insertSubmissionQuery(deps.db, values)]))[1][0]!
    : await insertSubmission(deps.db, values);
  try {
    await deps.queue.send([{ kind: 'judge', submitId: submission.submitId }]);
  } catch (error) {
    console.error(`enqueue failed for submission ${submission.submitId}: ${(error as Error).name}`);
    await markSendingFailed(deps.db, submission.submitId, 'The judge queue is unavailable, please resubmit');
    return { ...submission, status: JUDGE_STATUS.submittedFailed };
  }
  return submission;
}
