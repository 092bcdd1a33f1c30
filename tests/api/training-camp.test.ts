import { beforeAll, describe, expect, it } from 'vitest';
import type { TeamAnnouncementView, TeamInfo, TeamView, TrainingCampView } from '../../contract/api/courses';
import type { Page } from '../../contract/envelope';
import { COURSE_MESSAGES, TEAM_CATEGORY } from '../../contract/rules/courses';
import { oneOfEachRole } from './community-support';
import type { TestUser } from './scoreboard-support';
import { call, expectOk, expectRefused, type CallOptions, type Method } from './support';

/** The intensive-training team (part 3 §2.17, §3.6, §7): its page and the admin calls behind traincamp and traincamplist, by role. */

let user: TestUser, teacher: TestUser, admin: TestUser, root: TestUser;
beforeAll(async () => {
  ({ user, teacher, admin, root } = await oneOfEachRole());
});

const tag = () => `T${crypto.randomUUID().slice(0, 8)}`;

async function team(token: string | null = null): Promise<TeamView> {
  return expectOk(await call<TeamView>('GET', '/api/training-camp-team', { token }));
}

function campBody(o: { id?: number; title?: string; intensity?: number; duration?: string } = {}) {
  return { ...(o.id === undefined ? {} : { id: o.id }), title: o.title ?? tag(), description: 'Graphs and dynamic programming', duration: o.duration ?? '8 weeks', intensity: o.intensity ?? 4, content: '## Week 1\n\nShortest paths' };
}

function announcementBody(o: { id?: number; category?: number; status?: 0 | 1; title?: string } = {}) {
  return { ...(o.id === undefined ? {} : { id: o.id }), category: o.category ?? TEAM_CATEGORY.applyNotice, title: o.title ?? tag(), content: 'Apply **before Friday**', status: o.status ?? 0 };
}

async function expectAdminRolesOnly(path: string, calls: readonly (readonly [Method, CallOptions])[]): Promise<void> {
  for (const [method, options] of calls) {
    expectRefused(await call(method, path, options), 401);
    expectRefused(await call(method, path, { ...options, token: user.token }), 403);
  }
}

describe('the team', () => {
  it('has no title until an admin role saves one; only admin roles read and change it in the admin area', async () => {
    expect(await team()).toMatchObject({
      title: '',
      description: '',
      announcementCategory: [
        { id: 1, name: 'apply_notice' },
        { id: 2, name: 'carousel_info' },
        { id: 3, name: 'experience_sharing' },
      ],
    });
    await expectAdminRolesOnly('/api/admin/training-camp-team', [
      ['GET', {}],
      ['PUT', { body: { title: 'Refused', description: '' } }],
    ]);
    for (const manager of [teacher, admin, root]) {
      const info = { title: `Team of ${manager.username}`, description: 'We train for regional contests.' };
      expect(expectOk(await call<TeamInfo>('PUT', '/api/admin/training-camp-team', { token: manager.token, body: info }))).toEqual(info);
      expect(expectOk(await call<TeamInfo>('GET', '/api/admin/training-camp-team', { token: manager.token }))).toEqual(info);
      expect(await team(user.token)).toMatchObject(info);
    }
    expectRefused(await call('PUT', '/api/admin/training-camp-team', { token: admin.token, body: { title: ' ', description: 'x' } }), 400, /title is required/);
  });
});

