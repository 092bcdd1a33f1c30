import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditRow, DashboardInfo, SessionView } from '../../contract/api/admin';
import type { Page } from '../../contract/envelope';
import { expectSuperAdminOnly, oneOfEachRole } from './community-support';
import type { TestUser } from './scoreboard-support';
import { call, expectOk, expectRefused, signUp } from './support';
import { userAs } from './trainings-support';

/** The dashboard, the admin's recent sessions and the audit log (part 3 §2.2; decision 36). */

let user: TestUser, teacher: TestUser, admin: TestUser, root: TestUser;
beforeAll(async () => {
  ({ user, teacher, admin, root } = await oneOfEachRole());
});

const audit = async (query: Record<string, string | number>) => expectOk(await call<Page<AuditRow>>('GET', '/api/admin/audit/get-audit-list', { token: root.token, query }));

describe('the dashboard', () => {
  it('is for every admin role; visitors must sign in and users are refused', async () => {
    expectRefused(await call('GET', '/api/admin/dashboard/get-dashboard-info'), 401);
    expectRefused(await call('GET', '/api/admin/dashboard/get-dashboard-info', { token: user.token }), 403);
    expectRefused(await call('GET', '/api/admin/dashboard/get-sessions'), 401);
    expectRefused(await call('GET', '/api/admin/dashboard/get-sessions', { token: user.token }), 403);
    for (const who of [teacher, admin, root]) {
      expectOk(await call('GET', '/api/admin/dashboard/get-dashboard-info', { token: who.token }));
      expectOk(await call('GET', '/api/admin/dashboard/get-sessions', { token: who.token }));
    }
  });

  it('counts users, problems, contests, trainings, groups, submissions and online judges, kept for a minute', async () => {
    await env.CACHE.delete('admin:dashboard');
    const first = expectOk(await call<DashboardInfo>('GET', '/api/admin/dashboard/get-dashboard-info', { token: admin.token }));
    const users = await env.DB.prepare('SELECT count(*) AS n FROM users').first<{ n: number }>();
    expect(first.userCount).toBe(users!.n);
    expect(first.recentUserCount).toBe(users!.n);
    expect(Date.parse(first.countedAt)).toBeGreaterThan(0);
    await userAs('user');
    const kept = expectOk(await call<DashboardInfo>('GET', '/api/admin/dashboard/get-dashboard-info', { token: admin.token }));
    expect(kept).toEqual(first);
    await env.DB.prepare("INSERT INTO judge_runners (name, fleet, slots, languages, last_seen) VALUES ('dash-runner', 'test', 3, '[]', ?)").bind(Math.floor(Date.now() / 1000)).run();
    await env.CACHE.delete('admin:dashboard');
    const fresh = expectOk(await call<DashboardInfo>('GET', '/api/admin/dashboard/get-dashboard-info', { token: admin.token }));
    expect(fresh.userCount).toBe(first.userCount + 1);
    expect(fresh.judgesOnline).toBeGreaterThanOrEqual(1);
    expect(fresh.judgeSlots).toBeGreaterThanOrEqual(3);
  });
});

describe('recent sessions', () => {
  it('lists the caller’s own logins with time, address and browser, marking this one; never a token or another admin’s', async () => {
    const account = await signUp();
    await env.DB.prepare('INSERT INTO user_roles (user_id, role_id) VALUES ((SELECT id FROM users WHERE username = ?), 1009)').bind(account.username).run();
    const second = await call('POST', '/api/login', { body: { username: account.username, password: account.password }, ip: '198.51.100.7', headers: { 'User-Agent': 'TestBrowser/1.0' } });
    const token = second.headers.get('Authorization')!;
    expectOk(await call('GET', '/api/logout', { token: account.token }));
    const sessions = expectOk(await call<SessionView[]>('GET', '/api/admin/dashboard/get-sessions', { token }));
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toEqual({ loginTime: expect.any(String), ip: '198.51.100.7', userAgent: 'TestBrowser/1.0', current: true, active: true });
    expect(sessions[1]).toMatchObject({ current: false, active: false });
    expect(JSON.stringify(sessions)).not.toContain(token);
    const others = expectOk(await call<SessionView[]>('GET', '/api/admin/dashboard/get-sessions', { token: admin.token }));
    expect(others.some((s) => s.userAgent === 'TestBrowser/1.0')).toBe(false);
  });
});

