import { fill } from '../../contract/message-template';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CourseCard, CourseDetail, LivestreamView } from '../../contract/api/courses';
import type { Page } from '../../contract/envelope';
import { COURSE_LIST_LIMIT, COURSE_MESSAGES, COURSE_TYPE } from '../../contract/rules/courses';
import { oneOfEachRole } from './community-support';
import type { TestUser } from './scoreboard-support';
import { call, expectOk, expectRefused, type CallOptions, type Method } from './support';

/** Courses (part 3 §2.16, §3.6, §7) and the course live-stream link (part 1 §1, §7), every call by role (decision 38). */

let user: TestUser, teacher: TestUser, admin: TestUser, root: TestUser;
beforeAll(async () => {
  ({ user, teacher, admin, root } = await oneOfEachRole());
});

const tag = () => `C${crypto.randomUUID().slice(0, 8)}`;

interface CourseInput {
  title?: string;
  type?: number;
  price?: number;
  startTime?: string;
  endTime?: string;
  replayTime?: string | null;
  image?: string | null;
  signUpImage?: string | null;
  content?: string;
  faq?: string;
  description?: string;
}

function courseBody(course: CourseInput & { id?: number }, teacherList: { username: string; profession: string }[] = []) {
  return {
    course: {
      title: course.title ?? tag(),
      description: course.description ?? 'Eight weeks of C++ basics',
      type: course.type ?? COURSE_TYPE.basics,
      price: course.price ?? 399,
      startTime: course.startTime ?? '2027-03-01T08:00:00.000Z',
      endTime: course.endTime ?? '2027-04-26T08:00:00.000Z',
      replayTime: course.replayTime ?? null,
      image: course.image ?? '/api/public/img/0123456789abcdef0123456789abcdef.svg',
      signUpImage: course.signUpImage ?? null,
      content: course.content ?? '## Plan\n\nWeek 1: input and output',
      faq: course.faq ?? '**Is there a replay?** Yes.',
      ...(course.id === undefined ? {} : { id: course.id }),
    },
    teacherList,
  };
}

async function createCourse(course: CourseInput = {}, teacherList: { username: string; profession: string }[] = [], by: TestUser = admin): Promise<CourseDetail> {
  return expectOk(await call<CourseDetail>('POST', '/api/admin/course', { token: by.token, body: courseBody(course, teacherList) }));
}

async function publicList(query: Record<string, string | number> = {}): Promise<Page<{ course: CourseCard }>> {
  return expectOk(await call<Page<{ course: CourseCard }>>('GET', '/api/course/get-course-list', { query: { currentPage: 1, limit: COURSE_LIST_LIMIT, ...query } }));
}

/** Each call refused: 401 to a visitor, 403 to a signed-in user without an admin role. */
async function expectAdminRolesOnly(path: string, calls: readonly (readonly [Method, CallOptions])[]): Promise<void> {
  for (const [method, options] of calls) {
    expectRefused(await call(method, path, options), 401);
    expectRefused(await call(method, path, { ...options, token: user.token }), 403);
  }
}

describe('admin course calls by role', () => {
  it('are for admin roles: visitors must sign in, users are refused, teachers, admins and the super admin manage', async () => {
    const existing = await createCourse();
    await expectAdminRolesOnly('/api/admin/course/get-course-list', [['GET', { query: {} }]]);
    await expectAdminRolesOnly('/api/admin/course', [
      ['POST', { body: courseBody({ title: 'Refused' }) }],
      ['PUT', { body: courseBody({ id: existing.course.id, title: 'Refused' }) }],
      ['DELETE', { query: { id: existing.course.id } }],
    ]);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM courses WHERE title = 'Refused'").first<{ n: number }>())!.n).toBe(0);

    for (const manager of [teacher, admin, root]) {
      const made = await createCourse({}, [], manager);
      const listed = expectOk(await call<Page<CourseDetail>>('GET', '/api/admin/course/get-course-list', { token: manager.token, query: { keyword: made.course.title } }));
      expect(listed.records.map((r) => r.course.id)).toEqual([made.course.id]);
      expectOk(await call('PUT', '/api/admin/course', { token: manager.token, body: courseBody({ id: made.course.id, title: `${made.course.title} v2` }) }));
      const removed = await call('DELETE', '/api/admin/course', { token: manager.token, query: { id: made.course.id } });
      expect(expectOk(removed)).toBeNull();
      expect(removed.body.msg).toBe('Delete_successfully');
    }
  });
});

