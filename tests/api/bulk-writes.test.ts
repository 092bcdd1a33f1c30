import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserRow, GeneratedUsers, ImportReport } from '../../contract/api/admin';
import type { AdminProblemDetail } from '../../contract/api/problems';
import type { Page } from '../../contract/envelope';
import { ROLE_ID } from '../../contract/roles';
import { DELETE_USERS_MAX, GENERATE_PER_CALL, IMPORT_ROWS_PER_CALL } from '../../contract/rules/admin';
import { oneOfEachRole } from './community-support';
import { uniqueProblemId } from './problems-support';
import type { TestUser } from './scoreboard-support';
import { call, expectOk, login } from './support';

/**
 * Calls that write or read many rows at once, at their contract's largest size: D1 (the local one
 * too) refuses a statement binding more than 100 values, so these answered 500 while a statement
 * carried a row or an id per value (decision 40).
 */

let root: TestUser;
beforeAll(async () => {
  ({ root } = await oneOfEachRole());
});

/** A prefix of at most 8 characters no other run uses: usernames are at most 20 characters. */
const prefix = (letter: string) => `${letter}${crypto.randomUUID().replaceAll('-', '').slice(0, 7)}`;

const countWhere = async (sql: string, ...values: unknown[]) => (await env.DB.prepare(sql).bind(...values).first<{ n: number }>())!.n;

/** Accounts whose username starts with `start`, and how many of them hold the user role. */
async function accountsStarting(start: string): Promise<{ accounts: number; withUserRole: number }> {
  const like = `${start}%`;
  return {
    accounts: await countWhere('SELECT count(*) AS n FROM users WHERE username LIKE ?', like),
    withUserRole: await countWhere('SELECT count(*) AS n FROM users u JOIN user_roles r ON r.user_id = u.id AND r.role_id = ? WHERE u.username LIKE ?', ROLE_ID.user, like),
  };
}

describe('accounts in bulk', { timeout: 180_000 }, () => {
  it(`generates ${GENERATE_PER_CALL} accounts in one call, each with the user role and able to log in`, async () => {
    const start = prefix('g');
    const answer = await call<GeneratedUsers>('POST', '/api/admin/user/generate-user', { token: root.token, body: { prefix: start, suffix: 'z', number_from: 1, number_to: GENERATE_PER_CALL, password_length: 8 } });
    const { users } = expectOk(answer);
    expect(users).toHaveLength(GENERATE_PER_CALL);
    expect(await accountsStarting(start)).toEqual({ accounts: GENERATE_PER_CALL, withUserRole: GENERATE_PER_CALL });
    for (const user of [users[0]!, users[GENERATE_PER_CALL - 1]!]) expect((await login(user.username, user.password)).user.roleList).toEqual(['user']);
  });

  it(`imports ${IMPORT_ROWS_PER_CALL} rows a call with every column filled, call after call`, async () => {
    const start = prefix('i');
    const rowsFrom = (first: number) =>
      Array.from({ length: IMPORT_ROWS_PER_CALL }, (_, i) => {
        const n = first + i;
        return { line: n + 2, cells: [`${start}_${n}`, `password${n}`, `${start}.${n}@example.test`, `真名${n}`, n % 2 === 0 ? 'male' : 'female', `nick${n}`, `School ${n}`] };
      });
    for (const first of [0, IMPORT_ROWS_PER_CALL]) {
      const report = expectOk(await call<ImportReport>('POST', '/api/admin/user/insert-batch-user', { token: root.token, body: { rows: rowsFrom(first), check: false } }));
      expect(report).toMatchObject({ imported: IMPORT_ROWS_PER_CALL, errors: [] });
    }
    expect(await accountsStarting(start)).toEqual({ accounts: 2 * IMPORT_ROWS_PER_CALL, withUserRole: 2 * IMPORT_ROWS_PER_CALL });
    const last = 2 * IMPORT_ROWS_PER_CALL - 1;
    expect((await login(`${start}_${last}`, `password${last}`)).user).toMatchObject({ email: `${start}.${last}@example.test`, realname: `真名${last}`, nickname: `nick${last}`, school: `School ${last}` });
  });

  it(`lists 100 accounts a page with their roles, and deletes ${DELETE_USERS_MAX} at once`, async () => {
    const start = prefix('d');
    expectOk(await call<GeneratedUsers>('POST', '/api/admin/user/generate-user', { token: root.token, body: { prefix: start, suffix: '', number_from: 1, number_to: 150, password_length: 6 } }));
    const page = expectOk(await call<Page<AdminUserRow>>('GET', '/api/admin/user/get-user-list', { token: root.token, query: { keyword: start, limit: 100, currentPage: 1 } }));
    expect(page.total).toBe(150);
    expect(page.records).toHaveLength(100);
    expect(page.records.every((r) => r.roleList.length === 1 && r.roleList[0] === 'user')).toBe(true);
    const ids = page.records.slice(0, DELETE_USERS_MAX).map((r) => r.uid);
    expect(expectOk(await call<{ deleted: number }>('DELETE', '/api/admin/user/delete-user', { token: root.token, body: { ids } })).deleted).toBe(DELETE_USERS_MAX);
    expect((await accountsStarting(start)).accounts).toBe(150 - DELETE_USERS_MAX);
  });
});

describe('a problem with many test cases', { timeout: 60_000 }, () => {
  it('saves 120 manual cases and 30 new tags in one call, and again when edited', async () => {
    const samples = Array.from({ length: 120 }, (_, i) => ({ input: `${i} ${i}\n`, output: `${2 * i}\n` }));
    const tags = Array.from({ length: 30 }, (_, i) => ({ name: `bulk-${uniqueProblemId('')}-${i}`, color: '#123456' }));
    const problem = { problemId: uniqueProblemId('B'), title: 'Double it', input: 'Two integers.', output: 'Their sum.', description: 'Add them.', examples: [{ input: '1 1', output: '2' }] };
    const body = { problem, languages: ['C', 'C++', 'Java', 'Python3'], samples, tags, isUploadTestCase: false };
    const detail = expectOk(await call<AdminProblemDetail>('POST', '/api/admin/problem', { token: root.token, body }));
    const pid = detail.problem.id;
    expect(await countWhere('SELECT count(*) AS n FROM problem_cases WHERE pid = ?', pid)).toBe(120);
    expect(await countWhere('SELECT count(*) AS n FROM problem_tags WHERE pid = ?', pid)).toBe(30);
    const edited = { ...body, problem: { ...problem, id: pid }, samples: samples.slice(0, 100), tags: [] };
    expectOk(await call<AdminProblemDetail>('PUT', '/api/admin/problem', { token: root.token, body: edited }));
    expect(await countWhere('SELECT count(*) AS n FROM problem_cases WHERE pid = ?', pid)).toBe(100);
  });
});
