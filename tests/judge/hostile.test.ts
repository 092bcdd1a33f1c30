/**
 * Every program of programs/manifest.json (ordinary verdicts in each language of this host, and
 * adversarial ones: bombs, floods, escapes, daemons, compile-time bombs) through the judging
 * function the CLI uses, with the verdict each must get; then A+B must still be accepted and no
 * process of the box uids may be left. A few go through the real CLI process as well.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGE_STATUS } from '../../contract/judge-status';
import { createEnvironment, prepareWorkRoot, type JudgeEnvironment } from '../../judge-runner/src/environment';
import { hostLanguages } from '../../judge-runner/src/languages';
import { createSandbox, type LocalSandbox } from '../../judge-runner/src/sandbox/launcher';
import { judgeEntry, judgeSource, mismatches, PROBLEMS, PROGRAMS, readManifest, statusName, type ManifestEntry } from './support';

const SLOTS = 3;
/** Box uids of its own: the browser tests' runner (default uids) runs on the same host during the whole test run. */
const UID_BASE = 61200;
/** The CLI's box uids (JUDGE_BOX_UID_BASE), apart from ours and from the browser tests' runner. */
const CLI_UID_BASE = 61250;
/** Judgements at a time: two cores; each judgement runs one box at a time (an interactive one two). */
const PARALLEL = 2;

const manifest = await readManifest();
const available = new Set((await hostLanguages()).map((l) => l.definition.name));
const runnable = manifest.filter((e) => available.has(e.language));
const skipped = manifest.filter((e) => !available.has(e.language));

let sandbox: LocalSandbox;
let environment: JudgeEnvironment;
let workRoot: string;

/** At most PARALLEL judgements at once, whatever vitest's own concurrency. */
let running = 0;
const queue: (() => void)[] = [];
async function limited<T>(task: () => Promise<T>): Promise<T> {
  if (running >= PARALLEL) await new Promise<void>((resolve) => queue.push(resolve));
  running++;
  try {
    return await task();
  } finally {
    running--;
    queue.shift()?.();
  }
}

beforeAll(async () => {
  workRoot = await prepareWorkRoot(await mkdtemp(path.join(tmpdir(), 'hoj-judge-test-')));
  environment = createEnvironment(workRoot);
  sandbox = await createSandbox({ uidBase: UID_BASE, slots: SLOTS });
});

afterAll(async () => {
  await sandbox?.close();
  if (workRoot) await rm(workRoot, { recursive: true, force: true });
});

function describeEntry(e: ManifestEntry): string {
  return `${e.file} [${e.language}] on ${e.problem} → ${e.expect}${e.score !== undefined ? ` ${e.score}` : ''}`;
}

describe.concurrent('programs of the manifest', () => {
  it('has at least 40 adversarial programs and runs every language the host has', () => {
    expect(new Set(manifest.filter((e) => e.file.startsWith('hostile/')).map((e) => e.file)).size).toBeGreaterThanOrEqual(40);
    expect(skipped.map((e) => e.language)).toEqual([]);
  });

  for (const entry of runnable) {
    it(describeEntry(entry), async () => {
      const outcome = await limited(() => judgeEntry(sandbox, entry, environment));
      expect(mismatches(entry, outcome), JSON.stringify({ errorMessage: outcome.errorMessage?.slice(0, 500), cases: outcome.cases.map((c) => [statusName(c.status), c.checkerMessage]) })).toEqual([]);
    });
  }
});

describe.concurrent('the A+B template of every language on this host', () => {
  for (const name of available) {
    it(name, async () => {
      const language = (await hostLanguages()).find((l) => l.definition.name === name)!;
      const outcome = await limited(() => judgeSource(sandbox, 'aplusb', name, language.definition.template, environment));
      expect(statusName(outcome.status), outcome.errorMessage ?? '').toBe('AC');
    });
  }
});

/** Pids of processes whose real or effective uid is one of the box uids. */
async function boxProcesses(): Promise<string[]> {
  const found: string[] = [];
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    const uids = /^Uid:\s+(\d+)\s+(\d+)/m.exec(status);
    if (!uids) continue;
    const [real, effective] = [Number(uids[1]), Number(uids[2])];
    const ours = (uid: number) => (uid >= UID_BASE && uid < UID_BASE + SLOTS) || (uid >= CLI_UID_BASE && uid < CLI_UID_BASE + 8);
    if ([real, effective].some(ours)) found.push(`${pid} ${/^Name:\s+(.*)$/m.exec(status)?.[1]}`);
  }
  return found;
}

describe('after the adversarial programs', () => {
  it('still judges A+B correctly', async () => {
    const code = await readFile(path.join(PROGRAMS, 'verdicts/ac.cpp'), 'utf8');
    const outcome = await judgeSource(sandbox, 'aplusb', 'C++', code, environment);
    expect(outcome.status).toBe(JUDGE_STATUS.accepted);
    expect(outcome.cases).toHaveLength(5);
  });

  it("reports a file writer's memory as its own use, not its 96 MB of files", async () => {
    const code = await readFile(path.join(PROGRAMS, 'hostile/file_writer.c'), 'utf8');
    const outcome = await judgeSource(sandbox, 'aplusb', 'C', code, environment);
    expect(statusName(outcome.status), outcome.errorMessage ?? '').toBe('AC');
    expect(outcome.memory).toBeGreaterThan(0);
    expect(outcome.memory).toBeLessThan(32 * 1024);
  });

  it('leaves no process of the box uids behind', async () => {
    expect(await boxProcesses()).toEqual([]);
  });

  it('leaves no work dirs behind, only the compile cache', async () => {
    expect((await readdir(workRoot)).filter((name) => name !== 'compile-cache')).toEqual([]);
  });
});

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** peak resident memory of the CLI process, KB */
  maxRssKb: number;
}

