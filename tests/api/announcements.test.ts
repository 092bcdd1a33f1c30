import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnnouncementView } from '../../contract/api/groups';
import type { Page } from '../../contract/envelope';
import { ANNOUNCEMENT_PANEL_SIZE, COMMUNITY_MESSAGES } from '../../contract/rules/community';
import { CONTEST_MESSAGES } from '../../worker/contests/rules';
import { GROUP_MESSAGES } from '../../contract/rules/groups';
import { expectSuperAdminOnly, oneOfEachRole } from './community-support';
import { addMember, createGroup, userAs } from './groups-support';
import { createContest, type TestUser } from './scoreboard-support';
import { call, expectOk, expectRefused } from './support';

/** Site announcements (part 3 §3.7): the home panel's list, the super admin's table, and the detail of every kind of announcement. */

let user: TestUser, teacher: TestUser, admin: TestUser, root: TestUser;
beforeAll(async () => {
  ({ user, teacher, admin, root } = await oneOfEachRole());
});

const tag = () => `T${crypto.randomUUID().slice(0, 8)}`;

async function publish(title: string, status: 0 | 1 = 0, content = 'The **news**'): Promise<AnnouncementView> {
  return expectOk(await call<AnnouncementView>('POST', '/api/admin/announcement', { token: root.token, body: { title, content, status } }));
}

describe('get-common-announcement', () => {
  it('shows anyone the visible site announcements, newest first, 5 a page; hidden and group ones stay out', async () => {
    const t = tag();
    const published: AnnouncementView[] = [];
    for (let i = 1; i <= 6; i += 1) published.push(await publish(`${t} visible ${i}`));
    await publish(`${t} hidden`, 1);
    const group = await createGroup(admin, { auth: 'public' });
    expectOk(await call('POST', '/api/group/announcement', { token: admin.token, body: { gid: group.id, title: `${t} of the group`, content: 'group only', status: 0 } }));

    const first = expectOk(await call<Page<AnnouncementView>>('GET', '/api/get-common-announcement', { query: { keyword: t } }));
    expect(first.size).toBe(ANNOUNCEMENT_PANEL_SIZE);
    expect(first.total).toBe(6);
    expect(first.records.map((r) => r.title)).toEqual([6, 5, 4, 3, 2].map((i) => `${t} visible ${i}`));
    expect(first.records[0]).toMatchObject({ status: 0, gid: null, uid: root.uid, username: root.username, content: 'The **news**' });
    const second = expectOk(await call<Page<AnnouncementView>>('GET', '/api/get-common-announcement', { query: { keyword: t, currentPage: 2 }, token: user.token }));
    expect(second.records.map((r) => r.id)).toEqual([published[0]!.id]);
    // Every role reads the same panel: hidden ones stay in the admin table even for the super admin.
    for (const caller of [teacher, admin, root]) {
      const page = expectOk(await call<Page<AnnouncementView>>('GET', '/api/get-common-announcement', { query: { keyword: t }, token: caller.token }));
      expect(page.total).toBe(6);
    }
    expectRefused(await call('GET', '/api/get-common-announcement', { query: { limit: 0 } }), 400, /limit/);
  });
});

