import type { Hono } from 'hono';
import { VIP_ENDPOINTS as E } from '../../contract/api/vip';
import { ApiError } from '../lib/api-error';
import type { AppEnv } from '../lib/app-env';
import { defineRoute, reply } from '../lib/define-route';
import { fakeCheckoutAction, fakeCheckoutPage } from '../vip/fake-checkout';
import { addVip, findVipUser, removeVip, vipMembers } from '../vip/members';
import { adminOrders, createVipOrder, myOrder, myOrders, vipInfo } from '../vip/orders';
import { configuredProvider, receivePaymentNotification } from '../vip/payments';

/** A provider's notification is small; anything larger is not one. */
const NOTIFICATION_MAX_BYTES = 64 * 1024;

/** VIP membership and its payments (decision 37). */
export function vipRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, E.getVipInfo, async (_c, { principal, deps }) => reply(await vipInfo(deps, principal)));
  defineRoute(app, E.createVipOrder, async (_c, { body, principal, deps }) => reply(await createVipOrder(deps, principal, body)));
  defineRoute(app, E.getVipOrder, async (_c, { query, principal, deps }) => reply(await myOrder(deps, principal, query.orderNo)));
  defineRoute(app, E.getMyVipOrders, async (_c, { query, principal, deps }) => reply(await myOrders(deps, principal, query)));

  // The provider signs the exact bytes it sends, so the body is read as text and verified before it is parsed.
  defineRoute(app, E.paymentNotify, async (c, { deps }) => {
    const provider = configuredProvider(deps);
    if (!(c.req.header('Content-Type') ?? '').toLowerCase().startsWith(provider.notificationType)) throw new ApiError(415, `The notification must be sent as ${provider.notificationType}`);
    const body = await c.req.text();
    if (body.length > NOTIFICATION_MAX_BYTES) throw new ApiError(413, 'The notification is too large');
    return reply(await receivePaymentNotification(deps, provider, { body, headers: c.req.raw.headers }));
  });
  // Local mode only (the entries are localOnly): the fake provider's page and its three buttons.
  defineRoute(app, E.fakeCheckoutPage, async (_c, { query, deps }) => fakeCheckoutPage(deps, query));
  defineRoute(app, E.fakeCheckoutAction, async (_c, { query, deps }) => fakeCheckoutAction(deps, query));

  defineRoute(app, E.adminVipOrderList, async (_c, { query, deps }) => reply(await adminOrders(deps, query)));
  defineRoute(app, E.adminVipMemberList, async (_c, { query, deps }) => reply(await vipMembers(deps, query)));
  defineRoute(app, E.adminFindVipUser, async (_c, { query, deps }) => reply(await findVipUser(deps, query.username)));
  defineRoute(app, E.adminAddVip, async (_c, { query, deps, audit }) => reply(await addVip(deps, query.uuid, query.date, audit), 'Update_Successfully'));
  defineRoute(app, E.adminRemoveVip, async (_c, { query, deps }) => {
    await removeVip(deps, query.uuid);
    return reply(null, 'Delete_successfully');
  });
}
