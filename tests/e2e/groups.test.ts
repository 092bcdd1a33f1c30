import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiData, newLearner, uniqueName } from '../support/api-client';
import { browserSignedInAs, loginSession, pageAs } from '../support/e2e-pages';

const baseUrl = inject('baseUrl');
const CODE = 'KEY123';
const VERDICT_TIMEOUT_MS = 90_000;

const suite = browserSignedInAs(baseUrl, 'teacher', 'hojteacher2026');

/** A small real PNG (a two-colour picture), for the avatar upload. */
function samplePng(width = 60, height = 40): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set(x < width / 2 ? [220, 40, 40] : [40, 90, 220], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

/** Opens a group from the /group cards, found by its name. */
async function openFromList(page: Page, name: string): Promise<number> {
  await page.goto(`${baseUrl}/group?l=en-US`);
  await page.getByTestId('group-filter-keyword').fill(name);
  await page.getByTestId('group-filter-keyword').press('Enter');
  const card = page.getByTestId('group-card').filter({ hasText: name });
  await card.waitFor();
  await card.click();
  await page.getByTestId('group-sidebar').waitFor();
  return Number(/\/group\/(\d+)/.exec(page.url())?.[1]);
}

describe('groups in the browser', () => {
  it('a teacher makes a private group; a learner applies with the code, is accepted, reads the announcement, and exits', async () => {
    const name = uniqueName('Class').slice(0, 20);
    const shortName = `c${Math.random().toString(36).slice(2, 8)}`;
    const title = uniqueName('Welcome');
    const { page: admin } = await pageAs(suite.browser, suite.teacher);

    // The create dialog checks every field before the call: a 3-character name is refused.
    await admin.goto(`${baseUrl}/group?l=en-US`);
    await admin.getByTestId('group-create').click();
    const form = admin.getByTestId('group-form');
    await form.waitFor();
    await admin.getByTestId('group-form-name').fill('abc');
    await admin.getByTestId('group-form-short-name').fill(shortName);
    await admin.getByTestId('group-form-brief').fill('Our Tuesday class');
    await admin.getByTestId('group-form-auth').getByText('Private').click();
    await admin.getByTestId('group-form-code').fill('12');
    await admin.getByTestId('group-form-description').locator('textarea').first().fill('Welcome to **our class**. <script>window.hacked = 1</script>');
    await admin.getByTestId('group-form-submit').click();
    await form.getByText('The group name must be 5 to 25 characters').waitFor();
    await form.getByText('The invitation code must be 6 characters').waitFor();
    await admin.getByTestId('group-form-name').fill(name);
    await admin.getByTestId('group-form-code').fill(CODE);
    await admin.getByTestId('group-form-submit').click();
    await toast(admin, 'Create Successfully').waitFor();

    const gid = await openFromList(admin, name);
    expect(gid).toBeGreaterThan(0);
    expect(await admin.getByTestId('group-name').textContent()).toBe(name);
    expect(await admin.getByTestId('group-owner').textContent()).toBe('teacher');
    expect(await admin.getByTestId('group-auth-tag').textContent()).toBe('Private');
    expect(await admin.getByTestId('group-number').textContent()).toBe(String(gid));
    // the description is markdown, sanitised
    await admin.getByTestId('group-description').locator('strong', { hasText: 'our class' }).waitFor();
    expect(await admin.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    await admin.getByTestId('group-membership-disband').waitFor();

    // The avatar: cropped in the browser and uploaded as a PNG.
    await admin.getByTestId('group-tab-setting').click();
    await admin.getByTestId('group-settings').waitFor();
    await admin.getByTestId('group-avatar-upload').locator('input[type="file"]').setInputFiles({ name: 'class.png', mimeType: 'image/png', buffer: samplePng() });
    await admin.getByTestId('avatar-upload').click();
    await toast(admin, 'Upload avatar successfully').waitFor();
    await expect.poll(() => admin.getByTestId('group-avatar').locator('img').getAttribute('src')).toBeTruthy();

    // An announcement for the members.
    await admin.getByTestId('group-tab-announcement').click();
    await admin.getByTestId('group-announcement-create').click();
    await admin.getByTestId('group-announcement-title').fill(title);
    await admin.getByTestId('group-announcement-content').locator('textarea').first().fill('Homework is due on **Friday**.');
    await admin.getByTestId('group-announcement-save').click();
    await toast(admin, 'Create Successfully').waitFor();
    await admin.getByTestId('group-announcement-admin').getByText(title).waitFor();

    // A learner finds the group; its content tabs are closed until they join.
    const learner = await newLearner(baseUrl, 'grp');
    const learnerSession = await loginSession(baseUrl, learner.username, learner.password);
    const { page } = await pageAs(suite.browser, learnerSession);
    expect(await openFromList(page, name)).toBe(gid);
    expect(await page.getByTestId('group-tab-member').isDisabled()).toBe(true);
    expect(await page.getByTestId('group-tab-rank').isDisabled()).toBe(true);
    expect(await page.getByTestId('group-tab-setting').count()).toBe(0);
    expect(await page.getByTestId('group-announcement-panel').count()).toBe(0);

    // Apply: the reason and the code are checked, a wrong code is refused by the server.
    await page.getByTestId('group-membership-apply').click();
    await page.getByTestId('group-apply-submit').click();
    await page.getByTestId('group-apply-dialog').getByText('Please enter the reason for applying').waitFor();
    await page.getByTestId('group-apply-reason').fill('I am in the Tuesday class');
    await page.getByTestId('group-apply-code').fill('WRONG1');
    await page.getByTestId('group-apply-submit').click();
    await toast(page, 'The invitation code is wrong').waitFor();
    await page.getByTestId('group-apply-code').fill(CODE);
    await page.getByTestId('group-apply-submit').click();
    await toast(page, 'Apply successfully').waitFor();
    await page.getByTestId('group-membership-applying').waitFor();

    // The teacher accepts in the member tab's admin view.
    await admin.getByTestId('group-tab-member').click();
    await admin.getByTestId('group-member-admin-toggle').click();
    const application = admin.getByTestId(`group-application-${learner.username}`);
    await application.getByText('I am in the Tuesday class').waitFor();
    await application.getByTestId('group-application-accept').click();
    await admin.getByTestId('group-member-admin-table').getByTestId(`group-member-${learner.username}`).waitFor();
    await expect.poll(() => application.count()).toBe(0);

    // Now a member: the announcement panel on the home tab, and its detail page.
    await page.reload();
    await page.getByTestId('group-membership-exit').waitFor();
    const item = page.getByTestId('group-announcement-item').filter({ hasText: title });
    await item.click();
    await page.waitForURL(/\/announcement-detail\/\d+/);
    expect(await page.getByTestId('announcement-title').textContent()).toBe(title);
    expect(await page.getByTestId('announcement-author').textContent()).toBe('teacher');
    await page.getByTestId('announcement-content').locator('strong', { hasText: 'Friday' }).waitFor();

    // A group problem solved by the learner puts them on the group's rank (the problem screens are another helper's: API here).
    const { problem } = await apiData<{ problem: { id: number } }>(baseUrl, 'POST', '/api/group/problem', suite.teacher.token, {
      body: {
        problem: { problemId: 'A1', title: 'Sum two numbers', input: 'Two integers.', output: 'Their sum.', description: 'Add them.', examples: [{ input: '1 2', output: '3' }], auth: 1, gid },
        languages: ['Python3'],
        samples: [{ input: '1 2\n', output: '3\n' }],
        isUploadTestCase: false,
      },
    });
    const submitted = await apiData<{ submitId: number }>(baseUrl, 'POST', '/api/submit-problem-judge', learnerSession.token, {
      body: { pid: problem.id, language: 'Python3', code: 'print(sum(map(int, input().split())))\n', gid },
    });
    await expect.poll(async () => (await apiData<Record<number, { status: number }>>(baseUrl, 'POST', '/api/check-submissions-status', learnerSession.token, { body: { submitIds: [submitted.submitId] } }))[submitted.submitId]?.status, { timeout: VERDICT_TIMEOUT_MS, interval: 1000 }).toBe(0);

    // The member list (no level changes for a member) and the rank.
    await page.goto(`${baseUrl}/group/${gid}/member?l=en-US`);
    const me = page.getByTestId('group-member-table').getByTestId(`group-member-${learner.username}`);
    await me.waitFor();
    expect(await me.getByTestId('group-member-level').isDisabled()).toBe(true);
    expect(await page.getByTestId('group-member-admin-toggle').count()).toBe(0);
    await page.getByTestId('group-tab-rank').click();
    const rankRow = page.getByTestId(`group-rank-row-${learner.username}`);
    await rankRow.waitFor();
    expect(await rankRow.getByTestId('group-rank-ac').textContent()).toBe('1');
    expect(await rankRow.getByTestId('group-rank-ac').getAttribute('href')).toBe(`/group/${gid}/status?username=${learner.username}&status=0`);
    await page.getByTestId('group-rank-type').getByText('OI').click();
    await rankRow.waitFor();
    await page.getByTestId('group-rank-search').fill('nobody-like-this');
    await page.getByTestId('group-rank-search').press('Enter');
    await expect.poll(() => rankRow.count()).toBe(0);

    // The teacher raises the learner to group admin with the level select (it saves at once): the announcement tab opens for them.
    const memberRow = admin.getByTestId('group-member-admin-table').getByTestId(`group-member-${learner.username}`);
    await memberRow.getByTestId('group-member-level').click();
    await admin.getByRole('option', { name: 'Group admin', exact: true }).click();
    await toast(admin, 'Update Successfully').waitFor();
    await page.goto(`${baseUrl}/group/${gid}?l=en-US`);
    await page.getByTestId('group-tab-announcement').waitFor();
    expect(await page.getByTestId('group-tab-setting').count()).toBe(0);

    // Exit, after a confirmation: the Apply button is back and the tabs close again.
    await page.getByTestId('group-tab-home').click();
    await page.getByTestId('group-membership-exit').click();
    await page.getByTestId('group-exit-confirm').click();
    await toast(page, 'Exit successfully').waitFor();
    await page.getByTestId('group-membership-apply').waitFor();
    await expect.poll(() => page.getByTestId('group-tab-member').isDisabled()).toBe(true);

    // A public group is joined at once; its owner disbands it after a confirmation.
    const club = await apiData<{ id: number }>(baseUrl, 'POST', '/api/group', suite.teacher.token, {
      body: { name: uniqueName('Club').slice(0, 20), shortName: `p${Math.random().toString(36).slice(2, 8)}`, brief: 'Anyone may join', description: 'An open club.', auth: 1, visible: true },
    });
    await page.goto(`${baseUrl}/group/${club.id}?l=en-US`);
    await page.getByTestId('group-membership-apply').click();
    await toast(page, 'Apply successfully').waitFor();
    await page.getByTestId('group-membership-exit').waitFor();
    expect(await page.getByTestId('group-tab-member').isDisabled()).toBe(false);
    await admin.goto(`${baseUrl}/group/${club.id}?l=en-US`);
    await admin.getByTestId('group-membership-disband').click();
    await admin.getByTestId('group-disband-confirm').click();
    await toast(admin, 'Disband successfully').waitFor();
    await admin.waitForURL(/\/group$/);

    // A guest opening the group is told to log in.
    const guest = await suite.browser.newContext({ viewport: { width: 1280, height: 860 } });
    const visitor = await guest.newPage();
    await visitor.goto(`${baseUrl}/group/${gid}?l=en-US`);
    await visitor.getByTestId('login-dialog').waitFor();
    await toast(visitor, 'Please login first!').waitFor();
    expect(new URL(visitor.url()).pathname).toBe('/home');
    // and from the list: the card asks to log in too
    await visitor.goto(`${baseUrl}/group?l=en-US`);
    expect(await visitor.getByTestId('group-filter-mine').isDisabled()).toBe(true);
    await guest.close();
  });
});
