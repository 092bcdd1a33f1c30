import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SiteSwitches } from '../../contract/api/config';
import { apiData, loginToken, uniqueName } from '../support/api-client';
import { openBrowser } from '../support/browser';
import { loginSession, pageAs } from '../support/e2e-pages';

const baseUrl = inject('baseUrl');

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

/**
 * The site admin area (part 3 §2.2, §5, §6; decision 36): the super admin imports users from a CSV
 * file (a bad row reported by its line, the good ones imported and able to log in), turns the public
 * discussion area off and sees the site follow and the audit log record it; a normal admin opens the
 * dashboard's counts but not the super-admin screens.
 */
describe('admin area', () => {
  let browser: Browser;
  let rootToken: string;
  let switchesBefore: SiteSwitches;

  beforeAll(async () => {
    browser = await openBrowser();
    rootToken = await loginToken(baseUrl, 'root', 'hojroot2026');
    switchesBefore = await apiData<SiteSwitches>(baseUrl, 'GET', '/api/admin/switch/info', rootToken);
  }, 60_000);

  afterAll(async () => {
    if (switchesBefore) await apiData(baseUrl, 'PUT', '/api/admin/switch/update', rootToken, { body: { openPublicDiscussion: switchesBefore.openPublicDiscussion } });
    await browser?.close();
  });

  it('the super admin imports users from a CSV file: the bad row is reported by line, the good ones log in', async () => {
    const tag = uniqueName('imp');
    const first = `${tag}a`;
    const second = `${tag}c`;
    const csv = [`\uFEFFusername,password,email,realname,gender,nickname,school`, `${first},first-pass1,,张伟,male,,"第一中学, 北京"`, `${tag}b,123`, `${second},second-pass2,${second}@example.test,李娜,1,,`].join('\r\n');
    const { context, page } = await pageAs(browser, await loginSession(baseUrl, 'root', 'hojroot2026'));
    await page.goto(`${baseUrl}/admin/user?l=en-US`);
    await page.getByTestId('admin-user-tab-import').click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('admin-user-import-pick').click();
    await (await chooser).setFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await expect.poll(() => page.getByTestId('admin-user-import-checked').textContent()).toContain('2 rows to import, 1 bad rows');
    await expect(page.getByTestId('admin-user-import-error-3').textContent()).resolves.toContain('The password must be 6 to 25 characters');
    await page.getByTestId('admin-user-import-run').click();
    await expect.poll(() => page.getByTestId('admin-user-import-result').textContent()).toContain('2 users imported, 1 bad rows');

    await expect(loginToken(baseUrl, first, 'first-pass1')).resolves.toBeTruthy();
    await expect(loginToken(baseUrl, second, 'second-pass2')).resolves.toBeTruthy();
    await page.getByTestId('admin-user-tab-list').click();
    await page.getByTestId('admin-user-keyword').fill(tag);
    await page.getByTestId('admin-user-keyword').press('Enter');
    // The unfiltered page shows the newest users too: wait for the filtered one.
    await expect.poll(() => page.getByTestId('admin-user-table').locator('tbody tr').count()).toBe(2);
    await page.getByTestId(`admin-user-${second}`).waitFor();
    await expect(page.getByTestId(`admin-user-${first}`).textContent()).resolves.toContain('张伟');
    await context.close();
  }, 120_000);

  it('the super admin turns the public discussion area off: the site follows and the audit log shows before and after', async () => {
    const { context, page } = await pageAs(browser, await loginSession(baseUrl, 'root', 'hojroot2026'));
    try {
      await page.goto(`${baseUrl}/home?l=en-US`);
      await page.getByTestId('nav-discussion').waitFor();
      await page.goto(`${baseUrl}/admin/switch?l=en-US`);
      const toggle = page.getByTestId('switch-openPublicDiscussion');
      await expect.poll(() => toggle.isChecked()).toBe(true);
      await toggle.dispatchEvent('click');
      await toast(page, 'Update Successfully').waitFor();
      await expect.poll(() => toggle.isChecked()).toBe(false);

      await page.goto(`${baseUrl}/home?l=en-US`);
      await page.getByTestId('nav-home').waitFor();
      expect(await page.getByTestId('nav-discussion').count()).toBe(0);
      await page.goto(`${baseUrl}/discussion?l=en-US`);
      await page.waitForURL(/\/home/);
      await toast(page, 'There is no open discussion area on this site').waitFor();

      await page.goto(`${baseUrl}/admin/audit?l=en-US`);
      await page.getByTestId('audit-call').fill('adminSwitchUpdate');
      // The filter offers each call by its words, with its registry name after them (decision 47).
      await page.getByRole('option', { name: 'Change the site switches · adminSwitchUpdate' }).click();
      const row = page.getByTestId('audit-row-adminSwitchUpdate').first();
      await expect(row.textContent()).resolves.toContain('root');
      await row.getByTestId('audit-details').click();
      await expect.poll(() => page.getByTestId('audit-before').textContent()).toContain('"openPublicDiscussion": true');
      await expect(page.getByTestId('audit-after').textContent()).resolves.toContain('"openPublicDiscussion": false');
      await expect(page.getByTestId('audit-request').textContent()).resolves.toContain('"openPublicDiscussion": false');
      await page.keyboard.press('Escape');

      await page.goto(`${baseUrl}/admin/switch?l=en-US`);
      await expect.poll(() => toggle.isChecked()).toBe(false);
      await toggle.dispatchEvent('click');
      await toast(page, 'Update Successfully').waitFor();
      await page.goto(`${baseUrl}/home?l=en-US`);
      await page.getByTestId('nav-discussion').waitFor();
    } finally {
      await apiData(baseUrl, 'PUT', '/api/admin/switch/update', rootToken, { body: { openPublicDiscussion: switchesBefore.openPublicDiscussion } });
      await context.close();
    }
  }, 120_000);

  it('a normal admin opens the dashboard with its counts, and is refused the super-admin screens', async () => {
    const { context, page } = await pageAs(browser, await loginSession(baseUrl, 'admin', 'hojadmin2026'));
    await page.goto(`${baseUrl}/admin?l=en-US`);
    await page.waitForURL(/\/admin\/dashboard/);
    await expect.poll(async () => Number(await page.getByTestId('dashboard-userCount').getByTestId('dashboard-count').textContent())).toBeGreaterThan(0);
    await expect.poll(async () => Number(await page.getByTestId('dashboard-problemCount').getByTestId('dashboard-count').textContent())).toBeGreaterThan(0);
    await page.getByTestId('dashboard-sessions').getByText('This session').waitFor();
    for (const screen of ['user', 'conf', 'switch', 'audit']) expect(await page.getByTestId(`admin-nav-${screen}`).count()).toBe(0);
    await page.goto(`${baseUrl}/admin/user?l=en-US`);
    await toast(page, 'Please login again with the administrator account!').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/admin/user');
    expect(await page.getByTestId('admin-user').count()).toBe(0);
    await page.goto(`${baseUrl}/admin/conf?l=en-US`);
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/admin/conf');
    expect(await page.getByTestId('admin-conf').count()).toBe(0);
    await context.close();
  }, 120_000);
});
