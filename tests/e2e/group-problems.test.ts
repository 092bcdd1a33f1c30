import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, apiDataAt, newLearner, uniqueName } from '../support/api-client';
import { browserSignedInAs, loginSession, pageAs, PYTHON_A_PLUS_B, setCode, type Session } from '../support/e2e-pages';

const baseUrl = inject('baseUrl');
const VERDICT_TIMEOUT_MS = 90_000;
const GROUP_CODE = 'GPC123';

const suite = browserSignedInAs(baseUrl, 'root', 'hojroot2026');

const call = apiDataAt(baseUrl);

const uidOf = (session: Session) => (session.user as { uid: string }).uid;

/** A fresh learner who applied to the private group with its code and was given `level` by the owner. */
async function joinedAs(gid: number, prefix: string, level: 3 | 4): Promise<Session> {
  const learner = await newLearner(baseUrl, prefix);
  const session = await loginSession(baseUrl, learner.username, learner.password);
  await call('POST', '/api/group/member', session.token, { body: { gid, code: GROUP_CODE, reason: 'I am in this class' } });
  await call('PUT', '/api/group/member', suite.root.token, { body: { gid, uid: uidOf(session), auth: level } });
  return session;
}

async function finalStatus(page: Page): Promise<number> {
  const badge = page.getByTestId('submission-result-status');
  await badge.waitFor();
  await expect.poll(async () => Number(await badge.getAttribute('data-status')), { timeout: VERDICT_TIMEOUT_MS, interval: 500 }).not.toBeOneOf([5, 6, 7]);
  return Number(await badge.getAttribute('data-status'));
}