describe('admin/announcement', () => {
  it('is the super admin’s alone: visitors must sign in, users, teachers and admins are refused', async () => {
    const existing = await publish(tag());
    const body = { title: 'Refused', content: 'x', status: 0 };
    await expectSuperAdminOnly(
      '/api/admin/announcement',
      [
        ['GET', { query: {} }],
        ['POST', { body }],
        ['PUT', { body: { ...body, id: existing.id } }],
        ['DELETE', { query: { aid: existing.id } }],
      ],
      [user, teacher, admin],
    );
    // Nothing the refused calls sent was applied.
    expect((await env.DB.prepare('SELECT title FROM announcements WHERE id = ?').bind(existing.id).first<{ title: string }>())?.title).toBe(existing.title);
    expect(await env.DB.prepare("SELECT 1 FROM announcements WHERE title = 'Refused'").first()).toBeNull();
  });

  it('lists every site announcement to the super admin, hidden ones too, 10 a page by default', async () => {
    const t = tag();
    await publish(`${t} shown`);
    await publish(`${t} hidden`, 1);
    const page = expectOk(await call<Page<AnnouncementView>>('GET', '/api/admin/announcement', { token: root.token, query: { keyword: t } }));
    expect(page.size).toBe(10);
    expect(page.records.map((r) => [r.title, r.status])).toEqual([
      [`${t} hidden`, 1],
      [`${t} shown`, 0],
    ]);
  });

  it('publishes, changes (hiding takes it off the panel) and deletes an announcement', async () => {
    const t = tag();
    const created = await publish(`${t} first`);
    expect(created).toMatchObject({ title: `${t} first`, status: 0, gid: null, username: root.username });

    const changed = expectOk(await call<AnnouncementView>('PUT', '/api/admin/announcement', { token: root.token, body: { id: created.id, title: `${t} second`, content: 'changed', status: 1 } }));
    expect(changed).toMatchObject({ id: created.id, title: `${t} second`, content: 'changed', status: 1 });
    expect(expectOk(await call<Page<AnnouncementView>>('GET', '/api/get-common-announcement', { query: { keyword: t } })).total).toBe(0);

    const deleted = await call('DELETE', '/api/admin/announcement', { token: root.token, query: { aid: created.id } });
    expect(expectOk(deleted)).toBeNull();
    expectRefused(await call('GET', '/api/getAnnouncementById', { query: { id: created.id }, token: root.token }), 404);
    expectRefused(await call('DELETE', '/api/admin/announcement', { token: root.token, query: { aid: created.id } }), 404, COMMUNITY_MESSAGES.announcementNotFound);
  });

  it('refuses bad input with what is wrong, and never touches a group’s announcement', async () => {
    expectRefused(await call('POST', '/api/admin/announcement', { token: root.token, body: { title: '', content: 'x' } }), 400, /title/);
    expectRefused(await call('POST', '/api/admin/announcement', { token: root.token, body: { title: 'x', content: 'x', status: 3 } }), 400, /status/);
    expectRefused(await call('PUT', '/api/admin/announcement', { token: root.token, body: { title: 'x', content: 'x' } }), 400, 'id is required');
    expectRefused(await call('PUT', '/api/admin/announcement', { token: root.token, body: { id: 999_999_999, title: 'x', content: 'x' } }), 404, COMMUNITY_MESSAGES.announcementNotFound);
    expectRefused(await call('DELETE', '/api/admin/announcement', { token: root.token, query: {} }), 400, /aid/);

    const group = await createGroup(admin, { auth: 'public' });
    const own = expectOk(await call<AnnouncementView>('POST', '/api/group/announcement', { token: admin.token, body: { gid: group.id, title: 'Group news', content: 'x', status: 0 } }));
    expectRefused(await call('PUT', '/api/admin/announcement', { token: root.token, body: { id: own.id, title: 'taken', content: 'x' } }), 404, COMMUNITY_MESSAGES.announcementNotFound);
    expectRefused(await call('DELETE', '/api/admin/announcement', { token: root.token, query: { aid: own.id } }), 404, COMMUNITY_MESSAGES.announcementNotFound);
    expect((await env.DB.prepare('SELECT title FROM announcements WHERE id = ?').bind(own.id).first<{ title: string }>())?.title).toBe('Group news');
  });
});

