import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser } from '../support/browser';
import { newLearner } from '../support/api-client';
import { loginSession, pageAs as pageAsOf, PYTHON_A_PLUS_B, type Session } from '../support/e2e-pages';

const baseUrl = inject('baseUrl');
const VERDICT_TIMEOUT_MS = 60_000;

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const login = (username: string, password: string) => loginSession(baseUrl, username, password);

/** A session of a learner of the test's own, with no submissions yet. */
async function freshLearner(prefix: string): Promise<{ username: string; session: Session }> {
  const learner = await newLearner(baseUrl, prefix);
  return { username: learner.username, session: await login(learner.username, learner.password) };
}
const pageAs = (session: Session) => pageAsOf(browser, session);

/** A submission made through the API, as the problem page would make it. */
async function submit(session: Session, code: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/submit-problem-judge`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: session.token },
    body: JSON.stringify({ pid: 1, language: 'Python3', code }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { submitId: number } }).data.submitId;
}

async function waitFinal(page: Page, testId: string): Promise<number> {
  const badge = page.getByTestId(testId).first();
  await badge.waitFor();
  await expect.poll(async () => Number(await badge.getAttribute('data-status')), { timeout: VERDICT_TIMEOUT_MS, interval: 500 }).not.toBeOneOf([5, 6, 7]);
  return Number(await badge.getAttribute('data-status'));
}

describe('submission screens', () => {
  it('follows a pending submission in the own-only list and shows its detail', async () => {
    const { session: learner } = await freshLearner('follow');
    const submitId = await submit(learner, PYTHON_A_PLUS_B);
    const { context, page } = await pageAs(learner);
    await page.goto(`${baseUrl}/status?onlyMine=true&l=en-US`);
    const row = page.getByTestId(`submission-row-${submitId}`);
    await row.waitFor();
    // The row turns final by polling check-submissions-status, without a reload.
    await expect.poll(async () => Number(await row.getByTestId('submission-status').getAttribute('data-status')), { timeout: VERDICT_TIMEOUT_MS, interval: 500 }).toBe(0);

    await row.getByRole('link', { name: String(submitId), exact: true }).click();
    expect(await waitFinal(page, 'submission-detail-status')).toBe(0);
    await page.getByTestId('case-table').waitFor();
    expect(await page.locator('[data-testid="case-table"] [data-status="0"]').count()).toBeGreaterThan(0);
    await page.locator('[data-testid="submission-code"] .view-line').first().waitFor();
    await expect.poll(async () => (await page.locator('[data-testid="submission-code"] .view-lines').textContent())?.replace(/\u00a0/g, ' ')).toContain('print(a + b)');

    // The owner shares the code of a non-contest submission.
    await page.getByTestId('share-switch').click();
    await page.getByText('Shared successfully').first().waitFor();
    await context.close();
  });

  it('filters by status and goes back to page 1', async () => {
    const { context, page } = await pageAs((await freshLearner('filter')).session);
    await page.goto(`${baseUrl}/status?currentPage=3&l=en-US`);
    await page.getByTestId('submission-table').waitFor();
    await page.getByTestId('status-filter').click();
    await page.getByRole('option', { name: 'Accepted', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('0');
    expect(new URL(page.url()).searchParams.get('currentPage')).toBeNull();
    const statuses = await page.locator('[data-testid="submission-table"] [data-testid="submission-status"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-status')));
    expect(statuses.every((s) => s === '0')).toBe(true);
    await context.close();
  });

  it('lets an admin rejudge and judge a submission by hand', async () => {
    const { username, session: learner } = await freshLearner('rejudge');
    const submitId = await submit(learner, PYTHON_A_PLUS_B.replace('a + b', 'a * b'));
    const { context, page } = await pageAs(await login('root', 'hojroot2026'));
    await page.goto(`${baseUrl}/status?username=${username}&l=en-US`);
    const row = page.getByTestId(`submission-row-${submitId}`);
    await row.waitFor();
    await expect.poll(async () => Number(await row.getByTestId('submission-status').getAttribute('data-status')), { timeout: VERDICT_TIMEOUT_MS, interval: 500 }).toBe(-1);

    await row.getByTestId('manual-judge').click();
    await page.getByTestId('manual-judge-status').click();
    await page.getByRole('option', { name: 'Accepted', exact: true }).click();
    await page.getByTestId('manual-judge-save').click();
    await expect.poll(async () => Number(await row.getByTestId('submission-status').getAttribute('data-status')), { timeout: 10_000 }).toBe(0);

    await row.getByTestId('rejudge').click();
    await page.getByText('Rejudge successfully').first().waitFor();
    await expect.poll(async () => Number(await row.getByTestId('submission-status').getAttribute('data-status')), { timeout: VERDICT_TIMEOUT_MS, interval: 500 }).toBe(-1);
    await context.close();
  });
});
