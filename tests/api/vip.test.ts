import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthInfo } from '../../contract/api/accounts';
import type { ProblemDetail } from '../../contract/api/problems';
import type { CreatedOrder, OrderView, PaymentAck, VipInfo, VipMember } from '../../contract/api/vip';
import { ORDER_PAY_WINDOW_SECONDS, VIP_MESSAGES } from '../../contract/rules/vip';
import type { Page } from '../../contract/envelope';
import { ROLE_ID } from '../../contract/roles';
import { authenticate } from '../../worker/accounts/sessions';
import { database } from '../../worker/db/client';
import { manualClock } from '../../worker/lib/clock';
import { FAKE_SIGNATURE_HEADER, signFakeNotification } from '../../worker/vip/fake-provider';
import { applyPaymentEvent } from '../../worker/vip/payments';
import { addMonths } from '../../worker/vip/rules';
import { oneOfEachRole } from './community-support';
import { announceLanguages, insertProblem, signUpAs } from './problems-support';
import { boardUser, type TestUser } from './scoreboard-support';
import { signToken } from '../../worker/lib/token';
import { buildRequest, call, dispatch, expectOk, expectRefused, login, nowSeconds, request, uidOf, type CallOptions, type Method } from './support';

/** VIP membership and its payments (decision 37): every call by role, the fake provider, the notification, expiry. */

const SECRET = env.FAKE_PAYMENT_SECRET!;

let user: TestUser, teacher: TestUser, admin: TestUser, root: TestUser;
beforeAll(async () => {
  ({ user, teacher, admin, root } = await oneOfEachRole());
});

/** The bindings of a deployment: not local mode, so no fake provider. */
const deployed: Cloudflare.Env = { ...env, MODE: 'production' };

async function createOrder(token: string): Promise<CreatedOrder> {
  return expectOk(await call<CreatedOrder>('POST', '/api/vip/create-order', { token, body: { planId: 1 } }));
}

/** The order number and ticket of a payment address. */
function checkout(created: CreatedOrder): { orderNo: string; ticket: string } {
  const url = new URL(created.payUrl, 'http://localhost');
  expect(url.pathname).toBe('/api/dev/fake-pay');
  return { orderNo: url.searchParams.get('orderNo')!, ticket: url.searchParams.get('ticket')! };
}

