/**
 * The Online Test of an interactive problem, as a new user meets it: the seeded "Guess the Number"
 * (P1019), whose interactor reads the secret number from the test input. Self-contained: it registers
 * its own account.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerAndLogin } from '../support/api-client';
import { openBrowser } from '../support/browser';
import { setCode, signedInPage } from '../support/e2e-pages';

const baseUrl = inject('baseUrl');
/** Judging really happens in a sandbox: compiling and running take a few seconds. */
const VERDICT_TIMEOUT_MS = 60_000;
const PASSWORD = 'secret123';

const BINARY_SEARCH = [
  '#include <iostream>',
  '#include <string>',
  'int main() {',
  '    long long lo = 1, hi = 1000000000;',
  '    std::string reply;',
  '    while (lo <= hi) {',
  '        long long mid = (lo + hi) / 2;',
  '        std::cout << mid << std::endl;',
  '        if (!(std::cin >> reply) || reply == "correct") return 0;',
  '        if (reply == "higher") lo = mid + 1; else hi = mid - 1;',
  '    }',
  '}',
  '',
].join('\n');

let browser: Browser;
let username: string;

beforeAll(async () => {
  browser = await openBrowser();
  username = `guess${Date.now() % 1_000_000}`;
  await registerAndLogin(baseUrl, username, PASSWORD);
});

afterAll(async () => {
  await browser?.close();
});

/** P1019 with the binary search in the editor (C++) and the Online Test drawer open. */
async function openGuessTheNumber(): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await signedInPage(browser, baseUrl, username, PASSWORD);
  await page.goto(`${baseUrl}/problem/P1019?l=en-US`);
  await page.getByTestId('problem-title').waitFor();
  await page.getByTestId('language-select').click();
  await page.getByRole('option', { name: 'C++', exact: true }).click();
  await setCode(page, BINARY_SEARCH);
  await page.getByTestId('online-test-open').click();
  await page.getByTestId('online-test-input').waitFor();
  return { context, page };
}

/** Runs the drawer's test and waits for its final result. */
async function runTest(page: Page): Promise<{ status: string | null; stderr: string }> {
  await page.getByTestId('online-test-run').click();
  const result = page.getByTestId('online-test-result');
  await result.waitFor({ timeout: VERDICT_TIMEOUT_MS });
  const status = await page.getByTestId('online-test-status').getAttribute('data-status');
  const stderr = page.getByTestId('online-test-stderr');
  return { status, stderr: (await stderr.count()) > 0 ? ((await stderr.textContent()) ?? '') : '' };
}

describe('the online test of an interactive problem', () => {
  it('starts with a secret number the interactor accepts and judges a binary search as Accepted', async () => {
    const { context, page } = await openGuessTheNumber();
    const input = await page.getByTestId('online-test-input').inputValue();
    // Run as the drawer opened: with the problem's example as the input.
    const { status, stderr } = await runTest(page);
    expect(status, stderr).toBe('0');
    expect(await page.getByTestId('online-test-status').textContent()).toBe('Accepted');
    expect(stderr).toMatch(/Interactor: found in \d+ guesses/);
    // That input is the example's secret number, and the drawer says what the input of an interactive problem is.
    expect(input.trim()).toMatch(/^\d+$/);
    await page.getByTestId('online-test-tab-case').click();
    await page.getByTestId('online-test-interactive-note').waitFor();
    await context.close();
  });

  it('refuses an empty input with a message instead of sending it', async () => {
    const { context, page } = await openGuessTheNumber();
    let sent = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/submit-problem-test-judge') sent++;
    });
    await page.getByTestId('online-test-input').fill('');
    await page.getByTestId('online-test-run').click();
    const error = page.getByTestId('online-test-input-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('interactor');
    await page.waitForTimeout(500);
    expect(sent).toBe(0);
    await context.close();
  });

  it('says so in words when the interactor does not accept the input', async () => {
    const { context, page } = await openGuessTheNumber();
    await page.getByTestId('online-test-input').fill('not a number\n');
    const { status, stderr } = await runTest(page);
    // Not the judge's failure: the input is not a valid test for this problem's interactor.
    expect(await page.getByTestId('online-test-status').textContent()).toBe('Invalid Input');
    expect(status).not.toBe('0');
    const rejected = page.getByTestId('online-test-input-rejected');
    await rejected.waitFor();
    expect(await rejected.textContent()).toContain('not a valid test');
    expect(stderr).toContain('cannot read the test');
    await context.close();
  });
});
