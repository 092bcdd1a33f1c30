/**
 * The judging core against a scripted sandbox: no process runs, each box's result (and what it
 * printed) is decided by the test. The real sandbox is exercised by tests/judge/.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseResult, JobCase, JudgeJob } from '../../contract/judge';
import { JUDGE_STATUS as S } from '../../contract/judge-status';
import { CompileCache } from './compile-cache';
import type { JudgeEnvironment } from './environment';
import { judge } from './judge';
import { availableLanguages } from './languages';
import type { BoxResult, BoxSpec, Sandbox } from './sandbox/types';

let root: string;
let counter = 0;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'judge-core-test-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const languages = availableLanguages({
  gcc: { id: 'gcc', binary: '/usr/bin/gcc', version: '12.2.0', home: null, binDirs: ['/usr/bin'], readOnlyPaths: [] },
});

async function environment(): Promise<JudgeEnvironment> {
  const workRoot = await mkdtemp(path.join(root, 'env-'));
  return { workRoot, cache: new CompileCache(path.join(workRoot, 'cache'), 1 << 20), languages: async () => languages };
}

const ok = (partial: Partial<BoxResult> = {}): BoxResult => ({ verdict: 'ok', exitCode: 0, signal: null, cpuMs: 5, wallMs: 6, memoryKb: 1000, ...partial });

type Script = (spec: Omit<BoxSpec, 'stdoutFile'> & { stdoutFile?: string }) => Promise<{ result: BoxResult; stdout?: string; stderr?: string }>;

/** A sandbox whose compile steps succeed and whose runs follow `script`. */
function scripted(script: Script, interactive?: (solution: BoxSpec, interactor: BoxSpec) => Promise<{ solution: BoxResult; interactor: BoxResult; interactorStderr?: string; solutionStderr?: string }>): Sandbox & { runs: string[][] } {
  const runs: string[][] = [];
  return {
    runs,
    async run(spec) {
      runs.push(spec.argv);
      if (spec.argv.includes('main.c')) {
        await writeFile(path.join(spec.workDir, 'main'), 'binary');
        await writeFile(spec.stdoutFile, '');
        await writeFile(spec.stderrFile, '');
        return ok();
      }
      const { result, stdout = '', stderr = '' } = await script(spec);
      await writeFile(spec.stdoutFile, stdout);
      await writeFile(spec.stderrFile, stderr);
      return result;
    },
    async runInteractive(solution, interactor) {
      const r = await interactive!(solution as BoxSpec, interactor as BoxSpec);
      await writeFile(solution.stderrFile, r.solutionStderr ?? '');
      await writeFile(interactor.stderrFile, r.interactorStderr ?? '');
      return r;
    },
  };
}

async function files(cases: { input: string; output: string }[]) {
  const dir = await mkdtemp(path.join(root, 'cases-'));
  const jobCases: JobCase[] = [];
  for (const [i, c] of cases.entries()) {
    await writeFile(path.join(dir, `${i + 1}.in`), c.input);
    await writeFile(path.join(dir, `${i + 1}.out`), c.output);
    jobCases.push({ index: i + 1, input: `in${i}`, output: `out${i}`, score: 50, groupNum: null });
  }
  return {
    cases: jobCases,
    files: { caseInput: async (c: JobCase) => path.join(dir, `${c.index}.in`), caseOutput: async (c: JobCase) => path.join(dir, `${c.index}.out`) },
  };
}

function job(partial: Partial<JudgeJob['problem']>, cases: JobCase[], extra: Partial<JudgeJob> = {}): JudgeJob {
  return {
    kind: 'judge',
    id: String(++counter),
    nonce: 'n',
    program: { language: 'C', code: 'int main(){}' },
    problem: {
      timeLimit: 1000,
      memoryLimit: 256,
      stackLimit: 128,
      type: 0,
      judgeMode: 'default',
      judgeCaseMode: 'default',
      isRemoveEndBlank: true,
      isFileIO: false,
      ioReadFileName: null,
      ioWriteFileName: null,
      userExtraFile: null,
      judgeExtraFile: null,
      checker: null,
      ...partial,
    },
    cases,
    ...extra,
  };
}

/** Echoes the answer the stdin file names ("1.in" answers "1"), except for listed inputs. */
const answering =
  (overrides: Record<string, { result: BoxResult; stdout?: string; stderr?: string }> = {}): Script =>
  async (spec) =>
    overrides[path.basename(spec.stdinFile ?? '')] ?? { result: ok(), stdout: `${path.basename(spec.stdinFile ?? '', '.in')}\n` };

