import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiDataAt, loginToken, newLearner, uniqueName, type Learner } from '../support/api-client';
import { browserSignedInAs, loginSession, pageAs } from '../support/e2e-pages';

const baseUrl = inject('baseUrl');
const call = apiDataAt(baseUrl);
const suite = browserSignedInAs(baseUrl, 'root', 'hojroot2026');

/** The unread poll of the shell (part 1 §4, §9). */
const POLL_MS = 120_000;

type Limits = Record<string, number>;
type Switches = { openPublicDiscussion: boolean; openGroupDiscussion: boolean; openContestComment: boolean };

let rootToken = '';
let savedLimits: Limits | null = null;
let savedSwitches: Switches | null = null;

async function signedInLearner(prefix: string): Promise<{ learner: Learner; uid: string; token: string; page: Page }> {
  const learner = await newLearner(baseUrl, prefix);
  const session = await loginSession(baseUrl, learner.username, learner.password);
  const { page } = await pageAs(suite.browser, session);
  return { learner, uid: (session.user as { uid: string }).uid, token: session.token, page };
}

/** The number on the user menu's avatar badge (0 without one). */
async function avatarCount(page: Page): Promise<number> {
  return Number((await page.getByTestId('unread-indicator').getAttribute('data-count')) ?? '0');
}

/** A tab's unread badge on /message, '' when it has none. */
async function tabBadge(page: Page, box: string): Promise<string> {
  const badge = page.getByTestId(`message-badge-${box}`);
  return (await badge.count()) === 0 ? '' : badge.innerText();
}

// Fresh learners have no accepted problems: the thresholds are lifted for this file and the switches
// opened, and both are put back after it, since every browser test file shares one stack.
beforeAll(async () => {
  rootToken = await loginToken(baseUrl, 'root', 'hojroot2026');
  savedLimits = await call<Limits>('GET', '/api/admin/config/get-community-config', rootToken);
  await call('PUT', '/api/admin/config/set-community-config', rootToken, { body: { ...savedLimits, discussionMinAc: 0, discussionDailyLimit: 1000, commentMinAc: 0, commentDailyLimit: 1000 } });
  savedSwitches = await call<Switches>('GET', '/api/admin/switch/info', rootToken);
  await call('PUT', '/api/admin/switch/update', rootToken, { body: { openPublicDiscussion: true, openContestComment: true } });
});

afterAll(async () => {
  if (savedLimits) await call('PUT', '/api/admin/config/set-community-config', rootToken, { body: savedLimits });
  if (savedSwitches) await call('PUT', '/api/admin/switch/update', rootToken, { body: { openPublicDiscussion: savedSwitches.openPublicDiscussion, openContestComment: savedSwitches.openContestComment } });
});

