import type { FakeCheckoutResult } from '../../contract/api/vip';
import { formatYuan, orderStateAt, VIP_MESSAGES, type OrderState } from '../../contract/rules/vip';
import type { Deps } from '../deps';
import { ApiError, notFound } from '../lib/api-error';
import { randomDigits } from '../lib/random';
import { FAKE_PROVIDER, FAKE_SIGNATURE_HEADER, signFakeNotification, ticketMatches, type FakeNotificationBody } from './fake-provider';
import { configuredProvider, receivePaymentNotification } from './payments';
import { findOrder, type OrderRow } from './queries';

/**
 * The fake provider's page (local mode only; the entries are `localOnly`): what a buyer sees at a
 * payment provider, with three answers. "Paid" and "cancelled" do what a real provider does after
 * the buyer acts: they send the signed notification, here handed to the same function
 * `POST payment/notify` uses; "not paid" changes nothing. Plain HTML, no script, no outside asset.
 */

type CheckoutDeps = Pick<Deps, 'db' | 'clock' | 'env'>;

interface CheckoutQuery {
  orderNo: string;
  ticket: string;
}

const STATE_TEXT: Record<OrderState, string> = {
  created: '待支付 · Waiting for payment',
  paid: '已支付 · Paid',
  cancelled: '已取消 · Cancelled',
  expired: '已过期 · Expired',
};

const NOTICE: Record<FakeCheckoutResult | 'closed', string> = {
  paid: '支付成功，请关闭本页并回到网站。· The payment went through: close this page and go back to the site.',
  unpaid: '订单仍未支付。· The order is still unpaid.',
  cancelled: '支付已取消，请关闭本页并回到网站。· The payment was cancelled: close this page and go back to the site.',
  closed: '该订单已不能支付。· This order can no longer be paid.',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The order this page is for: the ticket must be the one its payment address was made with. */
async function checkoutOrder(deps: CheckoutDeps, query: CheckoutQuery): Promise<{ order: OrderRow; secret: string }> {
  const secret = deps.env.FAKE_PAYMENT_SECRET;
  if (!secret) throw new ApiError(503, VIP_MESSAGES.paymentUnavailable);
  const order = await findOrder(deps.db, query.orderNo);
  if (!order || order.provider !== FAKE_PROVIDER || !(await ticketMatches(secret, order.orderNo, query.ticket))) throw notFound(VIP_MESSAGES.noSuchOrder);
  return { order, secret };
}

export function renderCheckoutPage(order: OrderRow, state: OrderState, ticket: string, notice: string | null): string {
  const action = (result: FakeCheckoutResult) => escapeHtml(`/api/dev/fake-pay?${new URLSearchParams({ orderNo: order.orderNo, ticket, result }).toString()}`);
  const button = (result: FakeCheckoutResult, label: string) =>
    `<form method="post" action="${action(result)}"><button type="submit" class="${result}" data-testid="fake-pay-${result}">${label}</button></form>`;
  const buttons = state === 'created' ? `<div class="actions">${button('paid', '已支付 · Paid')}${button('unpaid', '未支付 · Not paid')}${button('cancelled', '已取消 · Cancelled')}</div>` : '';
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>模拟支付 · Fake payment provider</title>
<style>
body { font-family: system-ui, sans-serif; background: #f3f5f8; color: #1f2933; margin: 0; }
main { max-width: 460px; margin: 48px auto; background: #fff; border-radius: 12px; padding: 28px; box-shadow: 0 2px 12px rgba(0, 0, 0, .08); }
.tag { color: #b45309; font-size: 13px; margin: 0 0 8px; }
h1 { font-size: 20px; margin: 0 0 16px; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 20px; }
dt { color: #52606d; } dd { margin: 0; font-weight: 600; }
.amount { font-size: 24px; color: #c2410c; }
.notice { background: #eef2ff; border-radius: 8px; padding: 10px 12px; }
.actions { display: flex; gap: 8px; flex-wrap: wrap; }
button { border: 0; border-radius: 8px; padding: 10px 16px; font-size: 15px; cursor: pointer; color: #fff; }
.paid { background: #16a34a; } .unpaid { background: #64748b; } .cancelled { background: #dc2626; }
</style>
</head>
<body>
<main data-testid="fake-pay-page">
<p class="tag">本地模拟支付，仅用于开发与测试 · Local fake payment provider, for development and tests only</p>
<h1>VIP 会员 ${order.months} 个月 · VIP membership, ${order.months} months</h1>
<dl>
<dt>订单号 · Order</dt><dd data-testid="fake-pay-order">${escapeHtml(order.orderNo)}</dd>
<dt>套餐 · Plan</dt><dd>${order.planId}</dd>
<dt>金额 · Amount</dt><dd class="amount" data-testid="fake-pay-amount">¥${formatYuan(order.amountFen)}</dd>
<dt>状态 · State</dt><dd data-testid="fake-pay-state">${STATE_TEXT[state]}</dd>
<dt>支付截止 · Pay before</dt><dd>${new Date(order.payDeadline * 1000).toISOString().replace('T', ' ').slice(0, 19)} UTC</dd>
</dl>
${notice ? `<p class="notice" data-testid="fake-pay-notice">${notice}</p>` : ''}
${buttons}
</main>
</body>
</html>`;
}

function htmlResponse(html: string): Response {
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      // The page's only actions are its own forms; nothing may frame it or load anything into it.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      'Referrer-Policy': 'no-referrer',
    },
  });
}

/** `GET dev/fake-pay`: the order and, while it waits for payment, the three answers. */
export async function fakeCheckoutPage(deps: CheckoutDeps, query: CheckoutQuery): Promise<Response> {
  const { order } = await checkoutOrder(deps, query);
  return htmlResponse(renderCheckoutPage(order, orderStateAt(order.state, order.payDeadline, deps.clock.nowSeconds()), query.ticket, null));
}

/**
 * `POST dev/fake-pay`: one of the three answers. A closed or expired order takes none (a provider
 * stops taking a payment at the order's deadline).
 */
export async function fakeCheckoutAction(deps: CheckoutDeps, query: CheckoutQuery & { result: FakeCheckoutResult }): Promise<Response> {
  const { order, secret } = await checkoutOrder(deps, query);
  const now = deps.clock.nowSeconds();
  const state = orderStateAt(order.state, order.payDeadline, now);
  if (state !== 'created') return htmlResponse(renderCheckoutPage(order, state, query.ticket, NOTICE.closed));
  if (query.result === 'unpaid') return htmlResponse(renderCheckoutPage(order, state, query.ticket, NOTICE.unpaid));
  const notification: FakeNotificationBody = { orderNo: order.orderNo, tradeNo: `FAKE${randomDigits(16)}`, amountFen: order.amountFen, status: query.result };
  const body = JSON.stringify(notification);
  const headers = new Headers({ 'Content-Type': 'application/json', [FAKE_SIGNATURE_HEADER]: await signFakeNotification(secret, body, now) });
  const ack = await receivePaymentNotification(deps, configuredProvider(deps), { body, headers });
  const after = (await findOrder(deps.db, order.orderNo))!;
  return htmlResponse(renderCheckoutPage(after, ack.state, query.ticket, NOTICE[query.result]));
}
