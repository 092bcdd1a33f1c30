import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserRow, GeneratedUsers, ImportReport, RoleView } from '../../contract/api/admin';
import type { Page } from '../../contract/envelope';
import { IMPORT_ROWS_PER_CALL } from '../../contract/rules/admin';
import { parseCsv, UTF8_BOM } from '../../contract/rules/csv';
import { expectSuperAdminOnly, oneOfEachRole } from './community-support';
import { addMember, createGroup } from './groups-support';
import { insertProblem, insertSubmission } from './problems-support';
import { boardUser, type TestUser } from './scoreboard-support';
import { call, expectOk, expectRefused, login, uniqueName } from './support';
import { userAs } from './trainings-support';

/** The super admin's user management (part 3 §2.2 "user", §5, §6; decision 36). */

let user: TestUser, teacher: TestUser, admin: TestUser, root: TestUser;
beforeAll(async () => {
  ({ user, teacher, admin, root } = await oneOfEachRole());
});

const list = async (query: Record<string, string | number> = {}) => expectOk(await call<Page<AdminUserRow>>('GET', '/api/admin/user/get-user-list', { token: root.token, query }));
const edit = (body: Record<string, unknown>, caller: TestUser = root) => call<AdminUserRow>('PUT', '/api/admin/user/edit-user', { token: caller.token, body });
const importRows = (rows: { line: number; cells: string[] }[], check = false) => call<ImportReport>('POST', '/api/admin/user/insert-batch-user', { token: root.token, body: { rows, check } });
const generate = (body: Record<string, unknown>) => call<GeneratedUsers>('POST', '/api/admin/user/generate-user', { token: root.token, body });
const remove = (ids: string[]) => call<{ deleted: number }>('DELETE', '/api/admin/user/delete-user', { token: root.token, body: { ids } });
const rowsOf = (text: string) => parseCsv(text)!;
/** A short tag for usernames of this run (usernames are at most 20 characters). */
const tag = () => crypto.randomUUID().replaceAll('-', '').slice(0, 6);

describe('the user calls by role', () => {
  it('are the super admin’s alone: visitors must sign in; users, teachers and admins are refused', async () => {
    const target = await boardUser();
    await expectSuperAdminOnly(
      '/api/admin/user/get-user-list',
      [['GET', {}]],
      [user, teacher, admin],
    );
    await expectSuperAdminOnly('/api/admin/user/edit-user', [['PUT', { body: { uid: target.uid, nickname: 'Refused' } }]], [user, teacher, admin]);
    await expectSuperAdminOnly('/api/admin/user/delete-user', [['DELETE', { body: { ids: [target.uid] } }]], [user, teacher, admin]);
    await expectSuperAdminOnly('/api/admin/user/insert-batch-user', [['POST', { body: { rows: [{ line: 1, cells: [`r${tag()}`, 'pass1234'] }] } }]], [user, teacher, admin]);
    await expectSuperAdminOnly('/api/admin/user/generate-user', [['POST', { body: { prefix: `r${tag()}`, suffix: '', number_from: 0, number_to: 1, password_length: 8 } }]], [user, teacher, admin]);
    await expectSuperAdminOnly('/api/admin/role/get-role-list', [['GET', {}]], [user, teacher, admin]);
    const still = await env.DB.prepare('SELECT nickname FROM users WHERE id = ?').bind(target.uid).first<{ nickname: string | null }>();
    expect(still?.nickname).toBeNull();
  });
});

