import type { AdminUserRow, EditUserBody, UserListQuery } from '../../contract/api/admin';
import type { Page } from '../../contract/envelope';
import { isNoEmailAddress, noEmailAddress } from '../../contract/rules/accounts';
import { primaryRole, roleChangeRefusal, USER_STATUS } from '../../contract/rules/admin';
import { isSuperAdmin, ROLE, ROLE_ID } from '../../contract/roles';
import { roleNamesOf, isUniqueViolation } from '../accounts/queries';
import { usernameKey } from '../accounts/rules';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { forgetUserHome } from '../home/home-documents';
import { badRequest, forbidden, notFound } from '../lib/api-error';
import { hashPassword } from '../lib/password';
import type { AuditTrail } from './audit';
import {
  clashes,
  contentOf,
  countOtherEnabledRoots,
  countUsers,
  deleteUsersStatements,
  findUser,
  findUsers,
  revokeSessionsStatement,
  rolesAndLogins,
  setPrimaryRoleStatements,
  updateUserStatement,
  userPage,
  userWhere,
  type BatchItem,
} from './queries';
import { ADMIN_MESSAGES, fill } from './rules';
import { toAdminUserRow, userSnapshot } from './view';

/** The super admin's user management (part 3 §2.2 "user", §3.7, §5, §6; decision 36). */

export async function listUsers(deps: Pick<Deps, 'db' | 'clock'>, query: UserListQuery): Promise<Page<AdminUserRow>> {
  const where = userWhere({ keyword: query.keyword, roleId: query.role, status: query.status });
  const page = { limit: query.limit, offset: (query.currentPage - 1) * query.limit };
  const rows = await userPage(deps.db, where, page);
  const total = rows[0]?.total ?? (page.offset === 0 ? 0 : await countUsers(deps.db, where));
  const { roles, logins } = await rolesAndLogins(
    deps.db,
    rows.map((r) => r.user.id),
    deps.clock.nowSeconds(),
  );
  return {
    records: rows.map(({ user }) => toAdminUserRow(user, roles.get(user.id) ?? [], logins.get(user.id) ?? null)),
    total,
    current: query.currentPage,
    size: query.limit,
  };
}

async function adminRowOf(deps: Pick<Deps, 'db' | 'clock'>, uid: string): Promise<AdminUserRow> {
  const user = await findUser(deps.db, uid);
  if (!user) throw notFound(ADMIN_MESSAGES.userMissing);
  const { roles, logins } = await rolesAndLogins(deps.db, [uid], deps.clock.nowSeconds());
  return toAdminUserRow(user, roles.get(uid) ?? [], logins.get(uid) ?? null);
}

/** An optional profile text as stored: an empty one is no value. */
const stored = (value: string | null | undefined) => (value === undefined ? undefined : value === null || value === '' ? null : value);

/**
 * Changes an account. Part 3 §6 leaves role changes to us (decision 36): only the super admin gets
 * here, so only a super admin grants root; nobody changes their own role or status; the last enabled
 * super admin keeps the role. A new password or a disabled account ends the account's sessions; a
 * new role applies to the account's next request (roles are read with each session).
 */
