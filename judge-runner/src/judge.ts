/**
 * The judging core: one job (a submission against its cases, or a test run on custom input) in,
 * one outcome out. The queue loop and the CLI both call `judge`, so there is a single judging path.
 * Every program, the submission's and the checker's, runs through the sandbox; outputs are
 * compared by streaming and only their first bytes are ever held in memory.
 */
import { mkdtempSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CaseResult, JobProgram, JudgeJob, JudgeOutcome } from '../../contract/judge';
import { JUDGE_STATUS } from '../../contract/judge-status';
import { checkerVerdict } from './checker-verdict';
import { compareOutputs } from './compare';
import { compileProgram, SandboxFailure, type CompiledProgram } from './compile';
import { defaultEnvironment, prepareWorkRoot, type JudgeEnvironment } from './environment';
import { copyFlatFiles, copyUntrusted, makeBoxDir, placeFile, readHead, removeTree, writeFiles } from './files';
import { BOX_DIR, boxEnv, type HostLanguage } from './languages';
import { CASE_SNIPPET_BYTES, CHECKER_BUDGET, checkerLimits, MESSAGE_BYTES, MIN_OUTPUT_BYTES, outputLimitBytes, runLimits } from './limits';
import type { CaseFiles } from './problem-package';
import { diedOfBrokenPipe, isLimitMessage, runStatus } from './run-verdict';
import type { BoxSpec, Sandbox } from './sandbox/types';
import { caseScore, caseStatus, stopsAfter, summarize, type ScoredCase } from './scoring';

export type { CaseFiles } from './problem-package';
export { languagesOnThisHost } from './languages';

export interface JudgeProgress {
  /** compiling before the compile step, judging before the first case */
  phase?(phase: 'compiling' | 'judging'): void | Promise<void>;
  /** after each case, in case order; a throwing callback stops the judging (the error is rethrown) */
  caseDone?(result: CaseResult): void | Promise<void>;
}

export interface JudgeOptions {
  sandbox: Sandbox;
  /** where the case files of a judge job are; test runs carry their input inline */
  files?: CaseFiles;
  progress?: JudgeProgress;
  /** stops between cases (the job was cancelled); `judge` then rejects with the signal's reason */
  signal?: AbortSignal;
  environment?: JudgeEnvironment;
}

/** How one run of the submission ended, before scoring. */
interface CaseRun {
  status: number;
  /** share of the case's score a checker granted */
  ratio: number;
  time: number;
  memory: number;
  /** the output file to show (null when there is none, as in interactive runs) */
  outputFile: string | null;
  /** checker message, or why the run failed */
  message: string;
  /** whether `message` is the special judge's or the interactor's own word on the output */
  judged?: boolean;
  /** a test run's interactor exited with its "fail" code: it did not accept the user's input as a test */
  inputRejected?: boolean;
  stderr: string;
}

interface Context {
  job: JudgeJob;
  sandbox: Sandbox;
  env: JudgeEnvironment;
  jobDir: string;
  program: CompiledProgram;
  checker: CompiledProgram | null;
}

function outcomeOf(status: number, errorMessage: string | null, cases: CaseResult[] = [], score = 0): JudgeOutcome {
  return {
    status,
    score,
    time: cases.reduce((max, c) => Math.max(max, c.time), 0),
    memory: cases.reduce((max, c) => Math.max(max, c.memory), 0),
    errorMessage,
    cases,
  };
}

function systemError(message: string, cases: CaseResult[] = []): JudgeOutcome {
  return outcomeOf(JUDGE_STATUS.systemError, message, cases);
}

async function findLanguage(env: JudgeEnvironment, name: string): Promise<HostLanguage | null> {
  return (await env.languages()).find((l) => l.definition.name === name) ?? null;
}

function fileSize(file: string): number {
  return statSync(file).size;
}

function runSpec(language: HostLanguage, workDir: string, argv: string[], stderrFile: string, limits: BoxSpec['limits']): Omit<BoxSpec, 'stdinFile' | 'stdoutFile'> {
  return { workDir, argv, env: boxEnv(language), stderrFile, limits, readOnlyPaths: language.toolchain.readOnlyPaths };
}

async function prepareSolutionBox(ctx: Context, runDir: string): Promise<string> {
  const box = await makeBoxDir(path.join(runDir, 'box'));
  // The program's files go in last: an extra file of the same name must not replace it.
  await writeFiles(box, ctx.job.problem.userExtraFile);
  await copyFlatFiles(ctx.program.dir, box);
  return box;
}

