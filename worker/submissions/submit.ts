import type { SubmitProblemJudgeBody } from '../../contract/api/submissions';
import { priorityOfSubmission } from '../../contract/judge';
import { JUDGE_STATUS } from '../../contract/judge-status';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { parseRunnerLanguages, runnerLanguagesQuery } from '../judging/queries';
import { freshRunnersSince, mergeLanguages } from '../judging/rules';
import { contestProblemByPid, registerStatement } from '../contests/queries';
import { CONTEST_MESSAGES } from '../contests/rules';
import { badRequest, forbidden, notFound } from '../lib/api-error';
import { TRAINING_MESSAGES } from '../../contract/rules/trainings';
import { GROUP_MESSAGES } from '../../contract/rules/groups';
import { groupProblemVisible } from '../group-problems/rules';
import { trainingProblemByPid } from '../trainings/queries';
import { checkJudgeable, checkLanguageIn, type ProblemRow } from '../problems/problem-access';
import { findProblemByIdQuery, problemLanguageRowsQuery } from '../problems/queries';
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

/** What a submission is checked against: the problem, its own languages and the fleet's, read in one D1 round trip. */
interface ProblemAndLanguages {
  problem: ProblemRow | undefined;
  /** the problem's own language list (empty: it takes every judge language) */
  own: string[];
  /** the languages of the runners seen within a day */
  fleet: string[];
}

async function problemAndLanguages(deps: Deps, pid: number): Promise<ProblemAndLanguages> {
  const [[problem], own, runners] = await deps.db.batch([
    findProblemByIdQuery(deps.db, pid),
    problemLanguageRowsQuery(deps.db, pid),
    runnerLanguagesQuery(deps.db, freshRunnersSince(deps.clock.nowSeconds())),
  ]);
  return { problem, own: own.map((r) => r.language), fleet: mergeLanguages(parseRunnerLanguages(runners)).map((l) => l.name) };
}

async function publicTarget(deps: Deps, pid: number, who: Principal, language: string): Promise<Target> {
  const found = await problemAndLanguages(deps, pid);
  // The visibility rule first: a problem the caller may not judge against says nothing of its languages.
  const problem = checkJudgeable(found.problem, who);
  checkLanguageIn(language, found.own, found.fleet);
  return { problem, displayPid: problem.problemId, cid: 0, cpid: 0, registerFirst: false };
}

/**
 * A contest submission: the contest must take it now (scopeOf's decision: started, not over, the
 * personal time running, the password entered, the account rule met) and the problem must be one
 * of its problems; it is stored under the contest's display id.
 */
async function contestTarget(deps: Deps, contest: NonNullable<ScopeAccess['contest']>, pid: number, language: string): Promise<Target> {
  const { decision, row } = contest;
  if (!decision.canSubmit) throw forbidden(decision.submitRefusal ?? decision.viewRefusal ?? CONTEST_MESSAGES.notFound);
  const cp = await contestProblemByPid(deps.db, row.id, pid);
  const found = cp ? await problemAndLanguages(deps, cp.pid) : undefined;
  const problem = found?.problem;
  if (!cp || !found || !problem) throw notFound(CONTEST_MESSAGES.problemNotFound);
  checkLanguageIn(language, found.own, found.fleet);
  return { problem, displayPid: cp.displayId, cid: row.id, cpid: cp.id, registerFirst: !contest.registered && !decision.admin };
}

/**
 * A submission made from a training: the training must be open to the caller (scopeOf: a private
 * one after its password) and the problem one of its problems. It is judged and counted like a
 * practice submission (decision 29), under the problem's own display id, and keeps its tid.
 */
async function trainingTarget(deps: Deps, training: NonNullable<ScopeAccess['training']>, pid: number, language: string): Promise<Target> {
  if (!training.decision.canSubmit) throw forbidden(TRAINING_MESSAGES.noAccess);
  if (!(await trainingProblemByPid(deps.db, training.row.id, pid))) throw badRequest(TRAINING_MESSAGES.problemNotInTraining);
  const found = await problemAndLanguages(deps, pid);
  if (!found.problem) throw notFound('The problem does not exist');
  checkLanguageIn(language, found.own, found.fleet);
  return { problem: found.problem, displayPid: found.problem.problemId, cid: 0, cpid: 0, registerFirst: false };
}

/**
 * A submission from a group's problem pages: the caller must be a member, the problem the group's
 * own and open to the caller's level there (decision 31); it counts for the group's rank (its gid).
 */
async function groupTarget(deps: Deps, scope: ScopeAccess, pid: number, language: string): Promise<Target> {
  const group = scope.group!;
  if (!scope.canSubmit) throw forbidden(GROUP_MESSAGES.notMember);
  const found = await problemAndLanguages(deps, pid);
  const problem = found.problem;
  if (!problem) throw notFound('The problem does not exist');
  if (problem.gid !== group.row.id) throw badRequest(GROUP_MESSAGES.problemNotInGroup);
  if (!groupProblemVisible(problem.auth, group)) throw forbidden('You have no permission to submit code for this problem');
  checkLanguageIn(language, found.own, found.fleet);
  return { problem, displayPid: problem.problemId, cid: 0, cpid: 0, registerFirst: false };
}

/** The group a submission counts for: its contest's or training's group, or the group it was made from. */
function groupOfSubmission(scope: ScopeAccess): number | null {
  if (scope.contest) return scope.contest.row.gid;
  if (scope.training) return scope.training.row.gid;
  return scope.scope.kind === 'group' ? scope.scope.gid : null;
}

/**
 * Stores a submission as pending and queues its id. The contest it names decides whether it may be
 * made (scopeOf); a queue that is down leaves it "sending failed" (10), to be resubmitted.
 */
export async function submit(deps: Deps, who: Principal, body: SubmitProblemJudgeBody, ip: string): Promise<SubmissionRow> {
  // A contest, training or group is gated by scopeOf (a contest or training of a group by the group's membership too).
  const scope = await scopeOf(deps, { cid: body.cid, tid: body.tid, gid: body.gid }, who);
  // Each target checks the language too (the problem's own list, else the fleet's), with the problem's reads.
  const target = scope.contest
    ? await contestTarget(deps, scope.contest, body.pid, body.language)
    : scope.training
      ? await trainingTarget(deps, scope.training, body.pid, body.language)
      : scope.scope.kind === 'group'
        ? await groupTarget(deps, scope, body.pid, body.language)
        : await publicTarget(deps, body.pid, who, body.language);
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
    gid: groupOfSubmission(scope),
    tid: scope.training ? scope.training.row.id : null,
    ip,
    submitTime: deps.clock.nowSeconds(),
  };
  // A first submission to a public contest registers the submitter, so they count as a participant.
  const submission = target.registerFirst
    ? (await deps.db.batch([registerStatement(deps.db, target.cid, who.user.id, values.submitTime), insertSubmissionQuery(deps.db, values)]))[1][0]!
    : await insertSubmission(deps.db, values);
  try {
    await deps.queue.send([{ kind: 'judge', submitId: submission.submitId, priority: priorityOfSubmission(submission.cid) }]);
  } catch (error) {
    console.error(`enqueue failed for submission ${submission.submitId}: ${(error as Error).name}`);
    await markSendingFailed(deps.db, submission.submitId, 'The judge queue is unavailable, please resubmit');
    return { ...submission, status: JUDGE_STATUS.submittedFailed };
  }
  return submission;
}
