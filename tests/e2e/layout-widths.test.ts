/**
 * What fits where (issue 21 item 15): the top bar labels its main items on a laptop in English and
 * keeps the rest under "More"; on a 390 px phone the problem header, the verdict chip and the
 * contest board show their text whole, the board scrolling its problem columns under a fixed rank
 * and name.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiDataAt, uniqueName } from '../support/api-client';
import { openBrowser } from '../support/browser';
import { loginSession, pageAs, setCode } from '../support/e2e-pages';

const baseUrl = inject('baseUrl');
const call = apiDataAt(baseUrl);
const PHONE = { width: 390, height: 844 };
const MAIN_ITEMS = ['home', 'problem', 'training', 'contest', 'status', 'rank', 'discussion', 'group'];
const MORE_ITEMS = ['chooseExam', 'repo', 'course', 'intenseTraining', 'introduction'];
const WRONG_A_PLUS_B = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a - b << std::endl; }\n';

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function visitor(path: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  return page;
}

/** The element's text is wholly shown: nothing of it is clipped or replaced by an ellipsis (1 px for rounding). */
async function expectTextWhole(locator: Locator): Promise<void> {
  const size = await locator.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, scrollHeight: el.scrollHeight, clientHeight: el.clientHeight, text: el.textContent }));
  expect(size.scrollWidth <= size.clientWidth + 1 && size.scrollHeight <= size.clientHeight + 1, JSON.stringify(size)).toBe(true);
}
/** Two positions are the same to the pixel (sticky cells land on half pixels of collapsed borders). */
const samePlace = (a: number, b: number) => Math.abs(a - b) <= 1;
/** The page itself does not scroll sideways. */
const pageFitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the top bar', () => {
  it('labels the main items at 1366 px in English and lists the others under "More"', async () => {
    const page = await visitor('/home?l=en-US', { width: 1366, height: 800 });
    const bar = page.getByTestId('nav-bar');
    await expect.poll(() => bar.getAttribute('data-mode')).toBe('primary');
    for (const item of MAIN_ITEMS) expect((await bar.getByTestId(`nav-${item}`).innerText()).trim().length, item).toBeGreaterThan(2);
    await expect(bar.getByTestId('nav-home').innerText()).resolves.toBe('Home');
    await expect(bar.getByTestId('nav-status').innerText()).resolves.toBe('Submissions');
    for (const item of MORE_ITEMS) expect(await bar.getByTestId(`nav-${item}`).count(), item).toBe(0);
    expect(await bar.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    await page.getByTestId('nav-more').click();
    for (const item of MORE_ITEMS) await page.getByTestId(`nav-${item}`).waitFor();
    await page.getByTestId('nav-course').click();
    await page.waitForURL((url) => url.pathname === '/course');
    await expect.poll(() => page.getByTestId('nav-more').getAttribute('data-status')).toBe('active');
    await page.context().close();
  });

  it('shows every item on a wide screen, and every label in Chinese at 1366 px', async () => {
    const wide = await visitor('/home?l=en-US', { width: 1920, height: 900 });
    await expect.poll(() => wide.getByTestId('nav-bar').getAttribute('data-mode')).toMatch(/^labels/);
    for (const item of [...MAIN_ITEMS, ...MORE_ITEMS]) await wide.getByTestId(`nav-${item}`).waitFor();
    expect(await wide.getByTestId('nav-more').count()).toBe(0);
    await wide.context().close();

    const zh = await visitor('/home?l=zh-CN', { width: 1366, height: 800 });
    await expect.poll(() => zh.getByTestId('nav-bar').getAttribute('data-mode')).toMatch(/^labels/);
    await expect(zh.getByTestId('nav-course').innerText()).resolves.not.toBe('');
    await zh.context().close();
  });

  it('keeps the main items as icons, with a name each, where their labels do not fit', async () => {
    const page = await visitor('/home?l=en-US', { width: 1000, height: 800 });
    const bar = page.getByTestId('nav-bar');
    await expect.poll(() => bar.getAttribute('data-mode')).toBe('icons');
    await expect(bar.getByTestId('nav-problem').getAttribute('aria-label')).resolves.toBe('Problems');
    expect(await bar.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await page.context().close();
  });
});

describe('a 390 px phone', () => {
  it('shows the whole problem header and the whole verdict chip', async () => {
    const { context, page } = await pageAs(browser, await loginSession(baseUrl, 'alice', 'alice2026'));
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl}/problem/P1000?l=en-US`);
    const title = page.getByTestId('problem-bar-title');
    await expect.poll(() => title.innerText()).toMatch(/^P1000 /);
    await expectTextWhole(title);
    expect(await pageFitsWidth(page)).toBe(true);

    await page.getByTestId('language-select').click();
    await page.getByRole('option', { name: 'C++', exact: true }).click();
    await setCode(page, WRONG_A_PLUS_B);
    await page.getByTestId('submit-code').click();
    const chip = page.getByTestId('submission-result-status');
    await expect.poll(async () => Number(await chip.getAttribute('data-status')), { timeout: 60_000, interval: 500 }).toBe(-1);
    await expect(chip.textContent()).resolves.toBe('Wrong Answer');
    await expectTextWhole(chip.locator('.mantine-Badge-label'));
    expect(await pageFitsWidth(page)).toBe(true);
    await context.close();
  });

  it('scrolls the contest board under a fixed rank and name', async () => {
    const root = await loginSession(baseUrl, 'root', 'hojroot2026');
    const alice = await loginSession(baseUrl, 'alice', 'alice2026');
    const contest = await call<{ id: number }>('POST', '/api/admin/contest', root.token, {
      body: { title: uniqueName('PhoneBoard'), description: 'A board on a phone.', startTime: new Date(Date.now() - 60_000).toISOString(), endTime: new Date(Date.now() + 60 * 60_000).toISOString(), type: 0, auth: 0, sealRank: false },
    });
    const problem = await call<{ problem: { id: number } }>('GET', '/api/get-problem-detail', root.token, { query: { problemId: 'P1000' } });
    await call('POST', '/api/admin/contest/add-problem-from-public', root.token, { body: { cid: contest.id, pid: problem.problem.id, displayId: 'A' } });
    await call('POST', '/api/submit-problem-judge', alice.token, { body: { pid: problem.problem.id, cid: contest.id, language: 'C++', code: WRONG_A_PLUS_B } });
    const { context, page } = await pageAs(browser, alice);
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl}/contest/${contest.id}/rank?l=en-US`);
    const row = page.locator('[data-testid^="board-row-"]').first();
    await row.waitFor();
    const rank = row.getByTestId('board-rank');
    const name = row.getByTestId('board-name');
    const before = { rank: (await rank.boundingBox())!.x, name: (await name.boundingBox())!.x };
    const scroller = page.locator('[data-testid="scoreboard-table"]').locator('xpath=ancestor::*[contains(@class, "ScrollArea-viewport") or contains(@class, "Table-scrollContainer")][1]');
    const scrolled = await scroller.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
      return el.scrollLeft;
    });
    expect(scrolled).toBeGreaterThan(0);
    await expect.poll(async () => samePlace((await rank.boundingBox())!.x, before.rank)).toBe(true);
    expect(samePlace((await name.boundingBox())!.x, before.name)).toBe(true);
    await expectTextWhole(name);
    expect(await pageFitsWidth(page)).toBe(true);
    await context.close();
  });
});