describe('a course with teachers and a FAQ', () => {
  it('is listed for everyone as a card, opens with its details, FAQ and teachers in order, and changes as a whole', async () => {
    const title = tag();
    const created = await createCourse({ title, type: COURSE_TYPE.algorithms, price: 19.9, replayTime: '2027-06-01T00:00:00.000Z', signUpImage: 'https://example.com/qr.png' }, [
      { username: teacher.username.toUpperCase(), profession: 'Algorithms lecturer' },
      { username: user.username, profession: 'Teaching assistant' },
    ]);
    expect(created.course).toMatchObject({ title, type: COURSE_TYPE.algorithms, price: 19.9, startTime: '2027-03-01T08:00:00.000Z', endTime: '2027-04-26T08:00:00.000Z', replayTime: '2027-06-01T00:00:00.000Z', signUpImage: 'https://example.com/qr.png', faq: '**Is there a replay?** Yes.' });
    expect(created.teacherList).toEqual([
      { uid: teacher.uid, username: teacher.username, avatar: null, profession: 'Algorithms lecturer' },
      { uid: user.uid, username: user.username, avatar: null, profession: 'Teaching assistant' },
    ]);

    // A visitor: the list card (no details), then the detail.
    const card = (await publicList()).records.find((r) => r.course.id === created.course.id);
    expect(card?.course).toEqual({ id: created.course.id, title, description: 'Eight weeks of C++ basics', type: COURSE_TYPE.algorithms, image: created.course.image, price: 19.9, startTime: created.course.startTime, endTime: created.course.endTime, replayTime: created.course.replayTime });
    const detail = expectOk(await call<CourseDetail>('GET', '/api/course', { query: { id: created.course.id } }));
    expect(detail).toEqual(created);

    // The edit replaces the teacher list (and its order) and every field.
    const changed = expectOk(
      await call<CourseDetail>('PUT', '/api/admin/course', {
        token: teacher.token,
        body: courseBody({ id: created.course.id, title: `${title} (autumn)`, price: 0, faq: '', signUpImage: '' }, [{ username: admin.username, profession: 'Guest' }]),
      }),
    );
    expect(changed.course).toMatchObject({ title: `${title} (autumn)`, price: 0, faq: '', signUpImage: null });
    expect(changed.teacherList.map((t) => [t.username, t.profession])).toEqual([[admin.username, 'Guest']]);
    expect(expectOk(await call<CourseDetail>('GET', '/api/course', { query: { id: created.course.id } }))).toEqual(changed);

    // Deleted: gone from the list, the detail and its teacher rows.
    expectOk(await call('DELETE', '/api/admin/course', { token: admin.token, query: { id: created.course.id } }));
    expectRefused(await call('GET', '/api/course', { query: { id: created.course.id } }), 404, COURSE_MESSAGES.courseNotFound);
    expect((await publicList()).records.some((r) => r.course.id === created.course.id)).toBe(false);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM course_teachers WHERE course_id = ?').bind(created.course.id).first<{ n: number }>())!.n).toBe(0);
  });

  it('filters the list by type and orders it by start, latest first', async () => {
    const early = await createCourse({ type: COURSE_TYPE.contest, startTime: '2027-01-01T00:00:00.000Z', endTime: '2027-02-01T00:00:00.000Z' });
    const late = await createCourse({ type: COURSE_TYPE.contest, startTime: '2027-09-01T00:00:00.000Z', endTime: '2027-10-01T00:00:00.000Z' });
    const other = await createCourse({ type: COURSE_TYPE.other });
    const contest = await publicList({ type: COURSE_TYPE.contest });
    expect(contest.records.every((r) => r.course.type === COURSE_TYPE.contest)).toBe(true);
    const ids = contest.records.map((r) => r.course.id);
    expect(ids.indexOf(late.course.id)).toBeLessThan(ids.indexOf(early.course.id));
    expect(ids).not.toContain(other.course.id);
    expect(contest.size).toBe(COURSE_LIST_LIMIT);
    const all = await publicList({ type: '' });
    expect(all.records.map((r) => r.course.id)).toEqual(expect.arrayContaining([early.course.id, late.course.id, other.course.id]));
    expect(all.total).toBe(all.records.length);
    expectRefused(await call('GET', '/api/course/get-course-list', { query: { type: 9 } }), 400, 'type must be at most 4');
    expectRefused(await call('GET', '/api/course/get-course-list', { query: { limit: COURSE_LIST_LIMIT + 1 } }), 400, /limit must be at most 10000/);
  });
});

