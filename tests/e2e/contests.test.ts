import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiDataAt, newLearner, uniqueName } from '../support/api-client';
import { browserSignedInAs, datetimeLocal, loginSession, pageAs, submitPythonAPlusB } from '../support/e2e-pages';

const baseUrl = inject('baseUrl');
const VERDICT_TIMEOUT_MS = 90_000;
const PASSWORD = 'round-pass-1';

const suite = browserSignedInAs(baseUrl, 'root', 'hojroot2026');

const call = apiDataAt(baseUrl);

async function cellClass(page: Page, username: string): Promise<string | null> {
  const cell = page.getByTestId(`board-row-${username}`).getByTestId('board-cell-A');
  if ((await cell.count()) === 0) return null;
  return cell.first().getAttribute('data-class');
}

describe('contests in the browser', () => {
  it('runs a private sealed contest end to end: create, register, solve, live board, seal, print, helper, announcement, scroll board', async () => {
    const title = uniqueName('Round');
    const { page: admin } = await pageAs(suite.browser, suite.root);

    // The admin creates a private, sealed contest in the admin screens (running now, ending in a few minutes).
    await admin.goto(`${baseUrl}/admin/contest/create?l=en-US`);
    await admin.getByTestId('contest-field-title').fill(title);
    await admin.getByTestId('contest-field-description').locator('textarea').first().fill('A **short** round.');
    await admin.getByTestId('contest-field-start').fill(datetimeLocal(Date.now() - 2 * 60_000));
    await admin.getByTestId('contest-field-end').fill(datetimeLocal(Date.now() + 20 * 60_000));
    await admin.getByTestId('contest-field-auth').click();
    await admin.getByRole('option', { name: 'Private' }).click();
    await admin.getByTestId('contest-field-password').fill(PASSWORD);
    await admin.getByTestId('contest-field-open-print').click();
    await admin.getByTestId('contest-field-seal').click();
    // Under half an hour only the whole-contest seal is offered, and it is the default.
    expect(await admin.getByTestId('seal-option-0').isDisabled()).toBe(true);
    expect(await admin.getByTestId('seal-option-1').isDisabled()).toBe(true);
    expect(await admin.getByTestId('seal-option-2').isChecked()).toBe(true);
    await admin.getByTestId('contest-save').click();
    await admin.getByTestId('admin-contest-list').waitFor();
    const listed = await call<{ records: { id: number; title: string }[] }>('GET', '/api/admin/contest/get-contest-list', suite.root.token, { query: { keyword: title } });
    const cid = listed.records.find((r) => r.title === title)!.id;

    // It adds A+B from the public bank as problem A, picked by its display id.
    await admin.goto(`${baseUrl}/admin/contest/${cid}/problems?l=en-US`);
    await admin.getByTestId('contest-problem-add-public').click();
    await admin.getByTestId('problem-picker-display-id').fill('A');
    await admin.getByTestId('problem-picker-keyword').fill('P1000');
    await admin.getByTestId('problem-picker-keyword').press('Enter');
    const choice = admin.getByTestId('problem-choice-P1000').getByTestId('problem-choice-add');
    await choice.click();
    await expect.poll(() => choice.textContent()).toBe('Added');
    await admin.keyboard.press('Escape');
    await admin.getByTestId('admin-contest-problem-A').waitFor();

    // A participant needs the password: empty is refused, the right one registers.
    const learner = await newLearner(baseUrl, 'contestant');
    const session = await loginSession(baseUrl, learner.username, learner.password);
    const { page } = await pageAs(suite.browser, session);
    await page.goto(`${baseUrl}/contest/${cid}?l=en-US`);
    await page.getByTestId('contest-password-form').first().waitFor();
    expect(await page.getByTestId('contest-tab-problems').isDisabled()).toBe(true);
    await page.getByTestId('contest-register').first().click();
    await page.getByText('Enter the contest password').first().waitFor();
    await page.getByTestId('contest-password').first().fill(PASSWORD);
    await page.getByTestId('contest-register').first().click();
    await page.getByText('Register contest successfully').waitFor();
    await expect.poll(() => page.getByTestId('contest-tab-problems').isDisabled()).toBe(false);

    // The admin watches the real board while the participant solves A.
    await admin.goto(`${baseUrl}/contest/${cid}/rank?l=en-US`);
    await admin.getByTestId('scoreboard-inside').waitFor();

    await page.getByTestId('contest-tab-problems').click();
    await page.getByTestId('contest-problem-A').getByTestId('contest-problem-link').click();
    await submitPythonAPlusB(page);

    // The admin's open board turns the cell first-ac without a reload (pushed, or the 30 s refresh at worst).
    await expect.poll(() => cellClass(admin, learner.username), { timeout: VERDICT_TIMEOUT_MS, interval: 1000 }).toBe('first-ac');

    // The seal hides the result from the participant: the try is pending on their board and "?" in the problem list.
    await page.goto(`${baseUrl}/contest/${cid}/rank?l=en-US`);
    await page.getByTestId('scoreboard-sealed').waitFor();
    await expect.poll(() => cellClass(page, learner.username), { timeout: 20_000 }).toBe('try');
    await page.goto(`${baseUrl}/contest/${cid}/problems?l=en-US`);
    await expect.poll(() => page.getByTestId('contest-problem-A').getByTestId('contest-problem-count').textContent()).toBe('?');

    // Print: too short is refused, 50 characters go to the admin's print list.
    await page.goto(`${baseUrl}/contest/${cid}/print?l=en-US`);
    await page.getByTestId('print-content').fill('short');
    await page.getByTestId('print-submit').click();
    await page.getByText('The number of content cannot be less than 50').waitFor();
    await page.getByTestId('print-content').fill(`#include <cstdio>\nint main() { puts("print me please, fifty characters at least"); }\n`);
    await page.getByTestId('print-submit').click();
    await page.getByTestId('print-success').waitFor();
    await admin.goto(`${baseUrl}/contest/${cid}/admin-print?l=en-US`);
    const job = admin.locator('[data-testid^="print-job-"]').first();
    await job.waitFor();
    expect(await job.getByTestId('print-status').getAttribute('data-status')).toBe('0');
    await job.getByTestId('print-mark').click();
    await expect.poll(() => job.getByTestId('print-status').getAttribute('data-status'), { timeout: 15_000 }).toBe('1');

    // The admin helper lists the accepted submission with its first blood, and checks it.
    await admin.goto(`${baseUrl}/contest/${cid}/ac-info?l=en-US`);
    const ac = admin.locator('[data-testid^="ac-info-"]').filter({ hasText: learner.username }).first();
    await ac.waitFor();
    await ac.getByTestId('ac-info-first-blood').waitFor();
    await ac.getByTestId('ac-info-checked').click({ force: true });
    await expect.poll(() => ac.getByTestId('ac-info-checked').isChecked(), { timeout: 15_000 }).toBe(true);

    // An announcement reaches the running participant as a persistent notification, once.
    await admin.goto(`${baseUrl}/admin/contest/${cid}/announcement?l=en-US`);
    await admin.getByTestId('announcement-create').click();
    await admin.getByTestId('announcement-title').fill('Clarification on A');
    await admin.getByTestId('announcement-content').locator('textarea').first().fill('Numbers fit in 32 bits.');
    await admin.getByTestId('announcement-save').click();
    await admin.locator('[data-testid^="admin-announcement-"]').first().waitFor();
    await page.goto(`${baseUrl}/contest/${cid}?l=en-US`);
    await page.getByText('Clarification on A').first().waitFor();

    // The contest ends (its end moved to now through the admin call); the scroll board resolves the sealed board.
    const stored = await call<Record<string, unknown> & { startTime: string; sealRankTime: string | null }>('GET', '/api/admin/contest', suite.root.token, { query: { cid } });
    const endAt = new Date(Date.now() + 3000).toISOString();
    await call('PUT', '/api/admin/contest', suite.root.token, {
      body: { ...pick(stored), endTime: endAt, sealRankTime: stored.startTime },
    });
    await new Promise((resolve) => setTimeout(resolve, 4000));
    // medals[] overrides the 10/20/30 % defaults (with one ranked row the defaults give no medal at all).
    await admin.goto(`${baseUrl}/scrollBoard?cid=${cid}&removeStar=false&medals[]=100&medals[]=0&medals[]=0&l=en-US`);
    await admin.getByTestId('scroll-board').waitFor();
    const row = admin.getByTestId(`scroll-row-${learner.username}`);
    await row.waitFor();
    expect(await row.getByTestId('scroll-solved').textContent()).toBe('0');
    expect(await admin.getByTestId('scroll-state').getAttribute('data-done')).toBe('false');
    await admin.getByTestId('scroll-next').click();
    await expect.poll(() => row.getByTestId('scroll-solved').textContent()).toBe('1');
    expect(await admin.getByTestId('scroll-state').getAttribute('data-done')).toBe('true');
    expect(await row.getAttribute('data-medal')).toBe('0');
  });

  it('filters the contest list through the URL and asks a visitor to log in', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${baseUrl}/contest?l=en-US`);
    await page.getByTestId('contest-list').waitFor();
    await page.getByTestId('contest-filter-type').getByText('OI').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('1');
    await page.getByTestId('contest-filter-status').getByText('Running').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('0');
    await page.getByTestId('contest-filter-keyword').fill('no-such-contest-anywhere');
    await page.getByTestId('contest-filter-keyword').press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe('no-such-contest-anywhere');
    expect(new URL(page.url()).searchParams.get('currentPage')).toBeNull();
    await page.getByText('No contests').waitFor();

    await page.goto(`${baseUrl}/contest?l=en-US`);
    const first = page.locator('[data-testid^="contest-row-"]').first();
    if ((await first.count()) > 0) {
      await first.getByTestId('contest-title').click();
      await page.getByText('Please login first').first().waitFor();
    }
    await page.close();
  });
});

/** The save body's fields of a stored contest. */
function pick(stored: Record<string, unknown>): Record<string, unknown> {
  const keys = ['id', 'title', 'description', 'image', 'startTime', 'endTime', 'type', 'auth', 'pwd', 'userDuration', 'sealRank', 'sealRankTime', 'autoRealRank', 'openRank', 'openPrint', 'allowEndSubmit', 'rankShowName', 'oiRankScoreType', 'openAccountLimit', 'accountLimitRule', 'starAccount', 'awardType', 'awardConfigList', 'visible', 'gid'];
  return Object.fromEntries(keys.map((k) => [k, stored[k]]));
}


