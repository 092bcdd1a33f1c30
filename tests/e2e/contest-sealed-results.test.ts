import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiDataAt, newLearner, uniqueName } from '../support/api-client';
import { browserSignedInAs, datetimeLocal, loginSession, pageAs, submitPythonAPlusB } from '../support/e2e-pages';

/**
 * Own results during the seal in the browser (decision 44): an ACM contestant's editor shows their own
 * verdict while their board cell stays sealed; a contest that turns this off (HOJ's rule, set in the
 * contest form) gets an editor that says why the result is hidden and when it will show, in English
 * and in Chinese, instead of a bare "submitted, result unknown".
 */

const baseUrl = inject('baseUrl');
const VERDICT_TIMEOUT_MS = 90_000;
const suite = browserSignedInAs(baseUrl, 'root', 'hojroot2026');
const call = apiDataAt(baseUrl);

async function addAPlusB(cid: number): Promise<void> {
  const detail = await call<{ problem: { id: number } }>('GET', '/api/get-problem-detail', suite.root.token, { query: { problemId: 'P1000' } });
  await call('POST', '/api/admin/contest/add-problem-from-public', suite.root.token, { body: { cid, pid: detail.problem.id, displayId: 'A' } });
}

async function contestantOn(cid: number): Promise<{ page: Page; username: string; close(): Promise<void> }> {
  const learner = await newLearner(baseUrl, 'sealed');
  const { page, context } = await pageAs(suite.browser, await loginSession(baseUrl, learner.username, learner.password));
  await page.goto(`${baseUrl}/contest/${cid}/problem/A?l=en-US`);
  return { page, username: learner.username, close: () => context.close() };
}

async function cellClass(page: Page, username: string): Promise<string | null> {
  const cell = page.getByTestId(`board-row-${username}`).getByTestId('board-cell-A');
  if ((await cell.count()) === 0) return null;
  return cell.first().getAttribute('data-class');
}

describe('own results during the seal, in the browser', () => {
  it('shows an ACM contestant their own verdict in the editor while their board cell stays sealed', async () => {
    const start = new Date(Date.now() - 2 * 60_000);
    const title = uniqueName('SealedOwn');
    const contest = await call<{ id: number }>('POST', '/api/admin/contest', suite.root.token, {
      body: { title, description: 'Sealed all along.', startTime: start.toISOString(), endTime: new Date(Date.now() + 20 * 60_000).toISOString(), type: 0, auth: 0, sealRank: true, sealRankTime: start.toISOString() },
    });
    await addAPlusB(contest.id);
    const { page, username, close } = await contestantOn(contest.id);
    await submitPythonAPlusB(page);
    await expect.poll(() => page.getByTestId('submission-result-status').getAttribute('data-status'), { timeout: VERDICT_TIMEOUT_MS, interval: 1000 }).toBe('0');
    expect(await page.getByTestId('submission-result-sealed').count()).toBe(0);

    await page.goto(`${baseUrl}/contest/${contest.id}/rank?l=en-US`);
    await page.getByTestId('scoreboard-sealed').waitFor();
    await expect.poll(() => cellClass(page, username), { timeout: 20_000 }).toBe('try');
    // Leave the board (its live socket) before the page goes: a socket cut by a closing browser can take wrangler down (decision 32).
    await page.goto('about:blank');
    await close();
  });

  it('explains a hidden result in the editor when the contest form turns own results off', async () => {
    const title = uniqueName('SealedHoj');
    const { page: admin, context: adminContext } = await pageAs(suite.browser, suite.root);
    await admin.goto(`${baseUrl}/admin/contest/create?l=en-US`);
    await admin.getByTestId('contest-field-title').fill(title);
    await admin.getByTestId('contest-field-description').locator('textarea').first().fill('HOJ rules.');
    await admin.getByTestId('contest-field-start').fill(datetimeLocal(Date.now() - 2 * 60_000));
    await admin.getByTestId('contest-field-end').fill(datetimeLocal(Date.now() + 20 * 60_000));
    // The switch belongs to an ACM contest's seal: it appears with the seal, on by default.
    expect(await admin.getByTestId('contest-field-own-results').count()).toBe(0);
    await admin.getByTestId('contest-field-seal').click();
    const own = admin.getByTestId('contest-field-own-results');
    expect(await own.isChecked()).toBe(true);
    await own.click();
    expect(await own.isChecked()).toBe(false);
    await admin.getByTestId('contest-save').click();
    await admin.getByTestId('admin-contest-list').waitFor();
    await adminContext.close();
    const listed = await call<{ records: { id: number; title: string }[] }>('GET', '/api/admin/contest/get-contest-list', suite.root.token, { query: { keyword: title } });
    const cid = listed.records.find((r) => r.title === title)!.id;
    expect((await call<{ ownResultsInSeal: boolean }>('GET', '/api/admin/contest', suite.root.token, { query: { cid } })).ownResultsInSeal).toBe(false);
    await addAPlusB(cid);

    const { page, close } = await contestantOn(cid);
    await submitPythonAPlusB(page);
    const note = page.getByTestId('submission-result-sealed');
    await note.waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('submission-result-status').getAttribute('data-status')).toBe('-5');
    expect(await note.textContent()).toBe('Your result is hidden while the board is sealed. You will see it when the contest ends.');
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-option-zh-CN').click();
    await expect.poll(() => note.textContent()).toBe('封榜期间你的评测结果暂不公布，比赛结束后即可查看。');
    await close();
  });
});
