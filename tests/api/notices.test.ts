import { fill } from '../../contract/message-template';
import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NoticeView } from '../../contract/api/community';
import type { Page } from '../../contract/envelope';
import { COMMUNITY_MESSAGES, NOTICE_DESIGNATED_MAX, NOTICE_PUSH_CRON } from '../../contract/rules/community';
import worker from '../../worker/main';
import { CRON, runScheduled } from '../../worker/scheduled';
import { manualClock } from '../../worker/lib/clock';
import { pushPendingNotices } from '../../worker/notices/push';
import { database } from '../../worker/db/client';
import { expectSuperAdminOnly, oneOfEachRole } from './community-support';
import { boardUser, type TestUser } from './scoreboard-support';
import { buildRequest, call, dispatch, expectOk, expectRefused } from './support';

/** System notifications (part 3 §3.7, decision 33): the super admin's calls, one row per notification, and the hourly push. */

let user: TestUser, teacher: TestUser, admin: TestUser, root: TestUser;
beforeAll(async () => {
  ({ user, teacher, admin, root } = await oneOfEachRole());
});

const tag = () => `N${crypto.randomUUID().slice(0, 8)}`;

async function write(body: { title: string; content?: string; recipient: 'All' | 'Admin' | 'Designated'; users?: string[] }): Promise<NoticeView> {
  return expectOk(await call<NoticeView>('POST', '/api/admin/notice', { token: root.token, body: { content: 'Maintenance **tonight**', ...body } }));
}

