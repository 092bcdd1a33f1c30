import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { HonorRollView } from '../../contract/api/honor';
import { honorMonthName } from '../../contract/rules/honor';
import { SEED_HONOR_AWARDS, seedHonorSql } from '../../scripts/seed-honor';
import { call, expectOk, mintToken, nowSeconds } from './support';

/** The demo honor roll `npm start` seeds (scripts/seed-honor.ts): this month's, on the home card, once, and an admin's edit stays. */

const NAMES = ['root', 'admin', 'teacher', 'alice', 'bob'] as const;
const idOf = (name: (typeof NAMES)[number]) => `demo${String(NAMES.indexOf(name)).padStart(28, '0')}`;

async function demoAccounts() {
  for (const name of NAMES) {
    await env.DB.prepare("INSERT OR IGNORE INTO users (id, username, username_key, password_hash, email) VALUES (?, ?, ?, 'x', ?)").bind(idOf(name), name, name, `${name}@example.com`).run();
  }
  await env.DB.prepare('INSERT OR IGNORE INTO user_roles (user_id, role_id) VALUES (?, 1000)').bind(idOf('root')).run();
}

describe('demo honor roll', () => {
  it("seeds this month's roll with its awards once; the home card shows it", async () => {
    await demoAccounts();
    const now = nowSeconds();
    await env.DB.exec(seedHonorSql(now));
    await env.DB.exec(seedHonorSql(now + 60));

    const roll = expectOk(await call<HonorRollView | null>('GET', '/api/get-month-ranking'));
    expect(roll).toMatchObject({ name: honorMonthName(new Date(now * 1000)), status: 0, author: 'root' });
    expect(roll!.monthRankingDetailVOList.map((a) => [a.name, a.userList.map((u) => u.username)])).toEqual(SEED_HONOR_AWARDS.map((a) => [a.name, [...a.users]]));
    expect((await env.DB.prepare('SELECT count(*) AS n FROM honor_rolls').first<{ n: number }>())!.n).toBe(1);
  });

  it('leaves a roll an admin changed as it is on the next start', async () => {
    await demoAccounts();
    const now = nowSeconds();
    await env.DB.exec(seedHonorSql(now));
    const seeded = expectOk(await call<HonorRollView | null>('GET', '/api/get-month-ranking'))!;
    const rootToken = await mintToken('root');
    expectOk(await call('PUT', '/api/admin/month-ranking', { token: rootToken, body: { id: seeded.id, name: seeded.name, status: 0, monthRankingDetailVOList: [{ name: 'Champion', usernames: ['alice'] }] } }));
    await env.DB.exec(seedHonorSql(now + 3600));
    const after = expectOk(await call<HonorRollView | null>('GET', '/api/get-month-ranking'))!;
    expect(after.monthRankingDetailVOList.map((a) => a.name)).toEqual(['Champion']);
  });

  it("a new month's start adds that month's roll, which the home card shows", async () => {
    await demoAccounts();
    const next = Math.floor(Date.UTC(2099, 0, 15) / 1000);
    await env.DB.exec(seedHonorSql(next));
    expect(expectOk(await call<HonorRollView | null>('GET', '/api/get-month-ranking'))!.name).toBe('2099-01');
  });
});
