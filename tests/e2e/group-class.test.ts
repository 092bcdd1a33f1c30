import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiData, newLearner, uniqueName } from '../support/api-client';
import { browserSignedInAs, datetimeLocal, loginSession, pageAs, submitPythonAPlusB } from '../support/e2e-pages';

const baseUrl = inject('baseUrl');
const CODE = 'CLS777';
const VERDICT_TIMEOUT_MS = 90_000;

const suite = browserSignedInAs(baseUrl, 'teacher', 'hojteacher2026');

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

/** Adds the public A+B (P1000) to the problem list that is open, through the "from public" picker. */
async function addPublicAPlusB(page: Page) {
  await page.getByTestId('training-problem-add-public').click();
  await page.getByTestId('problem-picker-keyword').fill('P1000');
  await page.getByTestId('problem-picker-keyword').press('Enter');
  await page.getByTestId('problem-choice-P1000').getByTestId('problem-choice-add').click();
  await toast(page, 'Added successfully').waitFor();
  await page.keyboard.press('Escape');
}

describe('a teacher and a class in the browser', () => {
  it('private group: a learner joins with the code, does the homework and the group contest, and is ranked; outsiders are kept out', async () => {
    const name = uniqueName('Class').slice(0, 20);
    const shortName = `k${Math.random().toString(36).slice(2, 8)}`;
    const homework = uniqueName('Week one');
    const round = uniqueName('Class round');

    // The teacher's private group (the create dialog itself is walked through by tests/e2e/groups.test.ts).
    const group = await apiData<{ id: number }>(baseUrl, 'POST', '/api/group', suite.teacher.token, {
      body: { name, shortName, brief: 'The Tuesday class', description: 'Our class group for homework and contests.', auth: 3, code: CODE, visible: true },
    });
    const gid = group.id;
    const { page: admin } = await pageAs(suite.browser, suite.teacher);

    // A learner applies with the reason and the code; the teacher admits them in the member tab.
    const learner = await newLearner(baseUrl, 'cls');
    const { page } = await pageAs(suite.browser, await loginSession(baseUrl, learner.username, learner.password));
    await page.goto(`${baseUrl}/group/${gid}?l=en-US`);
    expect(await page.getByTestId('group-tab-training').isDisabled()).toBe(true);
    expect(await page.getByTestId('group-tab-contest').isDisabled()).toBe(true);
    await page.getByTestId('group-membership-apply').click();
    await page.getByTestId('group-apply-reason').fill('I sit in the second row');
    await page.getByTestId('group-apply-code').fill(CODE);
    await page.getByTestId('group-apply-submit').click();
    await toast(page, 'Apply successfully').waitFor();

    await admin.goto(`${baseUrl}/group/${gid}/member?l=en-US`);
    await admin.getByTestId('group-member-admin-toggle').click();
    await admin.getByTestId(`group-application-${learner.username}`).getByTestId('group-application-accept').click();
    await admin.getByTestId('group-member-admin-table').getByTestId(`group-member-${learner.username}`).waitFor();

    // Homework: created in the homework tab's admin view with the admin training form, then given A+B.
    await admin.getByTestId('group-tab-training').click();
    // The switch's input is hidden under its track and a toast may lie over it: the click goes to the
    // input itself; the switch follows the address (?view=admin), so the test then waits for the view.
    await admin.getByTestId('group-homework-admin-toggle').dispatchEvent('click');
    await admin.getByTestId('group-homework-admin-list').waitFor();
    await admin.getByTestId('group-homework-create').click();
    // With no training category yet the form sends the teacher to make one first (part 3 §2.7).
    const ignore = () => undefined;
    await Promise.race([admin.getByTestId('training-field-title').waitFor().catch(ignore), admin.waitForURL(/\/admin\/training\/category/).catch(ignore)]);
    if (new URL(admin.url()).pathname === '/admin/training/category') {
      const category = uniqueName('Class');
      await admin.getByTestId('training-category-create').click();
      await admin.getByTestId('training-category-name').fill(category);
      await admin.getByTestId('training-category-color').fill('#e53935');
      await admin.getByTestId('training-category-save').click();
      await admin.getByTestId('admin-training-categories').getByText(category).waitFor();
      await admin.goto(`${baseUrl}/group/${gid}/training?view=create&l=en-US`);
    }
    await admin.getByTestId('training-field-title').fill(homework);
    await admin.getByTestId('training-field-description').locator('textarea').first().fill('Solve **A+B** before Friday.');
    await admin.getByTestId('training-save').click();
    await toast(admin, 'Create Successfully').waitFor();
    const row = admin.getByTestId('group-homework-admin-list').locator('tbody tr').filter({ hasText: homework });
    await row.waitFor();
    const tid = Number((await row.getAttribute('data-testid'))?.replace('group-homework-admin-', ''));
    expect(tid).toBeGreaterThan(0);
    await row.getByTestId('group-homework-problems').click();
    await admin.getByTestId('admin-training-problems').waitFor();
    await addPublicAPlusB(admin);
    await admin.getByTestId('admin-training-problem-P1000').waitFor();

    // A group contest: created with the admin contest form; after the save the group's contest list shows again.
    await admin.getByTestId('group-tab-contest').click();
    await admin.getByTestId('group-contest-create').click();
    await admin.getByTestId('contest-field-title').fill(round);
    await admin.getByTestId('contest-field-description').locator('textarea').first().fill('A **short** class round.');
    await admin.getByTestId('contest-field-start').fill(datetimeLocal(Date.now() - 2 * 60_000));
    await admin.getByTestId('contest-field-end').fill(datetimeLocal(Date.now() + 30 * 60_000));
    await admin.getByTestId('contest-field-open-rank').click();
    await admin.getByTestId('contest-save').click();
    await toast(admin, 'Create Successfully').waitFor();
    const entry = admin.getByTestId('group-contest-list').locator('[data-testid^="contest-row-"]').filter({ hasText: round });
    await entry.waitFor();
    const cid = Number((await entry.getAttribute('data-testid'))?.replace('contest-row-', ''));
    expect(cid).toBeGreaterThan(0);
    // a public contest shows no participant count in the group list (part 3 §2.8)
    expect(await entry.getByTestId('contest-count').count()).toBe(0);

    // Its problem A: the public A+B under display id A, picked by its display id in the group contest's problem list.
    await admin.getByTestId('group-contest-admin-toggle').dispatchEvent('click');
    await admin.getByTestId('group-contest-admin-list').waitFor();
    await admin.getByTestId(`group-contest-admin-${cid}`).getByTestId('group-contest-problems').click();
    await admin.getByTestId('admin-contest-problems').waitFor();
    await admin.getByTestId('contest-problem-add-public').click();
    await admin.getByTestId('problem-picker-display-id').fill('A');
    await admin.getByTestId('problem-picker-keyword').fill('P1000');
    await admin.getByTestId('problem-picker-keyword').press('Enter');
    await admin.getByTestId('problem-choice-P1000').getByTestId('problem-choice-add').click();
    await toast(admin, 'Added successfully').waitFor();
    await admin.keyboard.press('Escape');
    await admin.getByTestId('admin-contest-problem-A').waitFor();

    // Problem B is written inside the contest with the problem form: a problem of the group (its prefix before the id).
    await admin.getByTestId('contest-problem-create').click();
    await admin.getByTestId('problem-form').waitFor();
    expect(await admin.getByTestId('field-problem-id-prefix').textContent()).toBe(shortName.toUpperCase());
    await admin.getByTestId('field-contest-display-id').fill('B');
    await admin.getByTestId('field-contest-display-title').fill('Double it');
    await admin.getByTestId('field-problem-id').fill('2');
    await admin.getByTestId('field-title').fill('Double it');
    await admin.getByTestId('field-description-input').fill('Print twice $n$.');
    await admin.getByTestId('field-input-input').fill('One integer.');
    await admin.getByTestId('field-output-input').fill('Twice it.');
    await admin.getByTestId('case-source').getByText('Type the cases').click();
    await admin.getByTestId('case-input-1').fill('2\n');
    await admin.getByTestId('case-output-1').fill('4\n');
    await admin.getByTestId('problem-save').click();
    await toast(admin, 'Create Successfully').waitFor();
    await admin.getByTestId('admin-contest-problem-B').getByText(`${shortName.toUpperCase()}2`).waitFor();

    // The learner opens the homework from the group's list, with no progress yet.
    await page.goto(`${baseUrl}/group/${gid}/training?l=en-US`);
    const listed = page.getByTestId(`training-row-${tid}`);
    await listed.waitFor();
    expect(await listed.getByTestId('training-progress').getAttribute('data-solved')).toBe('0');
    await listed.getByTestId('training-title').click();
    await page.waitForURL(new RegExp(`/group/${gid}/training/${tid}$`));
    await page.getByTestId('training-description').getByText('A+B').waitFor();
    await page.getByTestId('training-tab-problems').click();
    await page.waitForURL(new RegExp(`/group/${gid}/training/${tid}/problems$`));
    const problemRow = page.getByTestId('training-problem-P1000');
    await problemRow.waitFor();

    // The problem opens in the same tab (decision 46) under the group's homework path; the learner solves it there.
    const tabs = page.context().pages().length;
    await problemRow.getByTestId('training-problem-link').click();
    await page.waitForURL((url) => url.pathname === `/group/${gid}/training/${tid}/problem/P1000`);
    expect(page.context().pages().length).toBe(tabs);
    const problemTab = page;
    await problemTab.getByTestId('code-panel').waitFor();
    await submitPythonAPlusB(problemTab);
    // Focus mode keeps to the group's paths: the navigator, and the way back to the homework's problems.
    await problemTab.getByTestId('focus-mode').click();
    await problemTab.waitForURL(new RegExp(`/group/${gid}/training/${tid}/problem/P1000/full-screen$`));
    await problemTab.getByTestId('problem-navigator').getByTestId('navigator-P1000').waitFor();
    await problemTab.getByTestId('back-to-problems').click();
    await problemTab.waitForURL(new RegExp(`/group/${gid}/training/${tid}/problems$`));

    // The tick on the homework's problem list, and the progress on its page and in the group's list.
    await expect
      .poll(
        async () => {
          await page.reload();
          await problemRow.waitFor();
          const mark = problemRow.getByTestId('own-status');
          return (await mark.count()) > 0 ? mark.getAttribute('data-status') : null;
        },
        { timeout: VERDICT_TIMEOUT_MS, interval: 2000 },
      )
      .toBe('0');
    await page.getByTestId('training-tab-introduction').click();
    await expect.poll(() => page.getByTestId('training-progress').first().getAttribute('data-solved')).toBe('1');
    await page.goto(`${baseUrl}/group/${gid}/training?l=en-US`);
    await expect.poll(() => page.getByTestId(`training-row-${tid}`).getByTestId('training-progress').getAttribute('data-percent')).toBe('100');

    // The group contest: listed in the group's contest tab, opened at /contest/{cid}, A submitted, the board shows the learner.
    await page.getByTestId('group-tab-contest').click();
    const contestEntry = page.getByTestId(`contest-row-${cid}`);
    await contestEntry.waitFor();
    await contestEntry.getByTestId('contest-title').click();
    await page.waitForURL(new RegExp(`/contest/${cid}$`));
    await page.getByTestId('contest-tab-problems').click();
    await page.getByTestId('contest-problem-A').getByTestId('contest-problem-link').click();
    await submitPythonAPlusB(page);
    await page.goto(`${baseUrl}/contest/${cid}/rank?l=en-US`);
    await expect
      .poll(
        async () => {
          const cell = page.getByTestId(`board-row-${learner.username}`).getByTestId('board-cell-A');
          return (await cell.count()) > 0 ? cell.first().getAttribute('data-class') : null;
        },
        { timeout: VERDICT_TIMEOUT_MS, interval: 2000 },
      )
      .toBe('first-ac');

    // The group rank counts the homework's accepted submission.
    await page.goto(`${baseUrl}/group/${gid}/rank?l=en-US`);
    const rankRow = page.getByTestId(`group-rank-row-${learner.username}`);
    await rankRow.waitFor();
    expect(await rankRow.getByTestId('group-rank-ac').textContent()).toBe('1');

    // A non-member cannot open the homework nor the contest.
    const outsider = await newLearner(baseUrl, 'out');
    const { page: stranger } = await pageAs(suite.browser, await loginSession(baseUrl, outsider.username, outsider.password));
    await stranger.goto(`${baseUrl}/group/${gid}/training/${tid}/problems?l=en-US`);
    await stranger.getByTestId('group-no-access').waitFor();
    expect(await stranger.getByTestId('training-problem-P1000').count()).toBe(0);
    await stranger.goto(`${baseUrl}/contest/${cid}?l=en-US`);
    await stranger.getByTestId('contest-load-failed').waitFor();
    expect(await stranger.getByText(round).count()).toBe(0);
  });
});