describe('team announcements', () => {
  it('are managed by category by admin roles; the page shows the visible ones newest first', async () => {
    const made = expectOk(await call<TeamAnnouncementView>('POST', '/api/admin/training-camp-team/announcement', { token: admin.token, body: announcementBody() }));
    await expectAdminRolesOnly('/api/admin/training-camp-team/announcement', [
      ['GET', { query: { category: 1 } }],
      ['POST', { body: announcementBody({ title: 'Refused' }) }],
      ['PUT', { body: announcementBody({ id: made.id, title: 'Refused' }) }],
      ['DELETE', { query: { id: made.id } }],
    ]);

    const byRole: TeamAnnouncementView[] = [];
    for (const [manager, category] of [
      [teacher, TEAM_CATEGORY.carouselInfo],
      [admin, TEAM_CATEGORY.experienceSharing],
      [root, TEAM_CATEGORY.carouselInfo],
    ] as const) {
      byRole.push(expectOk(await call<TeamAnnouncementView>('POST', '/api/admin/training-camp-team/announcement', { token: manager.token, body: announcementBody({ category }) })));
    }
    expect(byRole[0]).toMatchObject({ category: TEAM_CATEGORY.carouselInfo, username: teacher.username, uid: teacher.uid, status: 0, content: 'Apply **before Friday**' });
    const hidden = expectOk(await call<TeamAnnouncementView>('POST', '/api/admin/training-camp-team/announcement', { token: admin.token, body: announcementBody({ category: TEAM_CATEGORY.carouselInfo, status: 1 }) }));

    const carousel = expectOk(await call<Page<TeamAnnouncementView>>('GET', '/api/admin/training-camp-team/announcement', { token: teacher.token, query: { category: TEAM_CATEGORY.carouselInfo } }));
    expect(carousel.records.map((a) => a.id)).toEqual([hidden.id, byRole[2]!.id, byRole[0]!.id]);
    expect(carousel.total).toBe(3);

    const shown = (await team()).relatedAnnouncement;
    expect(shown.map((a) => a.id)).toEqual([byRole[2]!.id, byRole[1]!.id, byRole[0]!.id, made.id]);
    expect(shown.some((a) => a.id === hidden.id)).toBe(false);

    // An edit may move it to another category and show or hide it.
    const moved = expectOk(await call<TeamAnnouncementView>('PUT', '/api/admin/training-camp-team/announcement', { token: root.token, body: announcementBody({ id: hidden.id, category: TEAM_CATEGORY.experienceSharing, status: 0, title: 'Moved' }) }));
    expect(moved).toMatchObject({ id: hidden.id, category: TEAM_CATEGORY.experienceSharing, status: 0, title: 'Moved', username: admin.username });
    expect((await team()).relatedAnnouncement[0]).toMatchObject({ id: hidden.id, category: TEAM_CATEGORY.experienceSharing });

    expectOk(await call('DELETE', '/api/admin/training-camp-team/announcement', { token: teacher.token, query: { id: hidden.id } }));
    expect((await team()).relatedAnnouncement.some((a) => a.id === hidden.id)).toBe(false);
    expectRefused(await call('DELETE', '/api/admin/training-camp-team/announcement', { token: teacher.token, query: { id: hidden.id } }), 404, COURSE_MESSAGES.announcementNotFound);
    expectRefused(await call('PUT', '/api/admin/training-camp-team/announcement', { token: admin.token, body: announcementBody({ id: hidden.id }) }), 404, COURSE_MESSAGES.announcementNotFound);
    expectRefused(await call('PUT', '/api/admin/training-camp-team/announcement', { token: admin.token, body: announcementBody() }), 400, 'id is required');
    expectRefused(await call('POST', '/api/admin/training-camp-team/announcement', { token: admin.token, body: announcementBody({ category: 4 }) }), 400, /category must be one of/);
    expectRefused(await call('GET', '/api/admin/training-camp-team/announcement', { token: admin.token, query: { category: 0 } }), 400, /category/);
    expectRefused(await call('GET', '/api/admin/training-camp-team/announcement', { token: admin.token }), 400, /category/);
  });
});

describe('training camps', () => {
  it('are made, changed and deleted by admin roles; everyone sees the cards and opens the outline', async () => {
    const made = expectOk(await call<TrainingCampView>('POST', '/api/admin/training-camp', { token: admin.token, body: campBody({ intensity: 5, duration: '2 months' }) }));
    await expectAdminRolesOnly('/api/admin/training-camp/get-training-camp-list', [['GET', {}]]);
    await expectAdminRolesOnly('/api/admin/training-camp', [
      ['POST', { body: campBody({ title: 'Refused' }) }],
      ['PUT', { body: campBody({ id: made.id, title: 'Refused' }) }],
      ['DELETE', { query: { id: made.id } }],
    ]);
    expect(made).toMatchObject({ intensity: 5, duration: '2 months', content: '## Week 1\n\nShortest paths' });

    const outline = expectOk(await call<TrainingCampView>('GET', '/api/training-camp-team/training-camp', { query: { id: made.id } }));
    expect(outline).toEqual(made);
    expect((await team()).trainingCampVOList).toContainEqual({ id: made.id, title: made.title, description: made.description, duration: '2 months', intensity: 5 });

    for (const manager of [teacher, admin, root]) {
      const camp = expectOk(await call<TrainingCampView>('POST', '/api/admin/training-camp', { token: manager.token, body: campBody() }));
      const listed = expectOk(await call<Page<TrainingCampView>>('GET', '/api/admin/training-camp/get-training-camp-list', { token: manager.token, query: { keyword: camp.title } }));
      expect(listed.records.map((c) => c.id)).toEqual([camp.id]);
      const changed = expectOk(await call<TrainingCampView>('PUT', '/api/admin/training-camp', { token: manager.token, body: campBody({ id: camp.id, title: `${camp.title} v2`, intensity: 1 }) }));
      expect(changed).toMatchObject({ id: camp.id, title: `${camp.title} v2`, intensity: 1 });
      expectOk(await call('DELETE', '/api/admin/training-camp', { token: manager.token, query: { id: camp.id } }));
      expectRefused(await call('GET', '/api/training-camp-team/training-camp', { query: { id: camp.id } }), 404, COURSE_MESSAGES.campNotFound);
    }
    const cards = (await team()).trainingCampVOList.map((c) => c.id);
    expect(cards).toEqual([...cards].sort((a, b) => a - b));

    expectRefused(await call('POST', '/api/admin/training-camp', { token: admin.token, body: campBody({ intensity: 6 }) }), 400, /intensity must be 1 to 5/);
    expectRefused(await call('POST', '/api/admin/training-camp', { token: admin.token, body: campBody({ duration: '' }) }), 400, /duration is required/);
    expectRefused(await call('PUT', '/api/admin/training-camp', { token: admin.token, body: campBody({ id: 99_999_999 }) }), 404, COURSE_MESSAGES.campNotFound);
    expectRefused(await call('PUT', '/api/admin/training-camp', { token: admin.token, body: campBody() }), 400, 'id is required');
    expectRefused(await call('DELETE', '/api/admin/training-camp', { token: admin.token, query: { id: 99_999_999 } }), 404, COURSE_MESSAGES.campNotFound);
  });
});
