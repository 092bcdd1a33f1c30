/**
 * `npm run soak:local`: does the local stack stay up under ordinary browsing? Starts `npm start` as a
 * user would (scratch state folder and a free port, unless STATE_DIR and PORT say otherwise), then four
 * signed-in users browse the demo site in Chromium at once for ten minutes: they follow the links of
 * each page, open the main lists, contest boards (the live board's WebSocket) and user homes, and now
 * and then submit A+B and wait for the verdict (the queue and the judge runner). Only the loopback is
 * reached: any other request is aborted.
 *
 * Counted: answers with a 5xx status, requests that failed for want of a server (refused, reset, empty
 * answer), a probe from here every 2 s that got no answer, and restarts of the local server (the
 * supervisor's and Miniflare's own, from npm start's output). The last line is
 * `soak: <n> restarts, <n> 5xx, <n> refused`; it exits 1 if any is not zero.
 *
 * Environment: SOAK_MINUTES (10), SOAK_USERS (4), PORT, STATE_DIR (kept; a scratch one is removed).
 * See docs/decisions/0042-local-stack-serving.md.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { api, newClientIp } from '../tests/support/api-client';
import { openBrowser } from '../tests/support/browser';
import { ROOT } from './local-env';
import { RESTART_NOTICE } from './local-server';
import { freePort } from './stack';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const USERS = Number(process.env.SOAK_USERS ?? 4);
const ACCOUNTS = [
  ['alice', 'alice2026'],
  ['bob', 'bob20262026'],
  ['teacher', 'hojteacher2026'],
  ['team01', 'team01pass'],
  ['team02', 'team02pass'],
  ['team03', 'team03pass'],
] as const;
/** Where a user goes when a page has no link to follow, or one time in five. */
const ENTRY_PAGES = [
  '/',
  '/problem',
  '/problem/P1000',
  '/status',
  '/contest',
  '/contest/1',
  '/contest/1/rank',
  '/contest/1/problems',
  '/contest/2/rank',
  '/training',
  '/chooseExam',
  '/repo',
  '/group',
  '/discussion',
  '/course',
  '/intenseTraining',
  '/acm-rank',
  '/oi-rank',
  '/user-home?username=alice',
  '/developer',
  '/plusMember',
];
/** Failures that mean the server was not there; ERR_ABORTED is the browser cancelling a request as it navigates. */
const NO_SERVER = /ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_EMPTY_RESPONSE|ERR_CONNECTION_CLOSED|ERR_SOCKET_NOT_CONNECTED|ECONNREFUSED|ECONNRESET/;
const A_PLUS_B = 'a, b = map(int, input().split())\nprint(a + b)\n';