function solutionArgv(ctx: Context): string[] {
  const { definition, toolchain } = ctx.program.language;
  return definition.run(toolchain, { memoryMb: ctx.job.problem.memoryLimit, stackMb: ctx.job.problem.stackLimit });
}

async function prepareCheckerBox(ctx: Context, runDir: string, files: Record<string, string>): Promise<string> {
  const box = await makeBoxDir(path.join(runDir, 'judge'));
  await copyFlatFiles(ctx.checker!.dir, box);
  await writeFiles(box, ctx.job.problem.judgeExtraFile);
  for (const [name, from] of Object.entries(files)) await placeFile(from, path.join(box, name));
  return box;
}

function checkerArgv(ctx: Context): string[] {
  const { definition, toolchain } = ctx.checker!.language;
  return [...definition.run(toolchain, CHECKER_BUDGET), `${BOX_DIR}/input`, `${BOX_DIR}/user_output`, `${BOX_DIR}/answer`];
}

function firstText(...texts: string[]): string {
  return texts.map((t) => t.trim()).find(Boolean) ?? '';
}

/** Runs the special judge on an output; its exit code decides. */
async function check(ctx: Context, runDir: string, input: string, userOutput: string, answer: string): Promise<{ status: number; ratio: number; message: string }> {
  const box = await prepareCheckerBox(ctx, runDir, { input, user_output: userOutput, answer });
  const stdoutFile = path.join(runDir, 'checker.stdout');
  const stderrFile = path.join(runDir, 'checker.stderr');
  const result = await ctx.sandbox.run({ ...runSpec(ctx.checker!.language, box, checkerArgv(ctx), stderrFile, checkerLimits()), stdoutFile });
  const stdout = await readHead(stdoutFile, MESSAGE_BYTES);
  const stderr = await readHead(stderrFile, MESSAGE_BYTES);
  if (result.verdict !== 'ok' && result.verdict !== 'nonzero') {
    const failure = runStatus(result, { cpuMs: Infinity, memoryKb: Infinity }, stderr);
    return { status: JUDGE_STATUS.systemError, ratio: 0, message: `The special judge failed: ${failure?.message ?? result.verdict}` };
  }
  const verdict = checkerVerdict(result.exitCode ?? -1, stdout, stderr);
  const message = firstText(stderr, stdout);
  return { ...verdict, message: verdict.status === JUDGE_STATUS.systemError ? `The special judge failed (exit code ${result.exitCode}): ${message}` : message };
}

/** A run with stdin/stdout (or the problem's files), then the comparison or the checker. */
async function runStandard(ctx: Context, runDir: string, input: string, answer: string | null): Promise<CaseRun> {
  const { problem } = ctx.job;
  const box = await prepareSolutionBox(ctx, runDir);
  if (problem.isFileIO) await placeFile(input, path.join(box, problem.ioReadFileName!));
  const outputBytes = outputLimitBytes(answer ? fileSize(answer) : 0);
  const limits = runLimits(problem, ctx.program.language.definition, outputBytes);
  const stdoutFile = path.join(runDir, 'stdout');
  const stderrFile = path.join(runDir, 'stderr');
  const result = await ctx.sandbox.run({
    ...runSpec(ctx.program.language, box, solutionArgv(ctx), stderrFile, limits.box),
    stdoutFile,
    // the output file is all the runner reads back from a file-IO run's box
    ...(problem.isFileIO ? { keepFiles: [problem.ioWriteFileName!] } : { stdinFile: input }),
  });
  const stderr = await readHead(stderrFile, MESSAGE_BYTES);
  const measured = { time: result.cpuMs, memory: result.memoryKb, stderr };
  const failure = runStatus(result, limits.effective, stderr);
  let outputFile = stdoutFile;
  if (problem.isFileIO) {
    outputFile = path.join(runDir, 'output');
    await copyUntrusted(path.join(box, problem.ioWriteFileName!), outputFile, outputBytes);
  }
  if (failure) return { ...measured, status: failure.status, ratio: 0, outputFile, message: failure.message };
  if (answer === null) return { ...measured, status: JUDGE_STATUS.accepted, ratio: 1, outputFile, message: '' };
  if (ctx.checker) return { ...measured, ...(await check(ctx, runDir, input, outputFile, answer)), judged: true, outputFile };
  const comparison = await compareOutputs(outputFile, answer, problem.isRemoveEndBlank);
  const status = comparison === 'accepted' ? JUDGE_STATUS.accepted : comparison === 'presentation' ? JUDGE_STATUS.presentationError : JUDGE_STATUS.wrongAnswer;
  return { ...measured, status, ratio: status === JUDGE_STATUS.accepted ? 1 : 0, outputFile, message: '' };
}

