import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, apiDataAt, loginToken, newLearner, uniqueName, type Learner } from '../support/api-client';
import { browserSignedInAs, loginSession, pageAs } from '../support/e2e-pages';

const baseUrl = inject('baseUrl');
const call = apiDataAt(baseUrl);
const suite = browserSignedInAs(baseUrl, 'root', 'hojroot2026');

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

type Limits = Record<string, number>;
type Switches = { openPublicDiscussion: boolean; openGroupDiscussion: boolean; openContestComment: boolean };

let rootToken = '';
let savedLimits: Limits = {};
/** a public group of this file's own, which learners join at once */
let clubGid = 0;

async function joinClub(token: string): Promise<number> {
  await call('POST', '/api/group/member', token, { body: { gid: clubGid, reason: null, code: null } });
  return clubGid;
}

/** A discussion posted over the API, as the learner's browser would. */
async function postDiscussion(token: string, body: Record<string, unknown>): Promise<{ id: number; title: string }> {
  return call('POST', '/api/discussion', token, { body: { categoryId: 1, description: 'About it', content: 'Hello', ...body } });
}

async function setSwitches(change: Partial<Switches>): Promise<void> {
  await call('PUT', '/api/admin/switch/update', rootToken, { body: change });
}

async function signedInLearner(prefix: string): Promise<{ learner: Learner; token: string; page: Page }> {
  const learner = await newLearner(baseUrl, prefix);
  const session = await loginSession(baseUrl, learner.username, learner.password);
  const { page } = await pageAs(suite.browser, session);
  return { learner, token: session.token, page };
}

// Fresh learners have no accepted problems: the discussion thresholds are lifted for this file and
// put back after it, since every browser test file shares one stack.
beforeAll(async () => {
  rootToken = await loginToken(baseUrl, 'root', 'hojroot2026');
  savedLimits = await call<Limits>('GET', '/api/admin/config/get-community-config', rootToken);
  await call('PUT', '/api/admin/config/set-community-config', rootToken, { body: { ...savedLimits, discussionMinAc: 0, discussionDailyLimit: 1000 } });
  const shortName = `d${Math.random().toString(36).slice(2, 8)}`;
  const club = await call<{ id: number }>('POST', '/api/group', rootToken, {
    body: { name: uniqueName('Talk Club').slice(0, 20), shortName, brief: 'A club that talks', description: 'We discuss problems together.', auth: 1, code: null, visible: true },
  });
  clubGid = club.id;
});

afterAll(async () => {
  if (rootToken) await call('PUT', '/api/admin/config/set-community-config', rootToken, { body: savedLimits });
});