describe('judge, standard problems', () => {
  it('runs every case of an ACM problem, reports the first failure and the maxima', async () => {
    const { cases, files: f } = await files([
      { input: '', output: '1\n' },
      { input: '', output: '2\n' },
      { input: '', output: '3\n' },
    ]);
    const sandbox = scripted(answering({ '2.in': { result: ok({ verdict: 'cpu', cpuMs: 1003 }) }, '3.in': { result: ok({ memoryKb: 9000 }), stdout: 'x\n' } }));
    const phases: string[] = [];
    const seen: CaseResult[] = [];
    const outcome = await judge(job({}, cases), { sandbox, files: f, environment: await environment(), progress: { phase: (p) => void phases.push(p), caseDone: (c) => void seen.push(c) } });
    expect(outcome).toMatchObject({ status: S.timeLimitExceeded, score: 0, time: 1003, memory: 9000, errorMessage: null });
    expect(outcome.cases.map((c) => c.status)).toEqual([S.accepted, S.timeLimitExceeded, S.wrongAnswer]);
    expect(phases).toEqual(['compiling', 'judging']);
    expect(seen.map((c) => c.index)).toEqual([1, 2, 3]);
  });

  it('stops at the first failure in ergodic_without_error', async () => {
    const { cases, files: f } = await files([
      { input: '', output: '9\n' },
      { input: '', output: '2\n' },
    ]);
    const outcome = await judge(job({ judgeCaseMode: 'ergodic_without_error' }, cases), { sandbox: scripted(answering()), files: f, environment: await environment() });
    expect(outcome.status).toBe(S.wrongAnswer);
    expect(outcome.cases).toHaveLength(1);
  });

  it('names an output flood in errorMessage and scores OI cases', async () => {
    const { cases, files: f } = await files([
      { input: '', output: '1\n' },
      { input: '', output: '2\n' },
    ]);
    const sandbox = scripted(answering({ '2.in': { result: ok({ verdict: 'output' }) } }));
    const acm = await judge(job({}, cases), { sandbox, files: f, environment: await environment() });
    expect(acm).toMatchObject({ status: S.runtimeError, errorMessage: 'Output Limit Exceeded' });
    const oi = await judge(job({ type: 1 }, cases), { sandbox, files: f, environment: await environment() });
    expect(oi).toMatchObject({ status: S.partialAccepted, score: 50, errorMessage: null });
  });

  it('names a full work area in errorMessage, with its cap', async () => {
    const { cases, files: f } = await files([{ input: '', output: '1\n' }]);
    const sandbox = scripted(answering({ '1.in': { result: ok({ verdict: 'disk', diskKb: 64 * 1024 }) } }));
    const outcome = await judge(job({}, cases), { sandbox, files: f, environment: await environment() });
    expect(outcome).toMatchObject({ status: S.runtimeError, errorMessage: 'The program wrote more than 64 MB of files' });
    expect(outcome.cases[0]!.checkerMessage).toBe('The program wrote more than 64 MB of files');
  });

  it('names a kept file the program made uncopyable in the case, as its runtime error', async () => {
    const { cases, files: f } = await files([{ input: '', output: '1\n' }]);
    const sandbox = scripted(answering({ '1.in': { result: ok({ verdict: 'disk', diskKb: 64 * 1024, fileError: 'sum.out: Resource temporarily unavailable' }) } }));
    const outcome = await judge(job({}, cases), { sandbox, files: f, environment: await environment() });
    expect(outcome.status).toBe(S.runtimeError);
    expect(outcome.cases[0]!.checkerMessage).toBe('The program left a file that could not be copied back (sum.out: Resource temporarily unavailable)');
  });

  it('asks the sandbox to copy back only the files it reads: the compiled program, a file-IO output', async () => {
    const { cases, files: f } = await files([{ input: '', output: '1\n' }]);
    const specs: { argv: string[]; keepFiles?: string[]; keepPatterns?: string[] }[] = [];
    const sandbox = scripted(async (spec) => {
      await writeFile(path.join(spec.workDir, 'data.out'), '1\n');
      return { result: ok() };
    });
    const recorded: Sandbox = {
      run: (spec) => {
        specs.push({ argv: spec.argv, keepFiles: spec.keepFiles, keepPatterns: spec.keepPatterns });
        return sandbox.run(spec);
      },
      runInteractive: sandbox.runInteractive,
    };
    const fileIO = await judge(job({ isFileIO: true, ioReadFileName: 'data.in', ioWriteFileName: 'data.out' }, cases), { sandbox: recorded, files: f, environment: await environment() });
    expect(fileIO.status).toBe(S.accepted);
    expect(specs).toEqual([
      { argv: expect.arrayContaining(['main.c']), keepFiles: undefined, keepPatterns: ['main'] },
      { argv: ['/box/main'], keepFiles: ['data.out'], keepPatterns: undefined },
    ]);
    specs.length = 0;
    await judge(job({}, cases), { sandbox: recorded, files: f, environment: await environment() });
    expect(specs.map((s) => [s.keepFiles, s.keepPatterns])).toEqual([[undefined, ['main']], [undefined, undefined]]);
  });

  it('is a system error when the language is not on this runner', async () => {
    const outcome = await judge(job({}, [], { program: { language: 'Cobol', code: '' } }), { sandbox: scripted(answering()), environment: await environment() });
    expect(outcome.status).toBe(S.systemError);
    expect(outcome.errorMessage).toContain('Cobol');
  });

  it('stops between cases when aborted', async () => {
    const { cases, files: f } = await files([
      { input: '', output: '1\n' },
      { input: '', output: '2\n' },
    ]);
    const controller = new AbortController();
    const sandbox = scripted(async (spec) => {
      controller.abort(new Error('cancelled'));
      return { result: ok(), stdout: `${path.basename(spec.stdinFile ?? '', '.in')}\n` };
    });
    await expect(judge(job({}, cases), { sandbox, files: f, environment: await environment(), signal: controller.signal })).rejects.toThrow('cancelled');
  });
});