/**
 * The solution and the interactor, stdin/stdout cross-wired. The solution's own failure (TLE, MLE, RE)
 * wins, unless it only died of SIGPIPE after the interactor had finished; otherwise the
 * interactor's exit code decides as a checker's would.
 */
async function runInteractive(ctx: Context, runDir: string, input: string, answer: string): Promise<CaseRun> {
  const solutionBox = await prepareSolutionBox(ctx, runDir);
  const interactorBox = await prepareCheckerBox(ctx, runDir, { input, answer });
  const limits = runLimits(ctx.job.problem, ctx.program.language.definition, MIN_OUTPUT_BYTES);
  const solutionStderr = path.join(runDir, 'stderr');
  const interactorStderr = path.join(runDir, 'interactor.stderr');
  const { definition, toolchain } = ctx.checker!.language;
  const interactorArgv = [...definition.run(toolchain, CHECKER_BUDGET), `${BOX_DIR}/input`, `${BOX_DIR}/output`, `${BOX_DIR}/answer`];
  const { solution, interactor } = await ctx.sandbox.runInteractive(
    runSpec(ctx.program.language, solutionBox, solutionArgv(ctx), solutionStderr, limits.box),
    // the interactor's result file is all the runner reads back from either box
    { ...runSpec(ctx.checker!.language, interactorBox, interactorArgv, interactorStderr, checkerLimits(limits.box.wallMs + 5000)), keepFiles: ['output'] },
  );
  const stderr = await readHead(solutionStderr, MESSAGE_BYTES);
  const measured = { time: solution.cpuMs, memory: solution.memoryKb, stderr, outputFile: null };
  if (solution.verdict === 'error' || interactor.verdict === 'error') {
    return { ...measured, status: JUDGE_STATUS.systemError, ratio: 0, message: `Sandbox failure: ${solution.error ?? interactor.error ?? 'unknown'}` };
  }
  const interactorExited = interactor.verdict === 'ok' || interactor.verdict === 'nonzero';
  const failure = runStatus(solution, limits.effective, stderr);
  if (failure && !(interactorExited && diedOfBrokenPipe(solution))) return { ...measured, status: failure.status, ratio: 0, message: failure.message };
  const interactorMessage = await readHead(interactorStderr, MESSAGE_BYTES);
  if (!interactorExited) {
    if (diedOfBrokenPipe(interactor)) return { ...measured, status: JUDGE_STATUS.wrongAnswer, ratio: 0, message: 'The program stopped before the interaction was over' };
    const why = runStatus(interactor, { cpuMs: Infinity, memoryKb: Infinity }, interactorMessage);
    return { ...measured, status: JUDGE_STATUS.systemError, ratio: 0, message: `The interactor failed: ${why?.message ?? interactor.verdict}` };
  }
  const interactorOutput = await readHead(path.join(interactorBox, 'output'), MESSAGE_BYTES);
  const verdict = checkerVerdict(interactor.exitCode ?? -1, interactorOutput, interactorMessage);
  const message = firstText(interactorMessage, interactorOutput);
  if (verdict.status !== JUDGE_STATUS.systemError) return { ...measured, ...verdict, judged: true, message };
  // On a problem's own case the interactor's "fail" is the setter's fault; on a test run's custom
  // input it is nearly always the input: the interactor could not use it as a test.
  if (ctx.job.kind === 'test') {
    return { ...measured, ...verdict, judged: true, inputRejected: true, message: `The interactor did not accept this input as a test (exit code ${interactor.exitCode}): ${message}` };
  }
  return { ...measured, ...verdict, judged: true, message: `The interactor failed (exit code ${interactor.exitCode}): ${message}` };
}

