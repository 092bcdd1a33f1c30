import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser } from '../support/browser';
import { loginSession, pageAs, setCode, type Session } from '../support/e2e-pages';

const baseUrl = inject('baseUrl');
/** Judging really happens in a sandbox: compiling and running take a few seconds. */
const VERDICT_TIMEOUT_MS = 60_000;
/** A common laptop screen, less the browser's own bars. */
const LAPTOP = { width: 1366, height: 800 };
const A_MINUS_B = ['#include <iostream>', 'int main() {', '    long long a, b;', '    std::cin >> a >> b;', '    std::cout << a - b << std::endl;', '    return 0;', '}', ''].join('\n');

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function chooseLanguage(page: Page, language: string): Promise<void> {
  await page.getByTestId('language-select').click();
  await page.getByRole('option', { name: language, exact: true }).click();
}

/** A submission made through the API, as the problem page would make it. */
async function submit(session: Session, language: string, code: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/submit-problem-judge`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: session.token },
    body: JSON.stringify({ pid: 1, language, code }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { submitId: number } }).data.submitId;
}

/** The element lies wholly inside the viewport. */
async function inViewport(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).first().boundingBox();
  expect(box).not.toBeNull();
  const { x, y, width, height } = box!;
  return x >= 0 && y >= 0 && x + width <= LAPTOP.width && y + height <= LAPTOP.height;
}

describe('the result of a submission', () => {
  it('shows the failing case and the case strip of a wrong answer on a laptop screen without scrolling', async () => {
    const { context, page } = await pageAs(browser, await loginSession(baseUrl, 'alice', 'alice2026'));
    await page.setViewportSize(LAPTOP);
    await page.goto(`${baseUrl}/problem/P1000?l=en-US`);
    await chooseLanguage(page, 'C++');
    await setCode(page, A_MINUS_B);
    await page.getByTestId('submit-code').click();
    const badge = page.getByTestId('submission-result-status');
    await badge.waitFor();
    await expect.poll(async () => Number(await badge.getAttribute('data-status')), { timeout: VERDICT_TIMEOUT_MS, interval: 500 }).toBe(-1);
    await page.getByTestId('submission-result-failed-case').waitFor();
    await page.locator('[data-testid="case-strip"] [data-status="-1"]').first().waitFor();

    // Nothing scrolls here: the verdict, the failed case and the strip are where the learner looks.
    expect(await inViewport(page, 'submission-result-failed-case')).toBe(true);
    expect(await inViewport(page, 'case-strip')).toBe(true);
    expect(await inViewport(page, 'submit-code')).toBe(true);
    // The editor stays usable above them, its top in view.
    const editor = await page.getByTestId('code-editor-frame').boundingBox();
    expect(editor!.y).toBeGreaterThanOrEqual(0);
    expect(editor!.height).toBeGreaterThanOrEqual(280);
    await context.close();
  });

  it('shows a compile error with the compiler message only', async () => {
    const alice = await loginSession(baseUrl, 'alice', 'alice2026');
    const submitId = await submit(alice, 'C++', 'int main( {\n');
    const { context, page } = await pageAs(browser, alice);
    await page.goto(`${baseUrl}/submission-detail/${submitId}?l=en-US`);
    const badge = page.getByTestId('submission-detail-status');
    await badge.waitFor();
    await expect.poll(async () => Number(await badge.getAttribute('data-status')), { timeout: VERDICT_TIMEOUT_MS, interval: 500 }).toBe(-2);
    await page.getByTestId('submission-error-message').waitFor();
    expect((await page.getByTestId('submission-error-message').textContent())?.trim()).not.toBe('');
    await page.waitForLoadState('networkidle');

    // No empty case table, and no advice to open the page the user is on.
    expect(await page.getByTestId('case-table').count()).toBe(0);
    expect(await page.getByText('Test cases', { exact: true }).count()).toBe(0);
    const text = await page.getByTestId('submission-detail').textContent();
    expect(text).toContain('failed to compile');
    expect(text).not.toMatch(/open the submission/i);
    // Nor on hovering the status (a tooltip is drawn outside the page's own box).
    await badge.hover();
    await page.waitForTimeout(800);
    expect(await page.locator('body').textContent()).not.toMatch(/open the submission/i);
    await context.close();
  });
});
