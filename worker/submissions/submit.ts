import type { SubmitProblemJudgeBody } from '../../contract/api/submissions';
import { priorityOfSubmission } from '../../contract/judge';
import { JUDGE_STATUS } from '../../contract/judge-status';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { judgeLanguages } from '../judging/languages';
import { checkLanguageAllowed, judgeableProblem } from '../problems/problem-access';
import { scopeOf } from '../scope/scope-of';
import { insertSubmission, markSendingFailed, type SubmissionRow } from './queries';

/**
 * Stores a submission as pending and queues its id. The contest it names decides whether it may be
 * made (scopeOf); a queue that is down leaves it "sending failed" (10), to be resubmitted.
 */
export async function submit(deps: Deps, who: Principal, body: SubmitProblemJudgeBody, ip: string): Promise<SubmissionRow> {
  // Only the contest is gated for now: a training or group id is stored as sent, as before those areas exist.
  await scopeOf(deps, { cid: body.cid }, who);
  const problem = await judgeableProblem(deps.db, body.pid, who);
  await checkLanguageAllowed(deps.db, problem.id, body.language, (await judgeLanguages(deps)).map((l) => l.name));
  const submission = await insertSubmission(deps.db, {
    pid: problem.id,
    displayPid: problem.problemId,
    uid: who.user.id,
    username: who.user.username,
    code: body.code,
    language: body.language,
    length: new TextEncoder().encode(body.code).length,
    status: JUDGE_STATUS.pending,
    cid: body.cid ?? 0,
    gid: body.gid ?? null,
    tid: body.tid ?? null,
    ip,
  });
  try {
    await deps.queue.send([{ kind: 'judge', submitId: submission.submitId, priority: priorityOfSubmission(submission.cid) }]);
  } catch (error) {
    console.error(`enqueue failed for submission ${submission.submitId}: ${(error as Error).name}`);
    await markSendingFailed(deps.db, submission.submitId, 'The judge queue is unavailable, please resubmit');
    return { ...submission, status: JUDGE_STATUS.submittedFailed };
  }
  return submission;
}