describe('the user list', () => {
  it('finds users by keyword and filters by the spec’s role numbers and status, newest first', async () => {
    const marker = tag();
    const [plain, teach] = [await userAs('user', { nickname: `nick${marker}` }), await userAs('teacher', { school: `School ${marker}` })];
    await env.DB.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (?, 1002)').bind(plain.uid).run();
    const page = await list({ keyword: marker });
    expect(page.records.map((r) => r.username)).toEqual([teach.username, plain.username]);
    expect(page.total).toBe(2);
    expect((await list({ keyword: marker, role: 1001 })).records.map((r) => [r.username, r.role])).toEqual([[teach.username, 'teacher']]);
    expect((await list({ keyword: marker, role: 1002 })).records.map((r) => [r.username, r.role])).toEqual([[plain.username, 'user']]);
    expect((await list({ keyword: marker, role: 1000 })).records).toEqual([]);
    expect((await list({ keyword: marker, status: 1 })).records).toEqual([]);
    expect((await list({ role: 1000 })).records.every((r) => r.roleList.includes('root'))).toBe(true);
    expect((await list({ role: 1009 })).records.every((r) => r.role === 'admin')).toBe(true);
    expectRefused(await call('GET', '/api/admin/user/get-user-list', { token: root.token, query: { role: 1003 } }), 400, /role must be one of 1000, 1001, 1002, 1009/);
  });

  it('shows when a user last logged in, and the page size it was asked for', async () => {
    const account = await importOne();
    await login(account.username, account.password);
    const [row] = (await list({ keyword: account.username })).records;
    expect(Date.parse(row?.lastLoginTime ?? '')).toBeGreaterThan(0);
    const page = await list({ limit: 3, currentPage: 1 });
    expect(page.records).toHaveLength(3);
    expect(page.size).toBe(3);
  });
});

/** One account imported through the API, with its password. */
async function importOne(fields: string[] = []): Promise<{ username: string; password: string; uid: string }> {
  const username = `i${tag()}`;
  const password = 'import-pass1';
  const report = expectOk(await importRows([{ line: 1, cells: [username, password, ...fields] }]));
  expect(report.imported).toBe(1);
  const row = await env.DB.prepare('SELECT id FROM users WHERE username = ?').bind(username).first<{ id: string }>();
  return { username, password, uid: row!.id };
}

describe('editing a user', () => {
  it('changes profile fields, the title name and colour; an empty text clears a field', async () => {
    const target = await userAs('user', { nickname: 'old', school: 'Old School' });
    const row = expectOk(await edit({ uid: target.uid, nickname: '新昵称', realname: '王五', gender: 'female', school: '', titleName: 'Champion', titleColor: '#ff9900', number: '2026001' }));
    expect(row).toMatchObject({ uid: target.uid, nickname: '新昵称', realname: '王五', gender: 'female', school: null, titleName: 'Champion', titleColor: '#ff9900', number: '2026001' });
    expectRefused(await edit({ uid: target.uid, titleColor: 'orange' }), 400, 'titleColor must be a colour like #2d8cf0');
    expectRefused(await edit({ uid: 'nobody', nickname: 'x' }), 404, 'The user does not exist');
  });

  it('renames a user and changes the e-mail, refusing ones another account has; an empty e-mail means none', async () => {
    const [a, b] = [await boardUser(), await boardUser()];
    const name = uniqueName('ren');
    expect(expectOk(await edit({ uid: a.uid, username: name })).username).toBe(name);
    expectRefused(await edit({ uid: b.uid, username: name.toUpperCase() }), 400, 'The username already exists');
    expectRefused(await edit({ uid: b.uid, email: `${a.uid}@board.test` }), 400, 'The email already exists');
    const none = expectOk(await edit({ uid: b.uid, email: '' }));
    expect(none.email).toBe('');
    expectRefused(await edit({ uid: a.uid, email: `${b.uid}@no-email.invalid` }), 400, 'email is not a valid address');
    expect(expectOk(await edit({ uid: b.uid, email: 'New@Example.TEST' })).email).toBe('new@example.test');
  });

  it('a new password ends the account’s sessions and is the one that logs in', async () => {
    const account = await importOne();
    const session = await login(account.username, account.password);
    expectOk(await edit({ uid: account.uid, password: 'a-new-generated-password' }));
    expectRefused(await call('GET', '/api/get-user-auth-info', { token: session.token }), 401);
    expectRefused(await call('POST', '/api/login', { body: { username: account.username, password: account.password } }), 400);
    await login(account.username, 'a-new-generated-password');
    expectRefused(await edit({ uid: account.uid, password: '12345' }), 400, 'password must be 6 to 25 characters');
  });

  it('disabling an account stops its sessions and its logins; enabling lets it in again', async () => {
    const account = await importOne();
    const session = await login(account.username, account.password);
    expect(expectOk(await edit({ uid: account.uid, status: 1 })).status).toBe(1);
    expectRefused(await call('GET', '/api/get-user-auth-info', { token: session.token }), 401);
    expectRefused(await call('POST', '/api/login', { body: { username: account.username, password: account.password } }), 403);
    expectOk(await edit({ uid: account.uid, status: 0 }));
    await login(account.username, account.password);
  });

  it('a new role applies to the account’s next call; vip stays', async () => {
    const target = await userAs('user');
    await env.DB.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (?, 1002), (?, 1010)').bind(target.uid, target.uid).run();
    expectRefused(await call('GET', '/api/admin/dashboard/get-dashboard-info', { token: target.token }), 403);
    const promoted = expectOk(await edit({ uid: target.uid, role: 'teacher' }));
    expect(promoted.role).toBe('teacher');
    expect(promoted.roleList.toSorted()).toEqual(['teacher', 'vip']);
    expect(promoted.isVip).toBe(true);
    expectOk(await call('GET', '/api/admin/dashboard/get-dashboard-info', { token: target.token }));
    const root2 = expectOk(await edit({ uid: target.uid, role: 'root' }));
    expect(root2.roleList.toSorted()).toEqual(['root', 'vip']);
    expect(expectOk(await edit({ uid: target.uid, role: 'user' })).roleList.toSorted()).toEqual(['user', 'vip']);
    expectRefused(await call('GET', '/api/admin/dashboard/get-dashboard-info', { token: target.token }), 403);
    expectRefused(await edit({ uid: target.uid, role: 'superuser' }), 400, /role must be one of root, admin, teacher, user/);
  });

  it('nobody changes their own role or status (another super admin must); their own profile they may edit', async () => {
    const me = await userAs('root');
    expectRefused(await edit({ uid: me.uid, role: 'admin' }, me), 400, 'You cannot change your own role or status; ask another super admin');
    expectRefused(await edit({ uid: me.uid, status: 1 }, me), 400, 'You cannot change your own role or status; ask another super admin');
    expect(expectOk(await edit({ uid: me.uid, role: 'root', status: 0, nickname: 'Me' }, me)).nickname).toBe('Me');
    expect(expectOk(await edit({ uid: me.uid, role: 'admin' }, root)).role).toBe('admin');
    expectRefused(await call('GET', '/api/admin/user/get-user-list', { token: me.token }), 403);
  });
});

