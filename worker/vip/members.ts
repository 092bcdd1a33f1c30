import type { VipMember } from '../../contract/api/vip';
import { VIP_EXPIRY_MAX_YEARS, VIP_MESSAGES } from '../../contract/rules/vip';
import type { Page } from '../../contract/envelope';
import { usernameKey } from '../accounts/rules';
import type { AuditTrail } from '../admin/audit';
import type { Deps } from '../deps';
import { badRequest, notFound } from '../lib/api-error';
import { deleteVipGrant, memberOf, memberPage, setVipGrant } from './queries';
import { addMonths } from './rules';
import { toVipMember } from './view';

/**
 * Admins' VIP calls (part 3 §6 "VIP add/remove is done by admins", §7 Admin): their entries' access
 * 'siteAdmin' lets admins and the super admin in and refuses a teacher.
 */

/** `admin/vip/get-member-list`: everyone with a vip row, ended memberships included (shown as expired). */
export async function vipMembers(deps: Pick<Deps, 'db' | 'clock'>, query: { currentPage: number; limit: number; keyword?: string }): Promise<Page<VipMember>> {
  const now = deps.clock.nowSeconds();
  const { rows, total } = await memberPage(deps.db, query.keyword, { limit: query.limit, offset: (query.currentPage - 1) * query.limit });
  return { records: rows.map((row) => toVipMember(row, now)), total, current: query.currentPage, size: query.limit };
}

/** `admin/vip/find-user`: the add dialog turns a username into the uuid add-vip takes. */
export async function findVipUser(deps: Pick<Deps, 'db' | 'clock'>, username: string): Promise<VipMember> {
  const row = await memberOf(deps.db, { usernameKey: usernameKey(username) });
  if (!row) throw notFound(VIP_MESSAGES.noSuchUser);
  return toVipMember(row, deps.clock.nowSeconds());
}

/**
 * `admin/user/add-vip`: the user is VIP until `expiresAt`, the date the admin chose, replacing any
 * end they had (longer or shorter; a paid membership's end included). The date must lie ahead, at
 * most VIP_EXPIRY_MAX_YEARS away.
 */
export async function addVip(deps: Pick<Deps, 'db' | 'clock'>, uid: string, expiresAt: number, audit: AuditTrail): Promise<VipMember> {
  const now = deps.clock.nowSeconds();
  if (expiresAt <= now) throw badRequest(VIP_MESSAGES.expiryInPast);
  if (expiresAt > addMonths(now, VIP_EXPIRY_MAX_YEARS * 12)) throw badRequest(VIP_MESSAGES.expiryTooFar);
  const user = await memberOf(deps.db, { uid });
  if (!user) throw notFound(VIP_MESSAGES.noSuchUser);
  await setVipGrant(deps.db, uid, expiresAt);
  const after = toVipMember({ ...user, expiresAt, member: true }, now);
  audit.note({ before: toVipMember(user, now), after });
  return after;
}

/** `admin/user/remove-vip`: the membership ends now (an ended one is removed from the list too). */
export async function removeVip(deps: Pick<Deps, 'db'>, uid: string): Promise<void> {
  if (!(await deleteVipGrant(deps.db, uid))) throw notFound(VIP_MESSAGES.notVip);
}
