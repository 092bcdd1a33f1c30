/**
 * What a visitor reads first (part 1 §2 "Home page", "Rankings", "User home", "Compiler help page"):
 * every home panel with live data made through the API, the two rankings and their search, a user
 * home with its heatmap and solved tab, the compiler help page; and an admin's honor roll reaching
 * the home card (part 3 §2.2 `honor`, decision 35).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { HonorRollView } from '../../contract/api/honor';
import { apiDataAt, loginToken, newLearner, submissionStatus, type Learner } from '../support/api-client';
import { openBrowser } from '../support/browser';
import { loginSession, pageAs } from '../support/e2e-pages';

const baseUrl = inject('baseUrl');
const call = apiDataAt(baseUrl);
const VERDICT_TIMEOUT_MS = 60_000;
const tag = `H${Date.now().toString(36).slice(-5)}`;

let browser: Browser;
let rootToken: string;
let solver: Learner;
let trier: Learner;
let roll: HonorRollView;

/** Asks again every `interval` ms until `done` holds (set-up code runs outside a test, where expect.poll is not allowed). */
async function until<T>(ask: () => Promise<T>, done: (value: T) => boolean, what: string, timeout = 45_000, interval = 1000): Promise<T> {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await ask();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

/** The usernames of the AC ranking card's "24 hours" tab, as the API answers them. */
async function dayLeaders(): Promise<string[]> {
  const rank = await call<{ rankingListDetailVOList: { username: string }[] }>('GET', '/api/get-recent-seven-ac-rank', rootToken, { query: { window: 'day' } });
  return rank.rankingListDetailVOList.map((r) => r.username);
}

/** Submits `code` to P1000 in Python 3 and waits for its verdict. */
async function submitAndJudge(learner: Learner, pid: number, code: string): Promise<number> {
  const token = await loginToken(baseUrl, learner.username, learner.password);
  const { submitId } = await call<{ submitId: number }>('POST', '/api/submit-problem-judge', token, { body: { pid, language: 'Python3', code } });
  const { status } = await until(() => submissionStatus(baseUrl, submitId), (s) => ![5, 6, 7].includes(s.status), `submission ${submitId}`, VERDICT_TIMEOUT_MS, 500);
  return status;
}

beforeAll(async () => {
  browser = await openBrowser();
  rootToken = await loginToken(baseUrl, 'root', 'hojroot2026');
  [solver, trier] = await Promise.all([newLearner(baseUrl, 'homesolve'), newLearner(baseUrl, 'hometry')]);
  const { problem } = await call<{ problem: { id: number } }>('GET', '/api/get-problem-detail', rootToken, { query: { problemId: 'P1000' } });
  const accepted = await submitAndJudge(solver, problem.id, 'a, b = map(int, input().split())\nprint(a + b)\n');
  expect(accepted).toBe(0);
  expect(await submitAndJudge(trier, problem.id, 'print(0)\n')).toBe(-1);
  const isoIn = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
  await call('POST', '/api/admin/contest', rootToken, { body: { title: `${tag} home round`, description: 'A round for the home page.', startTime: isoIn(-60), endTime: isoIn(3 * 3600), type: 0, auth: 0 } });
  await call('POST', '/api/admin/announcement', rootToken, { body: { title: `${tag} welcome news`, content: 'Hello' } });
  roll = await call<HonorRollView>('POST', '/api/admin/month-ranking', rootToken, { body: { name: `${tag} month`, status: 0, monthRankingDetailVOList: [{ name: 'Gold', usernames: [solver.username] }] } });
  // The home reads are remembered for seconds per isolate (decision 34): wait until they show what was just made.
  await until(() => call<{ title: string }[]>('GET', '/api/get-recent-contest', rootToken), (rows) => rows.some((c) => c.title === `${tag} home round`), 'the recent contests');
  await until(dayLeaders, (names) => names.length > 0, "the day's AC leaders");
  await call('GET', '/api/get-last-week-submission-statistics', rootToken, { query: { forceRefresh: 'true' } });
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

async function visitor(path: string, width = 1366): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  return page;
}

describe('a visitor', () => {
  it('reads every home panel with live data', async () => {
    const page = await visitor('/home?l=en-US');
    await page.getByTestId('home-contest-title').filter({ hasText: `${tag} home round` }).waitFor();
    await expect.poll(async () => Number(await page.getByTestId('home-chart-total').getAttribute('data-total'))).toBeGreaterThanOrEqual(2);
    await page.locator('[data-testid="home-chart"] canvas').first().waitFor();
    await page.getByTestId('home-announcement-item').filter({ hasText: `${tag} welcome news` }).waitFor();
    await page.getByTestId('home-to-question-bank').waitFor();
    await expect(page.getByTestId('home-honor-name').textContent()).resolves.toBe(`${tag} month`);
    await expect(page.getByTestId('home-honor-user').allTextContents()).resolves.toEqual([solver.username]);
    // Other browser tests solve problems too: the tab lists whoever leads the day, as the API does.
    await page.getByTestId('home-ac-rank-tab-day').click();
    await page.getByTestId('home-ac-rank-user').first().waitFor();
    await expect.poll(() => page.getByTestId('home-ac-rank-user').allTextContents(), { timeout: 40_000 }).toEqual(await dayLeaders());
    expect(await page.getByTestId('home-my-rank').count()).toBe(0);
    expect(await page.getByTestId('home-chart-refresh').count()).toBe(0);
    expect(await page.getByTestId('home-todo-row').count()).toBeGreaterThan(0);
    await page.getByTestId('home-todo-row').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/problem/P'));
    await page.context().close();
  });

  it('opens both rankings, whose search narrows the table to the user asked for', async () => {
    const page = await visitor('/acm-rank?l=en-US');
    await page.locator('[data-testid="acm-rank-chart"] canvas').first().waitFor();
    await page.getByTestId('rank-username').first().waitFor();
    await page.getByTestId('acm-rank-search').fill(solver.username);
    await page.getByTestId('acm-rank-search').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('searchUser') === solver.username);
    await expect.poll(() => page.getByTestId('rank-username').allTextContents()).toEqual([solver.username]);
    await expect(page.getByTestId('rank-ac').textContent()).resolves.toBe('1');

    await page.goto(`${baseUrl}/oi-rank?l=en-US&searchUser=${trier.username}`);
    await page.getByTestId('oi-rank-table').waitFor();
    await expect.poll(() => page.getByTestId('rank-username').allTextContents()).toEqual([trier.username]);
    await expect(page.getByTestId('rank-score').textContent()).resolves.toBe('0');
    await page.context().close();
  });

  it('opens a user home from a rank: the year’s heatmap and the solved tab', async () => {
    const page = await visitor(`/acm-rank?l=en-US&searchUser=${solver.username}`);
    await page.getByTestId('rank-username').filter({ hasText: solver.username }).click();
    await page.waitForURL((url) => url.pathname === '/user-home' && url.searchParams.get('username') === solver.username);
    await expect(page.getByTestId('user-home-username').textContent()).resolves.toBe(solver.username);
    await expect(page.getByTestId('user-home-solved').textContent()).resolves.toBe('1');
    await expect.poll(async () => Number(await page.getByTestId('user-heatmap').getAttribute('data-total'))).toBe(1);
    expect(await page.locator('[data-testid="user-heatmap"] rect[data-count="1"]').count()).toBe(1);
    await page.getByTestId('user-home-tab-solved').click();
    await expect(page.getByTestId('user-home-solved-problem').allTextContents()).resolves.toEqual(['P1000']);
    await page.getByTestId('user-home-solved-refresh').click();
    await expect.poll(() => page.getByTestId('user-home-solved-problem').count()).toBe(1);
    await page.context().close();
  });

  it('reads the judge’s languages with their compile commands on the compiler help page, from the drawer', async () => {
    const page = await visitor('/home?l=en-US', 800);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByTestId('drawer-developer').click();
    await page.waitForURL((url) => url.pathname === '/developer');
    await page.getByTestId('developer-language-name').filter({ hasText: /^Python3$/ }).waitFor();
    await expect(page.getByTestId('developer-compile-command').first().textContent()).resolves.toMatch(/\S+/);
    await expect(page.getByTestId('developer-status').count()).resolves.toBe(17);
    await expect(page.getByTestId('developer-tip').count()).resolves.toBe(4);
    await page.context().close();
  });
});

describe('an admin', () => {
  it('edits the honor roll at /admin/honor and the home card shows it', async () => {
    const admin = await pageAs(browser, await loginSession(baseUrl, 'root', 'hojroot2026'));
    await admin.page.goto(`${baseUrl}/admin/honor?l=en-US`);
    const row = admin.page.getByTestId(`admin-honor-${roll.id}`);
    await row.getByTestId('admin-honor-edit').click();
    const dialog = admin.page.getByTestId('admin-honor-dialog');
    await dialog.getByTestId('admin-honor-award-name-0').fill('Champion');
    await dialog.getByTestId('admin-honor-add-award').click();
    await dialog.getByTestId('admin-honor-award-name-1').fill('Most improved');
    await dialog.getByTestId('admin-honor-award-users-1').fill(trier.username);
    await dialog.getByTestId('admin-honor-award-users-1').press('Enter');
    await dialog.getByTestId('admin-honor-save').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.textContent()).toContain('Champion');

    await admin.page.goto(`${baseUrl}/home?l=en-US`);
    await expect.poll(() => admin.page.getByTestId('home-honor-award-name').allTextContents()).toEqual(['Champion', 'Most improved']);
    await expect(admin.page.getByTestId('home-honor-user').allTextContents()).resolves.toEqual([solver.username, trier.username]);
    // The chart's refresh is an admin's (part 1 §6).
    await admin.page.getByTestId('home-chart-refresh').click();
    await admin.page.getByText('The statistics were recalculated').waitFor();
    await admin.context.close();
  });
});