describe('judge, test runs', () => {
  it('accepts a clean run without expected output and hands back stdout and stderr', async () => {
    const sandbox = scripted(async () => ({ result: ok(), stdout: '42\n', stderr: 'debug\n' }));
    const outcome = await judge(job({}, [], { kind: 'test', testInput: { input: '20 22', expectedOutput: null } }), { sandbox, environment: await environment() });
    expect(outcome).toMatchObject({ status: S.accepted, cases: [{ status: S.accepted, userOutput: '42\n', checkerMessage: 'debug\n' }] });
  });

  it('runs an interactive problem against its interactor, the custom input as its input file', async () => {
    const sandbox = scripted(answering(), async (solution, interactor) => {
      expect(await readFile(path.join(interactor.workDir, 'input'), 'utf8')).toBe('7\n');
      expect(solution.argv).toEqual(['/box/main']);
      // the interactor's result file is all that comes back from either box
      expect([solution.keepFiles, interactor.keepFiles]).toEqual([undefined, ['output']]);
      return { solution: ok({ memoryKb: 321 }), interactor: ok(), solutionStderr: 'trace\n', interactorStderr: 'found in 3 guesses' };
    });
    const testJob = job({ judgeMode: 'interactive', checker: { language: 'C', code: 'int main(){}' } }, [], { kind: 'test', testInput: { input: '7\n', expectedOutput: null } });
    const outcome = await judge(testJob, { sandbox, environment: await environment() });
    expect(outcome).toMatchObject({ status: S.accepted, memory: 321, errorMessage: null, cases: [{ status: S.accepted, userOutput: null, checkerMessage: 'trace\nInteractor: found in 3 guesses' }] });
  });

  it("marks a test run whose interactor fails on the custom input as a rejected input, not the judge's failure", async () => {
    const sandbox = scripted(answering(), async () => ({ solution: ok(), interactor: ok({ verdict: 'nonzero', exitCode: 3 }), interactorStderr: 'cannot read the test' }));
    const testJob = job({ judgeMode: 'interactive', checker: { language: 'C', code: 'int main(){}' } }, [], { kind: 'test', testInput: { input: '', expectedOutput: null } });
    const outcome = await judge(testJob, { sandbox, environment: await environment() });
    expect(outcome).toMatchObject({
      status: S.systemError,
      inputRejected: true,
      errorMessage: 'The interactor did not accept this input as a test (exit code 3): cannot read the test',
      cases: [{ checkerMessage: 'Interactor: The interactor did not accept this input as a test (exit code 3): cannot read the test' }],
    });
  });

  it('compares with the expected output when there is one', async () => {
    const sandbox = scripted(async () => ({ result: ok(), stdout: '41\n' }));
    const outcome = await judge(job({}, [], { kind: 'test', testInput: { input: '20 22', expectedOutput: '42' } }), { sandbox, environment: await environment() });
    expect(outcome.status).toBe(S.wrongAnswer);
  });
});

