import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ImageCaptcha } from '../../contract/api/accounts';
import type { SubmissionView } from '../../contract/api/submissions';
import { queryLocalD1 } from '../../scripts/stack';
import { api, loginToken, newLearner, registerAndLogin } from '../support/api-client';
import { openBrowser } from '../support/browser';
import { setCode, signedInPage as signedInPageOf } from '../support/e2e-pages';

const baseUrl = inject('baseUrl');
const stateDir = inject('stateDir');
/** Judging really happens in a sandbox: compiling and running take a few seconds. */
const VERDICT_TIMEOUT_MS = 60_000;

const A_PLUS_B = ['#include <iostream>', 'int main() {', '    long long a, b;', '    std::cin >> a >> b;', '    std::cout << a + b << std::endl;', '    return 0;', '}', ''].join('\n');
const A_MINUS_B = A_PLUS_B.replace('a + b', 'a - b');

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const signedInPage = (username: string, password: string) => signedInPageOf(browser, baseUrl, username, password);

/** A page signed in as a learner of the test's own, with no history yet. */
async function freshLearnerPage(prefix: string) {
  const learner = await newLearner(baseUrl, prefix);
  return { learner, ...(await signedInPage(learner.username, learner.password)) };
}

async function editorText(page: Page): Promise<string> {
  const lines = await page.locator('[data-testid="code-editor"] .view-line').allTextContents();
  return lines.join('\n').replace(/\u00a0/g, ' ');
}

async function chooseLanguage(page: Page, language: string): Promise<void> {
  await page.getByTestId('language-select').click();
  await page.getByRole('option', { name: language, exact: true }).click();
}

/** Waits until the status beside the submit button is no longer pending, compiling or judging. */
async function finalStatus(page: Page): Promise<number> {
  const badge = page.getByTestId('submission-result-status');
  await badge.waitFor();
  await expect.poll(async () => Number(await badge.getAttribute('data-status')), { timeout: VERDICT_TIMEOUT_MS, interval: 500 }).not.toBeOneOf([5, 6, 7]);
  return Number(await badge.getAttribute('data-status'));
}