describe('deleting users', () => {
  it('needs a selection, never the caller, and only existing accounts', async () => {
    expectRefused(await remove([]), 400, 'Please select the users to delete');
    expectRefused(await remove([root.uid]), 400, 'You cannot delete your own account');
    expectRefused(await remove(['nobody-at-all']), 404, 'The user does not exist');
  });

  it('keeps accounts that left content, naming them and what they left; none of the selection goes', async () => {
    const [clean, submitter, poster] = [await boardUser(), await boardUser(), await boardUser()];
    const { pid, problemId } = await insertProblem();
    await insertSubmission({ pid, problemId, username: submitter.username });
    await env.DB.prepare("INSERT INTO discussions (title, description, content, category_id, uid) VALUES ('t', 'd', 'c', 1, ?)").bind(poster.uid).run();
    const refused = await remove([clean.uid, submitter.uid, poster.uid]);
    expectRefused(refused, 400, /can only be disabled/);
    expect(refused.body.msg).toContain(`${submitter.username} (submissions)`);
    expect(refused.body.msg).toContain(`${poster.username} (discussions)`);
    expect(refused.body.msg).not.toContain(clean.username);
    const left = await env.DB.prepare('SELECT count(*) AS n FROM users WHERE id IN (?, ?, ?)').bind(clean.uid, submitter.uid, poster.uid).first<{ n: number }>();
    expect(left?.n).toBe(3);
  });

  it('deletes clean accounts with their roles, sessions and likes, and takes their likes and memberships off the counters', async () => {
    const [author, liker, other] = [await boardUser(), await boardUser(), await boardUser()];
    await env.DB.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (?, 1002)').bind(liker.uid).run();
    const did = (await env.DB.prepare("INSERT INTO discussions (title, description, content, category_id, uid, like_num) VALUES ('t', 'd', 'c', 1, ?, 2) RETURNING id").bind(author.uid).first<{ id: number }>())!.id;
    await env.DB.prepare('INSERT INTO discussion_likes (did, uid) VALUES (?, ?), (?, ?)').bind(did, liker.uid, did, other.uid).run();
    const owner = await userAs('teacher');
    const group = await createGroup(owner, { auth: 'public' });
    await addMember(group.id, liker);
    const members = async () => (await env.DB.prepare('SELECT member_count AS n FROM groups WHERE id = ?').bind(group.id).first<{ n: number }>())!.n;
    const before = await members();
    expect(expectOk(await remove([liker.uid, liker.uid]))).toEqual({ deleted: 1 });
    expect((await env.DB.prepare('SELECT like_num AS n FROM discussions WHERE id = ?').bind(did).first<{ n: number }>())!.n).toBe(1);
    expect(await members()).toBe(before - 1);
    for (const table of ['users WHERE id', 'user_roles WHERE user_id', 'sessions WHERE user_id', 'discussion_likes WHERE uid', 'group_members WHERE uid']) {
      expect((await env.DB.prepare(`SELECT count(*) AS n FROM ${table} = ?`).bind(liker.uid).first<{ n: number }>())!.n, table).toBe(0);
    }
    expectRefused(await call('GET', '/api/get-user-auth-info', { token: liker.token }), 401);
  });
});

