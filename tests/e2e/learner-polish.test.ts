/**
 * The first walk of a new learner (decision 17): signing up signs in, toasts keep out of the header
 * and do not pile up, code follows dark mode, and the site promises only what it has.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { queryLocalD1 } from '../../scripts/stack';
import { hashPassword } from '../../worker/lib/password';
import { newLearner, uniqueName, type Learner } from '../support/api-client';
import { openBrowser } from '../support/browser';
import { setCode, signedInPage } from '../support/e2e-pages';
import { waitForMail } from '../support/mailbox';

const baseUrl = inject('baseUrl');
const stateDir = inject('stateDir');
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

let browser: Browser;
let learner: Learner;

beforeAll(async () => {
  browser = await openBrowser();
  learner = await newLearner(baseUrl, 'polish');
});

afterAll(async () => {
  await browser?.close();
});

async function visitorPage(path: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  return { context, page };
}

const toasts = (page: Page) => page.locator('.mantine-Notification-root');

/** Relative luminance (0 black … 1 white) of an element's own background colour. */
async function backgroundLuminance(locator: Locator): Promise<number> {
  const color = await locator.evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).map(Number);
  if (r === undefined || g === undefined || b === undefined) throw new Error(`no background colour: ${color}`);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function expectClearOfHeaderButtons(page: Page, toast: Locator): Promise<void> {
  const box = await toast.boundingBox();
  expect(box).not.toBeNull();
  for (const id of ['user-menu', 'language-switch', 'color-scheme-toggle']) {
    const button = await page.getByTestId(id).first().boundingBox();
    expect(button, id).not.toBeNull();
    expect(overlaps(box!, button!), `the toast ${JSON.stringify(box)} covers ${id} ${JSON.stringify(button)}`).toBe(false);
  }
}

describe('signing up', () => {
  it('signs the new user in, greets them as new and closes the earlier error toast', async () => {
    const { context, page } = await visitorPage('/home?l=en-US');
    const username = uniqueName('newbie');
    const email = `${username}@example.com`;
    const password = 'first-pass-1';

    await page.getByTestId('header-register').click();
    await page.getByTestId('register-username').fill(username);
    await page.getByTestId('register-email').fill(email);
    await page.getByTestId('register-password').fill(password);
    await page.getByTestId('register-password-again').fill(password);
    await page.getByTestId('register-send-code').click();
    const code = codeIn(await waitForMail(baseUrl, email, (text) => codeIn(text) !== undefined));
    expect(code).toMatch(/^\d{6}$/);

    // A wrong code first: the server refuses and an error toast says so.
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByTestId('register-code').fill(wrong);
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/register'));
    await page.getByTestId('register-submit').click();
    expect((await refused).status()).toBe(400);
    const errorToast = toasts(page).filter({ hasText: 'Error' });
    await errorToast.first().waitFor();

    await page.getByTestId('register-code').fill(code!);
    await page.getByTestId('register-submit').click();
    // Signed in at once, without the login dialog, and greeted as a newcomer, not "Welcome back~".
    await page.getByTestId('user-menu').waitFor();
    expect(await page.getByTestId('user-menu-name').textContent()).toBe(username);
    await toasts(page).filter({ hasText: `Welcome aboard, ${username}!` }).waitFor();
    expect(await page.getByText('Welcome back~').count()).toBe(0);
    expect(await page.getByTestId('login-dialog').count()).toBe(0);
    // The "wrong code" error is over once registration succeeded.
    await expect.poll(() => errorToast.count(), { timeout: 3000 }).toBe(0);
    await context.close();
  });

  it('logs in with a 25-character password, the length generated accounts get', async () => {
    const generated = await newLearner(baseUrl, 'gen');
    const password = 'Gen-Account-Pass-25-chars';
    expect(password).toHaveLength(25);
    queryLocalD1(stateDir, `UPDATE users SET password_hash = '${await hashPassword(password)}' WHERE username = '${generated.username}'`);

    const { context, page } = await visitorPage('/home?l=en-US');
    await page.getByTestId('header-login').click();
    await page.getByTestId('login-username').fill(generated.username);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('user-menu').waitFor();
    expect(await page.getByTestId('user-menu-name').textContent()).toBe(generated.username);
    await context.close();
  });
});

