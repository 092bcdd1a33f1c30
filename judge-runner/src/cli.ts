/**
 * The judge CLI for problem setters and tests:
 *
 *   npm run judge -- --problem <dir> --lang <language name> <source file>
 *   npm run judge -- --problem <dir> --lang <name> --input <file> [--expected <file>] <source file>   (a test run)
 *   npm run judge -- --languages
 *
 * Boxes run under the uids of JUDGE_BOX_UID_BASE, with the work area of JUDGE_BOX_DISK_MB and the
 * cores of JUDGE_BOX_CPUS, as a runner's do. Prints one JSON object on stdout; logs go to stderr. Exits 0 whenever judging happened, whatever
 * the verdict; 2 for bad usage or a bad problem package; 1 when the runner itself cannot work.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { JudgeJob, JudgeOutcome } from '../../contract/judge';
import { JUDGE_STATUS } from '../../contract/judge-status';
import { judge } from './judge';
import { hostLanguages, languagesOnThisHost } from './languages';
import { jobFromPackage, PackageError, readProblemPackage } from './problem-package';
import { boxCpusFromEnv, boxDiskMbFromEnv, boxUidBaseFromEnv, createSandbox } from './sandbox/launcher';

const USAGE = 'Usage: npm run judge -- --problem <dir> --lang <language name> [--input <file> [--expected <file>]] <source file>';

class UsageError extends Error {}

function report(outcome: JudgeOutcome, testRun: boolean): unknown {
  return {
    status: outcome.status,
    score: outcome.score,
    time: outcome.time,
    memory: outcome.memory,
    compileMessage: outcome.status === JUDGE_STATUS.compileError ? outcome.errorMessage : null,
    errorMessage: outcome.status === JUDGE_STATUS.compileError ? null : outcome.errorMessage,
    cases: outcome.cases.map((c) => ({
      status: c.status,
      time: c.time,
      memory: c.memory,
      score: c.score,
      ...(testRun ? { stdout: c.userOutput, stderr: c.checkerMessage } : {}),
    })),
  };
}

async function readSource(file: string, what: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    throw new UsageError(`The ${what} ${file} cannot be read.`);
  }
}

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { problem: { type: 'string' }, lang: { type: 'string' }, input: { type: 'string' }, expected: { type: 'string' }, languages: { type: 'boolean' }, help: { type: 'boolean' } },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}. ${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.error(USAGE);
    return 0;
  }
  if (values.languages) {
    process.stdout.write(JSON.stringify(await languagesOnThisHost(), null, 2) + '\n');
    return 0;
  }
  if (!values.problem || !values.lang || positionals.length !== 1) throw new UsageError(USAGE);
  if (values.expected && !values.input) throw new UsageError('--expected needs --input.');
  const available = await hostLanguages();
  if (!available.some((l) => l.definition.name === values.lang)) {
    throw new UsageError(`The language "${values.lang}" is not available here; choose one of: ${available.map((l) => l.definition.name).join(', ')}.`);
  }
  const code = await readSource(positionals[0]!, 'source file');
  const pkg = await readProblemPackage(values.problem);
  const { job, files } = await jobFromPackage(pkg, { language: values.lang, code });
  let runJob: JudgeJob = job;
  if (values.input) {
    const input = await readSource(values.input, 'input file');
    const expectedOutput = values.expected ? await readSource(values.expected, 'expected output file') : null;
    runJob = { ...job, kind: 'test', cases: [], testInput: { input, expectedOutput } };
  }
  // the same box uids, work-area cap and cores as a runner configured by the same environment
  const sandbox = await createSandbox({ diskMb: boxDiskMbFromEnv(), uidBase: boxUidBaseFromEnv(), cpus: boxCpusFromEnv() });
  try {
    const outcome = await judge(runJob, { sandbox, files });
    process.stdout.write(JSON.stringify(report(outcome, runJob.kind === 'test')) + '\n');
  } finally {
    await sandbox.close();
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const known = error instanceof UsageError || error instanceof PackageError;
    console.error(known ? error.message : `The judge could not run: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = known ? 2 : 1;
  },
);