describe('the problem page', () => {
  it('lists A+B in the problem bank and opens it', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/problem?l=en-US`);
    await page.getByTestId('problem-row-P1000').waitFor();
    await page.getByTestId('problem-keyword').fill('A+B');
    await page.getByTestId('problem-keyword').press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe('A+B');
    await page.getByTestId('problem-row-P1000').getByTestId('problem-title-link').click();
    await page.getByTestId('problem-title').waitFor();
    expect(await page.getByTestId('problem-title').textContent()).toContain('A+B');
    // The statement's math is rendered by KaTeX, and the page draws its own bar instead of the site header.
    expect(await page.locator('[data-testid="problem-description"] .katex').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('nav-home').count()).toBe(0);
    // A visitor has no score on it, so the solutions stay locked.
    expect(await page.getByTestId('problem-solutions').count()).toBe(0);
    await context.close();
  });

  it('judges a correct A+B typed in the editor as Accepted without reloading the page', async () => {
    const { context, page } = await freshLearnerPage('p1000');
    await page.goto(`${baseUrl}/problem/P1000?l=en-US`);
    await chooseLanguage(page, 'Python3');
    await setCode(page, '');
    await page.locator('[data-testid="code-editor"] .monaco-editor.focused').waitFor();
    // Typed key by key: the editor closes brackets itself and types over them again.
    await page.keyboard.type('print(sum(map(int, input().split())))', { delay: 40 });
    await expect.poll(() => editorText(page)).toBe('print(sum(map(int, input().split())))');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByTestId('submit-code').click();
    expect(await finalStatus(page)).toBe(0);
    expect(await page.getByTestId('submission-result-status').textContent()).toBe('Accepted');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    // The problem data is loaded again after the verdict: the page now says the problem is solved.
    await page.getByTestId('solved-alert').waitFor();
    // Solving it unlocks the solutions (seeded problems unlock at 100%): the problem's accepted submissions.
    await page.getByTestId('problem-solutions').click();
    await page.getByTestId('status-filter').waitFor();
    const search = new URL(page.url()).searchParams;
    expect([new URL(page.url()).pathname, search.get('problemID'), search.get('status'), search.get('completeProblemID')]).toEqual(['/status', 'P1000', '0', 'true']);
    await context.close();
  });

  it('shows Wrong Answer and the failing case for a wrong solution', async () => {
    const { context, page } = await freshLearnerPage('p1000');
    await page.goto(`${baseUrl}/problem/P1000?l=en-US`);
    await chooseLanguage(page, 'C++');
    await setCode(page, A_MINUS_B);
    await page.getByTestId('submit-code').click();
    expect(await finalStatus(page)).toBe(-1);
    expect(await page.getByTestId('submission-result-status').textContent()).toBe('Wrong Answer');
    const failed = page.getByTestId('submission-result-failed-case');
    await failed.waitFor();
    expect(await failed.textContent()).toMatch(/^Wrong Answer on test case #\d+$/);
    await expect.poll(() => page.locator('[data-testid="case-strip"] [data-status="-1"]').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('runs the code on custom input in the Online Test drawer', async () => {
    const { context, page } = await freshLearnerPage('p1000');
    await page.goto(`${baseUrl}/problem/P1000?l=en-US`);
    await chooseLanguage(page, 'C++');
    await setCode(page, A_PLUS_B);
    await page.getByTestId('online-test-open').click();
    await page.getByTestId('online-test-input').fill('20 22\n');
    await page.getByTestId('online-test-expected').fill('42\n');
    await page.getByTestId('online-test-run').click();
    const output = page.getByTestId('online-test-output');
    await output.waitFor({ timeout: VERDICT_TIMEOUT_MS });
    expect((await output.textContent())?.trim()).toBe('42');
    expect(await page.getByTestId('online-test-status').getAttribute('data-status')).toBe('0');
    await context.close();
  });

  it('keeps the code of a problem across a reload', async () => {
    const { context, page } = await freshLearnerPage('p1000');
    await page.goto(`${baseUrl}/problem/P1000?l=en-US`);
    await chooseLanguage(page, 'Python3');
    const marker = `kept-${Date.now()}`;
    await setCode(page, `# ${marker}\na, b = map(int, input().split())\nprint(a + b)\n`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('hoj-problem-code:NoContest:P1000') ?? '')).toContain(marker);
    await page.reload();
    await page.locator('[data-testid="code-editor"] .view-line').first().waitFor();
    await expect.poll(() => editorText(page)).toContain(marker);
    expect(await page.getByTestId('language-select').inputValue()).toBe('Python3');
    await context.close();
  });

  it('asks a visitor to log in before submitting', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/problem/P1000?l=en-US`);
    await setCode(page, A_PLUS_B);
    await page.getByTestId('submit-code').click();
    await page.getByTestId('login-dialog').waitFor();
    await context.close();
  });

  it('asks for a captcha after a burst of submissions and judges the one sent with its answer', async () => {
    const username = `burst${Date.now() % 1_000_000}`;
    const token = await registerAndLogin(baseUrl, username);
    const pid = queryLocalD1<{ id: number }>(stateDir, "SELECT id FROM problems WHERE problem_id = 'P1000'")[0]!.id;
    // The burst is counted in fixed one-minute windows: start early in one so it cannot roll over mid-test.
    const intoWindow = (Date.now() / 1000) % 60;
    if (intoWindow > 30) await new Promise((r) => setTimeout(r, (61 - intoWindow) * 1000));
    // Ten quick submissions (the most a minute allows without a captcha), straight through the API.
    for (let i = 0; i < 10; i++) {
      const sent = await api<SubmissionView>(baseUrl, 'POST', '/api/submit-problem-judge', { token, body: { pid, language: 'Python3', code: `print(${i})` } });
      expect(sent.status).toBe(200);
    }
    const { context, page } = await signedInPage(username, 'secret123');
    await page.goto(`${baseUrl}/problem/P1000?l=en-US`);
    await chooseLanguage(page, 'C++');
    await setCode(page, A_PLUS_B);
    const firstCaptcha = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/captcha');
    await page.getByTestId('submit-code').click();
    await page.getByTestId('submit-captcha').waitFor();
    const { data } = (await (await firstCaptcha).json()) as { data: ImageCaptcha };
    expect(await page.getByTestId('submit-captcha-image').locator('img').getAttribute('src')).toBe(data.img);
    const answer = queryLocalD1<{ answer: string }>(stateDir, `SELECT answer FROM captchas WHERE key = '${data.captchaKey}'`)[0]!.answer;
    await page.getByTestId('submit-captcha').fill(answer);
    await page.getByTestId('submit-code').click();
    expect(await finalStatus(page)).toBe(0);
    await context.close();
  });

  it('narrows the problem list to the problems the user has submitted to with "only mine"', async () => {
    // The learner has submitted to A+B (and to nothing else) before opening the list.
    const { learner, context, page } = await freshLearnerPage('mine');
    const pid = queryLocalD1<{ id: number }>(stateDir, "SELECT id FROM problems WHERE problem_id = 'P1000'")[0]!.id;
    const token = await loginToken(baseUrl, learner.username, learner.password);
    const sent = await api<SubmissionView>(baseUrl, 'POST', '/api/submit-problem-judge', { token, body: { pid, language: 'Python3', code: 'print(sum(map(int, input().split())))\n' } });
    expect(sent.status).toBe(200);
    await page.goto(`${baseUrl}/problem?l=en-US`);
    await page.getByTestId('problem-row-P1001').waitFor();
    await page.getByTestId('problem-only-mine').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('onlyMine')).toBe('true');
    await page.getByTestId('problem-row-P1000').waitFor();
    // Every row left is one she has tried: each carries her own status.
    const rowsWithoutStatus = () => page.locator('[data-testid^="problem-row-"]').filter({ hasNot: page.getByTestId('own-status') }).count();
    await expect.poll(rowsWithoutStatus).toBe(0);
    // A+B is the only problem this learner has tried, so it is the one row left (not a row kept from before the filter).
    await expect.poll(() => page.locator('[data-testid^="problem-row-"]').count()).toBe(1);
    await page.getByTestId('problem-row-P1000').getByTestId('own-status').waitFor();
    await context.close();

    const visitor = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const anonymous = await visitor.newPage();
    await anonymous.goto(`${baseUrl}/problem?onlyMine=true&l=en-US`);
    await anonymous.getByTestId('login-dialog').waitFor();
    await visitor.close();
  });
});
