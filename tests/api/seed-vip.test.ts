import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { OrderView, VipInfo } from '../../contract/api/vip';
import type { Page } from '../../contract/envelope';
import { ROLE_ID } from '../../contract/roles';
import { addMonths } from '../../worker/vip/rules';
import { SEED_ORDERS, seedVipSql } from '../../scripts/seed-vip';
import { call, expectOk, mintToken, nowSeconds } from './support';

/** The demo VIP data `npm start` seeds (scripts/seed-vip.ts): bob a member a year ahead, one paid and one cancelled order, the same after every start. */

const BOB = `demo${String(4).padStart(28, '0')}`;

async function bobsEnd(): Promise<number | null> {
  return (await env.DB.prepare('SELECT expires_at FROM user_roles WHERE user_id = ? AND role_id = ?').bind(BOB, ROLE_ID.vip).first<{ expires_at: number | null }>())!.expires_at;
}

describe('demo VIP data', () => {
  it('makes bob a member for about a year with a paid and a cancelled order, once; an ended membership is renewed, a running one kept', async () => {
    await env.DB.prepare("INSERT OR IGNORE INTO users (id, username, username_key, password_hash, email) VALUES (?, 'bob', 'bob', 'x', 'bob@example.com')").bind(BOB).run();
    // As scripts/seed.ts grants it: the role without an end.
    await env.DB.prepare('INSERT OR IGNORE INTO user_roles (user_id, role_id) VALUES (?, ?)').bind(BOB, ROLE_ID.vip).run();
    const now = nowSeconds();
    await env.DB.exec(seedVipSql(now));
    const end = (await bobsEnd())!;
    expect(end).toBe(addMonths(now - 3600 + 120, 12));
    expect(end - now).toBeGreaterThan(364 * 86_400);

    await env.DB.exec(seedVipSql(now + 3600));
    expect(await bobsEnd()).toBe(end);

    const token = await mintToken('bob');
    expect(expectOk(await call<VipInfo>('GET', '/api/vip/get-vip-info', { token }))).toMatchObject({ standing: 'active', expiresAt: new Date(end * 1000).toISOString() });
    const orders = expectOk(await call<Page<OrderView>>('GET', '/api/vip/get-my-orders', { token }));
    expect(orders.records.map((o) => [o.orderNo, o.state, o.amountFen, o.providerRef])).toEqual([
      [SEED_ORDERS.cancelled.orderNo, 'cancelled', 39_900, SEED_ORDERS.cancelled.providerRef],
      [SEED_ORDERS.paid.orderNo, 'paid', 39_900, SEED_ORDERS.paid.providerRef],
    ]);
    expect(orders.records[1]!.vipUntil).toBe(new Date(end * 1000).toISOString());

    await env.DB.prepare('UPDATE user_roles SET expires_at = ? WHERE user_id = ? AND role_id = ?').bind(now - 10, BOB, ROLE_ID.vip).run();
    await env.DB.exec(seedVipSql(now));
    expect(await bobsEnd()).toBe(end);
  });
});