const ROOT = path.resolve(PROGRAMS, '../../..');

/** The real CLI, as `npm run judge` starts it, under GNU time for its peak memory. */
function cli(args: string[]): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('/usr/bin/time', ['-f', '%M', process.execPath, path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'judge-runner/src/cli.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, JUDGE_WORK_DIR: workRoot, JUDGE_BOX_UID_BASE: String(CLI_UID_BASE) },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      // GNU time adds the peak as the last line, after "Command exited with non-zero status N" if it was.
      const lines = stderr.trimEnd().split('\n');
      const maxRssKb = Number(lines.pop());
      const own = lines.filter((line) => !line.startsWith('Command exited with non-zero status'));
      resolve({ code, stdout, stderr: own.join('\n'), maxRssKb });
    });
  });
}

describe('the judge CLI', () => {
  const problem = (name: string) => path.join('tests/judge/problems', name);
  const program = (file: string) => path.join('tests/judge/programs', file);

  it('prints one JSON object for an accepted C++ A+B', async () => {
    const run = await cli(['--problem', problem('aplusb'), '--lang', 'C++', program('verdicts/ac.cpp')]);
    expect(run.code, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result).toMatchObject({ status: 0, score: 0, compileMessage: null });
    expect(Object.keys(result)).toEqual(expect.arrayContaining(['status', 'score', 'time', 'memory', 'compileMessage', 'cases']));
    expect(result.cases).toHaveLength(5);
    expect(Object.keys(result.cases[0])).toEqual(['status', 'time', 'memory', 'score']);
  });

  it('reports a compile error with its message and exits 0', async () => {
    const run = await cli(['--problem', problem('aplusb'), '--lang', 'C', program('verdicts/ce.c')]);
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result.status).toBe(JUDGE_STATUS.compileError);
    expect(result.compileMessage).toContain('undefined_name');
    expect(result.cases).toEqual([]);
  });

  it('scores an OI submission', async () => {
    const run = await cli(['--problem', problem('oi-lowest'), '--lang', 'C', program('oi/int32.c')]);
    expect(JSON.parse(run.stdout)).toMatchObject({ status: JUDGE_STATUS.partialAccepted, score: 40 });
  });

  it('stays under 200 MB of memory while a program floods its output', async () => {
    const run = await cli(['--problem', problem('aplusb'), '--lang', 'C', program('verdicts/ole.c')]);
    expect(JSON.parse(run.stdout)).toMatchObject({ status: JUDGE_STATUS.runtimeError, errorMessage: 'Output Limit Exceeded' });
    expect(run.maxRssKb).toBeGreaterThan(0);
    expect(run.maxRssKb).toBeLessThan(200 * 1024);
  });

  it('does a test run with custom input, with and without an expected output', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'judge-cli-'));
    try {
      await writeFile(path.join(dir, 'in'), '20 22\n');
      await writeFile(path.join(dir, 'wrong'), '41\n');
      const free = JSON.parse((await cli(['--problem', problem('aplusb'), '--lang', 'Python3', '--input', path.join(dir, 'in'), program('verdicts/ac3.py')])).stdout);
      expect(free).toMatchObject({ status: JUDGE_STATUS.accepted, cases: [{ status: JUDGE_STATUS.accepted, stdout: '42\n', stderr: '' }] });
      const checked = JSON.parse((await cli(['--problem', problem('aplusb'), '--lang', 'Python3', '--input', path.join(dir, 'in'), '--expected', path.join(dir, 'wrong'), program('verdicts/ac3.py')])).stdout);
      expect(checked.status).toBe(JUDGE_STATUS.wrongAnswer);
      const crash = JSON.parse((await cli(['--problem', problem('aplusb'), '--lang', 'Python3', '--input', path.join(dir, 'in'), program('verdicts/raise3.py')])).stdout);
      expect(crash.status).toBe(JUDGE_STATUS.runtimeError);
      expect(crash.cases[0].stderr).toContain('ValueError: boom');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('runs its boxes under the uids of JUDGE_BOX_UID_BASE, as the runner does', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'judge-cli-'));
    try {
      await writeFile(path.join(dir, 'in'), '');
      await writeFile(path.join(dir, 'uid.c'), '#include <stdio.h>\n#include <unistd.h>\nint main(void) { printf("%d\\n", (int)getuid()); return 0; }\n');
      const run = await cli(['--problem', problem('aplusb'), '--lang', 'C', '--input', path.join(dir, 'in'), path.join(dir, 'uid.c')]);
      const uid = Number(JSON.parse(run.stdout).cases[0].stdout);
      expect(uid).toBeGreaterThanOrEqual(CLI_UID_BASE);
      expect(uid).toBeLessThan(CLI_UID_BASE + 8);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('exits 2 with one sentence on bad usage and bad packages', async () => {
    const missing = await cli(['--lang', 'C', program('verdicts/ac.c')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^Usage: /);
    const language = await cli(['--problem', problem('aplusb'), '--lang', 'Cobol', program('verdicts/ac.c')]);
    expect(language.code).toBe(2);
    expect(language.stderr).toContain('not available');
    const pkg = await cli(['--problem', PROBLEMS, '--lang', 'C', program('verdicts/ac.c')]);
    expect(pkg.code).toBe(2);
    expect(pkg.stderr.trim().split('\n')).toHaveLength(1);
  });
});
