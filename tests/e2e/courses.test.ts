import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LivestreamView } from '../../contract/api/courses';
import { apiData, loginToken, uniqueName } from '../support/api-client';
import { openBrowser } from '../support/browser';
import { loginSession, pageAs, type Session } from '../support/e2e-pages';

const baseUrl = inject('baseUrl');

/** A sign-up poster drawn here: the upload goes through the admin's picture button into R2. */
const POSTER = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400"><rect width="300" height="400" fill="#fde68a"/><text x="40" y="200" font-size="32">Sign up here</text></svg>');

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

/**
 * Courses and intensive training (part 3 §2.16, §2.17; decision 38): an admin creates a course with a
 * teacher, a FAQ and a sign-up poster; a visitor finds it on /course by its type, opens it, sees the
 * sign-up overlay, the FAQ and the teacher. An admin renames the training team and adds a camp; a
 * visitor reads them on /intenseTraining and the camp's outline page. The livestream link an admin
 * sets shows as the "Live" button.
 */
describe('courses and intensive training', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let admin: Session;
  let adminToken: string;
  let savedLivestream: string | null = null;
  const tag = uniqueName('crs');

  beforeAll(async () => {
    browser = await openBrowser();
    admin = await loginSession(baseUrl, 'admin', 'hojadmin2026');
    adminToken = await loginToken(baseUrl, 'admin', 'hojadmin2026');
    savedLivestream = (await apiData<LivestreamView>(baseUrl, 'GET', '/api/livestream', adminToken)).url;
  });

  afterAll(async () => {
    await apiData(baseUrl, 'PUT', '/api/admin/livestream', adminToken, { query: { url: savedLivestream ?? '' } });
    await browser?.close();
  });

  const visitor = async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    return { context, page: await context.newPage() };
  };

  it('an admin creates a course with a teacher and a FAQ; a visitor filters, opens it, signs up and reads the FAQ', async () => {
    const title = `Course ${tag}`;
    const { context: adminContext, page } = await pageAs(browser, admin);
    await page.goto(`${baseUrl}/admin/courses?l=en-US`);
    await page.getByTestId('admin-course-create').click();
    await page.getByTestId('admin-course-title').fill(title);
    await page.getByTestId('admin-course-description').fill('Six weeks of contest practice');
    await page.getByTestId('admin-course-type-field').click();
    await page.getByRole('option', { name: 'Contest training', exact: true }).click();
    await page.getByTestId('admin-course-price').fill('99.5');
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('admin-course-sign-up-image').click();
    await (await chooser).setFiles({ name: 'poster.svg', mimeType: 'image/svg+xml', buffer: POSTER });
    await page.getByTestId('admin-course-sign-up-image-preview').waitFor();
    await page.getByTestId('admin-course-add-teacher').click();
    await page.getByTestId('admin-course-teacher-username').fill('teacher');
    await page.getByTestId('admin-course-teacher-profession').fill('Contest coach');
    await page.getByTestId('admin-course-faq').locator('textarea').first().fill(`**Who can join?** Everyone who solved ten problems. ${tag}`);
    await page.getByTestId('admin-course-save').click();
    await toast(page, 'Create Successfully').waitFor();
    const row = page.getByTestId('admin-course-table').locator('tbody tr').filter({ hasText: title });
    await expect(row.textContent()).resolves.toContain('teacher');

    // The livestream link, from the same screen.
    // Enter saves too (the toasts of the save above sit over the button's corner).
    await page.getByTestId('admin-livestream-url').fill('javascript:alert(1)');
    await page.getByTestId('admin-livestream-url').press('Enter');
    await page.getByTestId('admin-livestream').getByText('The livestream link must be an http:// or https:// address').waitFor();
    await page.getByTestId('admin-livestream-url').fill(`https://live.example.com/${tag}`);
    await page.getByTestId('admin-livestream-url').press('Enter');
    await toast(page, 'Update Successfully').waitFor();
    await adminContext.close();

    // A visitor: the list, the type filter, the card.
    const { context, page: visit } = await visitor();
    await visit.goto(`${baseUrl}/course?l=en-US`);
    await visit.getByTestId('course-list').waitFor();
    await expect.poll(() => visit.getByTestId('livestream-link').getAttribute('href')).toBe(`https://live.example.com/${tag}`);
    await visit.getByTestId('course-type-1').dispatchEvent('click');
    await expect.poll(() => new URL(visit.url()).searchParams.get('type')).toBe('1');
    await expect.poll(() => visit.getByTestId('course-card-title').filter({ hasText: title }).count()).toBe(0);
    await visit.getByTestId('course-type-3').dispatchEvent('click');
    const card = visit.locator('[data-testid^="course-card-"]').filter({ has: visit.getByTestId('course-card-title').filter({ hasText: title }) });
    await card.waitFor();
    await expect(card.getByTestId('course-card-price').textContent()).resolves.toBe('¥99.50');
    await card.getByTestId('course-card-details').click();

    // The detail: sign-up overlay with the uploaded poster, the FAQ tab and the teacher.
    await expect.poll(() => visit.getByTestId('course-title').textContent()).toBe(title);
    await visit.getByTestId('course-sign-up').click();
    const poster = visit.getByTestId('course-sign-up-overlay').getByTestId('course-sign-up-image');
    await poster.waitFor();
    const src = await poster.getAttribute('src');
    expect(src).toMatch(/^\/api\/public\/img\/[0-9a-f]{32}\.svg$/);
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await visit.keyboard.press('Escape');
    await poster.waitFor({ state: 'hidden' });
    await visit.getByTestId('course-tab-faq').click();
    await expect.poll(() => visit.getByTestId('course-faq').innerHTML()).toContain('<strong>Who can join?</strong>');
    await expect(visit.getByTestId('course-teacher-name').textContent()).resolves.toBe('teacher');
    await expect(visit.getByTestId('course-teacher-profession').textContent()).resolves.toBe('Contest coach');
    await context.close();
  });

  it('an admin renames the team and adds a camp; a visitor reads them on /intenseTraining and opens the outline', async () => {
    const teamTitle = `Team ${tag}`;
    const campTitle = `Camp ${tag}`;
    const { context: adminContext, page } = await pageAs(browser, admin);
    await page.goto(`${baseUrl}/admin/traincamp?l=en-US`);
    await page.getByTestId('admin-team-title').fill(teamTitle);
    await page.getByTestId('admin-team-description').fill('We meet every Saturday.');
    await page.getByTestId('admin-team-save').click();
    await toast(page, 'Update Successfully').waitFor();
    // An apply notice, so the apply button has something to open.
    await page.getByTestId('admin-team-create-1').click();
    await page.getByTestId('admin-team-announcement-title').fill(`Apply ${tag}`);
    await page.getByTestId('admin-team-announcement-content').locator('textarea').first().fill('Write to **team@example.com**.');
    await page.getByTestId('admin-team-announcement-save').click();
    await toast(page, 'Create Successfully').waitFor();

    await page.goto(`${baseUrl}/admin/traincamplist?l=en-US`);
    await page.getByTestId('admin-camp-create').click();
    await page.getByTestId('admin-camp-title').fill(campTitle);
    await page.getByTestId('admin-camp-description').fill('Graphs and dynamic programming');
    await page.getByTestId('admin-camp-duration').fill('3 weeks');
    await page.getByTestId('admin-camp-content').locator('textarea').first().fill(`## Week 1\n\nShortest paths ${tag}`);
    await page.getByTestId('admin-camp-save').click();
    await toast(page, 'Create Successfully').waitFor();
    await adminContext.close();

    const { context, page: visit } = await visitor();
    await visit.goto(`${baseUrl}/intenseTraining?l=en-US`);
    await expect.poll(() => visit.getByTestId('team-title').textContent()).toBe(teamTitle);
    await expect.poll(() => visit.getByTestId('livestream-link').getAttribute('href')).toBe(`https://live.example.com/${tag}`);
    await visit.getByTestId('team-apply').click();
    await expect.poll(() => visit.getByTestId('team-announcement-reader').getByTestId('announcement-title').textContent()).toBe(`Apply ${tag}`);
    await visit.keyboard.press('Escape');
    const camp = visit.locator('[data-testid^="team-camp-"]').filter({ has: visit.getByTestId('team-camp-title').filter({ hasText: campTitle }) });
    await expect(camp.getByTestId('team-camp-duration').textContent()).resolves.toBe('3 weeks');
    await expect(camp.getByTestId('camp-intensity').getAttribute('data-value')).resolves.toBe('3');
    await camp.getByTestId('team-camp-outline').click();
    await expect.poll(() => visit.getByTestId('camp-title').textContent()).toBe(campTitle);
    expect(new URL(visit.url()).pathname).toMatch(/^\/traincampinfo\/\d+$/);
    await expect.poll(() => visit.getByTestId('camp-content').innerHTML()).toContain(`Shortest paths ${tag}`);
    await context.close();
  });
});
