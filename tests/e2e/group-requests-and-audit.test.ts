import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { SiteSwitches } from '../../contract/api/config';
import { GROUP_LIMITS } from '../../contract/rules/groups';
import { apiData, loginToken, newLearner, uniqueName } from '../support/api-client';
import { browserSignedInAs, loginSession, pageAs } from '../support/e2e-pages';

const baseUrl = inject('baseUrl');
const suite = browserSignedInAs(baseUrl, 'teacher', 'hojteacher2026');

/** Whether anything on the page, or the given table's own scroller, is wider than its box (a sideways scroll). */
async function overflows(page: Page, testId: string): Promise<{ page: boolean; table: boolean }> {
  return page.evaluate((id) => {
    const table = document.querySelector(`[data-testid="${id}"]`)!;
    const scroller = table.closest('.mantine-ScrollArea-viewport, .mantine-Table-scrollContainer') ?? table.parentElement!;
    return { page: document.documentElement.scrollWidth > document.documentElement.clientWidth, table: table.getBoundingClientRect().width > scroller.getBoundingClientRect().width + 1 };
  }, testId);
}

/** Issue 21 items 11 and 13 (decision 47), in the browser at 1366 px. */
describe('group applications reach the admins; the form says its rules first', () => {
  it("shows a pending application on the member tab's badge and in the tab without a switch; accepting clears the badge", async () => {
    const name = uniqueName('Req').slice(0, 20);
    const group = await apiData<{ id: number }>(baseUrl, 'POST', '/api/group', suite.teacher.token, {
      body: { name, shortName: `r${Math.random().toString(36).slice(2, 8)}`, brief: 'A class that asks first', description: 'Apply with a reason', auth: 2, code: 'REQ123', visible: true },
    });
    const learner = await newLearner(baseUrl, 'req');
    await apiData(baseUrl, 'POST', '/api/group/member', await loginToken(baseUrl, learner.username, learner.password), { body: { gid: group.id, reason: 'I am in the Monday class' } });

    const { context, page } = await pageAs(suite.browser, suite.teacher);
    await page.goto(`${baseUrl}/group/${group.id}?l=en-US`);
    await expect.poll(() => page.getByTestId('group-tab-member').getByTestId('group-pending-badge').textContent()).toBe('1');
    await page.getByTestId('group-tab-member').click();
    const application = page.getByTestId(`group-application-${learner.username}`);
    await application.getByText('I am in the Monday class').waitFor();
    expect(await page.getByTestId('group-member-admin-toggle').isChecked()).toBe(false);
    await application.getByTestId('group-application-accept').click();
    await expect.poll(() => page.getByTestId('group-pending-badge').count()).toBe(0);
    await context.close();

    // A member who is no admin sees no badge and no applications.
    const member = await loginSession(baseUrl, learner.username, learner.password);
    const { context: memberContext, page: memberPage } = await pageAs(suite.browser, member);
    await memberPage.goto(`${baseUrl}/group/${group.id}/member?l=en-US`);
    await memberPage.getByTestId('group-member-table').getByTestId(`group-member-${learner.username}`).waitFor();
    expect(await memberPage.getByTestId('group-application-table').count()).toBe(0);
    expect(await memberPage.getByTestId('group-pending-badge').count()).toBe(0);
    await memberContext.close();
  }, 120_000);

  it('explains public, protected and private and the length rules before any error, in both languages', async () => {
    const { context, page } = await pageAs(suite.browser, suite.teacher);
    for (const [locale, between, protectedText] of [
      ['en-US', `${GROUP_LIMITS.name.min} to ${GROUP_LIMITS.name.max} characters`, 'users apply with a reason and join when a group admin accepts them'],
      ['zh-CN', `${GROUP_LIMITS.name.min} 到 ${GROUP_LIMITS.name.max} 个字符`, '用户填写申请理由，团队管理员同意后加入'],
    ] as const) {
      await page.goto(`${baseUrl}/group?l=${locale}`);
      await page.getByTestId('group-create').click();
      const form = page.getByTestId('group-form');
      await form.waitFor();
      await form.getByText(between).first().waitFor();
      await page.getByTestId('group-form-auth-help').getByText(protectedText).waitFor();
      await form.getByText(`${GROUP_LIMITS.description.min}`, { exact: false }).first().waitFor();
      // Nothing is an error yet.
      expect(await form.locator('.mantine-InputWrapper-error, .mantine-TextInput-error').count()).toBe(0);
      await page.getByTestId('group-form-auth').getByText(locale === 'en-US' ? 'Private' : '私有').click();
      const codeHint = locale === 'en-US' ? `Exactly ${GROUP_LIMITS.code} characters` : `恰好 ${GROUP_LIMITS.code} 个字符`;
      await form.getByText(codeHint).waitFor();
      await page.keyboard.press('Escape');
    }
    await context.close();
  }, 120_000);
});

describe('the audit log in words', () => {
  it('names the operation and its target, shows a configuration change before and after, and fits 1366 px', async () => {
    const rootToken = await loginToken(baseUrl, 'root', 'hojroot2026');
    const before = await apiData<SiteSwitches>(baseUrl, 'GET', '/api/admin/switch/info', rootToken);
    await apiData(baseUrl, 'PUT', '/api/admin/switch/update', rootToken, { body: { openContestComment: !before.openContestComment } });
    await apiData(baseUrl, 'PUT', '/api/admin/switch/update', rootToken, { body: { openContestComment: before.openContestComment } });
    const learner = await newLearner(baseUrl, 'aud');
    const found = await apiData<{ records: { uid: string }[] }>(baseUrl, 'GET', '/api/admin/user/get-user-list', rootToken, { query: { keyword: learner.username } });
    const uid = found.records[0]!.uid;
    await apiData(baseUrl, 'PUT', '/api/admin/user/edit-user', rootToken, { body: { uid, nickname: 'Audited' } });

    const { context, page } = await pageAs(suite.browser, await loginSession(baseUrl, 'root', 'hojroot2026'));
    await page.goto(`${baseUrl}/admin/audit?l=en-US`);
    const edit = page.getByTestId('audit-row-adminEditUser').first();
    await edit.waitFor();
    expect(await edit.getByTestId('audit-operation').textContent()).toBe('Edit a user');
    expect(await edit.getByTestId('audit-target').first().textContent()).toContain(learner.username);
    expect(await edit.getByTestId('audit-target').first().textContent()).not.toContain(uid);
    const toggle = page.getByTestId('audit-row-adminSwitchUpdate').first();
    expect(await toggle.getByTestId('audit-operation').textContent()).toBe('Change the site switches');
    // The newest switch change put the value back: before is the opposite of what it is now.
    expect(await toggle.getByTestId('audit-change-openContestComment').textContent()).toBe(`openContestComment: ${!before.openContestComment} → ${before.openContestComment}`);
    expect(await overflows(page, 'audit-table')).toEqual({ page: false, table: false });

    await page.goto(`${baseUrl}/admin/audit?l=zh-CN`);
    await expect.poll(() => page.getByTestId('audit-row-adminSwitchUpdate').first().getByTestId('audit-operation').textContent()).toBe('修改网站开关');
    expect(await overflows(page, 'audit-table')).toEqual({ page: false, table: false });
    await context.close();
  }, 120_000);
});