describe('group problems in the browser', () => {
  it('a group admin creates a problem with the admin form, a site admin admits it to the bank, a member solves it, an outsider is refused', async () => {
    // A private class made by a site admin (creating groups needs an admin role, decision 31).
    const shortName = `gp${Date.now().toString(36).slice(-6)}`;
    const prefix = shortName.toUpperCase();
    const group = await call<{ id: number }>('POST', '/api/group', suite.root.token, {
      body: { name: uniqueName('Class'), shortName, brief: 'A class for group problems', description: 'Practice problems of the class.', auth: 3, code: GROUP_CODE, visible: true },
    });
    const gid = group.id;
    const teacher = await joinedAs(gid, 'gpteach', 4);
    const member = await joinedAs(gid, 'gpmemb', 3);
    const outsider = await loginSession(baseUrl, (await newLearner(baseUrl, 'gpout')).username, 'learner-pass-1');
    const problemId = `${prefix}1`;
    const title = uniqueName('Sum');

    // The group admin opens the admin list and the create view: the form shows the upper-case prefix.
    const { page: admin, context: adminContext } = await pageAs(suite.browser, teacher);
    await admin.goto(`${baseUrl}/group/${gid}/problem?l=en-US`);
    await admin.getByTestId('group-problem-admin-toggle').getByText('Problem Admin').click();
    await admin.getByTestId('group-problem-create').click();
    await admin.getByTestId('problem-form').waitFor();
    expect(await admin.getByTestId('field-problem-id-prefix').textContent()).toBe(prefix);
    await admin.getByTestId('field-problem-id').fill('1');
    await admin.getByTestId('field-title').fill(title);
    await admin.getByTestId('field-description-input').fill('Print $a+b$.');
    await admin.getByTestId('field-input-input').fill('Two integers.');
    await admin.getByTestId('field-output-input').fill('Their sum.');
    // Manual cases, the first one still empty: the save rule of part 3 §5 refuses in the form.
    await admin.getByTestId('case-source').getByText('Type the cases').click();
    await admin.getByTestId('problem-save').click();
    await admin.getByText('Test case 1 needs an input or an output').first().waitFor();
    await admin.getByTestId('case-input-1').fill('1 2\n');
    await admin.getByTestId('case-output-1').fill('3\n');
    await admin.getByTestId('problem-save').click();
    const row = admin.getByTestId(`group-admin-problem-${problemId}`);
    await row.waitFor();

    // Auth: private (only the group's admins), then public to the members again.
    const authOf = async () => (await call<{ records: { problemId: string; auth: number }[] }>('GET', '/api/group/get-admin-problem-list', teacher.token, { query: { gid, currentPage: 1, limit: 10 } })).records.find((r) => r.problemId === problemId)?.auth;
    const authSelect = row.getByTestId('group-problem-auth');
    await authSelect.click();
    await admin.getByRole('option', { name: 'Private' }).click();
    await expect.poll(authOf, { timeout: 15_000 }).toBe(2);
    await expect.poll(() => authSelect.inputValue(), { timeout: 15_000 }).toBe('Private');
    await authSelect.click();
    await admin.getByRole('option', { name: 'Public' }).click();
    await expect.poll(authOf, { timeout: 15_000 }).toBe(1);

    // Apply for the public bank: asked first, then the row says Applying.
    await row.getByTestId('group-problem-apply').click();
    await admin.getByTestId('group-problem-apply-confirm').click();
    await expect.poll(() => row.getByTestId('group-problem-apply-progress').getAttribute('data-progress'), { timeout: 15_000 }).toBe('1');
    await adminContext.close();

    // The site admin admits it in the examination screen; the bank then lists it.
    const { page: site, context: siteContext } = await pageAs(suite.browser, suite.root);
    await site.goto(`${baseUrl}/admin/group-problem/apply?l=en-US`);
    const application = site.getByTestId(`group-problem-apply-${problemId}`);
    await application.getByTestId('group-problem-admit').click();
    await site.getByTestId('group-problem-progress-confirm').click();
    await application.waitFor({ state: 'detached' });
    await site.goto(`${baseUrl}/problem?keyword=${problemId}&l=en-US`);
    await site.getByTestId(`problem-row-${problemId}`).waitFor();
    await siteContext.close();

    // A member opens it from the group's list, submits A+B and gets the verdict.
    const { page: learner, context: learnerContext } = await pageAs(suite.browser, member);
    await learner.goto(`${baseUrl}/group/${gid}/problem?l=en-US`);
    await learner.getByTestId(`group-problem-${problemId}`).click();
    await learner.waitForURL(`**/group/${gid}/problem/${problemId}`);
    // The new problem accepts every language: Python 3 is picked for the A+B code.
    await learner.getByTestId('language-select').click();
    await learner.getByRole('option', { name: 'Python3', exact: true }).click();
    await setCode(learner, PYTHON_A_PLUS_B);
    await learner.getByTestId('submit-code').click();
    expect(await finalStatus(learner)).toBe(0);
    // The group's submissions list it, under the member's name.
    await learner.goto(`${baseUrl}/group/${gid}/status?username=${(member.user as { username: string }).username}&l=en-US`);
    const submitted = learner.locator('[data-testid^="submission-row-"]').first();
    await submitted.waitFor();
    expect(await submitted.textContent()).toContain(problemId);
    // Its id opens the submission inside the group's tabs.
    await submitted.locator('a').first().click();
    await learner.waitForURL(`**/group/${gid}/submission-detail/*`);
    await learner.getByTestId('submission-detail').waitFor();
    // Focus mode: the problem alone, with the navigator of the group's problems (solved: green).
    await learner.goto(`${baseUrl}/group/${gid}/problem/${problemId}/full-screen?l=en-US`);
    await learner.getByTestId(`navigator-${problemId}`).waitFor();
    await learner.getByTestId('code-editor').waitFor();
    await learnerContext.close();

    // Someone outside the group sees the no-access notice, and the calls refuse them.
    const { page: stranger, context: strangerContext } = await pageAs(suite.browser, outsider);
    await stranger.goto(`${baseUrl}/group/${gid}/problem?l=en-US`);
    await stranger.getByTestId('group-no-access').waitFor();
    expect(await stranger.getByTestId('group-problem-table').count()).toBe(0);
    await strangerContext.close();
    const refused = await api(baseUrl, 'GET', '/api/group/get-problem-list', { token: outsider.token, query: { gid, currentPage: 1, limit: 10 } });
    expect(refused.status).toBe(403);
  });
});
