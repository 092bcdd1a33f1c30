import { fill } from '../../contract/message-template';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HonorRollView } from '../../contract/api/honor';
import type { Page } from '../../contract/envelope';
import { HONOR_LIMITS, HONOR_MESSAGES } from '../../contract/rules/honor';
import { oneOfEachRole } from './community-support';
import { boardUser, type TestUser } from './scoreboard-support';
import { call, expectOk, expectRefused } from './support';

/** The monthly honor roll (part 1 §7, part 3 §2.2 `honor`, decision 35): the home card's read and the admin roles' calls. */

let user: TestUser, teacher: TestUser, admin: TestUser, root: TestUser;
let gold: TestUser, silver: TestUser;
beforeAll(async () => {
  ({ user, teacher, admin, root } = await oneOfEachRole());
  [gold, silver] = await Promise.all([boardUser({ realname: 'Gold Real' }), boardUser()]);
});

const tag = () => `H${crypto.randomUUID().slice(0, 8)}`;

interface RollFields {
  id?: number;
  name?: string;
  status?: 0 | 1;
  awards?: { name: string; usernames: string[] }[];
}

const rollBody = (o: RollFields = {}) => ({
  ...(o.id === undefined ? {} : { id: o.id }),
  name: o.name ?? tag(),
  status: o.status ?? 0,
  monthRankingDetailVOList: o.awards ?? [
    { name: 'Gold', usernames: [gold.username] },
    { name: 'Silver', usernames: [silver.username] },
  ],
});

async function write(by: TestUser, o: RollFields = {}): Promise<HonorRollView> {
  return expectOk(await call<HonorRollView>('POST', '/api/admin/month-ranking', { token: by.token, body: rollBody(o) }));
}

