import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CommunityLimitsBody, DiscussionDetail, DiscussionRow } from '../../contract/api/community';
import { pushNoticesNow } from '../../scripts/hourly-push';
import { apiData, loginToken, newLearner, uniqueName, type Learner } from '../support/api-client';
import { openBrowser } from '../support/browser';
import { loginSession, pageAs } from '../support/e2e-pages';

const baseUrl = inject('baseUrl');

/** One page of a list answer. */
interface PageOf<Row> {
  records: Row[];
  total: number;
}

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

/**
 * The admin side of the community (part 3 §2.2, §2.9, §3.7, §4, §6): a learner's report reaches
 * /admin/discussion, the admin pins and disables discussions and the public list follows, the super
 * admin's announcement shows on the home panel and opens its detail, a notification to a designated
 * learner is pushed and read in the Sys box, and a normal admin cannot open the super-admin screens.
 */
describe('community admin', () => {
  let browser: Browser;
  let rootToken: string;
  let savedLimits: CommunityLimitsBody | null = null;
  let author: Learner;
  let reporter: Learner;
  const tag = uniqueName('cadm');
  const ids = { pinned: 0, disabled: 0, newest: 0 };

  beforeAll(async () => {
    browser = await openBrowser();
    rootToken = await loginToken(baseUrl, 'root', 'hojroot2026');
    // A fresh learner has no accepted problem: the test lowers the posting threshold and restores it after.
    savedLimits = await apiData<CommunityLimitsBody>(baseUrl, 'GET', '/api/admin/config/get-community-config', rootToken);
    await apiData(baseUrl, 'PUT', '/api/admin/config/set-community-config', rootToken, { body: { ...savedLimits, discussionMinAc: 0, commentMinAc: 0 } });
    [author, reporter] = await Promise.all([newLearner(baseUrl, 'cadmA'), newLearner(baseUrl, 'cadmR')]);
    const authorToken = await loginToken(baseUrl, author.username, author.password);
    const post = (title: string) =>
      apiData<DiscussionDetail>(baseUrl, 'POST', '/api/discussion', authorToken, { body: { title: `${tag} ${title}`, description: `${title} in short`, content: `The body of **${title}**.`, categoryId: 1 } });
    // Oldest first: without the pin the newest would lead the list.
    ids.pinned = (await post('to pin')).id;
    ids.disabled = (await post('to disable')).id;
    ids.newest = (await post('newest')).id;
  }, 120_000);

  afterAll(async () => {
    if (savedLimits) await apiData(baseUrl, 'PUT', '/api/admin/config/set-community-config', rootToken, { body: savedLimits });
    await browser?.close();
  });

  it('a report reaches the reports tab; the admin pins and disables discussions and the public list follows', async () => {
    // The learner reports a discussion from its page.
    const learner = await pageAs(browser, await loginSession(baseUrl, reporter.username, reporter.password));
    await learner.page.goto(`${baseUrl}/discussion-detail/${ids.disabled}?l=en-US`);
    await learner.page.getByTestId('discussion-report').click();
    await learner.page.getByTestId('discussion-report-tag-spam').dispatchEvent('click');
    await learner.page.getByTestId('discussion-report-reason').fill(`Advertising ${tag}`);
    await learner.page.getByTestId('discussion-report-submit').click();
    await learner.page.getByTestId('discussion-report-dialog').waitFor({ state: 'detached' });

    // The (normal) admin finds it in the reports tab and marks it handled.
    const admin = await pageAs(browser, await loginSession(baseUrl, 'admin', 'hojadmin2026'));
    const page = admin.page;
    await page.goto(`${baseUrl}/admin/discussion?l=en-US`);
    await page.getByTestId('admin-discussion-tab-reports').click();
    const report = page.getByTestId('admin-report-table').locator('tbody tr').filter({ hasText: `Advertising ${tag}` });
    await report.waitFor();
    await expect(report.getByTestId('admin-report-discussion').textContent()).resolves.toContain(`${tag} to disable`);
    await expect(report.textContent()).resolves.toContain(reporter.username);
    await expect(report.textContent()).resolves.toContain('Spam ads');
    await report.getByTestId('admin-report-handled').dispatchEvent('click');
    await toast(page, 'Update Successfully').waitFor();
    await expect.poll(() => report.getByTestId('admin-report-handled').isChecked()).toBe(true);

    // The discussions tab: pin the oldest, disable the reported one; both save at once.
    await page.getByTestId('admin-discussion-tab-discussions').click();
    await page.getByTestId('admin-discussion-keyword').fill(tag);
    await page.getByTestId('admin-discussion-keyword').press('Enter');
    const pinRow = page.getByTestId(`admin-discussion-${ids.pinned}`);
    await pinRow.waitFor();
    await pinRow.getByTestId('admin-discussion-top').dispatchEvent('click');
    await expect.poll(() => pinRow.getByTestId('admin-discussion-top').isChecked()).toBe(true);
    const disableRow = page.getByTestId(`admin-discussion-${ids.disabled}`);
    await disableRow.getByTestId('admin-discussion-status').click();
    await page.getByRole('option', { name: 'Disabled', exact: true }).click();
    await expect.poll(() => disableRow.getByTestId('admin-discussion-status').inputValue()).toBe('Disabled');
    // The disabled one stays in the admin table.
    await expect(page.getByTestId('admin-discussion-table').locator('tbody tr').count()).resolves.toBe(3);

    // The public list: the pinned one first, the disabled one gone.
    await learner.page.goto(`${baseUrl}/discussion?keyword=${tag}&l=en-US`);
    const items = learner.page.getByTestId('discussion-item');
    await expect.poll(() => items.count()).toBe(2);
    await expect(items.nth(0).getAttribute('data-discussion-id')).resolves.toBe(String(ids.pinned));
    await expect(items.nth(0).getByTestId('discussion-pinned').count()).resolves.toBe(1);
    await expect(items.nth(1).getAttribute('data-discussion-id')).resolves.toBe(String(ids.newest));
    const publicList = await apiData<PageOf<DiscussionRow>>(baseUrl, 'GET', '/api/get-discussion-list', '', { query: { keyword: tag } });
    expect(publicList.records.map((r) => r.id)).toEqual([ids.pinned, ids.newest]);

    // Delete asks first; the row leaves the admin table.
    await page.getByTestId(`admin-discussion-${ids.disabled}`).getByTestId('admin-discussion-delete').click();
    await page.getByTestId('admin-discussion-delete-confirm').click();
    await toast(page, 'Delete successfully').waitFor();
    await page.getByTestId(`admin-discussion-${ids.disabled}`).waitFor({ state: 'detached' });

    // The categories tab saves the whole list: a new category, then removed again; General and Problem stay.
    const categoryName = `${tag} cat`;
    const categories = () => apiData<{ id: number; name: string }[]>(baseUrl, 'GET', '/api/discussion-category', '');
    await page.getByTestId('admin-discussion-tab-categories').click();
    const rows = page.getByTestId('admin-category-row');
    await rows.first().waitFor();
    const before = await rows.count();
    await expect(rows.nth(0).getByTestId('admin-category-remove').isDisabled()).resolves.toBe(true);
    await expect(rows.nth(1).getByTestId('admin-category-remove').isDisabled()).resolves.toBe(true);
    await page.getByTestId('admin-category-add').click();
    await rows.nth(before).getByTestId('admin-category-name').fill(categoryName);
    await page.getByTestId('admin-category-save').click();
    await toast(page, 'Update Successfully').waitFor();
    await expect.poll(async () => (await categories()).map((c) => c.name)).toContain(categoryName);
    await rows.filter({ has: page.locator(`input[value="${categoryName}"]`) }).getByTestId('admin-category-remove').click();
    await page.getByTestId('admin-category-save').click();
    await expect.poll(async () => (await categories()).map((c) => c.name)).not.toContain(categoryName);
    await expect(rows.count()).resolves.toBe(before);

    // A normal admin neither sees nor opens the super-admin screens.
    await expect(page.getByTestId('admin-nav-announcement').count()).resolves.toBe(0);
    await expect(page.getByTestId('admin-nav-notice').count()).resolves.toBe(0);
    await page.goto(`${baseUrl}/admin/announcement?l=en-US`);
    await toast(page, 'Please login again with the administrator account!').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/admin/announcement');
    await expect(page.getByTestId('admin-announcements').count()).resolves.toBe(0);
    await page.goto(`${baseUrl}/admin/notice?l=en-US`);
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/admin/notice');
    await Promise.all([learner.context.close(), admin.context.close()]);
  }, 120_000);

  it('the super admin publishes an announcement on the home panel and notifies a designated learner, who reads it after the push', async () => {
    const root = await pageAs(browser, await loginSession(baseUrl, 'root', 'hojroot2026'));
    const page = root.page;
    const title = `${tag} maintenance window`;

    // An announcement, written with the markdown editor.
    await page.goto(`${baseUrl}/admin/announcement?l=en-US`);
    await page.getByTestId('admin-nav-announcement').waitFor();
    await page.getByTestId('admin-announcement-create').click();
    await page.getByTestId('admin-announcement-title').fill(title);
    await page.getByTestId('admin-announcement-content').locator('textarea').first().fill('The judge **pauses** at 02:00.');
    await page.getByTestId('admin-announcement-save').click();
    await toast(page, 'Create Successfully').waitFor();
    await page.getByTestId('admin-announcement-table').getByText(title).waitFor();

    // It leads the home panel and opens its detail.
    await page.goto(`${baseUrl}/home?l=en-US`);
    const item = page.getByTestId('home-announcement-item').filter({ hasText: title });
    await item.waitFor();
    await expect(page.getByTestId('home-announcement-item').first().textContent()).resolves.toContain(title);
    await item.click();
    await page.waitForURL(/\/announcement-detail\/\d+/);
    await expect(page.getByTestId('announcement-title').textContent()).resolves.toBe(title);
    await expect(page.getByTestId('announcement-content').locator('strong').textContent()).resolves.toBe('pauses');

    // A notification to one learner: waiting until the hourly push, which the test runs now.
    const noticeTitle = `${tag} for you`;
    await page.goto(`${baseUrl}/admin/notice?l=en-US`);
    await page.getByTestId('admin-notice-create').click();
    await page.getByTestId('admin-notice-title').fill(noticeTitle);
    await page.getByTestId('admin-notice-content').locator('textarea').first().fill('Your *report* was handled.');
    await page.getByTestId('admin-notice-recipient-choice').getByText('Designated users').click();
    await page.getByTestId('admin-notice-users').fill(reporter.username);
    await page.getByTestId('admin-notice-users').press('Enter');
    await page.getByTestId('admin-notice-save').click();
    await toast(page, 'Create Successfully').waitFor();
    const row = page.getByTestId('admin-notice-table').locator('tbody tr').filter({ hasText: noticeTitle });
    await row.getByTestId('admin-notice-waiting').waitFor();
    await expect(row.getByTestId('admin-notice-recipient').textContent()).resolves.toContain('Designated users (1)');

    expect(await pushNoticesNow(baseUrl)).toBeGreaterThanOrEqual(1);
    await page.reload();
    await row.getByTestId('admin-notice-pushed').waitFor();

    // The learner reads it in the Sys box; the author of the discussions, not designated, does not get it.
    const reporterToken = await loginToken(baseUrl, reporter.username, reporter.password);
    const unread = await apiData<{ sys: number }>(baseUrl, 'GET', '/api/msg/unread', reporterToken);
    expect(unread.sys).toBeGreaterThanOrEqual(1);
    const learner = await pageAs(browser, await loginSession(baseUrl, reporter.username, reporter.password));
    await learner.page.goto(`${baseUrl}/message/sys?l=en-US`);
    await learner.page.getByText(noticeTitle).first().waitFor();
    const authorToken = await loginToken(baseUrl, author.username, author.password);
    const authorSys = await apiData<PageOf<{ title: string }>>(baseUrl, 'GET', '/api/msg/sys', authorToken);
    expect(authorSys.records.map((r) => r.title)).not.toContain(noticeTitle);
    await Promise.all([learner.context.close(), root.context.close()]);
  }, 120_000);
  it("a contest announcement opens the announcement detail with the contest's id", async () => {
    const isoIn = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
    const contest = await apiData<{ id: number }>(baseUrl, 'POST', '/api/admin/contest', rootToken, {
      body: { title: `${tag} open round`, description: 'A public round.', startTime: isoIn(-60), endTime: isoIn(2 * 3600), type: 0, auth: 0 },
    });
    const announcement = await apiData<{ id: number }>(baseUrl, 'POST', '/api/admin/contest/announcement', rootToken, { body: { cid: contest.id, title: `${tag} clarification`, content: 'Input ends with **EOF**.' } });
    const learner = await pageAs(browser, await loginSession(baseUrl, author.username, author.password));
    await learner.page.goto(`${baseUrl}/contest/${contest.id}/announcements?l=en-US`);
    await learner.page.getByTestId(`contest-announcement-${announcement.id}`).click();
    await learner.page.waitForURL((url) => url.pathname === `/announcement-detail/${announcement.id}` && url.searchParams.get('cid') === String(contest.id));
    await expect(learner.page.getByTestId('announcement-title').textContent()).resolves.toBe(`${tag} clarification`);
    await expect(learner.page.getByTestId('announcement-content').locator('strong').textContent()).resolves.toBe('EOF');
    await learner.context.close();
  }, 120_000);
});
