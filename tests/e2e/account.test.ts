import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser } from '../support/browser';
import { registerAccount } from '../support/api-client';
import { waitForMail } from '../support/mailbox';

const baseUrl = inject('baseUrl');

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A username no earlier run has taken, within the 20-character limit. */
function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/home`);
  return { context, page };
}

async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('user-menu').waitFor();
}

describe('account flows in the browser', () => {
  it('registers, logs in, switches language, changes the password, logs out and logs in again', async () => {
    const { context, page } = await newPage();
    const username = uniqueName('e2e');
    const email = `${username}@example.com`;
    const password = 'first-pass-1';
    const newPassword = 'second-pass-2';

    await page.getByTestId('header-register').click();
    await page.getByTestId('register-username').fill(username);
    await page.getByTestId('register-email').fill(email);
    await page.getByTestId('register-password').fill(password);
    await page.getByTestId('register-password-again').fill(password);
    await page.getByTestId('register-send-code').click();
    const code = codeIn(await waitForMail(baseUrl, email, (text) => codeIn(text) !== undefined));
    expect(code).toMatch(/^\d{6}$/);
    await page.getByTestId('register-code').fill(code!);
    await page.getByTestId('register-submit').click();

    // A successful registration signs the new user in with the name and password just given (decision 17).
    await page.getByTestId('user-menu').waitFor();
    expect(await page.getByTestId('user-menu-name').textContent()).toBe(username);

    // zh-CN is the default; switching changes the text at once and remembers the choice.
    expect(await page.getByTestId('nav-home').textContent()).toBe('首页');
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-option-en-US').click();
    await expect.poll(() => page.getByTestId('nav-home').textContent()).toBe('Home');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    const cookies = await context.cookies(baseUrl);
    expect(cookies.find((c) => c.name === 'Web_Language')?.value).toBe('en-US');

    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-setting').click();
    await page.getByTestId('change-password-form').waitFor();
    await page.getByTestId('old-password').fill(password);
    await page.getByTestId('new-password').fill(newPassword);
    await page.getByTestId('new-password-again').fill(newPassword);
    await page.getByTestId('change-password-submit').click();
    await page.getByText('Update Successfully').waitFor();

    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-logout').click();
    await page.getByTestId('header-login').waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await logIn(page, username, newPassword);
    expect(await page.getByTestId('user-menu-name').textContent()).toBe(username);
    await context.close();
  });

  it('asks for the slide puzzle after five wrong passwords and accepts the solved puzzle', async () => {
    const username = uniqueName('slide');
    const password = 'right-pass-1';
    await registerAccount(baseUrl, username, password);
    const { context, page } = await newPage();

    await page.getByTestId('header-login').click();
    await page.getByTestId('login-username').fill(username);
    await page.getByTestId('login-password').fill('wrong-pass-0');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/login'));
      await page.getByTestId('login-submit').click();
      expect((await answered).status()).toBe(400);
    }

    const background = page.getByTestId('slide-background');
    await background.waitFor();
    const src = (await background.getAttribute('src')) ?? '';
    const svg = Buffer.from(src.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
    const holeX = Number(/<path transform="translate\(([\d.]+) [\d.]+\)"/.exec(svg)?.[1]);
    expect(holeX).toBeGreaterThan(0);

    await page.getByTestId('login-password').fill(password);
    const handle = await page.getByTestId('slide-handle').boundingBox();
    expect(handle).not.toBeNull();
    const startX = handle!.x + handle!.width / 2;
    const y = handle!.y + handle!.height / 2;
    await page.mouse.move(startX, y);
    await page.mouse.down();
    await page.mouse.move(startX + holeX, y, { steps: 12 });
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/login'));
    await page.mouse.up();
    expect((await answered).status()).toBe(200);
    await page.getByTestId('user-menu').waitFor();
    await context.close();
  });
});