async function rowsOf(table: string, where: string, ...params: (string | number)[]): Promise<number> {
  return (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`)
    .bind(...params)
    .first<{ n: number }>())!.n;
}

const homeRoll = async (token: string | null = null) => expectOk(await call<HonorRollView | null>('GET', '/api/get-month-ranking', { token }));

describe('admin/month-ranking by role', () => {
  it('is for admin roles: a visitor must sign in, a user is refused, a teacher, an admin and the super admin write', async () => {
    const existing = await write(root);
    const body = rollBody({ name: 'Refused roll' });
    for (const [method, options] of [
      ['GET', { query: {} }],
      ['POST', { body }],
      ['PUT', { body: { ...body, id: existing.id } }],
      ['DELETE', { query: { id: existing.id } }],
    ] as const) {
      expectRefused(await call(method, '/api/admin/month-ranking', options), 401);
      expectRefused(await call(method, '/api/admin/month-ranking', { ...options, token: user.token }), 403);
    }
    expect(await rowsOf('honor_rolls', "name = 'Refused roll'")).toBe(0);
    expect(await rowsOf('honor_rolls', 'id = ?', existing.id)).toBe(1);
    for (const by of [teacher, admin, root]) {
      const roll = await write(by);
      expect(roll.author).toBe(by.username);
      expectOk(await call('GET', '/api/admin/month-ranking', { token: by.token }));
    }
  });

  it('the home card’s read is public', async () => {
    await write(admin);
    expect(await homeRoll()).not.toBeNull();
    expect(await homeRoll(user.token)).not.toBeNull();
  });
});

describe('writing honor rolls', () => {
  it('stores awards and users in the order given, each user once per award, with realname and username', async () => {
    const name = tag();
    const roll = await write(admin, {
      name,
      awards: [
        { name: ' Gold ', usernames: [gold.username.toUpperCase(), silver.username, gold.username] },
        { name: 'Most improved', usernames: [gold.username] },
      ],
    });
    expect(roll).toMatchObject({ name, status: 0, author: admin.username });
    expect(roll.monthRankingDetailVOList).toEqual([
      {
        name: 'Gold',
        userList: [
          { uid: gold.uid, username: gold.username, realname: 'Gold Real', avatar: null },
          { uid: silver.uid, username: silver.username, realname: null, avatar: null },
        ],
      },
      { name: 'Most improved', userList: [{ uid: gold.uid, username: gold.username, realname: 'Gold Real', avatar: null }] },
    ]);
    expect(await rowsOf('honor_award_users', 'roll_id = ?', roll.id)).toBe(3);
  });

  it('takes the largest roll in one write (more rows than one statement may bind)', async () => {
    const many = await Promise.all(Array.from({ length: HONOR_LIMITS.usersPerAward }, () => boardUser()));
    const awards = Array.from({ length: 3 }, (_, i) => ({ name: `Award ${i}`, usernames: many.map((u) => u.username) }));
    const roll = await write(root, { awards });
    expect(roll.monthRankingDetailVOList.map((a) => a.userList.length)).toEqual([50, 50, 50]);
    expect(roll.monthRankingDetailVOList[2]!.userList.map((u) => u.username)).toEqual(many.map((u) => u.username));
  }, 60_000);

  it('refuses unknown users by name, a taken name, twin award names, empty awards and bad input; nothing is written', async () => {
    const taken = await write(admin);
    const name = tag();
    const refused = async (body: unknown, status: number, msg: string | RegExp) => expectRefused(await call('POST', '/api/admin/month-ranking', { token: admin.token, body }), status, msg);
    await refused(rollBody({ name, awards: [{ name: 'Gold', usernames: ['ghost_a', gold.username, 'ghost_b'] }] }), 400, fill(HONOR_MESSAGES.unknownUsers, { usernames: 'ghost_a, ghost_b' }));
    await refused(rollBody({ name: taken.name }), 400, HONOR_MESSAGES.nameTaken);
    await refused(
      rollBody({
        name,
        awards: [
          { name: 'Gold', usernames: [gold.username] },
          { name: 'GOLD', usernames: [silver.username] },
        ],
      }),
      400,
      HONOR_MESSAGES.awardNameTwice,
    );
    await refused(rollBody({ name, awards: [] }), 400, HONOR_MESSAGES.awardsRequired);
    await refused(rollBody({ name, awards: [{ name: 'Gold', usernames: [' '] }] }), 400, HONOR_MESSAGES.usersRequired);
    await refused({ ...rollBody({ name }), name: ' ' }, 400, /name is required/);
    await refused({ ...rollBody({ name }), status: 2 }, 400, /status/);
    await refused(rollBody({ name, awards: Array.from({ length: HONOR_LIMITS.awards + 1 }, (_, i) => ({ name: `A${i}`, usernames: [gold.username] })) }), 400, /at most/);
    await refused(rollBody({ name, awards: [{ name: 'x'.repeat(HONOR_LIMITS.awardName + 1), usernames: [gold.username] }] }), 400, /award name/);
    expect(await rowsOf('honor_rolls', 'name = ?', name)).toBe(0);
  });

  it('replaces the name, the status and the awards; refuses a missing id, an unknown roll and a name another roll has', async () => {
    const roll = await write(admin);
    const other = await write(admin);
    const name = tag();
    const changed = expectOk(await call<HonorRollView>('PUT', '/api/admin/month-ranking', { token: teacher.token, body: rollBody({ id: roll.id, name, status: 1, awards: [{ name: 'Bronze', usernames: [silver.username] }] }) }));
    expect(changed).toMatchObject({ id: roll.id, name, status: 1, author: admin.username });
    expect(changed.monthRankingDetailVOList).toEqual([{ name: 'Bronze', userList: [{ uid: silver.uid, username: silver.username, realname: null, avatar: null }] }]);
    expect(await rowsOf('honor_awards', 'roll_id = ?', roll.id)).toBe(1);
    expect(expectOk(await call<HonorRollView>('PUT', '/api/admin/month-ranking', { token: admin.token, body: rollBody({ id: roll.id, name }) })).name).toBe(name);

    expectRefused(await call('PUT', '/api/admin/month-ranking', { token: admin.token, body: rollBody() }), 400, 'id is required');
    expectRefused(await call('PUT', '/api/admin/month-ranking', { token: admin.token, body: rollBody({ id: 999_999_999 }) }), 404, HONOR_MESSAGES.notFound);
    expectRefused(await call('PUT', '/api/admin/month-ranking', { token: admin.token, body: rollBody({ id: roll.id, name: other.name }) }), 400, HONOR_MESSAGES.nameTaken);
    expect(await rowsOf('honor_rolls', 'id = ? AND name = ?', roll.id, name)).toBe(1);
  });

  it('deletes a roll with its awards; an unknown roll is 404', async () => {
    const roll = await write(admin);
    expect(expectOk(await call('DELETE', '/api/admin/month-ranking', { token: admin.token, query: { id: roll.id } }))).toBeNull();
    for (const [table, column] of [
      ['honor_rolls', 'id'],
      ['honor_awards', 'roll_id'],
      ['honor_award_users', 'roll_id'],
    ] as const)
      expect(await rowsOf(table, `${column} = ?`, roll.id)).toBe(0);
    expectRefused(await call('DELETE', '/api/admin/month-ranking', { token: admin.token, query: { id: roll.id } }), 404, HONOR_MESSAGES.notFound);
    expectRefused(await call('DELETE', '/api/admin/month-ranking', { token: admin.token, query: { id: 'x' } }), 400, /id/);
  });
});

describe('reading honor rolls', () => {
  it('the home card shows the newest shown roll: a hidden one never, and none when nothing is shown', async () => {
    const shown = await write(admin);
    const hidden = await write(admin, { status: 1 });
    expect((await homeRoll())?.id).toBe(shown.id);
    expect(hidden.id).toBeGreaterThan(shown.id);
    expectOk(await call('PUT', '/api/admin/month-ranking', { token: admin.token, body: rollBody({ id: hidden.id, name: hidden.name, status: 0 }) }));
    expect((await homeRoll())?.id).toBe(hidden.id);
    await env.DB.prepare('UPDATE honor_rolls SET status = 1').run();
    expect(await homeRoll()).toBeNull();
    await env.DB.prepare('UPDATE honor_rolls SET status = 0 WHERE id = ?').bind(shown.id).run();
    expect((await homeRoll())?.id).toBe(shown.id);
  });

  it('the admin table lists every roll newest first, hidden ones too; a keyword matches the name', async () => {
    const t = tag();
    const first = await write(admin, { name: `${t} one` });
    const second = await write(admin, { name: `${t} two`, status: 1 });
    const page = expectOk(await call<Page<HonorRollView>>('GET', '/api/admin/month-ranking', { token: admin.token, query: { keyword: t } }));
    expect(page).toMatchObject({ total: 2, current: 1, size: 10 });
    expect(page.records.map((r) => [r.id, r.status])).toEqual([
      [second.id, 1],
      [first.id, 0],
    ]);
    const limited = expectOk(await call<Page<HonorRollView>>('GET', '/api/admin/month-ranking', { token: admin.token, query: { keyword: t, limit: 1, currentPage: 2 } }));
    expect(limited.records.map((r) => r.id)).toEqual([first.id]);
  });
});