/** Presses a button of the fake provider's page, as the buyer's browser posts its form. */
async function press(created: CreatedOrder, result: 'paid' | 'unpaid' | 'cancelled'): Promise<{ status: number; html: string }> {
  const response = await request('POST', '/api/dev/fake-pay', { query: { ...checkout(created), result }, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  return { status: response.status, html: await response.text() };
}

/** A notification as the fake provider signs it (or with another key, or at another time). */
async function notification(body: object, options: { secret?: string; at?: number; tamper?: (text: string) => string } = {}): Promise<CallOptions> {
  const text = JSON.stringify(body);
  const signature = await signFakeNotification(options.secret ?? SECRET, text, options.at ?? nowSeconds());
  return { body: options.tamper ? options.tamper(text) : text, headers: { 'Content-Type': 'application/json', [FAKE_SIGNATURE_HEADER]: signature } };
}

const paidBody = (order: OrderView, extra: object = {}) => ({ orderNo: order.orderNo, tradeNo: `T${crypto.randomUUID().slice(0, 12)}`, amountFen: order.amountFen, status: 'paid', ...extra });

async function vipRow(uid: string): Promise<{ expires_at: number | null } | null> {
  return env.DB.prepare('SELECT expires_at FROM user_roles WHERE user_id = ? AND role_id = ?').bind(uid, ROLE_ID.vip).first<{ expires_at: number | null }>();
}

async function orderRow(orderNo: string) {
  return env.DB.prepare('SELECT state, provider_ref, paid_at, vip_until FROM vip_orders WHERE order_no = ?').bind(orderNo).first<{ state: string; provider_ref: string | null; paid_at: number | null; vip_until: number | null }>();
}

const rolesOf = async (token: string) => expectOk(await call<AuthInfo>('GET', '/api/get-user-auth-info', { token })).roles;

/** Each call answers 401 to a visitor and 403 to each of `others`. */
async function expectOnly(method: Method, path: string, options: CallOptions, others: TestUser[]): Promise<void> {
  expectRefused(await call(method, path, options), 401);
  for (const caller of others) expectRefused(await call(method, path, { ...options, token: caller.token }), 403);
}

describe('the buyer’s calls', () => {
  it('need a signed-in user', async () => {
    expectRefused(await call('GET', '/api/vip/get-vip-info'), 401);
    expectRefused(await call('POST', '/api/vip/create-order', { body: { planId: 1 } }), 401);
    expectRefused(await call('GET', '/api/vip/get-order', { query: { orderNo: 'VIP1' } }), 401);
    expectRefused(await call('GET', '/api/vip/get-my-orders'), 401);
  });

  it('a new user is no member; the site takes payments in local mode', async () => {
    const buyer = await boardUser();
    expect(expectOk(await call<VipInfo>('GET', '/api/vip/get-vip-info', { token: buyer.token }))).toEqual({ standing: 'none', expiresAt: null, paymentAvailable: true });
  });

  it('ordering plan 1 stores a waiting order of 39900 fen for 12 months and answers the provider’s page', async () => {
    const buyer = await boardUser();
    const before = nowSeconds();
    const created = await createOrder(buyer.token);
    expect(created.order).toMatchObject({ uid: buyer.uid, username: buyer.username, planId: 1, months: 12, amountFen: 39_900, state: 'created', provider: 'fake', providerRef: null, paidAt: null, vipUntil: null });
    expect(created.order.orderNo).toMatch(/^VIP\d{14}-\d{8}$/);
    const deadline = Date.parse(created.order.payDeadline) / 1000;
    expect(deadline - Date.parse(created.order.gmtCreate) / 1000).toBe(ORDER_PAY_WINDOW_SECONDS);
    expect(deadline).toBeGreaterThanOrEqual(before + ORDER_PAY_WINDOW_SECONDS);
    expect(checkout(created).ticket).toMatch(/^[0-9a-f]{64}$/);
    expect(created.payUrl).not.toContain(SECRET);
    expect(expectOk(await call<OrderView>('GET', '/api/vip/get-order', { token: buyer.token, query: { orderNo: created.order.orderNo } }))).toEqual(created.order);
  });

  it('refuses an unknown or missing plan, and stores nothing', async () => {
    const buyer = await boardUser();
    expectRefused(await call('POST', '/api/vip/create-order', { token: buyer.token, body: { planId: 2 } }), 400, VIP_MESSAGES.noSuchPlan);
    expectRefused(await call('POST', '/api/vip/create-order', { token: buyer.token, body: {} }), 400, 'planId is required');
    expectRefused(await call('POST', '/api/vip/create-order', { token: buyer.token, body: { planId: 'one' } }), 400, /planId/);
    expect(expectOk(await call<Page<OrderView>>('GET', '/api/vip/get-my-orders', { token: buyer.token })).total).toBe(0);
  });

  it('shows a buyer their own orders only, newest first', async () => {
    const [buyer, other] = [await boardUser(), await boardUser()];
    const first = await createOrder(buyer.token);
    const second = await createOrder(buyer.token);
    const theirs = await createOrder(other.token);
    const page = expectOk(await call<Page<OrderView>>('GET', '/api/vip/get-my-orders', { token: buyer.token }));
    expect(page).toMatchObject({ total: 2, current: 1, size: 10 });
    expect(page.records.map((o) => o.orderNo)).toEqual([second.order.orderNo, first.order.orderNo]);
    expectRefused(await call('GET', '/api/vip/get-order', { token: buyer.token, query: { orderNo: theirs.order.orderNo } }), 404, VIP_MESSAGES.noSuchOrder);
    expectRefused(await call('GET', '/api/vip/get-order', { token: buyer.token, query: { orderNo: 'VIP-nothing' } }), 404, VIP_MESSAGES.noSuchOrder);
  });

  it('a deployment without a payment provider refuses to take orders and says so', async () => {
    const buyer = await boardUser();
    const info = await dispatch(buildRequest('GET', '/api/vip/get-vip-info', { headers: { Authorization: buyer.token } }), deployed);
    expect((await info.json<{ data: VipInfo }>()).data.paymentAvailable).toBe(false);
    const refused = await dispatch(buildRequest('POST', '/api/vip/create-order', { body: { planId: 1 }, headers: { Authorization: buyer.token } }), deployed);
    expect(refused.status).toBe(503);
    expect((await refused.json<{ msg: string }>()).msg).toBe(VIP_MESSAGES.paymentUnavailable);
    expect(expectOk(await call<Page<OrderView>>('GET', '/api/vip/get-my-orders', { token: buyer.token })).total).toBe(0);
  });
});

describe('the fake provider’s page', () => {
  it('shows the order, 399 yuan and the three buttons, with a strict policy; a wrong ticket or order opens nothing', async () => {
    const buyer = await boardUser();
    const created = await createOrder(buyer.token);
    const { orderNo, ticket } = checkout(created);
    const page = await request('GET', '/api/dev/fake-pay', { query: { orderNo, ticket } });
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(page.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain(orderNo);
    expect(html).toContain('¥399.00');
    for (const result of ['paid', 'unpaid', 'cancelled']) expect(html).toContain(`data-testid="fake-pay-${result}"`);
    expect(html).not.toContain(SECRET);
    expect(html).not.toMatch(/<script|https?:\/\//);

    const other = await createOrder(buyer.token);
    expectRefused(await call('GET', '/api/dev/fake-pay', { query: { orderNo, ticket: checkout(other).ticket } }), 404, VIP_MESSAGES.noSuchOrder);
    expectRefused(await call('POST', '/api/dev/fake-pay', { query: { orderNo, ticket: 'f'.repeat(64), result: 'paid' } }), 404, VIP_MESSAGES.noSuchOrder);
    expectRefused(await call('POST', '/api/dev/fake-pay', { query: { orderNo, ticket, result: 'refund' } }), 400, /result/);
    expect((await orderRow(orderNo))!.state).toBe('created');
  });

  it('exists only in local mode', async () => {
    const buyer = await boardUser();
    const { orderNo, ticket } = checkout(await createOrder(buyer.token));
    for (const method of ['GET', 'POST'] as const) {
      const response = await dispatch(buildRequest(method, '/api/dev/fake-pay', { query: { orderNo, ticket, result: 'paid' } }), deployed);
      expect(response.status).toBe(404);
    }
    expect((await orderRow(orderNo))!.state).toBe('created');
    expect(await vipRow(buyer.uid)).toBeNull();
  });

  it('"paid" makes the buyer VIP for 12 months: login, auth info and get-vip-info say so', async () => {
    const buyer = await signUpAs('user');
    const uid = await uidOf(buyer.username);
    const created = await createOrder(buyer.token);
    const before = nowSeconds();
    const pressed = await press(created, 'paid');
    expect(pressed.status).toBe(200);
    expect(pressed.html).toContain('data-testid="fake-pay-notice"');
    expect(pressed.html).not.toContain('data-testid="fake-pay-paid"');

    const row = (await orderRow(created.order.orderNo))!;
    expect(row.state).toBe('paid');
    expect(row.provider_ref).toMatch(/^FAKE\d{16}$/);
    const granted = (await vipRow(uid))!.expires_at!;
    expect(granted).toBe(row.vip_until);
    expect(granted).toBeGreaterThanOrEqual(addMonths(before, 12));
    expect(granted).toBeLessThanOrEqual(addMonths(nowSeconds(), 12));

    const again = await login(buyer.username, buyer.password);
    expect(again.user).toMatchObject({ isVip: true });
    expect(again.user.roleList).toContain('vip');
    expect(await rolesOf(buyer.token)).toContain('vip');
    expect(expectOk(await call<VipInfo>('GET', '/api/vip/get-vip-info', { token: buyer.token }))).toEqual({ standing: 'active', expiresAt: new Date(granted * 1000).toISOString(), paymentAvailable: true });
    expect(expectOk(await call<OrderView>('GET', '/api/vip/get-order', { token: buyer.token, query: { orderNo: created.order.orderNo } }))).toMatchObject({
      state: 'paid',
      vipUntil: new Date(granted * 1000).toISOString(),
    });
  });

  it('"not paid" leaves the order waiting and grants nothing', async () => {
    const buyer = await boardUser();
    const created = await createOrder(buyer.token);
    const pressed = await press(created, 'unpaid');
    expect(pressed.status).toBe(200);
    expect(pressed.html).toContain('data-testid="fake-pay-paid"');
    expect((await orderRow(created.order.orderNo))!.state).toBe('created');
    expect(await vipRow(buyer.uid)).toBeNull();
    expect(await rolesOf(buyer.token)).not.toContain('vip');
  });

  it('"cancelled" closes the order; it can be paid no more', async () => {
    const buyer = await boardUser();
    const created = await createOrder(buyer.token);
    expect((await press(created, 'cancelled')).status).toBe(200);
    expect((await orderRow(created.order.orderNo))!.state).toBe('cancelled');
    const late = await press(created, 'paid');
    expect(late.status).toBe(200);
    expect(late.html).not.toContain('data-testid="fake-pay-paid"');
    expect((await orderRow(created.order.orderNo))!.state).toBe('cancelled');
    expect(await vipRow(buyer.uid)).toBeNull();
    expect(expectOk(await call<OrderView>('GET', '/api/vip/get-order', { token: buyer.token, query: { orderNo: created.order.orderNo } })).state).toBe('cancelled');
  });

  it('an order past its payment window reads as expired and takes no payment', async () => {
    const buyer = await boardUser();
    const created = await createOrder(buyer.token);
    await env.DB.prepare('UPDATE vip_orders SET pay_deadline = ? WHERE order_no = ?').bind(nowSeconds() - 1, created.order.orderNo).run();
    expect(expectOk(await call<OrderView>('GET', '/api/vip/get-order', { token: buyer.token, query: { orderNo: created.order.orderNo } })).state).toBe('expired');
    expect((await press(created, 'paid')).html).not.toContain('data-testid="fake-pay-paid"');
    expect((await orderRow(created.order.orderNo))!.state).toBe('created');
    expect(await vipRow(buyer.uid)).toBeNull();
  });
});

describe('the provider’s notification', () => {
  const notify = (options: CallOptions) => call<PaymentAck>('POST', '/api/payment/notify', options);

  it('is the only way to pay: unsigned, wrongly signed, altered or stale ones are refused, whoever sends them', async () => {
    const buyer = await boardUser();
    const { order } = await createOrder(buyer.token);
    const body = paidBody(order);
    expectRefused(await notify({ body }), 401, VIP_MESSAGES.badSignature);
    expectRefused(await notify({ body, token: buyer.token }), 401, VIP_MESSAGES.badSignature);
    expectRefused(await notify({ ...(await notification(body)), headers: { 'Content-Type': 'application/json', [FAKE_SIGNATURE_HEADER]: `t=${nowSeconds()},v1=${'0'.repeat(64)}` } }), 401, VIP_MESSAGES.badSignature);
    expectRefused(await notify(await notification(body, { secret: 'a-guessed-secret-of-the-same-length-as-the-real-one' })), 401, VIP_MESSAGES.badSignature);
    expectRefused(await notify(await notification(body, { tamper: (text) => text.replace('39900', '1') })), 401, VIP_MESSAGES.badSignature);
    expectRefused(await notify(await notification(body, { at: nowSeconds() - 301 })), 401, VIP_MESSAGES.badSignature);
    expectRefused(await notify(await notification(body, { at: nowSeconds() + 301 })), 401, VIP_MESSAGES.badSignature);
    // The fake provider's checkout ticket is no notification signature.
    const ticket = checkout(await createOrder(buyer.token)).ticket;
    expectRefused(await notify({ body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', [FAKE_SIGNATURE_HEADER]: `t=${nowSeconds()},v1=${ticket}` } }), 401, VIP_MESSAGES.badSignature);
    expect((await orderRow(order.orderNo))!.state).toBe('created');
    expect(await vipRow(buyer.uid)).toBeNull();
  });

  it('must come as the provider’s media type', async () => {
    const buyer = await boardUser();
    const { order } = await createOrder(buyer.token);
    const signed = await notification(paidBody(order));
    expectRefused(await notify({ ...signed, headers: { ...signed.headers, 'Content-Type': 'text/plain' } }), 415, /application\/json/);
    expect((await orderRow(order.orderNo))!.state).toBe('created');
  });

  it('refuses a signed notification for another amount or an unknown order', async () => {
    const buyer = await boardUser();
    const { order } = await createOrder(buyer.token);
    expectRefused(await notify(await notification(paidBody(order, { amountFen: 1 }))), 400, VIP_MESSAGES.amountMismatch);
    expectRefused(await notify(await notification(paidBody(order, { orderNo: 'VIP00000000000000-00000000' }))), 404, VIP_MESSAGES.noSuchOrder);
    expect((await orderRow(order.orderNo))!.state).toBe('created');
    expect(await vipRow(buyer.uid)).toBeNull();
  });

  it('applies a payment once: a replayed or repeated confirmation adds no second 12 months', async () => {
    const buyer = await boardUser();
    const { order } = await createOrder(buyer.token);
    const signed = await notification(paidBody(order, { tradeNo: 'TRADE-1' }));
    expect(expectOk(await notify(signed))).toEqual({ orderNo: order.orderNo, state: 'paid', applied: true });
    const granted = (await vipRow(buyer.uid))!.expires_at;
    expect(expectOk(await notify(signed))).toEqual({ orderNo: order.orderNo, state: 'paid', applied: false });
    expect(expectOk(await notify(await notification(paidBody(order, { tradeNo: 'TRADE-2' }))))).toMatchObject({ applied: false });
    expect((await vipRow(buyer.uid))!.expires_at).toBe(granted);
    expect((await orderRow(order.orderNo))!.provider_ref).toBe('TRADE-1');
    expectRefused(await notify(await notification({ ...paidBody(order), status: 'cancelled' })), 409, VIP_MESSAGES.orderPaid);
    expect((await orderRow(order.orderNo))!.state).toBe('paid');
  });

  it('a cancelled order refuses a later payment; the same cancellation again is taken as done', async () => {
    const buyer = await boardUser();
    const { order } = await createOrder(buyer.token);
    const cancel = { ...paidBody(order), status: 'cancelled' };
    expect(expectOk(await notify(await notification(cancel)))).toEqual({ orderNo: order.orderNo, state: 'cancelled', applied: true });
    expect(expectOk(await notify(await notification(cancel)))).toEqual({ orderNo: order.orderNo, state: 'cancelled', applied: false });
    expectRefused(await notify(await notification(paidBody(order))), 409, VIP_MESSAGES.orderClosed);
    expect(await vipRow(buyer.uid)).toBeNull();
  });

  it('a second paid order extends the membership from its end; two at once add both', async () => {
    const buyer = await boardUser();
    const first = await createOrder(buyer.token);
    await notify(await notification(paidBody(first.order)));
    const end = (await vipRow(buyer.uid))!.expires_at!;
    const second = await createOrder(buyer.token);
    expectOk(await notify(await notification(paidBody(second.order))));
    expect((await vipRow(buyer.uid))!.expires_at).toBe(addMonths(end, 12));

    const [third, fourth] = [await createOrder(buyer.token), await createOrder(buyer.token)];
    const acks = await Promise.all([notify(await notification(paidBody(third.order))), notify(await notification(paidBody(fourth.order)))]);
    expect(acks.map((a) => expectOk(a).applied)).toEqual([true, true]);
    expect((await vipRow(buyer.uid))!.expires_at).toBe(addMonths(addMonths(addMonths(end, 12), 12), 12));
  });

  it('a payment for an order that was created before its window ended is taken even after it', async () => {
    const buyer = await boardUser();
    const { order } = await createOrder(buyer.token);
    await env.DB.prepare('UPDATE vip_orders SET pay_deadline = ? WHERE order_no = ?').bind(nowSeconds() - 60, order.orderNo).run();
    expect(expectOk(await notify(await notification(paidBody(order))))).toMatchObject({ state: 'paid', applied: true });
    expect(await vipRow(buyer.uid)).not.toBeNull();
  });

  it('is refused by a deployment without a payment provider', async () => {
    const buyer = await boardUser();
    const { order } = await createOrder(buyer.token);
    const signed = await notification(paidBody(order));
    const response = await dispatch(buildRequest('POST', '/api/payment/notify', signed), deployed);
    expect(response.status).toBe(503);
    expect((await orderRow(order.orderNo))!.state).toBe('created');
  });
});

describe('VIP ends by itself', () => {
  it('roles, login and access checks drop vip once the end has passed (an injected clock)', async () => {
    const buyer = await boardUser();
    const { order } = await createOrder(buyer.token);
    const start = Date.UTC(2030, 0, 31, 12);
    const db = database(env);
    await applyPaymentEvent({ db, clock: manualClock(start) }, 'fake', { orderNo: order.orderNo, providerRef: 'CLOCK', amountFen: order.amountFen, outcome: 'paid' });
    const end = (await vipRow(buyer.uid))!.expires_at!;
    expect(new Date(end * 1000).toISOString()).toBe('2031-01-31T12:00:00.000Z');

    // A session and token of that time, as login would have made them then.
    const sid = crypto.randomUUID().replaceAll('-', '');
    await env.DB.prepare('INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').bind(sid, buyer.uid, end - 3600, end + 86_400).run();
    const token = await signToken(env.JWT_SECRET!, buyer.uid, sid, end - 3600);
    const at = (ms: number) => ({ db, clock: manualClock(ms), env });
    expect((await authenticate(at(end * 1000 - 1000), token))?.roles).toContain('vip');
    expect((await authenticate(at(end * 1000), token))?.roles).not.toContain('vip');
    expect((await authenticate(at(end * 1000), token))?.roles).toEqual([]);
  });

  it('an ended membership is no longer in the session’s roles, login or get-vip-info, and counts as none for the perks', async () => {
    await announceLanguages(['C++']);
    const buyer = await signUpAs('user');
    const uid = await uidOf(buyer.username);
    const { problemId } = await insertProblem();
    const detail = async () => expectOk(await call<ProblemDetail>('GET', '/api/get-problem-detail', { token: buyer.token, query: { problemId } })).solutionUnlocked;
    expect(await detail()).toBe(false);

    await env.DB.prepare('INSERT INTO user_roles (user_id, role_id, expires_at) VALUES (?, ?, ?)').bind(uid, ROLE_ID.vip, nowSeconds() + 3600).run();
    expect(await rolesOf(buyer.token)).toContain('vip');
    expect(await detail()).toBe(true);

    await env.DB.prepare('UPDATE user_roles SET expires_at = ? WHERE user_id = ? AND role_id = ?').bind(nowSeconds() - 1, uid, ROLE_ID.vip).run();
    expect(await rolesOf(buyer.token)).not.toContain('vip');
    expect((await login(buyer.username, buyer.password)).user).toMatchObject({ isVip: false, roleList: ['user'] });
    expect(expectOk(await call<VipInfo>('GET', '/api/vip/get-vip-info', { token: buyer.token })).standing).toBe('expired');
    expect(await detail()).toBe(false);
  });
});

describe('what VIP unlocks', () => {
  it('a VIP member submits a burst without the captcha; the same user without VIP is asked', async () => {
    await announceLanguages(['C++']);
    const { pid } = await insertProblem();
    const member = await boardUser();
    const submitAs = (token: string) => call('POST', '/api/submit-problem-judge', { token, body: { pid, language: 'C++', code: 'int main(){}' } });
    const burst = async (uid: string) => {
      const now = nowSeconds();
      await env.DB.prepare('INSERT OR REPLACE INTO rate_limits (key, window_start, count) VALUES (?, ?, 15)').bind(`submit:user:${uid}`, now - (now % 60)).run();
    };
    await env.DB.prepare('INSERT INTO user_roles (user_id, role_id, expires_at) VALUES (?, ?, ?)').bind(member.uid, ROLE_ID.vip, nowSeconds() + 3600).run();
    await burst(member.uid);
    expectOk(await submitAs(member.token));
    await env.DB.prepare('DELETE FROM user_roles WHERE user_id = ? AND role_id = ?').bind(member.uid, ROLE_ID.vip).run();
    await burst(member.uid);
    expectRefused(await submitAs(member.token), 400, 'Captcha_Check_Required');
  });
});

describe('admin add-vip and remove-vip', () => {
  const farDate = () => new Date((nowSeconds() + 200 * 86_400) * 1000).toISOString();

  it('are for admins: visitors sign in, users and teachers are refused', async () => {
    const target = await boardUser();
    await expectOnly('POST', '/api/admin/user/add-vip', { query: { uuid: target.uid, date: farDate() } }, [user, teacher]);
    await expectOnly('DELETE', '/api/admin/user/remove-vip', { query: { uuid: target.uid } }, [user, teacher]);
    await expectOnly('GET', '/api/admin/vip/get-member-list', { query: {} }, [user, teacher]);
    await expectOnly('GET', '/api/admin/vip/find-user', { query: { username: target.username } }, [user, teacher]);
    expect(await vipRow(target.uid)).toBeNull();
  });

  it('an admin (and the super admin) grants VIP until a date, which the user sees at once', async () => {
    const target = await boardUser();
    const until = '2031-05-31T15:59:59.000Z';
    const member = expectOk(await call<VipMember>('POST', '/api/admin/user/add-vip', { token: admin.token, query: { uuid: target.uid, date: '2031-05-31T23:59:59+08:00' } }));
    expect(member).toEqual({ uid: target.uid, username: target.username, nickname: null, standing: 'active', expiresAt: until });
    expect(await rolesOf(target.token)).toContain('vip');
    expect(expectOk(await call<VipInfo>('GET', '/api/vip/get-vip-info', { token: target.token })).expiresAt).toBe(until);
    // A plain date is the end of that day (UTC); root may do it too, and it replaces the end.
    expectOk(await call<VipMember>('POST', '/api/admin/user/add-vip', { token: root.token, query: { uuid: target.uid, date: '2030-12-31' } }));
    expect((await vipRow(target.uid))!.expires_at).toBe(Date.UTC(2030, 11, 31, 23, 59, 59) / 1000);
  });

  it('a payment after an admin’s grant extends from the admin’s date', async () => {
    const target = await boardUser();
    expectOk(await call('POST', '/api/admin/user/add-vip', { token: admin.token, query: { uuid: target.uid, date: '2030-02-28' } }));
    const { order } = await createOrder(target.token);
    expectOk(await call('POST', '/api/payment/notify', await notification(paidBody(order))));
    expect((await vipRow(target.uid))!.expires_at).toBe(Date.UTC(2031, 1, 28, 23, 59, 59) / 1000);
  });

  it('refuses a past, malformed or far date and an unknown user', async () => {
    const target = await boardUser();
    const add = (query: Record<string, string>) => call('POST', '/api/admin/user/add-vip', { token: admin.token, query });
    expectRefused(await add({ uuid: target.uid, date: '2001-01-01' }), 400, VIP_MESSAGES.expiryInPast);
    expectRefused(await add({ uuid: target.uid, date: '2026-02-30' }), 400, /date/);
    expectRefused(await add({ uuid: target.uid, date: 'next year' }), 400, /date/);
    expectRefused(await add({ uuid: target.uid }), 400, 'date is required');
    expectRefused(await add({ uuid: target.uid, date: '9999-12-31' }), 400, VIP_MESSAGES.expiryTooFar);
    expectRefused(await add({ uuid: 'nobody', date: farDate() }), 404, VIP_MESSAGES.noSuchUser);
    expect(await vipRow(target.uid)).toBeNull();
  });

  it('remove-vip ends the membership now; removing a non-member is refused', async () => {
    const target = await boardUser();
    expectOk(await call('POST', '/api/admin/user/add-vip', { token: admin.token, query: { uuid: target.uid, date: farDate() } }));
    expectOk(await call('DELETE', '/api/admin/user/remove-vip', { token: admin.token, query: { uuid: target.uid } }));
    expect(await vipRow(target.uid)).toBeNull();
    expect(await rolesOf(target.token)).not.toContain('vip');
    expectRefused(await call('DELETE', '/api/admin/user/remove-vip', { token: root.token, query: { uuid: target.uid } }), 404, VIP_MESSAGES.notVip);
  });

  it('lists members with their end (ended ones as expired), finds a user by name', async () => {
    const tag = `vm${crypto.randomUUID().slice(0, 6)}`;
    const active = await boardUser({ username: `${tag}_a`, nickname: 'Active One' });
    const ended = await boardUser({ username: `${tag}_e` });
    const plain = await boardUser({ username: `${tag}_p` });
    expectOk(await call('POST', '/api/admin/user/add-vip', { token: admin.token, query: { uuid: active.uid, date: '2032-01-01' } }));
    await env.DB.prepare('INSERT INTO user_roles (user_id, role_id, expires_at) VALUES (?, ?, ?)').bind(ended.uid, ROLE_ID.vip, nowSeconds() - 10).run();
    const page = expectOk(await call<Page<VipMember>>('GET', '/api/admin/vip/get-member-list', { token: admin.token, query: { keyword: tag } }));
    expect(page.total).toBe(2);
    expect(page.records.map((m) => [m.username, m.nickname, m.standing])).toEqual([
      [active.username, 'Active One', 'active'],
      [ended.username, null, 'expired'],
    ]);
    expect(expectOk(await call<VipMember>('GET', '/api/admin/vip/find-user', { token: root.token, query: { username: plain.username.toUpperCase() } }))).toEqual({
      uid: plain.uid,
      username: plain.username,
      nickname: null,
      standing: 'none',
      expiresAt: null,
    });
    expectRefused(await call('GET', '/api/admin/vip/find-user', { token: admin.token, query: { username: `${tag}_nobody` } }), 404, VIP_MESSAGES.noSuchUser);
  });
});

describe('admin order list', () => {
  it('is the super admin’s alone', async () => {
    await expectOnly('GET', '/api/admin/vip/get-order-list', { query: {} }, [user, teacher, admin]);
  });

  it('lists every order newest first, by state, buyer or order number, a page at a time', async () => {
    const tag = `vo${crypto.randomUUID().slice(0, 6)}`;
    const buyer = await boardUser({ username: `${tag}_buyer` });
    const [waiting, paid, cancelled, expired] = [await createOrder(buyer.token), await createOrder(buyer.token), await createOrder(buyer.token), await createOrder(buyer.token)];
    await press(paid, 'paid');
    await press(cancelled, 'cancelled');
    await env.DB.prepare('UPDATE vip_orders SET pay_deadline = ? WHERE order_no = ?').bind(nowSeconds() - 1, expired.order.orderNo).run();
    const list = async (query: Record<string, string | number>) => expectOk(await call<Page<OrderView>>('GET', '/api/admin/vip/get-order-list', { token: root.token, query: { keyword: tag, ...query } }));

    const all = await list({});
    expect(all.total).toBe(4);
    expect(all.records.map((o) => [o.orderNo, o.state])).toEqual([
      [expired.order.orderNo, 'expired'],
      [cancelled.order.orderNo, 'cancelled'],
      [paid.order.orderNo, 'paid'],
      [waiting.order.orderNo, 'created'],
    ]);
    for (const [state, order] of [['created', waiting], ['paid', paid], ['cancelled', cancelled], ['expired', expired]] as const) {
      expect((await list({ state })).records.map((o) => o.orderNo), state).toEqual([order.order.orderNo]);
    }
    const second = await list({ limit: 3, currentPage: 2 });
    expect(second).toMatchObject({ total: 4, current: 2, size: 3 });
    expect(second.records.map((o) => o.orderNo)).toEqual([waiting.order.orderNo]);
    const byNumber = expectOk(await call<Page<OrderView>>('GET', '/api/admin/vip/get-order-list', { token: root.token, query: { keyword: paid.order.orderNo } }));
    expect(byNumber.records.map((o) => o.orderNo)).toEqual([paid.order.orderNo]);
    expectRefused(await call('GET', '/api/admin/vip/get-order-list', { token: root.token, query: { state: 'refunded' } }), 400, /state/);
  });
});
