/**
 * Faults of the judging pipeline on the real local stack (wrangler dev, the pull-queue emulator,
 * runner processes): a runner killed with SIGKILL mid-judge, and a Worker restart with jobs queued.
 * Forged, stale and replayed callbacks are covered at the API level in tests/api/judging.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemPid, startRunner, startScratchStack, type RunningRunner, type ScratchStack } from '../../scripts/stack';
import { api, loginToken, submissionStatus } from '../support/api-client';

/** Spins about 0.4 s of CPU per case before answering, so a judgement takes a few seconds. */
const SLOW_A_PLUS_B = `#include <cstdio>
#include <ctime>
int main() {
  long long a, b;
  if (scanf("%lld %lld", &a, &b) != 2) return 1;
  clock_t end = clock() + CLOCKS_PER_SEC * 2 / 5;
  volatile unsigned long spin = 0;
  while (clock() < end) spin++;
  printf("%lld\\n", a + b);
  return 0;
}
`;
const FINAL = new Set([-4, -3, -2, -1, 0, 1, 2, 3, 4, 8]);
/** Box uids apart from the browser tests' runner, which runs on the same host meanwhile. */
const FAULT_UID_BASE = 61000;
/** Short leases, so a job held by a dead runner comes back within seconds. */
const RUNNER_ENV = { JUDGE_VISIBILITY_TIMEOUT_MS: '6000' };

let stack: ScratchStack;
let token: string;
let pid: number;
let runnerCount = 0;

function runner(): RunningRunner {
  runnerCount++;
  return startRunner(stack.url, stack.secrets, { name: `fault-runner-${runnerCount}`, slots: 1, uidBase: FAULT_UID_BASE, log: 'quiet', extraEnv: RUNNER_ENV });
}

async function waitFor<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (last: ${JSON.stringify(value)})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function submit(code: string): Promise<number> {
  const res = await api<{ submitId: number }>(stack.url, 'POST', '/api/submit-problem-judge', { token, body: { pid, language: 'C++', code } });
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data.submitId;
}

/** Processes of the sandbox's box users (the launcher runs boxes as uids from its range). */
function boxProcesses(): string[] {
  const out = execFileSync('ps', ['-eo', 'uid=,pid=,comm='], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && Number(l.split(/\s+/)[0]) >= 60000);
}

/** The largest peak RSS (VmHWM) among the runner's own processes (its process group, not the boxes). */
function groupPeakRssKb(groupId: number): number {
  const out = execFileSync('ps', ['-eo', 'pid=,pgid=,uid='], { encoding: 'utf8' });
  let peak = 0;
  for (const line of out.split('\n')) {
    const [pidText, pgid, uid] = line.trim().split(/\s+/);
    if (Number(pgid) !== groupId || Number(uid) >= 60000) continue;
    try {
      const status = readFileSync(`/proc/${pidText}/status`, 'utf8');
      peak = Math.max(peak, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {
      // the process ended meanwhile
    }
  }
  return peak;
}

beforeAll(async () => {
  stack = await startScratchStack({ buildWeb: false });
  pid = await problemPid(stack.url, 'P1000');
  token = await loginToken(stack.url, 'alice', 'alice2026');
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

describe('judging faults', () => {
  it('a runner killed with SIGKILL mid-judge loses nothing: the job returns after its lease and is judged to the end', async () => {
    const first = runner();
    const submitId = await submit(SLOW_A_PLUS_B);
    await waitFor('judging to start', () => submissionStatus(stack.url, submitId), (s) => s.status === 7, 60_000);
    process.kill(-first.child.pid!, 'SIGKILL');
    await first.stop();

    const second = runner();
    try {
      const final = await waitFor('the final verdict', () => submissionStatus(stack.url, submitId), (s) => FINAL.has(s.status), 90_000);
      expect(final.status).toBe(0);
    } finally {
      await second.stop();
    }
    await waitFor('the killed run to leave no process behind', async () => boxProcesses(), (p) => p.length === 0, 10_000);
  }, 180_000);

  it('keeps the runner under 200 MB RSS while a submission prints without end', async () => {
    const flood = runner();
    try {
      const submitId = await submit('#include <cstdio>\nint main() { static char line[1 << 16]; for (unsigned i = 0; i < sizeof line; i++) line[i] = 120; for (;;) fwrite(line, 1, sizeof line, stdout); }\n');
      let peakKb = 0;
      const final = await waitFor(
        'the flood to be judged',
        async () => {
          peakKb = Math.max(peakKb, groupPeakRssKb(flood.child.pid!));
          return submissionStatus(stack.url, submitId);
        },
        (s) => FINAL.has(s.status),
        90_000,
      );
      peakKb = Math.max(peakKb, groupPeakRssKb(flood.child.pid!));
      expect(final.status).toBe(3);
      expect(peakKb).toBeGreaterThan(0);
      expect(peakKb).toBeLessThan(200 * 1024);
    } finally {
      await flood.stop();
    }
  }, 180_000);

  it('a Worker restart loses no queued job', async () => {
    const submitted = [await submit(SLOW_A_PLUS_B.replace('2 / 5', '1 / 20')), await submit(SLOW_A_PLUS_B.replace('2 / 5', '1 / 20'))];
    // Let the local push consumer move them into the pull queue's storage, then restart the Worker.
    await new Promise((r) => setTimeout(r, 2000));
    await stack.restartWorker();
    const fresh = runner();
    try {
      for (const submitId of submitted) {
        const final = await waitFor(`submission ${submitId}`, () => submissionStatus(stack.url, submitId), (s) => FINAL.has(s.status), 90_000);
        expect(final.status).toBe(0);
      }
    } finally {
      await fresh.stop();
    }
  }, 180_000);
});