describe('judge, interactive problems', () => {
  const interactiveJob = (cases: JobCase[]) => job({ judgeMode: 'interactive', checker: { language: 'C', code: 'int main(){}' } }, cases);

  async function interact(solution: BoxResult, interactor: BoxResult, solutionStderr = '', interactorStderr = '') {
    const { cases, files: f } = await files([{ input: '7\n', output: '7\n' }]);
    const sandbox = scripted(answering(), async () => ({ solution, interactor, solutionStderr, interactorStderr }));
    return judge(interactiveJob(cases), { sandbox, files: f, environment: await environment() });
  }

  it('takes the interactor exit code when the solution ran fine', async () => {
    expect((await interact(ok(), ok())).status).toBe(S.accepted);
    expect((await interact(ok(), ok({ verdict: 'nonzero', exitCode: 1 }))).status).toBe(S.wrongAnswer);
    expect((await interact(ok(), ok({ verdict: 'nonzero', exitCode: 3 }))).status).toBe(S.systemError);
  });

  it("keeps an interactor's failure on the problem's own case a system error, not a rejected input", async () => {
    const outcome = await interact(ok(), ok({ verdict: 'nonzero', exitCode: 3 }), '', 'cannot read the test');
    expect(outcome.inputRejected).toBeUndefined();
    expect(outcome.errorMessage).toBe('Case 1: The interactor failed (exit code 3): cannot read the test');
  });

  it("lets the solution's own failure win", async () => {
    expect((await interact(ok({ verdict: 'wall' }), ok({ verdict: 'nonzero', exitCode: 1 }))).status).toBe(S.timeLimitExceeded);
    expect((await interact(ok({ verdict: 'signaled', signal: 11, exitCode: null }), ok({ verdict: 'nonzero', exitCode: 1 }))).status).toBe(S.runtimeError);
    expect((await interact(ok({ verdict: 'memory' }), ok())).status).toBe(S.memoryLimitExceeded);
  });

  it('forgives a SIGPIPE after the interactor finished, but not a solution saying "Broken pipe"', async () => {
    expect((await interact(ok({ verdict: 'signaled', signal: 13, exitCode: null }), ok())).status).toBe(S.accepted);
    expect((await interact(ok({ verdict: 'nonzero', exitCode: 1 }), ok(), 'BrokenPipeError: [Errno 32] Broken pipe')).status).toBe(S.runtimeError);
  });

  it('calls an interactor killed by a broken pipe a wrong answer, and other interactor failures system errors', async () => {
    expect((await interact(ok(), ok({ verdict: 'signaled', signal: 13, exitCode: null }))).status).toBe(S.wrongAnswer);
    expect((await interact(ok(), ok({ verdict: 'cpu' }))).status).toBe(S.systemError);
  });
});

describe('judge, compile jobs', () => {
  /** Compiles main.c with its extra files in the box; code containing "broken" fails like gcc would. */
  function compilingSandbox(): Sandbox & { compiles: { argv: string[]; extra: string | null; code: string }[]; runs: number } {
    const sandbox: Sandbox & { compiles: { argv: string[]; extra: string | null; code: string }[]; runs: number } = {
      compiles: [],
      runs: 0,
      async run(spec) {
        if (!spec.argv.includes('main.c')) {
          sandbox.runs++;
          throw new Error('a compile job must not run anything');
        }
        const code = await readFile(path.join(spec.workDir, 'main.c'), 'utf8');
        const extra = await readFile(path.join(spec.workDir, 'testlib.h'), 'utf8').catch(() => null);
        sandbox.compiles.push({ argv: spec.argv, extra, code });
        await writeFile(spec.stdoutFile, '');
        if (code.includes('broken')) {
          await writeFile(spec.stderrFile, "main.c:1:1: error: unknown type name 'broken'\n");
          return ok({ verdict: 'nonzero', exitCode: 1 });
        }
        await writeFile(path.join(spec.workDir, 'main'), 'binary');
        await writeFile(spec.stderrFile, '');
        return ok();
      },
      async runInteractive() {
        sandbox.runs++;
        throw new Error('a compile job must not run anything');
      },
    };
    return sandbox;
  }

  const compileJob = (code: string, language = 'C') =>
    job({ judgeMode: 'spj', judgeExtraFile: { 'testlib.h': '// testlib' } }, [], { kind: 'compile', program: { language, code } });

  it('compiles the checker with its extra files beside it and runs nothing', async () => {
    const sandbox = compilingSandbox();
    const phases: string[] = [];
    const outcome = await judge(compileJob('#include "testlib.h"\nint main(){return 0;}'), { sandbox, environment: await environment(), progress: { phase: (p) => void phases.push(p) } });
    expect(outcome).toEqual({ status: S.accepted, score: 0, time: 0, memory: 0, errorMessage: null, cases: [] });
    expect(sandbox.compiles).toHaveLength(1);
    expect(sandbox.compiles[0]!.extra).toBe('// testlib');
    expect(sandbox.runs).toBe(0);
    expect(phases).toEqual(['compiling']);
  });

  it("answers a compile error with the compiler's message", async () => {
    const outcome = await judge(compileJob('broken main(){}'), { sandbox: compilingSandbox(), environment: await environment() });
    expect(outcome.status).toBe(S.compileError);
    expect(outcome.errorMessage).toContain("unknown type name 'broken'");
    expect(outcome.cases).toEqual([]);
  });

  it('is a system error when the language is not on this runner', async () => {
    const outcome = await judge(compileJob('int main(){}', 'Cobol'), { sandbox: compilingSandbox(), environment: await environment() });
    expect(outcome.status).toBe(S.systemError);
    expect(outcome.errorMessage).toContain('Cobol');
  });
});
