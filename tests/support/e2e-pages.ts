import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, newClientIp } from './api-client';
import { openBrowser } from './browser';

export interface Session {
  token: string;
  user: unknown;
}

/** Logs in through the API, as the login dialog would. */
export async function loginSession(baseUrl: string, username: string, password: string): Promise<Session> {
  const res = await api(baseUrl, 'POST', '/api/login', { body: { username, password }, clientIp: newClientIp() });
  expect(res.status).toBe(200);
  return { token: res.headers.get('Authorization') ?? '', user: res.body.data };
}

/** A page whose app starts signed in: the session stored where the app keeps it (kept across reloads). */
export async function pageAs(browser: Browser, session: Session): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
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
  return { context, page: await context.newPage() };
}

/**
 * The set-up browser test files share: one browser for the whole file and a seeded account (`username`,
 * which also names its field) signed in through the API, both ready before the file's first test; the
 * browser closes after its last. Call it at a test file's top level and read the fields inside the tests.
 */
export function browserSignedInAs<Username extends string>(baseUrl: string, username: Username, password: string): { browser: Browser } & Record<Username, Session> {
  const suite = {} as { browser: Browser } & Record<Username, Session>;
  beforeAll(async () => {
    suite.browser = await openBrowser();
    (suite as Record<Username, Session>)[username] = await loginSession(baseUrl, username, password);
  });
  afterAll(async () => {
    await suite.browser?.close();
  });
  return suite;
}

export async function signedInPage(browser: Browser, baseUrl: string, username: string, password: string): Promise<{ context: BrowserContext; page: Page }> {
  return pageAs(browser, await loginSession(baseUrl, username, password));
}

/** Replaces the editor's code the way a paste does (typing would trigger auto-indent and bracket closing). */
export async function setCode(page: Page, code: string): Promise<void> {
  const editor = page.locator('[data-testid="code-editor"] .monaco-editor');
  await editor.waitFor();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, code);
}

/** A+B in Python 3, accepted by the demo problem P1000. */
export const PYTHON_A_PLUS_B = 'a, b = map(int, input().split())\nprint(a + b)\n';

/** Submits A+B in Python 3 on the problem page that is open, and waits for the submission to be taken. */
export async function submitPythonAPlusB(page: Page): Promise<void> {
  await page.getByTestId('code-panel').waitFor();
  await page.getByTestId('language-select').click();
  await page.getByRole('option', { name: 'Python3', exact: true }).click();
  await setCode(page, PYTHON_A_PLUS_B);
  await page.getByTestId('submit-code').click();
  await page.getByText('Submit code successfully').first().waitFor();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A datetime-local input's value in this machine's zone (the browser's too). */
export function datetimeLocal(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