describe('the learner-to-learner community flow', () => {
  it('A asks under a problem, B comments, replies and likes; A sees the badges rise without a reload, reads the messages and the counts drop', async () => {
    const a = await signedInLearner('Asker');
    const b = await signedInLearner('Helper');
    const title = uniqueName('Overflow?');

    // A posts a question under P1000 through the post dialog.
    await a.page.goto(`${baseUrl}/discussion/P1000?l=en-US`);
    await a.page.getByTestId('discussion-create').click();
    // (the dialog's root has no box of its own: wait for its first field)
    await a.page.getByTestId('discussion-post-title').fill(title);
    await a.page.getByTestId('discussion-post-description').fill('Big numbers');
    await a.page.getByTestId('discussion-post-content-input').fill('Why does `int` overflow here?');
    await a.page.getByTestId('discussion-post-submit').click();
    await a.page.waitForURL(/\/discussion-detail\/\d+/);
    const did = Number(/discussion-detail\/(\d+)/.exec(a.page.url())![1]);

    // A adds a comment of their own: it leaves no message for A.
    const area = a.page.getByTestId('comment-area');
    await area.waitFor();
    await a.page.getByTestId('comment-empty').waitFor();
    // A blank comment is refused before any call.
    await a.page.getByTestId('comment-editor-submit').click();
    await a.page.getByTestId('comment-editor').getByText('Content cannot be empty').waitFor();
    await a.page.getByTestId('comment-editor-input').fill('Details: the answer is **3000000000**.');
    await a.page.getByTestId('comment-editor-submit').click();
    const aComment = a.page.getByTestId('comment-item').first();
    await aComment.waitFor();
    expect(await aComment.getByTestId('comment-content').locator('strong').innerText()).toBe('3000000000');
    expect(await aComment.getByTestId('comment-author').innerText()).toBe(a.learner.username);
    await expect.poll(() => a.page.getByTestId('comment-total').innerText()).toBe('(1)');

    // A keeps the question open in another tab whose timers run on a clock the test moves, so the
    // 120 s poll comes without waiting for it (the clock is installed before the page loads).
    const watch = await a.page.context().newPage();
    await watch.clock.install();
    await watch.goto(`${baseUrl}/discussion-detail/${did}?l=en-US`);
    await watch.getByTestId('comment-item').first().waitFor();
    await watch.getByTestId('unread-indicator').waitFor();
    const before = await avatarCount(watch);

    // B opens the question, comments, likes it, replies to A's comment quoting it and likes the comment.
    await b.page.goto(`${baseUrl}/discussion-detail/${did}?l=en-US`);
    await b.page.getByTestId('comment-item').first().waitFor();
    await b.page.getByTestId('comment-editor-input').fill('Use a 64-bit integer.');
    await b.page.getByTestId('comment-editor-submit').click();
    await expect.poll(() => b.page.getByTestId('comment-item').count()).toBe(2);
    // The newest comment comes first.
    expect(await b.page.getByTestId('comment-item').first().getByTestId('comment-author').innerText()).toBe(b.learner.username);
    await b.page.getByTestId('discussion-like').click();
    await expect.poll(() => b.page.getByTestId('discussion-detail-likes').innerText()).toBe('1');
    const aCommentForB = b.page.getByTestId('comment-item').filter({ hasText: '3000000000' });
    await aCommentForB.getByTestId('comment-reply').click();
    await b.page.getByTestId('reply-editor-input').fill('Or Python, which has big integers.');
    await b.page.getByTestId('reply-editor-submit').click();
    await aCommentForB.getByTestId('reply-item').first().waitFor();
    await aCommentForB.getByTestId('comment-like').click();
    await expect.poll(() => aCommentForB.getByTestId('comment-like-count').innerText()).toBe('1');
    expect(await aCommentForB.getByTestId('comment-like').getAttribute('data-liked')).toBe('true');
    // B may delete only B's own posts: no delete on A's comment.
    expect(await aCommentForB.getByTestId('comment-delete').count()).toBe(0);

    // A, still on the same page: nothing yet; once the 120 s poll comes, the badge shows four more.
    expect(await avatarCount(watch)).toBe(before);
    await watch.clock.fastForward(POLL_MS);
    await expect.poll(() => avatarCount(watch), { timeout: 15_000 }).toBeGreaterThanOrEqual(before + 4);
    const risen = await avatarCount(watch);
    // From here on the tab's time flows again (the menu and tabs animate).
    await watch.clock.resume();
    await a.page.close();
    a.page = watch;
    await a.page.getByTestId('user-menu').click();
    await expect.poll(() => a.page.getByTestId('user-menu-message-count').innerText()).toBe(String(risen));

    // A opens the message centre from the menu (no reload): the comment box is read, its badge goes.
    await a.page.getByTestId('user-menu-message').click();
    await a.page.waitForURL(/\/message\/discuss/);
    const discuss = a.page.getByTestId('message-box-discuss');
    const comment = discuss.getByTestId('message-item').first();
    await comment.waitFor();
    expect(await comment.getByTestId('message-sender').innerText()).toBe(b.learner.username);
    expect(await comment.getByTestId('message-sender').getAttribute('href')).toContain(`username=${b.learner.username}`);
    expect(await comment.getByTestId('message-action').innerText()).toBe('commented on your post');
    expect(await comment.getByTestId('message-content').innerText()).toContain('Use a 64-bit integer.');
    expect(await comment.getByTestId('message-source').innerText()).toBe(`Discussion post: [P1000] ${title}`);
    expect(await comment.getByTestId('message-unread-dot').getAttribute('data-unread')).toBe('true');
    await expect.poll(() => tabBadge(a.page, 'discuss')).toBe('');
    expect(await tabBadge(a.page, 'reply')).toBe('1');
    expect(await tabBadge(a.page, 'like')).toBe('2');
    await expect.poll(() => avatarCount(a.page)).toBe(risen - 1);

    // The reply box shows the quote; reading it lowers the count again.
    await a.page.getByTestId('message-tab-reply').click();
    await a.page.waitForURL(/\/message\/reply/);
    const reply = a.page.getByTestId('message-box-reply').getByTestId('message-item').first();
    await reply.waitFor();
    expect(await reply.getByTestId('message-action').innerText()).toBe('replied to you');
    expect(await reply.getByTestId('message-content').innerText()).toContain('Or Python');
    expect(await reply.getByTestId('message-quote').innerText()).toContain('3000000000');
    await expect.poll(() => tabBadge(a.page, 'reply')).toBe('');
    await expect.poll(() => avatarCount(a.page)).toBe(risen - 2);

    // The like box: both likes; Clean All asks first, then empties it.
    await a.page.getByTestId('message-tab-like').click();
    const likes = a.page.getByTestId('message-box-like');
    await expect.poll(() => likes.getByTestId('message-item').count()).toBe(2);
    const actions = await likes.getByTestId('message-action').allInnerTexts();
    expect(actions.sort()).toEqual(['liked your comment', 'liked your post']);
    await expect.poll(() => avatarCount(a.page)).toBe(risen - 4);
    await a.page.getByTestId('message-clean-all').click();
    await a.page.getByTestId('message-clean-confirm').click();
    await likes.getByTestId('message-empty').waitFor();

    // Read items lose their red dot; a click goes where the message happened.
    await a.page.goto(`${baseUrl}/message?l=en-US`);
    await a.page.waitForURL(/\/message\/discuss/);
    const readComment = a.page.getByTestId('message-box-discuss').getByTestId('message-item').first();
    await readComment.waitFor();
    expect(await readComment.getByTestId('message-unread-dot').getAttribute('data-unread')).toBe('false');
    await readComment.getByTestId('message-open').click();
    await a.page.waitForURL(new RegExp(`/discussion-detail/${did}`));
    await a.page.getByTestId('comment-area').waitFor();

    // One item deleted from the reply box after its confirmation.
    await a.page.goto(`${baseUrl}/message/reply?l=en-US`);
    await a.page.getByTestId('message-box-reply').getByTestId('message-item').first().waitFor();
    await a.page.getByTestId('message-delete').first().click();
    await a.page.getByTestId('message-delete-confirm').click();
    await a.page.getByTestId('message-box-reply').getByTestId('message-empty').waitFor();
  });

  it('a comment shows three replies until expanded; deleting asks first; stored XSS is inert; a guest is asked to sign in', async () => {
    const a = await signedInLearner('Poster');
    const b = await signedInLearner('Answerer');
    const discussion = await call<{ id: number }>('POST', '/api/discussion', a.token, { body: { title: uniqueName('Replies'), description: 'd', content: 'c', categoryId: 1 } });
    const comment = await call<{ id: number }>('POST', '/api/comment', a.token, { body: { did: discussion.id, content: 'First comment' } });
    // Stored XSS in a comment and a reply: rendered inert through the one sanitising renderer.
    const xss = '<img src=x onerror="window.__pwned=1"> <a href="javascript:window.__pwned=2">x</a> <script>window.__pwned=3</script>';
    await call('POST', '/api/comment', b.token, { body: { did: discussion.id, content: `Evil ${xss}` } });
    for (const n of [1, 2, 3, 4]) {
      await call('POST', '/api/reply', b.token, { body: { commentId: comment.id, content: `Reply ${n}`, toUid: a.uid, quoteId: comment.id, quoteType: 'Comment' } });
    }

    await b.page.goto(`${baseUrl}/discussion-detail/${discussion.id}?l=en-US`);
    const evil = b.page.getByTestId('comment-item').filter({ hasText: 'Evil' });
    await evil.waitFor();
    const html = await evil.getByTestId('comment-content').innerHTML();
    expect(html).not.toMatch(/onerror|javascript:|<script/i);
    expect(await b.page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    const item = b.page.getByTestId('comment-item').filter({ hasText: 'First comment' });
    await item.waitFor();
    expect(await item.getByTestId('reply-item').count()).toBe(3);
    await item.getByTestId('replies-expand').click();
    await expect.poll(() => item.getByTestId('reply-item').count()).toBe(4);
    await item.getByTestId('replies-collapse').click();
    await expect.poll(() => item.getByTestId('reply-item').count()).toBe(3);

    // Replying to a reply names the person answered.
    await item.getByTestId('reply-item').first().getByTestId('reply-reply').click();
    await b.page.getByTestId('reply-editor-input').fill('Answering myself');
    await b.page.getByTestId('reply-editor-submit').click();
    await item.getByTestId('replies-expand').click();
    await expect.poll(() => item.getByTestId('reply-item').count()).toBe(5);
    expect(await item.getByTestId('reply-to').last().innerText()).toContain(`@${b.learner.username}`);

    // Deleting a reply asks first; cancelling keeps it.
    const first = item.getByTestId('reply-item').first();
    await first.getByTestId('reply-delete').click();
    await b.page.getByRole('button', { name: 'Cancel' }).click();
    expect(await item.getByTestId('reply-item').count()).toBe(5);
    await first.getByTestId('reply-delete').click();
    await b.page.getByTestId('comment-delete-confirm').click();
    await expect.poll(() => item.getByTestId('reply-item').count()).toBe(4);

    // A guest sees the comments and a sign-in prompt instead of the editor.
    const guest = await suite.browser.newContext();
    const page = await guest.newPage();
    await page.goto(`${baseUrl}/discussion-detail/${discussion.id}?l=en-US`);
    await page.getByTestId('comment-login-prompt').waitFor();
    expect(await page.getByTestId('comment-editor').count()).toBe(0);
    await page.getByTestId('comment-like').first().click();
    await page.locator('.mantine-Notification-root').filter({ hasText: /login/i }).first().waitFor();
    await guest.close();
  });

  it('the mine box tells a learner their group application was accepted, in markdown with a link', async () => {
    const a = await signedInLearner('Joiner');
    const name = `Club ${Math.random().toString(36).slice(2, 8)}`;
    const group = await call<{ id: number }>('POST', '/api/group', rootToken, {
      body: { name, shortName: `k${Math.random().toString(36).slice(2, 8)}`, brief: 'A club', description: 'About the club', auth: 3, code: 'CLB001' },
    });
    await call('POST', '/api/group/member', a.token, { body: { gid: group.id, code: 'CLB001', reason: 'Let me in' } });
    await call('PUT', '/api/group/member', rootToken, { body: { gid: group.id, uid: a.uid, auth: 3 } });

    await a.page.goto(`${baseUrl}/message/discuss?l=en-US`);
    await a.page.getByTestId('message-box-discuss').getByTestId('message-empty').waitFor();
    await expect.poll(() => tabBadge(a.page, 'mine')).toBe('1');
    await a.page.getByTestId('message-tab-mine').click();
    const item = a.page.getByTestId('message-box-mine').getByTestId('message-item').first();
    await item.waitFor();
    expect(await item.getByTestId('message-title').innerText()).toBe('Your application to join a group was accepted');
    expect(await item.getByTestId('message-markdown').locator('a').getAttribute('href')).toBe(`/group/${group.id}`);
    expect(await item.getByTestId('message-unread-dot').getAttribute('data-unread')).toBe('true');
    await expect.poll(() => tabBadge(a.page, 'mine')).toBe('');
    await item.getByTestId('message-delete').click();
    await a.page.getByTestId('message-delete-confirm').click();
    await a.page.getByTestId('message-box-mine').getByTestId('message-empty').waitFor();
  });

  it('contest comments: during the contest a participant sees only their own and the managers\u2019 comments', async () => {
    const title = uniqueName('QA Round');
    const now = Date.now();
    const contest = await call<{ id: number }>('POST', '/api/admin/contest', rootToken, {
      body: { title, description: 'Questions welcome', startTime: new Date(now - 60_000).toISOString(), endTime: new Date(now + 60 * 60_000).toISOString(), type: 0, auth: 0 },
    });
    const cid = contest.id;
    const p1 = await signedInLearner('Solver');
    const p2 = await signedInLearner('Rival');
    await call('POST', '/api/comment', p2.token, { body: { cid, content: 'Rival question' } });
    await call('POST', '/api/comment', rootToken, { body: { cid, content: 'Manager answer: read the statement again' } });

    // The participant finds the Comment tab with the Q&A notice and asks through the editor.
    await p1.page.goto(`${baseUrl}/contest/${cid}?l=en-US`);
    await p1.page.getByTestId('contest-tab-comment').click();
    await p1.page.waitForURL(new RegExp(`/contest/${cid}/comment`));
    const notice = p1.page.getByTestId('contest-qa-notice');
    await notice.waitFor();
    expect(await notice.locator('li').count()).toBe(3);
    await p1.page.getByTestId('comment-editor-input').fill('Solver question');
    await p1.page.getByTestId('comment-editor-submit').click();
    await expect.poll(() => p1.page.getByTestId('comment-content').allInnerTexts()).toEqual(['Solver question', 'Manager answer: read the statement again']);
    expect(await p1.page.getByTestId('comment-role-badge').allInnerTexts()).toEqual(['SPA']);

    // The manager sees every comment and may delete each.
    const { page: manager } = await pageAs(suite.browser, suite.root);
    await manager.goto(`${baseUrl}/contest/${cid}/comment?l=en-US`);
    await manager.getByTestId('comment-item').first().waitFor();
    await expect.poll(() => manager.getByTestId('comment-item').count()).toBe(3);
    expect(await manager.getByTestId('comment-delete').count()).toBe(3);
    const rival = manager.getByTestId('comment-item').filter({ hasText: 'Rival question' });
    await rival.getByTestId('comment-delete').click();
    await manager.getByTestId('comment-delete-confirm').click();
    await expect.poll(() => manager.getByTestId('comment-item').count()).toBe(2);

    // With openContestComment off the tab goes and its route sends the visitor home with the message.
    try {
      await call('PUT', '/api/admin/switch/update', rootToken, { body: { openContestComment: false } });
      await p1.page.goto(`${baseUrl}/contest/${cid}/comment?l=en-US`);
      await p1.page.waitForURL(/\/home/);
      await p1.page.locator('.mantine-Notification-root').filter({ hasText: 'There is no open contest comment area on this site' }).first().waitFor();
      await p1.page.goto(`${baseUrl}/contest/${cid}?l=en-US`);
      await p1.page.getByTestId('contest-tab-overview').waitFor();
      expect(await p1.page.getByTestId('contest-tab-comment').count()).toBe(0);
    } finally {
      await call('PUT', '/api/admin/switch/update', rootToken, { body: { openContestComment: true } });
    }
  });
});