interface Counts {
  pages: number;
  requests: number;
  serverErrors: string[];
  refused: string[];
  submissions: number;
  verdicts: number;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

async function main(): Promise<void> {
  const port = process.env.PORT ? Number(process.env.PORT) : await freePort();
  const scratch = process.env.STATE_DIR ? null : mkdtempSync(path.join(tmpdir(), 'hoj-soak-'));
  const stateDir = process.env.STATE_DIR ?? scratch!;
  const base = `http://127.0.0.1:${port}`;
  console.log(`soak: npm start on port ${port}, state in ${stateDir}; ${USERS} users for ${MINUTES} minutes`);

  const npm = spawn('npm', ['start'], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PORT: String(port), STATE_DIR: stateDir } });
  let output = '';
  let restarts = 0;
  const watchOutput = (d: Buffer) => {
    const text = d.toString();
    output = (output + text).slice(-50_000);
    for (const line of text.split('\n')) {
      if (line.includes(RESTART_NOTICE) || /Workers runtime crashed unexpectedly/.test(line)) {
        restarts++;
        console.log(`soak: restart seen: ${line.trim()}`);
      }
    }
  };
  npm.stdout.on('data', watchOutput);
  npm.stderr.on('data', watchOutput);
  const npmExit = new Promise<number | null>((resolve) => npm.once('exit', resolve));
  const stop = async () => {
    if (npm.exitCode === null && npm.pid !== undefined) process.kill(npm.pid, 'SIGTERM');
    await npmExit;
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  };

  const counts: Counts = { pages: 0, requests: 0, serverErrors: [], refused: [], submissions: 0, verdicts: 0 };
  try {
    const started = Date.now();
    while (!/Ready in [\d.]+ s/.test(output)) {
      if (npm.exitCode !== null) throw new Error(`npm start ended (${npm.exitCode}):\n${output.slice(-3000)}`);
      if (Date.now() - started > 600_000) throw new Error(`npm start was not ready in 10 minutes:\n${output.slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    console.log(`soak: ${output.match(/Ready in [\d.]+ s/)![0]}`);

    // A probe from outside the browser, so a server that is down between two page loads is seen too.
    let probes = 0;
    const probe = setInterval(() => {
      probes++;
      fetch(`${base}/api/get-website-config`, { signal: AbortSignal.timeout(10_000) }).then(
        (res) => {
          if (res.status >= 500) counts.serverErrors.push(`probe: ${res.status}`);
          return res.arrayBuffer();
        },
        (error: Error) => counts.refused.push(`probe: ${error.message} ${String((error.cause as Error | undefined)?.message ?? '')}`),
      );
    }, 2000);

    const browser = await openBrowser();
    const deadline = Date.now() + MINUTES * 60_000;
    const users = await Promise.all(Array.from({ length: USERS }, (_, i) => {
        const [username, password] = ACCOUNTS[i % ACCOUNTS.length]!;
        return login(base, username, password);
      }));
    await Promise.all(users.map(async (user) => browse(await signedInContext(browser, user), base, user.token, deadline, counts)));
    clearInterval(probe);
    await browser.close();
    console.log(
      `soak: ${counts.pages} pages, ${counts.requests} requests, ${probes} probes, ${counts.submissions} submissions (${counts.verdicts} judged) in ${MINUTES} minutes by ${USERS} users`,
    );
    for (const line of [...counts.serverErrors, ...counts.refused].slice(0, 20)) console.log(`  ${line}`);
  } finally {
    await stop();
  }
  console.log(`soak: ${restarts} restarts, ${counts.serverErrors.length} 5xx, ${counts.refused.length} refused`);
  process.exit(restarts + counts.serverErrors.length + counts.refused.length === 0 ? 0 : 1);
}

interface Session {
  token: string;
  user: unknown;
}

/** Logs in through the API, as the login dialog does. */
async function login(base: string, username: string, password: string): Promise<Session> {
  const res = await api(base, 'POST', '/api/login', { body: { username, password }, clientIp: newClientIp() });
  const token = res.headers.get('Authorization');
  if (res.status !== 200 || !token) throw new Error(`login as ${username} failed: ${res.body.msg}`);
  return { token, user: res.body.data };
}

/** A browser context signed in as the app keeps a session (localStorage), with every request off the loopback aborted. */
async function signedInContext(browser: Awaited<ReturnType<typeof openBrowser>>, session: Session): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.route('**/*', (route) => {
    const host = new URL(route.request().url()).hostname;
    return host === '127.0.0.1' || host === 'localhost' ? route.continue() : route.abort();
  });
  await context.addInitScript(
    ([t, user]) => {
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', t);
        localStorage.setItem('userInfo', user);
        localStorage.setItem('authed', 'true');
      }
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
  return context;
}

/** One user until the deadline: follow links, go back to a main page now and then, submit A+B about every two minutes. */
async function browse(context: BrowserContext, base: string, token: string, deadline: number, counts: Counts): Promise<void> {
  const page = await context.newPage();
  page.on('response', (res) => {
    counts.requests++;
    if (res.status() >= 500) counts.serverErrors.push(`${res.status()} ${res.request().method()} ${res.url()}`);
  });
  page.on('requestfailed', (req) => {
    const failure = req.failure()?.errorText ?? '';
    if (NO_SERVER.test(failure)) counts.refused.push(`${failure} ${req.method()} ${req.url()}`);
  });
  let nextSubmit = Date.now() + 30_000 + Math.random() * 60_000;
  while (Date.now() < deadline) {
    try {
      if (Date.now() > nextSubmit) {
        nextSubmit = Date.now() + 90_000 + Math.random() * 60_000;
        await submitAPlusB(page, base, token, counts);
      }
      const links = await page.$$eval('a[href^="/"]', (as) => as.map((a) => a.getAttribute('href')!).filter((h) => !h.startsWith('/api/') && !h.startsWith('/admin')));
      const target = links.length === 0 || Math.random() < 0.2 ? pick(ENTRY_PAGES) : pick(links);
      await page.goto(`${base}${target}`, { waitUntil: 'domcontentloaded', timeout: 30_000 });
      counts.pages++;
      // read the page a moment, as people do, while its queries (and a board's WebSocket) run
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      await page.waitForTimeout(500 + Math.random() * 2000);
    } catch (error) {
      // A page that did not load is counted through its failed requests, not here; nor is a page that
      // navigated away (a redirect) while its links were read.
      if (!/Timeout|Target page, context or browser has been closed|Execution context was destroyed|net::ERR_/.test((error as Error).message)) console.log(`soak: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  await context.close();
}

/** A+B through the submit call the problem page makes, from the page itself, then polls its verdict. */
async function submitAPlusB(page: Page, base: string, token: string, counts: Counts): Promise<void> {
  const result = await page.evaluate(
    async ({ base, token, code }) => {
      const detail = (await (await fetch(`${base}/api/get-problem-detail?problemId=P1000`)).json()) as { data: { problem: { id: number } } };
      const res = await fetch(`${base}/api/submit-problem-judge`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: token },
        body: JSON.stringify({ pid: detail.data.problem.id, language: 'Python3', code }),
      });
      const body = (await res.json()) as { status: number; data: { submitId: number } };
      if (body.status !== 200) return null;
      for (let i = 0; i < 60; i++) {
        await new Promise((r) => setTimeout(r, 1000));
        const check = (await (await fetch(`${base}/api/get-submission-detail?submitId=${body.data.submitId}`, { headers: { Authorization: token } })).json()) as {
          data: { submission: { status: number } };
        };
        if (![5, 6, 7].includes(check.data.submission.status)) return check.data.submission.status;
      }
      return undefined;
    },
    { base, token, code: A_PLUS_B },
  );
  if (result === null) return;
  counts.submissions++;
  if (result !== undefined) counts.verdicts++;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