describe('toasts', () => {
  it('stack below the header buttons and collapse repeated identical toasts into one', async () => {
    const { context, page } = await signedInPage(browser, baseUrl, learner.username, learner.password);
    await page.goto(`${baseUrl}/problem/P1000?l=en-US`);
    await setCode(page, '');
    for (let i = 0; i < 5; i++) await page.getByTestId('submit-code').click();
    const empty = toasts(page).filter({ hasText: 'Code can not be empty' });
    await empty.first().waitFor();
    await page.waitForTimeout(500);
    await expectClearOfHeaderButtons(page, empty.first());
    expect(await empty.count()).toBe(1);

    // The same on a page with the site header: a refused current password.
    await page.goto(`${baseUrl}/setting?l=en-US`);
    await page.getByTestId('change-password-form').waitFor();
    await page.getByTestId('old-password').fill('not-my-password');
    await page.getByTestId('new-password').fill('another-pass-2');
    await page.getByTestId('new-password-again').fill('another-pass-2');
    await page.getByTestId('change-password-submit').click();
    const error = toasts(page).filter({ hasText: 'Error' }).first();
    await error.waitFor();
    await expectClearOfHeaderButtons(page, error);
    await context.close();
  });
});

describe('dark mode', () => {
  it('darkens the code editor, the examples and the submission code, also when switched with the editor open', async () => {
    const { context, page } = await signedInPage(browser, baseUrl, learner.username, learner.password);
    await page.goto(`${baseUrl}/problem/P1000?l=en-US`);
    const editor = page.locator('[data-testid="code-editor"] .monaco-editor').first();
    const example = page.getByTestId('example-1-input');
    await editor.waitFor();
    await example.waitFor();
    expect(await backgroundLuminance(editor)).toBeGreaterThan(0.6);
    expect(await backgroundLuminance(example)).toBeGreaterThan(0.6);

    await page.getByTestId('color-scheme-toggle').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe('dark');
    await expect.poll(() => backgroundLuminance(editor)).toBeLessThan(0.3);
    await expect.poll(() => backgroundLuminance(example)).toBeLessThan(0.3);

    // A read-only code view: the learner's own submission, opened in dark mode.
    const submitted = await fetch(`${baseUrl}/api/submit-problem-judge`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: await page.evaluate(() => localStorage.getItem('token') ?? '') },
      body: JSON.stringify({ pid: queryLocalD1<{ id: number }>(stateDir, "SELECT id FROM problems WHERE problem_id = 'P1000'")[0]!.id, language: 'Python3', code: 'print(sum(map(int, input().split())))\n' }),
    });
    expect(submitted.status).toBe(200);
    const { submitId } = ((await submitted.json()) as { data: { submitId: number } }).data;
    await page.goto(`${baseUrl}/submission-detail/${submitId}?l=en-US`);
    const view = page.locator('[data-testid="submission-code"] .monaco-editor').first();
    await view.waitFor();
    await expect.poll(() => backgroundLuminance(view)).toBeLessThan(0.3);
    await page.getByTestId('color-scheme-toggle').click();
    await expect.poll(() => backgroundLuminance(view)).toBeGreaterThan(0.6);
    await context.close();
  });
});

describe('what the site promises', () => {
  it('home, About, the navigation (the bar, its rank menu, the drawer) and the footer link only to pages that exist', async () => {
    const { context, page } = await visitorPage('/home');
    const hrefs = new Set<string>();
    const collect = async (selector: string) => {
      for (const href of await page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
        if (href.startsWith('/')) hrefs.add(new URL(href, baseUrl).pathname);
      }
    };
    for (const locale of ['en-US', 'zh-CN']) {
      for (const path of ['/home', '/introduction']) {
        await page.goto(`${baseUrl}${path}?l=${locale}`);
        await page.getByTestId('nav-home').waitFor();
        await page.locator(path === '/home' ? '[data-testid="home-welcome"]' : '[data-testid="about-secure"]').waitFor();
        await collect('header a[href], main a[href], footer a[href]');
      }
    }
    // The bar's rank menu, then (below 992 px) the drawer with its rank submenu and the compiler help page (part 1 §2).
    await page.getByTestId('nav-rank').click();
    await page.getByTestId('nav-oi-rank').waitFor();
    await collect('.mantine-Menu-dropdown a[href]');
    await page.setViewportSize({ width: 800, height: 860 });
    await page.getByRole('button', { name: /^(Open navigation|打开导航菜单)$/ }).click();
    await page.getByTestId('drawer-rank').click();
    await page.getByTestId('drawer-oi-rank').waitFor();
    await collect('.mantine-Drawer-root a[href]');
    await page.setViewportSize({ width: 1280, height: 860 });
    for (const path of ['/problem', '/introduction', '/contest', '/training', '/acm-rank', '/oi-rank', '/developer']) expect(hrefs).toContain(path);
    for (const path of hrefs) {
      await page.goto(`${baseUrl}${path}?l=en-US`);
      await page.getByTestId('nav-home').or(page.getByTestId('not-found')).first().waitFor();
      expect(await page.getByTestId('not-found').count(), `${path} leads to the 404 page`).toBe(0);
    }
    await context.close();
  });
});