describe('the CSV import', () => {
  it('a check reports every bad row by line and writes nothing', async () => {
    const t = tag();
    const rows = rowsOf(`${UTF8_BOM}username,password,email,realname,gender,nickname,school\nc${t}a,pass1234\nc${t}b,123\n\nc${t}a,pass5678\n`);
    const report = expectOk(await importRows(rows, true));
    expect(report).toEqual({
      imported: 0,
      users: [{ line: 2, username: `c${t}a` }],
      errors: [
        { line: 3, username: `c${t}b`, problem: 'password_length', msg: 'password must be 6 to 25 characters' },
        { line: 5, username: `c${t}a`, problem: 'duplicate_username', msg: 'the username appears earlier in the file' },
      ],
    });
    expect((await env.DB.prepare('SELECT count(*) AS n FROM users WHERE username = ?').bind(`c${t}a`).first<{ n: number }>())!.n).toBe(0);
  });

  it('imports the good rows in one batch (Chinese names, quoted cells, the gender rule) and reports the bad ones; the accounts log in', async () => {
    const t = tag();
    const taken = await boardUser();
    const text = `${UTF8_BOM}username,password,email,realname,gender,nickname,school\r\n`
      + `张${t},密码pass123,zhang${t}@example.test,张三,1,小张,"第一中学, 北京"\r\n`
      + `li${t},pass1234,,"Li ""Lei""",male,,\r\n`
      + `${taken.username},pass1234\r\n`
      + `x${t},pass1234,${taken.uid}@board.test\r\n`
      + `y${t},pass1234,not-mail\r\n`;
    const report = expectOk(await importRows(rowsOf(text)));
    expect(report.imported).toBe(2);
    expect(report.users).toEqual([
      { line: 2, username: `张${t}` },
      { line: 3, username: `li${t}` },
    ]);
    expect(report.errors.map((e) => [e.line, e.problem])).toEqual([
      [4, 'username_taken'],
      [5, 'email_taken'],
      [6, 'email_invalid'],
    ]);
    const zhang = (await list({ keyword: `张${t}` })).records[0];
    expect(zhang).toMatchObject({ username: `张${t}`, email: `zhang${t}@example.test`, realname: '张三', gender: 'female', nickname: '小张', school: '第一中学, 北京', role: 'user', roleList: ['user'] });
    const li = (await list({ keyword: `li${t}` })).records[0];
    expect(li).toMatchObject({ email: '', realname: 'Li "Lei"', gender: 'male', nickname: null, school: null });
    expect((await login(`张${t}`, '密码pass123')).user.realname).toBe('张三');
    expect((await login(`li${t}`, 'pass1234')).user.email).toBe('');
    const again = expectOk(await importRows(rowsOf(text)));
    expect(again.imported).toBe(0);
    expect(again.errors.filter((e) => e.problem === 'username_taken').map((e) => e.line)).toEqual([2, 3, 4]);
  });

  it(`takes at most ${IMPORT_ROWS_PER_CALL} rows a call, a check the whole file`, async () => {
    const rows = Array.from({ length: IMPORT_ROWS_PER_CALL + 1 }, (_, i) => ({ line: i + 1, cells: [`m${tag()}${i}`, 'pass1234'] }));
    expectRefused(await importRows(rows), 400, /Import at most 200 rows a call/);
    expect(expectOk(await importRows(rows, true)).users).toHaveLength(IMPORT_ROWS_PER_CALL + 1);
    expectRefused(await importRows([]), 400, 'The file has no rows');
  });
});