export async function editUser(deps: Pick<Deps, 'db' | 'clock' | 'cache' | 'defer'>, caller: Principal, body: EditUserBody, audit: AuditTrail): Promise<AdminUserRow> {
  const { db } = deps;
  const user = await findUser(db, body.uid);
  if (!user) throw notFound(ADMIN_MESSAGES.userMissing);
  const roles = await roleNamesOf(db, user.id, deps.clock.nowSeconds());
  const role = body.role ?? primaryRole(roles);
  const status = body.status ?? user.status;
  if (role !== primaryRole(roles) || status !== user.status) {
    if (role === ROLE.root && !isSuperAdmin(caller.roles)) throw forbidden(ADMIN_MESSAGES.rootOnly);
    const targetIsRoot = roles.includes(ROLE.root);
    const staysEnabledRoot = role === ROLE.root && status === USER_STATUS.enabled;
    const otherRoots = targetIsRoot && !staysEnabledRoot ? await countOtherEnabledRoots(db, user.id) : 1;
    const refusal = roleChangeRefusal({ self: caller.user.id === user.id, targetIsRoot, staysEnabledRoot, otherRoots });
    if (refusal) throw badRequest(refusal === 'own_account' ? ADMIN_MESSAGES.ownAccount : ADMIN_MESSAGES.lastRoot);
  }

  const email = body.email === undefined ? undefined : body.email === '' ? (isNoEmailAddress(user.email) ? user.email : noEmailAddress(user.id)) : body.email;
  const newKey = body.username === undefined ? undefined : usernameKey(body.username);
  const clash = await clashes(db, user.id, { usernameKey: newKey, email });
  if (clash.username) throw badRequest(ADMIN_MESSAGES.usernameTaken);
  if (clash.email) throw badRequest(ADMIN_MESSAGES.emailTaken);

  const now = deps.clock.nowSeconds();
  const values = {
    username: body.username,
    usernameKey: newKey,
    email,
    nickname: stored(body.nickname),
    realname: stored(body.realname),
    gender: body.gender,
    school: stored(body.school),
    course: stored(body.course),
    number: stored(body.number),
    github: stored(body.github),
    blog: stored(body.blog),
    cfUsername: stored(body.cfUsername),
    signature: stored(body.signature),
    titleName: stored(body.titleName),
    titleColor: stored(body.titleColor),
    status,
    passwordHash: body.password === undefined ? undefined : await hashPassword(body.password),
    updatedAt: now,
  };
  const changes: BatchItem[] = [updateUserStatement(db, user.id, values)];
  if (role !== primaryRole(roles)) changes.push(...setPrimaryRoleStatements(db, user.id, ROLE_ID[role]));
  if (body.password !== undefined || status === USER_STATUS.disabled) changes.push(revokeSessionsStatement(db, user.id, now));

  const after = { ...user, ...Object.fromEntries(Object.entries(values).filter(([, x]) => x !== undefined)) };
  const afterRoles = role === primaryRole(roles) ? roles : [role, ...roles.filter((r) => !(r === ROLE.root || r === ROLE.admin || r === ROLE.teacher || r === ROLE.user))];
  audit.note({
    targets: { uid: user.id },
    before: userSnapshot(user, roles),
    after: { ...userSnapshot(after, afterRoles), ...(body.password === undefined ? {} : { passwordReset: true }) },
  });
  try {
    await db.batch([changes[0]!, ...changes.slice(1), ...audit.statements(db)]);
  } catch (error) {
    // Another admin took the username or the address between the check and the write.
    if (isUniqueViolation(error)) throw badRequest(ADMIN_MESSAGES.usernameOrEmailTaken);
    throw error;
  }
  // The profile, title or status the user home shows may have changed (a renamed user's old name finds nothing once the document is gone).
  forgetUserHome(deps, user.id);
  return adminRowOf(deps, user.id);
}

/**
 * Deletes accounts that have left nothing on the site (decision 36): the selection must not be empty,
 * must not hold the caller, and every account in it must exist and have no submissions, problems,
 * contests, trainings, groups, question banks, exams, answer sheets, announcements, notifications,
 * discussions, comments, replies, reports or prints; such an account is disabled instead. The rest
 * of what an account has (roles, sessions, messages, likes, memberships, registrations) goes with it,
 * the like and member counters first. All or nothing, in one batch.
 */
export async function deleteUsers(deps: Pick<Deps, 'db' | 'cache' | 'clock' | 'defer'>, caller: Principal, ids: string[], audit: AuditTrail): Promise<{ deleted: number }> {
  const { db } = deps;
  const unique = [...new Set(ids)];
  if (unique.includes(caller.user.id)) throw badRequest(ADMIN_MESSAGES.deleteSelf);
  const found = await findUsers(db, unique);
  if (found.length !== unique.length) throw notFound(ADMIN_MESSAGES.userMissing);
  const content = await contentOf(db, unique);
  if (content.size > 0) {
    const holders = found.filter((u) => content.has(u.id)).map((u) => ({ uid: u.id, username: u.username, kinds: content.get(u.id) ?? [] }));
    throw badRequest(fill(ADMIN_MESSAGES.hasContent, { accounts: holders.map((h) => `${h.username} (${h.kinds.join(', ')})`).join('; ') }), holders);
  }
  audit.note({ targets: { ids: unique }, before: found.map((u) => ({ uid: u.id, username: u.username })) });
  const [first, ...rest] = deleteUsersStatements(db, unique);
  try {
    await db.batch([first!, ...rest, ...audit.statements(db)]);
  } catch (error) {
    // Something written since the check (or a table this check does not know yet) still names an account.
    if (String(error).includes('FOREIGN KEY')) throw badRequest(ADMIN_MESSAGES.hasContentNow);
    throw error;
  }
  forgetUserHome(deps, ...unique);
  return { deleted: unique.length };
}
