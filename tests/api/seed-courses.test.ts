import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { CourseCard, CourseDetail, LivestreamView, TeamView, TrainingCampView } from '../../contract/api/courses';
import type { Page } from '../../contract/envelope';
import { SEED_CAMPS, SEED_COURSES, SEED_LIVESTREAM_URL, SEED_TEAM, SEED_TEAM_ANNOUNCEMENTS, seedCoursesSql } from '../../scripts/seed-courses';
import { call, expectOk, mintToken, nowSeconds } from './support';

/** The demo courses and intensive training `npm start` seeds (scripts/seed-courses.ts): complete, readable through the API, and the same after every start. */

const NAMES = ['root', 'admin', 'teacher', 'alice', 'bob'] as const;
const idOf = (name: (typeof NAMES)[number]) => `demo${String(NAMES.indexOf(name)).padStart(28, '0')}`;

async function demoAccounts() {
  for (const name of NAMES) {
    await env.DB.prepare("INSERT OR IGNORE INTO users (id, username, username_key, password_hash, email) VALUES (?, ?, ?, 'x', ?)").bind(idOf(name), name, name, `${name}@example.com`).run();
  }
  await env.DB.prepare('INSERT OR IGNORE INTO user_roles (user_id, role_id) VALUES (?, 1009)').bind(idOf('admin')).run();
}

const count = async (table: string) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

describe('demo courses and intensive training', () => {
  it('seeds the courses with teachers and FAQ, the team with an announcement of each category, two camps and the livestream link, once', async () => {
    await demoAccounts();
    await env.DB.exec(seedCoursesSql(nowSeconds()));
    await env.DB.exec(seedCoursesSql(nowSeconds() + 3600));
    expect(await count('courses')).toBe(SEED_COURSES.length);
    expect(await count('team_announcements')).toBe(SEED_TEAM_ANNOUNCEMENTS.length);
    expect(await count('training_camps')).toBe(SEED_CAMPS.length);

    const list = expectOk(await call<Page<{ course: CourseCard }>>('GET', '/api/course/get-course-list', { query: { currentPage: 1, limit: 10000 } }));
    const first = list.records.find((r) => r.course.title === SEED_COURSES[0].title)!.course;
    expect(first.image).toMatch(/^\/api\/public\/img\/[0-9a-f]{32}\.svg$/);
    const detail = expectOk(await call<CourseDetail>('GET', '/api/course', { query: { id: first.id } }));
    expect(detail.course.faq).toContain('Can I watch a lesson again?');
    expect(detail.course.signUpImage).toMatch(/^\/api\/public\/img\/[0-9a-f]{32}\.svg$/);
    expect(detail.course.price).toBe(399);
    expect(detail.teacherList.map((t) => [t.username, t.profession])).toEqual([
      ['teacher', 'Competitive programming coach'],
      ['admin', 'Teaching assistant'],
    ]);

    const team = expectOk(await call<TeamView>('GET', '/api/training-camp-team'));
    expect(team).toMatchObject({ title: SEED_TEAM.title, description: SEED_TEAM.description });
    expect(team.relatedAnnouncement.map((a) => a.category).toSorted()).toEqual([1, 2, 3]);
    expect(team.trainingCampVOList.map((c) => c.title)).toEqual(SEED_CAMPS.map((c) => c.title));
    const camp = expectOk(await call<TrainingCampView>('GET', '/api/training-camp-team/training-camp', { query: { id: team.trainingCampVOList[0]!.id } }));
    expect(camp.content).toContain('## Week 1\n\n- Sorting and greedy');

    expect(expectOk(await call<LivestreamView>('GET', '/api/livestream'))).toEqual({ url: SEED_LIVESTREAM_URL });
  });

  it('keeps what an admin changed on the next start', async () => {
    await demoAccounts();
    await env.DB.exec(seedCoursesSql(nowSeconds()));
    const admin = await mintToken('admin');
    const course = (await env.DB.prepare('SELECT id FROM courses WHERE title = ?').bind(SEED_COURSES[0].title).first<{ id: number }>())!;
    const detail = expectOk(await call<CourseDetail>('GET', '/api/course', { query: { id: course.id } }));
    const { course: c } = detail;
    expectOk(
      await call('PUT', '/api/admin/course', {
        token: admin,
        body: { course: { id: c.id, title: c.title, description: c.description, type: c.type, image: c.image, signUpImage: c.signUpImage, price: c.price, startTime: c.startTime, endTime: c.endTime, replayTime: c.replayTime, content: c.content, faq: c.faq }, teacherList: [] },
      }),
    );
    expectOk(await call('PUT', '/api/admin/livestream', { token: admin, query: { url: '' } }));
    expectOk(await call('PUT', '/api/admin/training-camp-team', { token: admin, body: { title: 'Renamed team', description: '' } }));

    await env.DB.exec(seedCoursesSql(nowSeconds() + 7200));
    expect(expectOk(await call<CourseDetail>('GET', '/api/course', { query: { id: course.id } })).teacherList).toEqual([]);
    expect(expectOk(await call<LivestreamView>('GET', '/api/livestream'))).toEqual({ url: null });
    expect(expectOk(await call<TeamView>('GET', '/api/training-camp-team')).title).toBe('Renamed team');
  });
});
