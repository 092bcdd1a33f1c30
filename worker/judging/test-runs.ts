import type { SubmitTestJudgeBody, TestJudgeResult } from '../../contract/api/judging';
import type { JudgeOutcome } from '../../contract/judge';
import type * as v from 'valibot';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { notFound } from '../lib/api-error';
import { newId } from '../lib/random';
import { checkLanguageAllowed, judgeableProblem } from '../problems/problem-access';
import { judgeLanguages } from './languages';
import { findTestRun, insertTestRun, problemJudgeMode } from './queries';
import { keptTestRunsSince, testRunView } from './rules';

/** Runs code on custom input: never a submission; answers the key the page polls with. */
export async function submitTestRun(deps: Pick<Deps, 'db' | 'queue' | 'clock'>, who: Principal, body: v.InferOutput<typeof SubmitTestJudgeBody>): Promise<string> {
  const problem = await judgeableProblem(deps.db, body.pid, who);
  await checkLanguageAllowed(deps.db, problem.id, body.language, (await judgeLanguages(deps)).map((l) => l.name));
  const key = newId();
  await insertTestRun(
    deps.db,
    { key, uid: who.user.id, pid: problem.id, language: body.language, code: body.code, userInput: body.userInput, expectedOutput: body.expectedOutput ?? null },
    keptTestRunsSince(deps.clock.nowSeconds()),
  );
  await deps.queue.send([{ kind: 'test', key, priority: 'practice' }]);
  return key;
}

/** The caller's own test run, as it stands. */
export async function testRunResult(deps: Pick<Deps, 'db'>, who: Principal, key: string): Promise<TestJudgeResult> {
  const run = await findTestRun(deps.db, key, who.user.id);
  if (!run) throw notFound('The test run does not exist or has expired');
  const problem = await problemJudgeMode(deps.db, run.pid);
  const outcome = run.result ? (JSON.parse(run.result) as JudgeOutcome) : null;
  return testRunView(run, outcome, problem?.judgeMode);
}
