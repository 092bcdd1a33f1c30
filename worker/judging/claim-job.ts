import type { JobCase, JobFetchResult, JobKind } from '../../contract/judge';
import type { Deps } from '../deps';
import { randomToken } from '../lib/random';
import { claimCheckerCheck, claimSubmission, claimTestRun, problemById } from './queries';
import { compileJobProblem, problemForJob } from './rules';

/**
 * A runner claims the job behind a queue message. Each claim gets a fresh nonce; results carrying an
 * older one are refused, so a runner that lost its lease cannot overwrite the attempt that replaced it.
 */
export async function claimJob(deps: Pick<Deps, 'db'>, kind: JobKind, id: string): Promise<JobFetchResult> {
  const { db } = deps;
  const nonce = randomToken(32);
  if (kind === 'compile') {
    // A compile job: the pending checker record, compiled with its extra files; nothing runs.
    const check = await claimCheckerCheck(db, id, nonce);
    if (!check) return { skip: 'the checker is already compiled or gone' };
    return { job: { kind: 'compile', id, nonce, program: { language: check.language, code: check.code }, problem: compileJobProblem(check), cases: [] } };
  }
  if (kind === 'test') {
    const run = await claimTestRun(db, id, nonce);
    if (!run) return { skip: 'the test run is finished or gone' };
    const problem = await problemById(db, run.pid);
    if (!problem) return { skip: 'the problem is gone' };
    return {
      job: {
        kind,
        id,
        nonce,
        program: { language: run.language, code: run.code },
        problem: problemForJob(problem),
        cases: [],
        testInput: { input: run.userInput, expectedOutput: run.expectedOutput },
      },
    };
  }
  const submitId = Number(id);
  if (!Number.isSafeInteger(submitId)) return { skip: 'not a submission id' };
  const claimed = await claimSubmission(db, submitId, nonce);
  if (!claimed) return { skip: 'the submission is already judged, cancelled or gone' };
  if (!claimed.problem) return { skip: 'the problem is gone' };
  const { submission, problem, cases } = claimed;
  const jobCases: JobCase[] = cases.map((c) => ({ index: c.index, input: c.inputHash, output: c.outputHash, score: c.score, groupNum: c.groupNum }));
  return { job: { kind, id, nonce, program: { language: submission.language, code: submission.code }, problem: problemForJob(problem), cases: jobCases } };
}