describe('course saves are checked', () => {
  it('refuses what the rules do not allow, with a message that says why', async () => {
    const send = (course: CourseInput, teachers: { username: string; profession: string }[] = []) => call('POST', '/api/admin/course', { token: admin.token, body: courseBody(course, teachers) });
    expectRefused(await send({ startTime: '2027-05-01T00:00:00.000Z', endTime: '2027-04-01T00:00:00.000Z' }), 400, COURSE_MESSAGES.timeCheck);
    expectRefused(await send({}, [{ username: 'nobody-here', profession: 'x' }]), 400, fill(COURSE_MESSAGES.teacherNotFound, { username: 'nobody-here' }));
    expectRefused(await send({}, [{ username: teacher.username, profession: 'a' }, { username: teacher.username.toUpperCase(), profession: 'b' }]), 400, COURSE_MESSAGES.duplicateTeacher);
    expectRefused(await send({}, [{ username: teacher.username, profession: ' ' }]), 400, /profession is required/);
    expectRefused(await send({ image: 'javascript:alert(1)' }), 400, COURSE_MESSAGES.imageUrl);
    expectRefused(await send({ signUpImage: '/api/../secret' }), 400, COURSE_MESSAGES.imageUrl);
    expectRefused(await send({ price: 1.005 }), 400, /two decimals/);
    expectRefused(await send({ price: -1 }), 400, /at least 0/);
    expectRefused(await send({ type: 0 }), 400, /type must be one of/);
    expectRefused(await send({ title: '   ' }), 400, /title is required/);
    expectRefused(await send({ startTime: 'soon' }), 400, /startTime must be a date and time/);
    expectRefused(await call('PUT', '/api/admin/course', { token: admin.token, body: courseBody({}) }), 400, 'course.id is required');
    expectRefused(await call('PUT', '/api/admin/course', { token: admin.token, body: courseBody({ id: 99_999_999 }) }), 404, COURSE_MESSAGES.courseNotFound);
    expectRefused(await call('DELETE', '/api/admin/course', { token: admin.token, query: { id: 99_999_999 } }), 404, COURSE_MESSAGES.courseNotFound);
    expectRefused(await call('GET', '/api/course', { query: { id: 'x' } }), 400);
  });
});

describe('livestream', () => {
  it('is read by everyone and set by admin roles to an http(s) link, or taken down with an empty one', async () => {
    expect(expectOk(await call<LivestreamView>('GET', '/api/livestream'))).toEqual({ url: null });
    await expectAdminRolesOnly('/api/admin/livestream', [['PUT', { query: { url: 'https://live.example.com/refused' } }]]);
    for (const bad of ['javascript:alert(1)', 'ftp://example.com/x', 'live.example.com', '//example.com']) {
      expectRefused(await call('PUT', '/api/admin/livestream', { token: admin.token, query: { url: bad } }), 400, COURSE_MESSAGES.livestreamUrl);
    }
    expectRefused(await call('PUT', '/api/admin/livestream', { token: admin.token }), 400, /url/);
    for (const manager of [teacher, admin, root]) {
      const url = `https://live.example.com/${manager.username}`;
      expect(expectOk(await call<LivestreamView>('PUT', '/api/admin/livestream', { token: manager.token, query: { url } }))).toEqual({ url });
      expect(expectOk(await call<LivestreamView>('GET', '/api/livestream', { token: user.token }))).toEqual({ url });
    }
    expect(expectOk(await call<LivestreamView>('PUT', '/api/admin/livestream', { token: admin.token, query: { url: '' } }))).toEqual({ url: null });
    expect(expectOk(await call<LivestreamView>('GET', '/api/livestream'))).toEqual({ url: null });
  });
});
