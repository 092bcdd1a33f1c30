/**
 * `npm run bench:judge`: 200 accepted C++ A+B submissions through the full local stack
 * (API, queue, runner, signed callbacks), one at a time on an otherwise idle stack, timed from the
 * submit call to the moment the final verdict is visible through the API.
 */
import os from 'node:os';
import { ROLE_ID } from '../contract/roles';
import { api, registerAndLogin, submissionStatus } from '../tests/support/api-client';
import { problemPid, queryLocalD1, startRunner, startScratchStack } from './stack';

const SUBMISSIONS = 200;
const USERS = 10;
const A_PLUS_B = '#include <cstdio>\nint main() { long long a, b; if (scanf("%lld %lld", &a, &b) != 2) return 1; printf("%lld\\n", a + b); return 0; }\n';
const FINAL = new Set([-4, -3, -2, -1, 0, 1, 2, 3, 4, 8]);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main(): Promise<void> {
  console.log('Starting a scratch stack…');
  const stack = await startScratchStack({ buildWeb: false });
  const runner = startRunner(stack.url, stack.secrets, { name: 'bench-runner', slots: os.availableParallelism(), log: 'quiet' });
  try {
    const pid = await problemPid(stack.url, 'P1000');
    // Several users, so the per-user submission rate limit never throttles the benchmark; teachers,
    // whom the submit captcha never stops (a learner sending this many a minute would be asked for one).
    const tokens: string[] = [];
    for (let i = 0; i < USERS; i++) tokens.push(await registerAndLogin(stack.url, `bench${i}`));
    queryLocalD1(stack.stateDir, `INSERT INTO user_roles (user_id, role_id) SELECT id, ${ROLE_ID.teacher} FROM users WHERE username LIKE 'bench%'`);

    const latencies: number[] = [];
    const started = performance.now();
    for (let i = 0; i < SUBMISSIONS; i++) {
      const t0 = performance.now();
      const res = await api<{ submitId: number }>(stack.url, 'POST', '/api/submit-problem-judge', { token: tokens[i % USERS], body: { pid, language: 'C++', code: A_PLUS_B } });
      if (res.status !== 200) throw new Error(`submission ${i} refused: ${res.body.msg}`);
      for (;;) {
        const { status } = await submissionStatus(stack.url, res.body.data.submitId);
        if (FINAL.has(status)) {
          if (status !== 0) throw new Error(`submission ${res.body.data.submitId} got status ${status}, expected Accepted`);
          break;
        }
        await new Promise((r) => setTimeout(r, 10));
      }
      latencies.push(performance.now() - t0);
    }
    const elapsed = (performance.now() - started) / 1000;
    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(`submissions: ${SUBMISSIONS}, all Accepted, in ${elapsed.toFixed(1)} s`);
    console.log(`throughput: ${(SUBMISSIONS / elapsed).toFixed(2)} submissions/s (one at a time)`);
    console.log(`first submission (compiles): ${latencies[0]!.toFixed(0)} ms`);
    console.log(`judge p50 latency ms: ${percentile(sorted, 50).toFixed(0)}`);
    console.log(`judge p95 latency ms: ${percentile(sorted, 95).toFixed(0)}`);
  } finally {
    await runner.stop();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
