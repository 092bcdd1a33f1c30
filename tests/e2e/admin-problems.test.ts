import { strToU8, zipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiData, loginToken, newLearner } from '../support/api-client';
import { openBrowser } from '../support/browser';
import { setCode, signedInPage as signedInPageOf } from '../support/e2e-pages';

const baseUrl = inject('baseUrl');
const VERDICT_TIMEOUT_MS = 60_000;

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const signedInPage = (username: string, password: string) => signedInPageOf(browser, baseUrl, username, password);

/** Three cases of "multiply two numbers" as the zip an admin would upload. */
function testcaseZip(): Buffer {
  const pairs: [string, string][] = [
    ['2 3\n', '6\n'],
    ['-4 5\n', '-20\n'],
    ['100000 100000\n', '10000000000\n'],
  ];
  const files: Record<string, Uint8Array> = {};
  pairs.forEach(([input, output], i) => {
    files[`${i + 1}.in`] = strToU8(input);
    files[`${i + 1}.out`] = strToU8(output);
  });
  return Buffer.from(zipSync(files));
}

/** A 1×1 PNG. */
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const MULTIPLY = ['#include <cstdio>', 'int main() {', '    long long a, b;', '    if (scanf("%lld %lld", &a, &b) != 2) return 1;', '    printf("%lld\\n", a * b);', '    return 0;', '}', ''].join('\n');

describe('problem management', () => {
  it('sends a visitor of /admin to the admin login', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin?l=en-US`);
    await page.getByTestId('admin-login').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await context.close();
  });

  it('inserts an uploaded image into a statement and serves it back', async () => {
    const admin = await signedInPage('root', 'hojroot2026');
    const page = admin.page;
    await page.goto(`${baseUrl}/admin/problem/create?l=en-US`);
    await page.getByTestId('field-description-input').waitFor();
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('field-description-image').click();
    await (await chooser).setFiles({ name: 'dot.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') });
    await expect.poll(() => page.getByTestId('field-description-input').inputValue(), { timeout: 15_000 }).toMatch(/!\[dot\.png\]\(\/api\/public\/md\/[^)]+\.png\)/);
    const link = /\((\/api\/public\/md\/[^)]+)\)/.exec(await page.getByTestId('field-description-input').inputValue())![1]!;
    const served = await fetch(baseUrl + link);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    await admin.context.close();
  });

  it('creates a problem from an uploaded zip, and a user solves it', async () => {
    const problemId = `E2E${Date.now().toString(36).toUpperCase()}`;
    const admin = await signedInPage('root', 'hojroot2026');
    const page = admin.page;
    await page.goto(`${baseUrl}/admin/problems?l=en-US`);
    await page.getByTestId('admin-problem-table').waitFor();
    await page.getByTestId('admin-create-problem').click();
    await page.getByTestId('problem-form').waitFor();

    // The form starts with the spec's defaults.
    expect(await page.getByTestId('field-time-limit').inputValue()).toBe('1000');
    expect(await page.getByTestId('field-memory-limit').inputValue()).toBe('256');
    expect(await page.getByTestId('field-stack-limit').inputValue()).toBe('128');

    await page.getByTestId('field-problem-id').fill(problemId);
    await page.getByTestId('field-title').fill('Multiply');
    await page.getByTestId('field-description-input').fill('Print the product of $a$ and $b$.');
    await page.getByTestId('field-input-input').fill('Two integers $a$ and $b$.');
    await page.getByTestId('field-output-input').fill('Their product.');

    // Saving without test cases is refused in the form itself.
    await page.getByTestId('problem-save').click();
    await page.getByText('Upload a zip of test cases first').first().waitFor();

    await page.locator('input[type="file"][accept*=".zip"]').setInputFiles({ name: 'multiply.zip', mimeType: 'application/zip', buffer: testcaseZip() });
    await page.getByTestId('case-row-3').waitFor();
    expect(await page.getByTestId('case-row-1').textContent()).toContain('1.in');

    await page.getByTestId('problem-save').click();
    await page.waitForURL(`${baseUrl}/admin/problems`);
    await page.getByTestId('admin-problem-keyword').fill(problemId);
    await page.getByTestId(`admin-problem-row-${problemId}`).waitFor();
    await admin.context.close();

    const learner = await newLearner(baseUrl, 'solver');
    const user = await signedInPage(learner.username, learner.password);
    await user.page.goto(`${baseUrl}/problem/${problemId}?l=en-US`);
    await user.page.getByTestId('problem-title').waitFor();
    await user.page.getByTestId('language-select').click();
    await user.page.getByRole('option', { name: 'C++', exact: true }).click();
    await setCode(user.page, MULTIPLY);
    await user.page.getByTestId('submit-code').click();
    const badge = user.page.getByTestId('submission-result-status');
    await badge.waitFor();
    await expect.poll(async () => Number(await badge.getAttribute('data-status')), { timeout: VERDICT_TIMEOUT_MS, interval: 500 }).toBe(0);
    await expect.poll(() => user.page.locator('[data-testid="case-strip"] [data-status="0"]').count()).toBe(3);
    await user.context.close();
  });

  it('lists an export of the problem bank on the records page', async () => {
    const token = await loginToken(baseUrl, 'admin', 'hojadmin2026');
    const list = await apiData<{ records: { id: number; problemId: string }[] }>(baseUrl, 'GET', '/api/admin/problem/get-problem-list', token, { query: { keyword: 'P1000', currentPage: 1, limit: 10 } });
    const aPlusB = list.records.find((row) => row.problemId === 'P1000');
    expect(aPlusB).toBeDefined();
    const exported = await fetch(`${baseUrl}/api/admin/problem/batch-zip`, { method: 'POST', headers: { Authorization: token, 'Content-Type': 'application/json' }, body: JSON.stringify({ pidList: [aPlusB!.id] }) });
    expect(exported.status).toBe(200);
    await exported.arrayBuffer();

    const admin = await signedInPage('admin', 'hojadmin2026');
    await admin.page.goto(`${baseUrl}/admin/problem/records-info?l=en-US`);
    const newest = admin.page.getByTestId('io-record-row').first();
    await newest.waitFor();
    expect(await newest.textContent()).toMatch(/Export.*P1000/);
    await admin.context.close();
  });
});
