import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { STORED_ORDER_STATES } from '../../contract/rules/vip';

/**
 * VIP orders (part 1 §1, §4, §7; decision 37). The payment provider's signed notification is the
 * only thing that moves an order from created to paid or cancelled; `expired` is a created order
 * past `payDeadline`, read, never stored. The buyer's uid has no foreign key: a payment record is
 * kept when the account is deleted, and `username` keeps the name it was bought under.
 */
export const vipOrders = sqliteTable(
  'vip_orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderNo: text('order_no').notNull().unique(),
    uid: text('uid').notNull(),
    username: text('username').notNull(),
    planId: integer('plan_id').notNull(),
    months: integer('months').notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** the payment port that took the order ("fake" in local mode) */
    provider: text('provider').notNull(),
    /** the provider's number of the payment, from its notification */
    providerRef: text('provider_ref'),
    state: text('state', { enum: STORED_ORDER_STATES }).notNull().default('created'),
    createdAt: integer('created_at').notNull(),
    payDeadline: integer('pay_deadline').notNull(),
    paidAt: integer('paid_at'),
    cancelledAt: integer('cancelled_at'),
    /** the membership's end the payment set; null while unpaid or for a member without an end */
    vipUntil: integer('vip_until'),
    /**
     * The attempt that applied the payment: its batch grants the role only when the order row carries
     * this attempt's token, so a replayed notification or a lost race grants nothing (worker/vip/payments.ts).
     */
    grantToken: text('grant_token'),
  },
  (t) => [index('vip_orders_uid_idx').on(t.uid, t.id), index('vip_orders_state_idx').on(t.state, t.id)],
);