describe('getAnnouncementById', () => {
  it('opens a visible site announcement to anyone; a hidden one only to admins', async () => {
    const shown = await publish(tag());
    const hidden = await publish(tag(), 1);
    for (const token of [undefined, user.token, teacher.token]) {
      expect(expectOk(await call<AnnouncementView>('GET', '/api/getAnnouncementById', { query: { id: shown.id }, token }))).toEqual(shown);
      expectRefused(await call('GET', '/api/getAnnouncementById', { query: { id: hidden.id }, token }), 404);
    }
    for (const caller of [admin, root]) expect(expectOk(await call<AnnouncementView>('GET', '/api/getAnnouncementById', { query: { id: hidden.id }, token: caller.token })).id).toBe(hidden.id);
  });

  describe('with cid: a contest announcement, under the contest’s access rule', () => {
    async function contestAnnouncement(cid: number, author: TestUser, title: string): Promise<number> {
      const row = await env.DB.prepare('INSERT INTO contest_announcements (cid, title, content, uid, username) VALUES (?, ?, ?, ?, ?) RETURNING id')
        .bind(cid, title, 'Problem **A** has a new sample', author.uid, author.username)
        .first<{ id: number }>();
      return row!.id;
    }

    it('answers the detail page’s shape to whoever may enter the contest', async () => {
      const manager = await userAs('teacher');
      const contest = await createContest(manager);
      const id = await contestAnnouncement(contest.id, manager, 'Clarification');
      for (const caller of [user, manager, admin, root]) {
        const view = expectOk(await call<AnnouncementView>('GET', '/api/getAnnouncementById', { query: { id, cid: contest.id }, token: caller.token }));
        expect(view).toMatchObject({ id, title: 'Clarification', content: 'Problem **A** has a new sample', status: 0, uid: manager.uid, username: manager.username, gid: null });
      }
      // Visitors sign in first, as for the contest's announcement list.
      expectRefused(await call('GET', '/api/getAnnouncementById', { query: { id, cid: contest.id } }), 401);
    });

    it('refuses a private contest to users who have not registered, and a hidden one to all but its managers', async () => {
      const manager = await userAs('teacher');
      const locked = await createContest(manager, { auth: 1, pwd: 'secret' });
      const lockedId = await contestAnnouncement(locked.id, manager, 'Locked');
      expectRefused(await call('GET', '/api/getAnnouncementById', { query: { id: lockedId, cid: locked.id }, token: user.token }), 403);
      expect(expectOk(await call<AnnouncementView>('GET', '/api/getAnnouncementById', { query: { id: lockedId, cid: locked.id }, token: manager.token })).title).toBe('Locked');

      const hiddenContest = await createContest(manager, { visible: false });
      const hiddenId = await contestAnnouncement(hiddenContest.id, manager, 'Hidden');
      expectRefused(await call('GET', '/api/getAnnouncementById', { query: { id: hiddenId, cid: hiddenContest.id }, token: user.token }), 404, CONTEST_MESSAGES.notFound);
      expect(expectOk(await call<AnnouncementView>('GET', '/api/getAnnouncementById', { query: { id: hiddenId, cid: hiddenContest.id }, token: admin.token })).title).toBe('Hidden');
    });

    it('opens a group contest’s announcement to the group’s members and admins only', async () => {
      const owner = await userAs('teacher');
      const group = await createGroup(owner, { auth: 'public' });
      const member = await userAs('user');
      await addMember(group.id, member);
      const contest = await createContest(owner, { gid: group.id });
      const id = await contestAnnouncement(contest.id, owner, 'For the club');
      for (const caller of [member, owner, admin]) expect(expectOk(await call<AnnouncementView>('GET', '/api/getAnnouncementById', { query: { id, cid: contest.id }, token: caller.token })).title).toBe('For the club');
      expectRefused(await call('GET', '/api/getAnnouncementById', { query: { id, cid: contest.id }, token: user.token }), 403, GROUP_MESSAGES.notMember);
    });

    it('finds an announcement only in its own contest, and a site announcement only without cid', async () => {
      const manager = await userAs('teacher');
      const [one, other] = await Promise.all([createContest(manager), createContest(manager)]);
      const id = await contestAnnouncement(one.id, manager, 'Of the first');
      expectRefused(await call('GET', '/api/getAnnouncementById', { query: { id, cid: other.id }, token: user.token }), 404, CONTEST_MESSAGES.announcementNotFound);
      const site = await publish(tag());
      expectRefused(await call('GET', '/api/getAnnouncementById', { query: { id: site.id, cid: one.id }, token: user.token }), 404, CONTEST_MESSAGES.announcementNotFound);
      expectRefused(await call('GET', '/api/getAnnouncementById', { query: { id, cid: 999_999_999 }, token: user.token }), 404, CONTEST_MESSAGES.notFound);
      expectRefused(await call('GET', '/api/getAnnouncementById', { query: { id, cid: 'x' }, token: user.token }), 400, /cid/);
    });
  });
});