async function runCase(ctx: Context, name: string, input: string, answer: string | null): Promise<CaseRun & { runDir: string }> {
  const runDir = await makeBoxDir(path.join(ctx.jobDir, name));
  if (ctx.job.problem.judgeMode === 'interactive') {
    let answerFile = answer;
    if (answerFile === null) {
      answerFile = path.join(runDir, 'empty-answer');
      await writeFile(answerFile, '');
    }
    return { ...(await runInteractive(ctx, runDir, input, answerFile)), runDir };
  }
  return { ...(await runStandard(ctx, runDir, input, answer)), runDir };
}

async function compileChecker(ctx: Omit<Context, 'checker'>, checker: JobProgram | null): Promise<CompiledProgram | null | string> {
  const { problem } = ctx.job;
  if (problem.judgeMode === 'default') return null;
  const what = problem.judgeMode === 'spj' ? 'special judge' : 'interactor';
  if (!checker) return `The problem's ${what} is missing`;
  const language = await findLanguage(ctx.env, checker.language);
  if (!language) return `The ${what}'s language ${checker.language} is not available on this runner`;
  const compiled = await compileCheckerProgram(ctx.sandbox, ctx.env, language, checker.code, problem.judgeExtraFile, ctx.jobDir);
  return compiled.ok ? compiled.program : `The ${what} does not compile:\n${compiled.message}`;
}

/** The one way a checker or interactor is compiled: its source with judgeExtraFile beside it, in the job's checker dir. */
function compileCheckerProgram(sandbox: Sandbox, env: JudgeEnvironment, language: HostLanguage, code: string, judgeExtraFile: Record<string, string> | null, jobDir: string) {
  return compileProgram(sandbox, env, language, code, judgeExtraFile, path.join(jobDir, 'checker'));
}

/** A compile job: the checker or interactor (job.program) is compiled as judging would compile it, and nothing runs. */
async function compileOnly(job: JudgeJob, sandbox: Sandbox, env: JudgeEnvironment, jobDir: string): Promise<JudgeOutcome> {
  const language = await findLanguage(env, job.program.language);
  if (!language) return systemError(`The language ${job.program.language} is not available on this runner`);
  if (!language.definition.isSpj) return systemError(`The language ${job.program.language} cannot be used for a special judge or interactor`);
  const compiled = await compileCheckerProgram(sandbox, env, language, job.program.code, job.problem.judgeExtraFile, jobDir);
  return compiled.ok ? outcomeOf(JUDGE_STATUS.accepted, null) : outcomeOf(JUDGE_STATUS.compileError, compiled.message);
}

/**
 * What a test run shows as the program's stderr: its own stderr and, after it, what the special judge
 * or the interactor said about this run (a test run has no other place for it), within MESSAGE_BYTES.
 */
function testRunStderr(ctx: Context, run: CaseRun): string {
  if (!run.judged || !run.message) return run.stderr;
  const note = `${ctx.job.problem.judgeMode === 'interactive' ? 'Interactor' : 'Special judge'}: ${run.message.slice(0, CASE_SNIPPET_BYTES * 4)}`;
  const own = run.stderr.trimEnd().slice(0, Math.max(0, MESSAGE_BYTES - note.length - 1));
  return own ? `${own}\n${note}` : note;
}

/**
 * A test run: the custom input is the program's stdin (or its input file), the checker's or the
 * interactor's input file too, exactly as a case's input would be; the expected output, when given,
 * is the answer. Without one, a standard or special-judge run is accepted when the program ran fine
 * (there is nothing to check it against), and an interactive one is decided by the interactor.
 * An interactor that fails on the custom input (exit code "fail") has not accepted it as a test: the
 * outcome stays a system error, marked inputRejected, so the user is told the input is not valid.
 */
async function judgeTestRun(ctx: Context): Promise<JudgeOutcome> {
  const testInput = ctx.job.testInput ?? { input: '', expectedOutput: null };
  const input = path.join(ctx.jobDir, 'test.in');
  await writeFile(input, testInput.input);
  let answer: string | null = null;
  if (testInput.expectedOutput !== null) {
    answer = path.join(ctx.jobDir, 'test.out');
    await writeFile(answer, testInput.expectedOutput);
  }
  const run = await runCase(ctx, 'test', input, answer);
  const status = caseStatus(ctx.job.problem.type, run.status);
  const result: CaseResult = {
    index: 1,
    status,
    time: run.time,
    memory: run.memory,
    score: 0,
    groupNum: null,
    userOutput: run.outputFile ? await readHead(run.outputFile, MESSAGE_BYTES) : null,
    checkerMessage: testRunStderr(ctx, run),
  };
  const failed = status === JUDGE_STATUS.systemError || isLimitMessage(run.message);
  const outcome = outcomeOf(status, failed ? run.message : null, [result]);
  return run.inputRejected ? { ...outcome, inputRejected: true } : outcome;
}

