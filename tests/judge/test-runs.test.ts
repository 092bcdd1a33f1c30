/**
 * Test runs (custom input, as the online test sends them) of special-judge and interactive
 * problems, through the real sandbox: the custom input goes to the interactor or the checker as a
 * case's input would, and what they said comes back with the program's stderr.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JudgeOutcome } from '../../contract/judge';
import { createEnvironment, prepareWorkRoot, type JudgeEnvironment } from '../../judge-runner/src/environment';
import { judge } from '../../judge-runner/src/judge';
import { jobFromPackage, readProblemPackage } from '../../judge-runner/src/problem-package';
import { createSandbox, type LocalSandbox } from '../../judge-runner/src/sandbox/launcher';
import { PROBLEMS, PROGRAMS, statusName } from './support';

/** Away from the runner's and the other judge tests' uids. */
const UID_BASE = 61500;

let sandbox: LocalSandbox;
let environment: JudgeEnvironment;
let workRoot: string;

beforeAll(async () => {
  workRoot = await prepareWorkRoot(await mkdtemp(path.join(tmpdir(), 'hoj-test-runs-')));
  environment = createEnvironment(workRoot);
  sandbox = await createSandbox({ uidBase: UID_BASE, slots: 2 });
});

afterAll(async () => {
  await sandbox?.close();
  if (workRoot) await rm(workRoot, { recursive: true, force: true });
});

/** A test job as the Worker's claimJob builds it: the problem with its checker, no cases, the input inline. */
async function testRun(problem: string, file: string, language: string, input: string, expectedOutput: string | null): Promise<JudgeOutcome> {
  const pkg = await readProblemPackage(path.join(PROBLEMS, problem));
  const { job } = await jobFromPackage(pkg, { language, code: await readFile(path.join(PROGRAMS, file), 'utf8') });
  return judge({ ...job, kind: 'test', cases: [], testInput: { input, expectedOutput } }, { sandbox, environment });
}

describe('test runs of an interactive problem', () => {
  it('run the program against the interactor, which reads the custom input', async () => {
    const outcome = await testRun('interactive', 'interactive/ac.cpp', 'C++', '123456789\n', null);
    expect(statusName(outcome.status), outcome.errorMessage ?? '').toBe('AC');
    expect(outcome.cases).toHaveLength(1);
    expect(outcome.cases[0]).toMatchObject({ status: outcome.status, userOutput: null });
    expect(outcome.cases[0]!.checkerMessage).toMatch(/^Interactor: found in \d+ guesses$/);
    expect(outcome.memory).toBeGreaterThan(0);
  });

  it('say that an input the interactor cannot use is not a valid test, not that the judge failed', async () => {
    const outcome = await testRun('interactive', 'interactive/ac.cpp', 'C++', '', null);
    expect(statusName(outcome.status)).toBe('SE');
    expect(outcome.inputRejected).toBe(true);
    expect(outcome.errorMessage).toMatch(/^The interactor did not accept this input as a test \(exit code 3\): /);
  });

  it("report the program's real verdict and the interactor's reason", async () => {
    // a linear search needs a million questions for this secret; the interactor allows 40
    const outcome = await testRun('interactive', 'interactive/linear.c', 'C', '1000000\n', null);
    expect(statusName(outcome.status)).toBe('WA');
    expect(outcome.cases[0]!.checkerMessage).toBe('Interactor: more than 40 guesses');
  });
});

describe('test runs of a special-judge problem', () => {
  it('use the checker with the expected output as its answer', async () => {
    const accepted = await testRun('spj', 'spj/ac.c', 'C', '10\n', '5 5\n');
    expect(statusName(accepted.status), accepted.errorMessage ?? '').toBe('AC');
    expect(accepted.cases[0]).toMatchObject({ userOutput: '5 5\n', checkerMessage: 'Special judge: ok' });
    const wrong = await testRun('spj', 'spj/wa.cpp', 'C++', '10\n', '5 5\n');
    expect(statusName(wrong.status)).toBe('WA');
    expect(wrong.cases[0]!.checkerMessage).toBe('Special judge: 1 + 1 is not 10');
  });

  it('accept a clean run without an expected output, as a standard problem does', async () => {
    const outcome = await testRun('spj', 'spj/ac.c', 'C', '7\n', null);
    expect(statusName(outcome.status), outcome.errorMessage ?? '').toBe('AC');
    expect(outcome.cases[0]).toMatchObject({ userOutput: '3 4\n', checkerMessage: '' });
  });
});