describe('generating accounts', () => {
  it('creates prefix + number + suffix with random passwords of the length asked, each able to log in', async () => {
    const prefix = `g${tag()}`;
    const { users } = expectOk(await generate({ prefix, suffix: 'x', number_from: 8, number_to: 10, password_length: 12 }));
    expect(users.map((u) => u.username)).toEqual([`${prefix}8x`, `${prefix}9x`, `${prefix}10x`]);
    expect(users.every((u) => u.password.length === 12)).toBe(true);
    expect(new Set(users.map((u) => u.password)).size).toBe(3);
    const session = await login(users[1]!.username, users[1]!.password);
    expect(session.user).toMatchObject({ username: `${prefix}9x`, email: '', roleList: ['user'] });
  });

  it('refuses a range that meets an existing username, naming it, and creates none', async () => {
    const prefix = `h${tag()}`;
    expectOk(await generate({ prefix, suffix: '', number_from: 5, number_to: 5, password_length: 6 }));
    expectRefused(await generate({ prefix, suffix: '', number_from: 3, number_to: 6, password_length: 6 }), 400, `These usernames already exist: ${prefix}5`);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM users WHERE username IN (?, ?)').bind(`${prefix}3`, `${prefix}6`).first<{ n: number }>())!.n).toBe(0);
  });

  it('applies the password length, the order of the numbers, the username length and the per-call limit', async () => {
    const prefix = `k${tag()}`;
    const body = { prefix, suffix: '', number_from: 0, number_to: 10, password_length: 8 };
    expectRefused(await generate({ ...body, password_length: 5 }), 400, 'The password length must be 6 to 25');
    expectRefused(await generate({ ...body, password_length: 26 }), 400, 'The password length must be 6 to 25');
    expectRefused(await generate({ ...body, number_from: 11 }), 400, 'The end number must not be below the start number');
    expectRefused(await generate({ ...body, number_to: undefined }), 400, 'number_to is required');
    expectRefused(await generate({ ...body, prefix: 'p'.repeat(19) }), 400, /at most 20 characters/);
    expectRefused(await generate({ ...body, number_to: 200 }), 400, 'At most 200 accounts a call: generate a longer range in parts');
    expectRefused(await generate({ ...body, prefix: 'a b' }), 400, 'prefix must not contain spaces');
  });
});

describe('roles', () => {
  it('lists the five roles with their numbers, holders and what each allows as enforced', async () => {
    const roles = expectOk(await call<RoleView[]>('GET', '/api/admin/role/get-role-list', { token: root.token }));
    expect(roles.map((r) => [r.id, r.name])).toEqual([
      [1000, 'root'],
      [1001, 'teacher'],
      [1002, 'user'],
      [1009, 'admin'],
      [1010, 'vip'],
    ]);
    const byName = Object.fromEntries(roles.map((r) => [r.name, r]));
    expect(byName.root).toMatchObject({ capabilities: ['admin_area', 'manage_all_content', 'super_admin'], access: ['user', 'admin', 'siteAdmin', 'root'] });
    expect(byName.admin).toMatchObject({ capabilities: ['admin_area', 'manage_all_content'], access: ['user', 'admin', 'siteAdmin'] });
    expect(byName.teacher).toMatchObject({ capabilities: ['admin_area'], access: ['user', 'admin'] });
    expect(byName.user).toMatchObject({ capabilities: [], access: ['user'] });
    expect(byName.root!.userCount).toBeGreaterThanOrEqual(1);
    const info = expectOk(await call<{ permissions: string[] }>('GET', '/api/get-user-auth-info', { token: teacher.token }));
    expect(info.permissions).toEqual(byName.teacher!.capabilities);
  });
});
