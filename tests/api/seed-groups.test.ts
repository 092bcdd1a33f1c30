import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { GroupDetail } from '../../contract/api/groups';
import { GROUP_CONTEST, GROUP_HOMEWORK, GROUP_PROBLEMS, PRIVATE_GROUP, PUBLIC_GROUP, seedGroupsSql } from '../../scripts/seed-groups';
import { insertProblem } from './problems-support';
import { call, expectOk, mintToken, nowSeconds } from './support';

/** The demo groups `npm start` seeds (scripts/seed-groups.ts): complete, readable through the API, and the same after every start. */

const ids = ['teacher', 'alice', 'bob'].map((name) => [name, `demo${String(['root', 'admin', 'teacher', 'alice', 'bob'].indexOf(name)).padStart(28, '0')}`] as const);

async function one<T>(query: string, ...params: (string | number)[]): Promise<T> {
  return (await env.DB.prepare(query)
    .bind(...params)
    .first<T>())!;
}

describe('demo groups', () => {
  it('seeds a public club and a private class with members, an applicant, announcements, two problems, homework and a contest, once', async () => {
    for (const [name, id] of ids) {
      await env.DB.prepare("INSERT OR IGNORE INTO users (id, username, username_key, password_hash, email) VALUES (?, ?, ?, 'x', ?)").bind(id, name, name, `${name}@example.com`).run();
    }
    await env.DB.prepare("INSERT OR IGNORE INTO user_roles (user_id, role_id) SELECT id, 1001 FROM users WHERE username_key = 'teacher'").run();
    await env.DB.prepare("INSERT INTO training_categories (name, color) SELECT 'Basics', '#409EFF' WHERE NOT EXISTS (SELECT 1 FROM training_categories WHERE gid IS NULL)").run();
    for (const from of ['P1000', 'P1001']) {
      if (!(await env.DB.prepare('SELECT 1 FROM problems WHERE problem_id = ?').bind(from).first())) await insertProblem({ problemId: from, title: `Demo ${from}` });
      const source = await one<{ id: number }>('SELECT id FROM problems WHERE problem_id = ?', from);
      await env.DB.prepare("INSERT OR IGNORE INTO problem_cases (pid, idx, input_hash, output_hash, input_name, output_name) VALUES (?, 1, 'ih', 'oh', '1.in', '1.out')").bind(source.id).run();
    }
    await env.DB.exec(seedGroupsSql(nowSeconds()));
    await env.DB.exec(seedGroupsSql(nowSeconds() + 60));

    const club = await one<{ id: number; auth: number; member_count: number; n: number }>('SELECT id, auth, member_count, count(*) OVER () AS n FROM groups WHERE short_name = ?', PUBLIC_GROUP.shortName);
    expect(club).toMatchObject({ auth: 1, member_count: 2, n: 1 });
    const cls = await one<{ id: number; auth: number; code: string; member_count: number }>('SELECT id, auth, code, member_count FROM groups WHERE short_name = ?', PRIVATE_GROUP.shortName);
    expect(cls).toMatchObject({ auth: 3, code: 'CLS001', member_count: 2 });
    expect(cls.code).toHaveLength(6);
    const levels = await env.DB.prepare('SELECT u.username, m.auth FROM group_members m JOIN users u ON u.id = m.uid WHERE m.gid = ? ORDER BY m.auth DESC').bind(cls.id).all<{ username: string; auth: number }>();
    expect(levels.results).toEqual([
      { username: 'teacher', auth: 5 },
      { username: 'alice', auth: 3 },
      { username: 'bob', auth: 1 },
    ]);
    expect((await one<{ n: number }>('SELECT count(*) AS n FROM announcements WHERE gid = ?', cls.id)).n).toBe(2);

    for (const p of GROUP_PROBLEMS) {
      const row = await one<{ id: number; gid: number; title: string }>('SELECT id, gid, title FROM problems WHERE problem_id = ?', p.problemId);
      expect(row).toMatchObject({ gid: cls.id, title: `Demo ${p.from}` });
      expect(p.problemId.startsWith('CLASS1')).toBe(true);
      expect((await one<{ n: number }>('SELECT count(*) AS n FROM problem_cases WHERE pid = ?', row.id)).n).toBeGreaterThan(0);
    }
    const homework = await one<{ id: number; n: number }>('SELECT id, count(*) OVER () AS n FROM trainings WHERE title = ? AND gid = ?', GROUP_HOMEWORK, cls.id);
    expect(homework.n).toBe(1);
    expect((await one<{ n: number }>('SELECT count(*) AS n FROM training_problems WHERE tid = ?', homework.id)).n).toBe(2);
    const contest = await one<{ id: number; n: number }>('SELECT id, count(*) OVER () AS n FROM contests WHERE title = ? AND gid = ?', GROUP_CONTEST, cls.id);
    expect(contest.n).toBe(1);
    expect((await one<{ n: number }>('SELECT count(*) AS n FROM contest_problems WHERE cid = ?', contest.id)).n).toBe(2);

    // Through the API: alice reads the class, bob is still applying, the teacher sees the code.
    const alice = await mintToken('alice');
    expect(expectOk(await call<number>('GET', '/api/get-group-auth', { token: alice, query: { gid: cls.id } }))).toBe(3);
    expect(expectOk(await call<number>('GET', '/api/get-group-auth', { token: await mintToken('bob'), query: { gid: cls.id } }))).toBe(1);
    expect(expectOk(await call<GroupDetail>('GET', '/api/get-group-detail', { token: await mintToken('teacher'), query: { gid: cls.id } })).code).toBe('CLS001');
  });
});
