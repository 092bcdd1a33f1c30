import { and, count, desc, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { OrderState } from '../../contract/rules/vip';
import { ROLE_ID } from '../../contract/roles';
import type { Db } from '../db/client';
import { userRoles, users } from '../db/schema-accounts';
import { vipOrders } from '../db/schema-vip';
import type { VipGrant } from './rules';
import { containsText } from '../lib/text-search';

/** The VIP area's D1 reads and writes; times are passed in (Unix seconds), never read here. */

export type OrderRow = typeof vipOrders.$inferSelect;
export type NewOrder = typeof vipOrders.$inferInsert;

const VIP = ROLE_ID.vip;

export async function insertOrder(db: Db, order: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(vipOrders).values(order).returning();
  return row!;
}

export function findOrder(db: Db, orderNo: string): Promise<OrderRow | undefined> {
  return db.select().from(vipOrders).where(eq(vipOrders.orderNo, orderNo)).get();
}

/** The order-state filter of the lists: expired is a created order past its deadline. */
function stateWhere(state: OrderState | undefined, now: number): SQL | undefined {
  if (state === undefined) return undefined;
  if (state === 'expired') return and(eq(vipOrders.state, 'created'), lte(vipOrders.payDeadline, now));
  if (state === 'created') return and(eq(vipOrders.state, 'created'), gt(vipOrders.payDeadline, now));
  return eq(vipOrders.state, state);
}

export interface OrderFilter {
  uid?: string;
  state?: OrderState;
  /** a part of the buyer's name, or a whole order number */
  keyword?: string;
}

export async function orderPage(db: Db, filter: OrderFilter, now: number, page: { limit: number; offset: number }): Promise<{ rows: OrderRow[]; total: number }> {
  const keyword = filter.keyword ? or(containsText(vipOrders.username, filter.keyword), eq(vipOrders.orderNo, filter.keyword)) : undefined;
  const where = and(filter.uid === undefined ? undefined : eq(vipOrders.uid, filter.uid), stateWhere(filter.state, now), keyword);
  const [rows, [total]] = await db.batch([
    db.select().from(vipOrders).where(where).orderBy(desc(vipOrders.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(vipOrders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// ---- the vip role ----

export async function vipGrantOf(db: Db, uid: string): Promise<VipGrant | undefined> {
  return db
    .select({ expiresAt: userRoles.expiresAt })
    .from(userRoles)
    .where(and(eq(userRoles.userId, uid), eq(userRoles.roleId, VIP)))
    .get();
}

/** Whether the user's vip row is still the one read before (none, without an end, or this end). */
function grantUnchanged(uid: string, grant: VipGrant | undefined): SQL {
  const row = sql`SELECT 1 FROM ${userRoles} WHERE ${userRoles.userId} = ${uid} AND ${userRoles.roleId} = ${VIP}`;
  if (!grant) return sql`NOT EXISTS (${row})`;
  if (grant.expiresAt === null) return sql`EXISTS (${row} AND ${userRoles.expiresAt} IS NULL)`;
  return sql`EXISTS (${row} AND ${userRoles.expiresAt} = ${grant.expiresAt})`;
}

/**
 * The two statements of a confirmed payment, for one batch: the order turns paid and takes this
 * attempt's token only while it is still created and the user's vip row is as read; the role is then
 * granted (to `vipUntil`) only if the order carries that token and the account still exists. A replay,
 * a concurrent confirmation or a grant changed meanwhile leaves both statements without effect.
 */
export function payOrderQueries(
  db: Db,
  order: Pick<OrderRow, 'orderNo' | 'uid'>,
  seen: VipGrant | undefined,
  change: { providerRef: string; paidAt: number; vipUntil: number | null; grantToken: string },
) {
  return [
    db
      .update(vipOrders)
      .set({ state: 'paid', providerRef: change.providerRef, paidAt: change.paidAt, vipUntil: change.vipUntil, grantToken: change.grantToken })
      .where(and(eq(vipOrders.orderNo, order.orderNo), eq(vipOrders.state, 'created'), grantUnchanged(order.uid, seen))),
    db
      .insert(userRoles)
      .select(
        sql`SELECT ${order.uid}, ${VIP}, ${change.vipUntil} WHERE EXISTS (SELECT 1 FROM ${vipOrders} WHERE ${vipOrders.orderNo} = ${order.orderNo} AND ${vipOrders.grantToken} = ${change.grantToken}) AND EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${order.uid})`,
      )
      .onConflictDoUpdate({ target: [userRoles.userId, userRoles.roleId], set: { expiresAt: sql`excluded.expires_at` } }),
  ] as const;
}

/** Closes a created order as the provider said; answers whether this call closed it. */
export async function cancelOrder(db: Db, orderNo: string, providerRef: string, now: number): Promise<boolean> {
  const changed = await db
    .update(vipOrders)
    .set({ state: 'cancelled', providerRef, cancelledAt: now })
    .where(and(eq(vipOrders.orderNo, orderNo), eq(vipOrders.state, 'created')))
    .returning({ id: vipOrders.id });
  return changed.length > 0;
}

/** Sets the user's vip row to end at `expiresAt` (an admin's add-vip). */
export async function setVipGrant(db: Db, uid: string, expiresAt: number): Promise<void> {
  await db
    .insert(userRoles)
    .values({ userId: uid, roleId: VIP, expiresAt })
    .onConflictDoUpdate({ target: [userRoles.userId, userRoles.roleId], set: { expiresAt } });
}

/** Removes the user's vip row; answers whether there was one. */
export async function deleteVipGrant(db: Db, uid: string): Promise<boolean> {
  const deleted = await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, uid), eq(userRoles.roleId, VIP)))
    .returning({ uid: userRoles.userId });
  return deleted.length > 0;
}

export interface MemberRow {
  uid: string;
  username: string;
  nickname: string | null;
  expiresAt: number | null;
}

/** The users with a vip row (ended ones too), those without an end first, then the latest ends. */
export async function memberPage(db: Db, keyword: string | undefined, page: { limit: number; offset: number }): Promise<{ rows: MemberRow[]; total: number }> {
  const where = and(eq(userRoles.roleId, VIP), keyword ? containsText(users.username, keyword) : undefined);
  const [rows, [total]] = await db.batch([
    db
      .select({ uid: users.id, username: users.username, nickname: users.nickname, expiresAt: userRoles.expiresAt })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(where)
      .orderBy(sql`${userRoles.expiresAt} IS NULL DESC`, desc(userRoles.expiresAt), users.usernameKey)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(userRoles).innerJoin(users, eq(users.id, userRoles.userId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A user and their vip row, by id or by name. */
export async function memberOf(db: Db, where: { uid: string } | { usernameKey: string }): Promise<(MemberRow & { member: boolean }) | undefined> {
  const row = await db
    .select({ uid: users.id, username: users.username, nickname: users.nickname, expiresAt: userRoles.expiresAt, roleId: userRoles.roleId })
    .from(users)
    .leftJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.roleId, VIP)))
    .where('uid' in where ? eq(users.id, where.uid) : eq(users.usernameKey, where.usernameKey))
    .get();
  return row && { uid: row.uid, username: row.username, nickname: row.nickname, expiresAt: row.expiresAt, member: row.roleId !== null };
}