describe('discussions in the browser', () => {
  it('a learner posts under a problem (draft kept), edits, likes; another reports it; the author deletes it', async () => {
    const { page } = await signedInLearner('Asker');
    const title = uniqueName('Why WA');

    // The problem page links to its discussions.
    await page.goto(`${baseUrl}/problem/P1000?l=en-US`);
    await page.getByTestId('problem-discussions-link').click();
    await page.waitForURL(/\/discussion\/P1000/);
    await expect.poll(() => page.getByTestId('discussion-list-title').innerText()).toContain('P1000');

    // The post dialog shows the problem prefix, fixes the category, offers no top switch, and keeps the draft.
    await page.getByTestId('discussion-create').click();
    // the full-screen modal's root has no box of its own: wait for what it holds
    const dialog = page.getByTestId('discussion-post-dialog');
    await page.getByTestId('discussion-post-title').waitFor();
    expect(await page.getByTestId('discussion-post-prefix').innerText()).toBe('[P1000]');
    expect(await page.getByTestId('discussion-post-category').isDisabled()).toBe(true);
    expect(await page.getByTestId('discussion-post-top').count()).toBe(0);
    await page.getByTestId('discussion-post-submit').click();
    await page.getByText('The title is required').waitFor();
    await page.getByTestId('discussion-post-title').fill(title);
    await page.getByTestId('discussion-post-description').fill('My answer fails on big numbers');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('discussion-create').click();
    expect(await page.getByTestId('discussion-post-title').inputValue()).toBe(title);
    expect(await page.getByTestId('discussion-post-description').inputValue()).toBe('My answer fails on big numbers');
    await page.getByTestId('discussion-post-content-input').fill('I read **two** numbers and print the sum.');
    await page.getByTestId('discussion-post-submit').click();

    // The detail: the prefixed title, the problem button, the author's edit link, one view.
    await page.waitForURL(/\/discussion-detail\/\d+/);
    const did = Number(/discussion-detail\/(\d+)/.exec(page.url())![1]);
    await expect.poll(() => page.getByTestId('discussion-detail-title').innerText()).toBe(`[P1000] ${title}`);
    expect(await page.getByTestId('discussion-detail-content').locator('strong').innerText()).toBe('two');
    await page.getByTestId('discussion-go-problem').waitFor();
    expect(await page.getByTestId('discussion-detail-views').innerText()).toBe('1');
    expect(await page.getByTestId('discussion-detail-category').innerText()).toMatch(/problem/i);

    // Edit: the category stays fixed; the new title shows at once.
    await page.getByTestId('discussion-edit').click();
    await page.getByTestId('discussion-post-title').waitFor();
    expect(await page.getByTestId('discussion-post-category').isDisabled()).toBe(true);
    expect(await page.getByTestId('discussion-post-title').inputValue()).toBe(title);
    await page.getByTestId('discussion-post-title').fill(`${title} (solved)`);
    await page.getByTestId('discussion-post-submit').click();
    await expect.poll(() => page.getByTestId('discussion-detail-title').innerText()).toBe(`[P1000] ${title} (solved)`);

    // The like toggle counts up and back down.
    await page.getByTestId('discussion-like').click();
    await expect.poll(() => page.getByTestId('discussion-detail-likes').innerText()).toBe('1');
    expect(await page.getByTestId('discussion-like').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('discussion-like').click();
    await expect.poll(() => page.getByTestId('discussion-detail-likes').innerText()).toBe('0');

    // After a reload of the create dialog the draft is gone: it was posted.
    await page.goto(`${baseUrl}/discussion/P1000?l=en-US`);
    const item = page.locator(`[data-testid="discussion-item"][data-discussion-id="${did}"]`);
    await item.waitFor();
    expect(await item.getByTestId('discussion-views').innerText()).toBe('1');
    expect(await item.getByTestId('discussion-category').innerText()).toMatch(/problem/i);
    await page.getByTestId('discussion-create').click();
    expect(await page.getByTestId('discussion-post-title').inputValue()).toBe('');
    await page.keyboard.press('Escape');

    // Another learner: no edit link, no menu; the report dialog needs a tag and a reason.
    const other = await signedInLearner('Reader');
    await other.page.goto(`${baseUrl}/discussion-detail/${did}?l=en-US`);
    await other.page.getByTestId('discussion-detail-title').waitFor();
    expect(await other.page.getByTestId('discussion-edit').count()).toBe(0);
    await expect.poll(() => other.page.getByTestId('discussion-detail-views').innerText()).toBe('2');
    await other.page.getByTestId('discussion-report').click();
    const report = other.page.getByTestId('discussion-report-dialog');
    await other.page.getByTestId('discussion-report-reason').waitFor();
    for (const tag of ['spam', 'illegal', 'vulgar', 'fraud', 'flaming', 'plagiarism']) await report.getByTestId(`discussion-report-tag-${tag}`).waitFor({ state: 'attached' });
    await other.page.getByTestId('discussion-report-submit').click();
    await toast(other.page, 'The report tag and reason cannot be empty').waitFor();
    await report.getByText('Spam ads').click();
    expect(await other.page.getByTestId('discussion-report-reason').getAttribute('maxlength')).toBe('200');
    await other.page.getByTestId('discussion-report-reason').fill('Advertises a paid course');
    await other.page.getByTestId('discussion-report-submit').click();
    await toast(other.page, 'Sent successfully').waitFor();
    await report.waitFor({ state: 'detached' });
    await other.page.goto(`${baseUrl}/discussion/P1000?l=en-US`);
    await other.page.locator(`[data-testid="discussion-item"][data-discussion-id="${did}"]`).waitFor();
    expect(await other.page.locator(`[data-testid="discussion-item"][data-discussion-id="${did}"]`).getByTestId('discussion-menu').count()).toBe(0);
    await other.page.context().close();

    // The author deletes it from the list menu, after a confirmation.
    await item.getByTestId('discussion-menu').click();
    await page.getByTestId('discussion-menu-delete').click();
    await page.getByTestId('discussion-delete-confirm').click();
    await toast(page, 'Delete successfully').waitFor();
    await item.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('the public list filters by keyword, category and onlyMine; admins see badges, pin and edit categories', async () => {
    const { learner, token, page } = await signedInLearner('Lister');
    const word = uniqueName('kw');
    await postDiscussion(token, { title: `${word} general question`, categoryId: 1 });
    const pinned = await postDiscussion(rootToken, { title: `${word} pinned by root`, categoryId: 1, topPriority: true });
    const mine = await postDiscussion(token, { title: `${word} mine too`, categoryId: 1 });

    await page.goto(`${baseUrl}/discussion?l=en-US`);
    await page.getByTestId('discussion-filter-keyword').fill(word);
    await page.getByTestId('discussion-filter-keyword').press('Enter');
    await page.waitForURL(/keyword=/);
    const items = page.getByTestId('discussion-item');
    await expect.poll(() => items.count()).toBe(3);
    // pinned first, with its marker and the super admin's SPA badge
    expect(await items.first().getAttribute('data-discussion-id')).toBe(String(pinned.id));
    await items.first().getByTestId('discussion-pinned').waitFor();
    expect(await items.first().getByTestId('discussion-role-badge').innerText()).toBe('SPA');
    expect(await items.nth(1).getByTestId('discussion-role-badge').count()).toBe(0);
    expect(await items.first().getByTestId('discussion-time').innerText()).toMatch(/now|second|minute/);

    await page.getByTestId('discussion-filter-mine').dispatchEvent('click');
    await page.waitForURL(/onlyMine=true/);
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.first().getAttribute('data-discussion-id')).toBe(String(mine.id));
    await items.first().getByText(learner.username).waitFor();

    // The problem category holds none of them.
    await page.getByTestId('discussion-category-2').click();
    await page.waitForURL(/cid=2/);
    await page.getByTestId('discussion-list-empty').waitFor();
    // Ordinary users do not edit categories.
    expect(await page.getByTestId('discussion-category-edit').count()).toBe(0);
    await page.context().close();

    // The admin edits the categories: adds one, and the general and problem ones cannot be removed.
    const { page: admin } = await pageAs(suite.browser, suite.root);
    const category = uniqueName('Cat').slice(0, 15);
    await admin.goto(`${baseUrl}/discussion?l=en-US`);
    await admin.getByTestId('discussion-categories').waitFor();
    await admin.getByTestId('discussion-category-edit').click();
    const editor = admin.getByTestId('discussion-category-editor');
    await editor.waitFor();
    expect(await editor.getByTestId('discussion-category-remove').first().isDisabled()).toBe(true);
    expect(await editor.getByTestId('discussion-category-remove').nth(1).isDisabled()).toBe(true);
    await admin.getByTestId('discussion-category-add').click();
    await editor.getByTestId('discussion-category-name').last().fill(category);
    await admin.getByTestId('discussion-category-save').click();
    await toast(admin, 'Update Successfully').waitFor();
    const link = admin.getByTestId('discussion-categories').getByText(category, { exact: true });
    await link.waitFor();
    // The admin's post dialog offers the top switch.
    await admin.getByTestId('discussion-create').click();
    await admin.getByTestId('discussion-post-top').waitFor();
    expect(await admin.getByTestId('discussion-post-category').isDisabled()).toBe(false);
    await admin.keyboard.press('Escape');
    // and removes the new category again
    await admin.getByTestId('discussion-category-edit').click();
    await editor.getByTestId('discussion-category-remove').last().click();
    await admin.getByTestId('discussion-category-save').click();
    await link.waitFor({ state: 'detached' });
    await admin.context().close();
  });

  it('stored XSS in a discussion renders inert in the list and the detail', async () => {
    const { token, page } = await signedInLearner('Xss');
    const ran: string[] = [];
    await page.exposeFunction('__xssRan', (what: string) => ran.push(what));
    page.on('dialog', (dialog) => {
      ran.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    const hit = (n: number) => `window.__xssRan('vector ${n}')`;
    const content = [
      'Before the vectors: **still here**',
      `<script>${hit(1)}</script>`,
      `<img src="x" onerror="${hit(2)}">`,
      `<a href="javascript:${hit(3)}">plain link</a>`,
      `<svg onload="${hit(4)}"><circle r="4"></circle></svg>`,
      `<iframe src="javascript:${hit(5)}"></iframe>`,
      `[markdown link](javascript:${hit(6)})`,
      `[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)`,
      `<a href="data:text/html,<script>alert(7)</script>">data anchor</a>`,
      `<details open ontoggle="${hit(8)}"><summary>more</summary>x</details>`,
      `![pic](x" onerror="${hit(9)})`,
      `<object data="javascript:${hit(11)}"></object><embed src="javascript:${hit(12)}">`,
      `<form action="javascript:${hit(13)}"><button>go</button></form>`,
      `<div style="background:url(javascript:${hit(14)})" onmouseover="${hit(15)}">hover me</div>`,
      // an unclosed <style> swallows what follows, so this one comes last
      `<math><mtext><table><mglyph><style><img src=x onerror="${hit(10)}">`,
    ].join('\n\n');
    const posted = await postDiscussion(token, {
      title: `<img src=x onerror="${hit(20)}"> title`,
      description: `<script>${hit(21)}</script> description`,
      content,
    });

    const assertInert = async () => {
      const found = await page.evaluate(() => {
        const all = Array.from(document.querySelectorAll('*'));
        return {
          onAttributes: all.flatMap((el) => Array.from(el.attributes).filter((a) => a.name.toLowerCase().startsWith('on')).map((a) => `${el.tagName}.${a.name}`)),
          scriptLinks: Array.from(document.querySelectorAll('[href],[src],[action],[data]'))
            .flatMap((el) => ['href', 'src', 'action', 'data', 'xlink:href'].map((name) => el.getAttribute(name) ?? ''))
            .filter((value) => /^\s*(javascript|vbscript|data:text\/html)/i.test(value)),
          frames: document.querySelectorAll('main iframe, main object, main embed, main form').length,
          scripts: document.querySelectorAll('main script').length,
        };
      });
      expect(found).toEqual({ onAttributes: [], scriptLinks: [], frames: 0, scripts: 0 });
    };

    await page.goto(`${baseUrl}/discussion-detail/${posted.id}?l=en-US`);
    const body = page.getByTestId('discussion-detail-content');
    await body.getByText('still here').waitFor();
    // the title and description are text, shown as written
    expect(await page.getByTestId('discussion-detail-title').innerText()).toContain('<img src=x onerror=');
    expect(await page.getByTestId('discussion-detail-description').innerText()).toContain('<script>');
    await assertInert();
    // Clicking every remaining link and hovering the content runs nothing either.
    await body.getByText('hover me').hover().catch(() => undefined);
    for (const anchor of await body.locator('a').all()) await anchor.click({ modifiers: ['ControlOrMeta'] }).catch(() => undefined);
    await page.waitForTimeout(300);
    await assertInert();

    await page.goto(`${baseUrl}/discussion?keyword=${encodeURIComponent('title')}&onlyMine=true&l=en-US`);
    await page.locator(`[data-testid="discussion-item"][data-discussion-id="${posted.id}"]`).waitFor();
    await assertInert();
    expect(ran).toEqual([]);
    await page.context().close();
  });

  it('group discussions: a member posts in the tab; the group admin pins and disables it at once', async () => {
    const { token, page } = await signedInLearner('Member');
    const gid = await joinClub(token);
    const title = uniqueName('Club Q');

    await page.goto(`${baseUrl}/group/${gid}?l=en-US`);
    await page.getByTestId('group-tab-discussion').click();
    await page.waitForURL(new RegExp(`/group/${gid}/discussion`));
    await page.getByTestId('discussion-create').click();
    await page.getByTestId('discussion-post-title').fill(title);
    await page.getByTestId('discussion-post-description').fill('For the club');
    await page.getByTestId('discussion-post-category').click();
    await page.getByRole('option', { name: 'General' }).click();
    await page.getByTestId('discussion-post-content-input').fill('When do we meet?');
    await page.getByTestId('discussion-post-submit').click();
    await page.waitForURL(new RegExp(`/group/${gid}/discussion-detail/\\d+`));
    const did = Number(/discussion-detail\/(\d+)/.exec(page.url())![1]);
    await expect.poll(() => page.getByTestId('discussion-detail-title').innerText()).toBe(title);
    expect(await page.getByTestId('group-tab-discussion').getAttribute('aria-selected')).toBe('true');
    // The group's discussion is not in the public list.
    const publicList = await call<{ records: { id: number }[] }>('GET', '/api/get-discussion-list', token, { query: { keyword: title, currentPage: 1, limit: 10 } });
    expect(publicList.records.map((r) => r.id)).not.toContain(did);

    // A problem's discussions in the group: its own title and the way back.
    await page.goto(`${baseUrl}/group/${gid}/discussion/P1000?l=en-US`);
    await expect.poll(() => page.getByTestId('discussion-list-title').innerText()).toContain('P1000');
    await page.getByTestId('discussion-back-all').click();
    await page.waitForURL(new RegExp(`/group/${gid}/discussion/?(\\?|$)`));
    await page.locator(`[data-testid="discussion-item"][data-discussion-id="${did}"]`).waitFor();
    expect(await page.getByTestId('group-discussion-admin-toggle').count()).toBe(0);

    // The group admin (the super admin is root of every group): the table's switch and select save at once.
    const { page: admin } = await pageAs(suite.browser, suite.root);
    await admin.goto(`${baseUrl}/group/${gid}/discussion?l=en-US`);
    await admin.getByTestId('group-discussion-admin-toggle').dispatchEvent('click');
    const row = admin.locator(`[data-testid="group-discussion-admin-row"][data-discussion-id="${did}"]`);
    await row.waitFor();
    await row.getByTestId('group-discussion-top').dispatchEvent('click');
    await toast(admin, 'Update Successfully').waitFor();
    await page.reload();
    const item = page.locator(`[data-testid="discussion-item"][data-discussion-id="${did}"]`);
    await item.getByTestId('discussion-pinned').waitFor();
    await row.getByTestId('group-discussion-status').click();
    await admin.getByRole('option', { name: 'Disabled' }).click();
    await expect.poll(() => row.getByTestId('group-discussion-status').inputValue()).toBe('Disabled');
    await page.reload();
    await page.getByTestId('group-discussions').waitFor();
    await item.waitFor({ state: 'detached' });
    // Its author may still open it, with the notice.
    await page.goto(`${baseUrl}/group/${gid}/discussion-detail/${did}?l=en-US`);
    await page.getByTestId('discussion-disabled-notice').waitFor();
    await admin.context().close();
    await page.context().close();
  });

  it('the three switches close their areas with the no-access message and hide their ways in', async () => {
    const { token, page } = await signedInLearner('Closed');
    const gid = await joinClub(token);
    const contests = await call<{ records: { id: number }[] }>('GET', '/api/get-contest-list', token, { query: { currentPage: 1, limit: 10 } });
    // the guard answers before the contest is read, so any contest id shows it
    const cid = contests.records[0]?.id ?? 1;
    const before = await call<Switches>('GET', '/api/admin/switch/info', rootToken);
    try {
      await setSwitches({ openPublicDiscussion: false, openGroupDiscussion: false, openContestComment: false });

      await page.goto(`${baseUrl}/discussion?l=en-US`);
      await page.waitForURL(/\/home/);
      await toast(page, 'There is no open discussion area on this site').waitFor();
      expect(await page.getByTestId('nav-discussion').count()).toBe(0);
      await page.goto(`${baseUrl}/discussion-detail/1?l=en-US`);
      await page.waitForURL(/\/home/);
      // the server refuses the area's calls too
      const refused = await api(baseUrl, 'GET', '/api/get-discussion-list', { token, query: { currentPage: 1, limit: 10 } });
      expect(refused.status).not.toBe(200);
      expect(refused.body.msg).toBe('There is no open discussion area on this site');

      await page.goto(`${baseUrl}/problem/P1000?l=en-US`);
      await page.getByTestId('fold-editor').waitFor();
      expect(await page.getByTestId('problem-discussions-link').count()).toBe(0);

      await page.goto(`${baseUrl}/group/${gid}/discussion?l=en-US`);
      await page.waitForURL(/\/home/);
      await toast(page, 'There is no open group discussion area on this site').waitFor();
      await page.goto(`${baseUrl}/group/${gid}?l=en-US`);
      await page.getByTestId('group-tab-member').waitFor();
      expect(await page.getByTestId('group-tab-discussion').count()).toBe(0);

      await page.goto(`${baseUrl}/contest/${cid}/comment?l=en-US`);
      await page.waitForURL(/\/home/);
      await toast(page, 'There is no open contest comment area on this site').waitFor();

      // Opened again, the areas and their ways in come back.
      await setSwitches({ openPublicDiscussion: true, openGroupDiscussion: true });
      await page.goto(`${baseUrl}/home?l=en-US`);
      await page.getByTestId('nav-discussion').click();
      await page.waitForURL(/\/discussion/);
      await page.getByTestId('discussion-list-title').waitFor();
      await page.goto(`${baseUrl}/group/${gid}?l=en-US`);
      await page.getByTestId('group-tab-discussion').waitFor();
    } finally {
      await setSwitches({ openPublicDiscussion: before.openPublicDiscussion, openGroupDiscussion: before.openGroupDiscussion, openContestComment: before.openContestComment });
      await page.context().close();
    }
  });

  it('a signed-in ordinary user may open the group create dialog; the server applies the threshold', async () => {
    const { page } = await signedInLearner('Founder');
    await page.goto(`${baseUrl}/group?l=en-US`);
    await page.getByTestId('group-create').click();
    await page.getByTestId('group-form').waitFor();
    await page.context().close();
  });
});
