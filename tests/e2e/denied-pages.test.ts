import { describe, expect, inject, it } from 'vitest';
import { apiDataAt, uniqueName } from '../support/api-client';
import { browserSignedInAs } from '../support/e2e-pages';

/**
 * A denied page says why and offers the fix (decision 45): a visitor who opens a contest's problems
 * without logging in is told, in Chinese, to log in, with a button that opens the login form, instead of
 * a bare "…加载失败".
 */

const baseUrl = inject('baseUrl');
const suite = browserSignedInAs(baseUrl, 'root', 'hojroot2026');
const call = apiDataAt(baseUrl);

describe('denied pages in the browser', () => {
  it('tells a signed-out visitor of a contest’s problems to log in, and the button opens the login form', async () => {
    const contest = await call<{ id: number }>('POST', '/api/admin/contest', suite.root.token, {
      body: { title: uniqueName('Denied'), description: 'Open to the signed-in.', startTime: new Date(Date.now() - 60_000).toISOString(), endTime: new Date(Date.now() + 60 * 60_000).toISOString(), type: 0, auth: 0 },
    });
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/contest/${contest.id}/problems?l=zh-CN`);
    const failure = page.getByTestId('contest-problems-error');
    await failure.waitFor();
    expect(await failure.getAttribute('data-denial')).toBe('login');
    expect(await failure.getByTestId('denied-reason').textContent()).toBe('请先登录！');
    // the login form may already be open from the refused call: close it, then open it from the page
    await page.keyboard.press('Escape');
    await page.getByTestId('login-form').waitFor({ state: 'detached' });
    await failure.getByTestId('denied-login').click();
    await page.getByTestId('login-form').waitFor();
    await context.close();
  });
});