async function judgeCases(ctx: Context, files: CaseFiles, options: JudgeOptions): Promise<JudgeOutcome> {
  const { problem } = ctx.job;
  const cases = [...ctx.job.cases].sort((a, b) => a.index - b.index);
  if (cases.length === 0) return systemError('The problem has no test cases');
  const results: CaseResult[] = [];
  const scored: (ScoredCase & { message: string })[] = [];
  for (const jobCase of cases) {
    options.signal?.throwIfAborted();
    const run = await runCase(ctx, `case-${jobCase.index}`, await files.caseInput(jobCase), await files.caseOutput(jobCase));
    const status = caseStatus(problem.type, run.status);
    const result: CaseResult = {
      index: jobCase.index,
      status,
      time: run.time,
      memory: run.memory,
      score: caseScore(problem.type, jobCase.score, run.status, run.ratio),
      groupNum: jobCase.groupNum,
      userOutput: run.outputFile ? await readHead(run.outputFile, CASE_SNIPPET_BYTES) : null,
      checkerMessage: run.message ? run.message.slice(0, CASE_SNIPPET_BYTES) : null,
    };
    removeTree(run.runDir);
    results.push(result);
    scored.push({ index: result.index, status, score: result.score, groupNum: result.groupNum, message: run.message });
    await options.progress?.caseDone?.(result);
    if (status === JUDGE_STATUS.systemError) return systemError(`Case ${jobCase.index}: ${run.message}`, results);
    if (stopsAfter(problem.judgeCaseMode, status)) break;
  }
  const summary = summarize(problem.type, problem.judgeCaseMode, scored);
  const deciding = scored.find((c) => c.status !== JUDGE_STATUS.accepted);
  const errorMessage = deciding && deciding.status === summary.status && isLimitMessage(deciding.message) ? deciding.message : null;
  return outcomeOf(summary.status, errorMessage, results, summary.score);
}

/**
 * Judges one job. A compile job only compiles its program as a checker (status 0, or -2 with the
 * compiler's message) and needs no files. A judge job needs `files` to find its cases' input and answer by JobCase;
 * a test run takes its input (and optional expected output) from `job.testInput` and hands back
 * the program's stdout as the case's userOutput and its stderr (followed by what the special judge or the
 * interactor said) as checkerMessage (64 KB each).
 * Problems of the submission's own making end in a verdict; a broken runner (sandbox failure,
 * missing language, broken checker) ends in a system error whose errorMessage says why.
 */
export async function judge(job: JudgeJob, options: JudgeOptions): Promise<JudgeOutcome> {
  const env = options.environment ?? defaultEnvironment();
  await prepareWorkRoot(env.workRoot);
  const jobDir = mkdtempSync(path.join(env.workRoot, 'job-'));
  try {
    await options.progress?.phase?.('compiling');
    if (job.kind === 'compile') return await compileOnly(job, options.sandbox, env, jobDir);
    const language = await findLanguage(env, job.program.language);
    if (!language) return systemError(`The language ${job.program.language} is not available on this runner`);
    const compiled = await compileProgram(options.sandbox, env, language, job.program.code, job.problem.userExtraFile, path.join(jobDir, 'program'));
    if (!compiled.ok) return outcomeOf(JUDGE_STATUS.compileError, compiled.message);
    const base = { job, sandbox: options.sandbox, env, jobDir, program: compiled.program };
    const checker = await compileChecker(base, job.problem.checker);
    if (typeof checker === 'string') return systemError(checker);
    const ctx: Context = { ...base, checker };
    options.signal?.throwIfAborted();
    await options.progress?.phase?.('judging');
    if (job.kind === 'test') return await judgeTestRun(ctx);
    if (!options.files) throw new Error('judge: a judge job needs options.files to find its cases');
    return await judgeCases(ctx, options.files, options);
  } catch (error) {
    if (error instanceof SandboxFailure) return systemError(error.message);
    throw error;
  } finally {
    removeTree(jobDir);
  }
}