describe('the audit log', () => {
  it('is the super admin’s to read', async () => {
    await expectSuperAdminOnly('/api/admin/audit/get-audit-list', [['GET', {}]], [user, teacher, admin]);
  });

  it('records every successful write of an admin call by the route layer: who, what, when, the ids and the request', async () => {
    const name = `tag-${crypto.randomUUID().slice(0, 8)}`;
    const tag = expectOk(await call<{ id: number }>('POST', '/api/admin/tag', { token: teacher.token, body: { name, color: '#409eff', oj: 'ME' } }));
    const renamed = `${name}-2`;
    expectOk(await call('PUT', '/api/admin/tag', { token: teacher.token, body: { id: tag.id, name: renamed, color: '#409eff', oj: 'ME' } }));
    const page = await audit({ username: teacher.username.toUpperCase() });
    expect(page.records.map((r) => r.call)).toEqual(['adminUpdateTag', 'adminAddTag']);
    expect(page.records[0]).toMatchObject({ uid: teacher.uid, username: teacher.username, method: 'PUT', path: '/api/admin/tag', targets: { id: tag.id }, body: { id: tag.id, name: renamed } });
    expect(Date.parse(page.records[0]!.time)).toBeGreaterThan(0);
    expect((await audit({ target: String(tag.id), call: 'adminUpdateTag' })).records.map((r) => r.id)).toEqual([page.records[0]!.id]);
  });

  it('records neither reads nor refused writes, and never a secret', async () => {
    const count = async () => (await env.DB.prepare('SELECT count(*) AS n FROM admin_audit_log WHERE uid = ?').bind(admin.uid).first<{ n: number }>())!.n;
    const before = await count();
    expectOk(await call('GET', '/api/admin/dashboard/get-dashboard-info', { token: admin.token }));
    expectRefused(await call('POST', '/api/admin/tag', { token: admin.token, body: { name: '', color: 'x' } }), 400);
    expectRefused(await call('PUT', '/api/admin/switch/update', { token: admin.token, body: { register: false } }), 403);
    expect(await count()).toBe(before);
    const target = await userAs('user');
    expectOk(await call('PUT', '/api/admin/user/edit-user', { token: root.token, body: { uid: target.uid, password: 'very-secret-pass', nickname: 'Audited' } }));
    const [row] = (await audit({ call: 'adminEditUser', target: target.uid })).records;
    expect(row?.body).toMatchObject({ uid: target.uid, password: '[redacted]', nickname: 'Audited' });
    expect(row?.before).toMatchObject({ id: target.uid, nickname: null });
    expect(row?.after).toMatchObject({ id: target.uid, nickname: 'Audited', passwordReset: true });
    expect(JSON.stringify(row)).not.toContain('very-secret-pass');
    expect(JSON.stringify(row)).not.toContain('pbkdf2');
  });

  it('keeps an import’s usernames, never its rows with their passwords, and nothing of a check', async () => {
    const username = `au${crypto.randomUUID().slice(0, 8)}`;
    const rows = [{ line: 1, cells: [username, 'row-password-1'] }];
    expectOk(await call('POST', '/api/admin/user/insert-batch-user', { token: root.token, body: { rows, check: true } }));
    expect((await audit({ call: 'adminImportUsers' })).records.some((r) => JSON.stringify(r).includes(username))).toBe(false);
    expectOk(await call('POST', '/api/admin/user/insert-batch-user', { token: root.token, body: { rows } }));
    const [row] = (await audit({ call: 'adminImportUsers', limit: 1 })).records;
    expect(row?.after).toMatchObject({ imported: [{ line: 1, username }], errors: 0 });
    expect(JSON.stringify(row)).not.toContain('row-password-1');
  });

  it('pages newest first and filters by time', async () => {
    const first = await audit({ limit: 2, currentPage: 1 });
    const second = await audit({ limit: 2, currentPage: 2 });
    expect(first.records).toHaveLength(2);
    expect(first.records[0]!.id).toBeGreaterThan(first.records[1]!.id);
    expect(second.records[0]!.id).toBeLessThan(first.records[1]!.id);
    expect(first.total).toBeGreaterThanOrEqual(4);
    expect((await audit({ from: Date.parse(first.records[0]!.time) / 1000 + 3600 })).records).toEqual([]);
    expect((await audit({ currentPage: 10_000 })).records).toEqual([]);
  });
});