async function rowsOf(table: string, where: string, ...params: (string | number)[]): Promise<number> {
  return (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`)
    .bind(...params)
    .first<{ n: number }>())!.n;
}

async function noticeRow(id: number) {
  return env.DB.prepare('SELECT pushed, pushed_at AS pushedAt FROM notices WHERE id = ?').bind(id).first<{ pushed: number; pushedAt: number | null }>();
}

describe('admin/notice by role', () => {
  it('is the super admin’s alone: visitors must sign in, users, teachers and admins are refused', async () => {
    const existing = await write({ title: tag(), recipient: 'All' });
    const body = { title: 'Refused', content: 'x', recipient: 'All' };
    await expectSuperAdminOnly(
      '/api/admin/notice',
      [
        ['GET', { query: {} }],
        ['POST', { body }],
        ['PUT', { body: { ...body, id: existing.id } }],
        ['DELETE', { query: { id: existing.id } }],
      ],
      [user, teacher, admin],
    );
    expect(await rowsOf('notices', "title = 'Refused'")).toBe(0);
    expect(await rowsOf('notices', 'id = ? AND title = ?', existing.id, existing.title)).toBe(1);
  });
});

describe('writing notifications', () => {
  it('a notification to All (or Admin) is one row, with no per-user rows, waiting for the push', async () => {
    const before = await rowsOf('notice_recipients', '1 = 1');
    const all = await write({ title: tag(), recipient: 'All', users: [user.username] });
    expect(all).toMatchObject({ recipient: 'All', users: [], pushed: false, pushedAt: null, author: root.username, content: 'Maintenance **tonight**' });
    const admins = await write({ title: tag(), recipient: 'Admin' });
    expect(admins).toMatchObject({ recipient: 'Admin', users: [] });
    expect(await rowsOf('notices', 'id IN (?, ?)', all.id, admins.id)).toBe(2);
    expect(await rowsOf('notice_recipients', '1 = 1')).toBe(before);
    expect(await rowsOf('notice_states', 'notice_id IN (?, ?)', all.id, admins.id)).toBe(0);
  });

  it('a designated notification resolves usernames (any case, each once) into recipient rows', async () => {
    const [a, b] = await Promise.all([boardUser(), boardUser()]);
    const notice = await write({ title: tag(), recipient: 'Designated', users: [a.username.toUpperCase(), b.username, a.username] });
    expect(notice.users.toSorted()).toEqual([a.username, b.username].toSorted());
    expect(await rowsOf('notices', 'id = ?', notice.id)).toBe(1);
    const uids = await env.DB.prepare('SELECT uid FROM notice_recipients WHERE notice_id = ? ORDER BY uid').bind(notice.id).all<{ uid: string }>();
    expect(uids.results.map((r) => r.uid)).toEqual([a.uid, b.uid].toSorted());
  });

  it('takes more designated users than one statement may bind', async () => {
    const many = await Promise.all(Array.from({ length: 120 }, () => boardUser()));
    const notice = await write({ title: tag(), recipient: 'Designated', users: many.map((u) => u.username) });
    expect(notice.users).toHaveLength(120);
    expect(await rowsOf('notice_recipients', 'notice_id = ?', notice.id)).toBe(120);
  }, 60_000);

  it('refuses unknown users with their names, an empty designated list, and bad input; nothing is written', async () => {
    const t = tag();
    const known = await boardUser();
    expectRefused(await call('POST', '/api/admin/notice', { token: root.token, body: { title: t, content: 'x', recipient: 'Designated', users: ['ghost_one', known.username, 'ghost_two'] } }), 400, fill(COMMUNITY_MESSAGES.unknownUsers, { usernames: 'ghost_one, ghost_two' }));
    expectRefused(await call('POST', '/api/admin/notice', { token: root.token, body: { title: t, content: 'x', recipient: 'Designated', users: [] } }), 400, COMMUNITY_MESSAGES.designatedRequired);
    expectRefused(await call('POST', '/api/admin/notice', { token: root.token, body: { title: t, content: 'x', recipient: 'Designated' } }), 400, COMMUNITY_MESSAGES.designatedRequired);
    expectRefused(await call('POST', '/api/admin/notice', { token: root.token, body: { title: t, content: 'x', recipient: 'Everyone' } }), 400, /recipient/);
    expectRefused(await call('POST', '/api/admin/notice', { token: root.token, body: { title: '', content: 'x', recipient: 'All' } }), 400, /title/);
    expectRefused(await call('POST', '/api/admin/notice', { token: root.token, body: { title: t, content: 'x', recipient: 'Designated', users: Array.from({ length: NOTICE_DESIGNATED_MAX + 1 }, (_, i) => `u${i}`) } }), 400, /users/);
    expect(await rowsOf('notices', 'title = ?', t)).toBe(0);
  });
});

describe('the notification table', () => {
  it('lists notifications newest first with their audience, author and push state; a keyword matches the title', async () => {
    const t = tag();
    const target = await boardUser();
    const first = await write({ title: `${t} one`, recipient: 'All' });
    const second = await write({ title: `${t} two`, recipient: 'Designated', users: [target.username] });
    const page = expectOk(await call<Page<NoticeView>>('GET', '/api/admin/notice', { token: root.token, query: { keyword: t } }));
    expect(page).toMatchObject({ total: 2, size: 10, current: 1 });
    expect(page.records.map((r) => [r.id, r.recipient, r.users, r.pushed, r.author])).toEqual([
      [second.id, 'Designated', [target.username], false, root.username],
      [first.id, 'All', [], false, root.username],
    ]);
    const limited = expectOk(await call<Page<NoticeView>>('GET', '/api/admin/notice', { token: root.token, query: { keyword: t, limit: 1, currentPage: 2 } }));
    expect(limited.records.map((r) => r.id)).toEqual([first.id]);
  });

  it('changes the text and the audience; a pushed notification stays pushed', async () => {
    const [a, b] = await Promise.all([boardUser(), boardUser()]);
    const notice = await write({ title: tag(), recipient: 'Designated', users: [a.username] });
    await pushPendingNotices({ db: database(env), clock: manualClock(Date.UTC(2026, 0, 1, 10)) });
    const changed = expectOk(await call<NoticeView>('PUT', '/api/admin/notice', { token: root.token, body: { id: notice.id, title: 'Corrected', content: 'New text', recipient: 'Designated', users: [b.username] } }));
    expect(changed).toMatchObject({ id: notice.id, title: 'Corrected', content: 'New text', users: [b.username], pushed: true, pushedAt: new Date(Date.UTC(2026, 0, 1, 10)).toISOString() });
    const toAll = expectOk(await call<NoticeView>('PUT', '/api/admin/notice', { token: root.token, body: { id: notice.id, title: 'Corrected', content: 'New text', recipient: 'All' } }));
    expect(toAll).toMatchObject({ recipient: 'All', users: [] });
    expect(await rowsOf('notice_recipients', 'notice_id = ?', notice.id)).toBe(0);

    expectRefused(await call('PUT', '/api/admin/notice', { token: root.token, body: { title: 'x', content: 'x', recipient: 'All' } }), 400, 'id is required');
    expectRefused(await call('PUT', '/api/admin/notice', { token: root.token, body: { id: 999_999_999, title: 'x', content: 'x', recipient: 'All' } }), 404, COMMUNITY_MESSAGES.noticeNotFound);
    expectRefused(await call('PUT', '/api/admin/notice', { token: root.token, body: { id: notice.id, title: 'x', content: 'x', recipient: 'Designated', users: ['ghost_three'] } }), 400, fill(COMMUNITY_MESSAGES.unknownUsers, { usernames: 'ghost_three' }));
    expect((await env.DB.prepare('SELECT title, recipient FROM notices WHERE id = ?').bind(notice.id).first())).toEqual({ title: 'Corrected', recipient: 'All' });
  });

  it('deletes a notification with its recipients and every user’s read state', async () => {
    const target = await boardUser();
    const notice = await write({ title: tag(), recipient: 'Designated', users: [target.username] });
    await env.DB.prepare('INSERT INTO notice_states (notice_id, uid, state) VALUES (?, ?, 1)').bind(notice.id, target.uid).run();
    expect(expectOk(await call('DELETE', '/api/admin/notice', { token: root.token, query: { id: notice.id } }))).toBeNull();
    for (const [table, column] of [
      ['notices', 'id'],
      ['notice_recipients', 'notice_id'],
      ['notice_states', 'notice_id'],
    ]) expect(await rowsOf(table!, `${column} = ?`, notice.id)).toBe(0);
    expectRefused(await call('DELETE', '/api/admin/notice', { token: root.token, query: { id: notice.id } }), 404, COMMUNITY_MESSAGES.noticeNotFound);
    expectRefused(await call('DELETE', '/api/admin/notice', { token: root.token, query: { id: 'x' } }), 400, /id/);
  });
});

describe('the hourly push', () => {
  async function scheduled(cron: string, scheduledTime: number) {
    await worker.scheduled(createScheduledController({ cron, scheduledTime: new Date(scheduledTime) }), env);
  }

  it('wrangler.toml’s hourly trigger pushes every waiting notification at its scheduled time, and only those', async () => {
    expect(CRON.noticePush).toBe(NOTICE_PUSH_CRON);
    const early = await write({ title: tag(), recipient: 'All' });
    const firstHour = Date.UTC(2030, 5, 1, 8);
    await scheduled(NOTICE_PUSH_CRON, firstHour);
    expect(await noticeRow(early.id)).toEqual({ pushed: 1, pushedAt: firstHour / 1000 });

    const later = await write({ title: tag(), recipient: 'Admin' });
    expect(await noticeRow(later.id)).toEqual({ pushed: 0, pushedAt: null });
    const nextHour = firstHour + 3_600_000;
    await scheduled(NOTICE_PUSH_CRON, nextHour);
    expect(await noticeRow(later.id)).toEqual({ pushed: 1, pushedAt: nextHour / 1000 });
    // The earlier one keeps the hour it was pushed in.
    expect(await noticeRow(early.id)).toEqual({ pushed: 1, pushedAt: firstHour / 1000 });
    const listed = expectOk(await call<Page<NoticeView>>('GET', '/api/admin/notice', { token: root.token, query: { keyword: later.title } }));
    expect(listed.records[0]).toMatchObject({ pushed: true, pushedAt: new Date(nextHour).toISOString() });
  });

  it('the use case answers how many it pushed, with the clock it is given', async () => {
    await pushPendingNotices({ db: database(env), clock: manualClock(Date.UTC(2030, 0, 1)) });
    const a = await write({ title: tag(), recipient: 'All' });
    const b = await write({ title: tag(), recipient: 'Admin' });
    const clock = manualClock(Date.UTC(2031, 0, 1, 5));
    expect(await pushPendingNotices({ db: database(env), clock })).toEqual({ pushed: 2 });
    expect(await noticeRow(a.id)).toEqual({ pushed: 1, pushedAt: clock.nowSeconds() });
    expect(await noticeRow(b.id)).toEqual({ pushed: 1, pushedAt: clock.nowSeconds() });
    expect(await pushPendingNotices({ db: database(env), clock })).toEqual({ pushed: 0 });
  });

  it('the daily trigger still runs the testdata sweep, and a schedule without a job is an error', async () => {
    const waiting = await write({ title: tag(), recipient: 'All' });
    expect(await runScheduled(CRON.testdataSweep, env, manualClock(Date.now()))).toMatch(/^testdata sweep: \d+ of \d+ files deleted$/);
    // The sweep pushes nothing.
    expect(await noticeRow(waiting.id)).toEqual({ pushed: 0, pushedAt: null });
    await expect(runScheduled('5 4 * * *', env, manualClock(Date.now()))).rejects.toThrow('No job for the cron trigger "5 4 * * *"');
  });

  it('local mode pushes at once through POST /api/dev/push-notices (the browser tests’ trigger), which deployments do not have', async () => {
    const waiting = await write({ title: tag(), recipient: 'All' });
    const pushed = expectOk(await call<{ pushed: number }>('POST', '/api/dev/push-notices'));
    expect(pushed.pushed).toBeGreaterThanOrEqual(1);
    expect((await noticeRow(waiting.id))?.pushed).toBe(1);
    const deployed = await dispatch(buildRequest('POST', '/api/dev/push-notices'), { ...env, MODE: 'production' });
    expect(deployed.status).toBe(404);
  });
});
