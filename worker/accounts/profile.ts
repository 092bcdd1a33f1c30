import type { AuthInfo, ChangeEmailBody, ChangePasswordBody, ChangeUserInfoBody, UserInfo } from '../../contract/api/accounts';
import { LIMITS } from '../../contract/constants';
import type { Deps } from '../deps';
import { forgetUserHome } from '../home/home-documents';
import { ApiError, badRequest } from '../lib/api-error';
import { hashPassword, verifyPassword } from '../lib/password';
import { randomDigits } from '../lib/random';
import { checkEmailCode, issueEmailCode } from './email-codes';
import { findUserById, isUniqueViolation, revokeOtherSessionsQuery, setEmailQuery, setPasswordQuery, updateProfile } from './queries';
import { isEmailTaken } from './register';
import { MSG, permissionsOf, profilePatch, REGISTER_CODE_TTL_SECONDS, samePassword } from './rules';
import type { Principal } from './sessions';
import { toUserInfo } from './view';

/** What the signed-in user may change of their own account: password, e-mail address, profile. */

export function authInfo(who: Principal): AuthInfo {
  return { roles: who.roles, permissions: permissionsOf(who.roles) };
}

export async function currentUserInfo(deps: Pick<Deps, 'db'>, who: Principal): Promise<UserInfo> {
  const user = await findUserById(deps.db, who.user.id);
  if (!user) throw new ApiError(401, 'Please login first!');
  return toUserInfo(user, who.roles);
}

/** Changes the password and ends every other session of the user; the current one stays. */
export async function changePassword(deps: Pick<Deps, 'db' | 'clock'>, who: Principal, body: ChangePasswordBody): Promise<void> {
  if (samePassword(body.oldPassword, body.newPassword)) throw badRequest(MSG.samePassword);
  if (!(await verifyPassword(body.oldPassword, who.user.passwordHash))) throw badRequest(MSG.wrongOldPassword);
  const passwordHash = await hashPassword(body.newPassword);
  const now = deps.clock.nowSeconds();
  await deps.db.batch([setPasswordQuery(deps.db, who.user.id, passwordHash, now), revokeOtherSessionsQuery(deps.db, who.user.id, who.sessionId, now)]);
}

export async function sendChangeEmailCode(deps: Deps, who: Principal, email: string): Promise<void> {
  if (email === who.user.email) throw badRequest(MSG.sameEmail);
  if (await isEmailTaken(deps, email)) throw badRequest(MSG.emailTaken);
  const code = randomDigits(LIMITS.registerCodeLength);
  await issueEmailCode(deps, {
    email,
    purpose: 'change_email',
    code,
    userId: who.user.id,
    resendSeconds: LIMITS.registerCodeResendSeconds,
    ttlSeconds: REGISTER_CODE_TTL_SECONDS,
    mail: {
      to: email,
      subject: 'Confirm your new e-mail address',
      text: `Your code to confirm this address for ${who.user.username} is ${code}. It is valid for ${REGISTER_CODE_TTL_SECONDS / 60} minutes.`,
    },
  });
}

export async function changeEmail(deps: Pick<Deps, 'db' | 'clock'>, who: Principal, body: ChangeEmailBody): Promise<UserInfo> {
  if (body.email === who.user.email) throw badRequest(MSG.sameEmail);
  if (await isEmailTaken(deps, body.email)) throw badRequest(MSG.emailTaken);
  const consumeCode = await checkEmailCode(deps, body.email, 'change_email', body.code, who.user.id);
  try {
    await deps.db.batch([setEmailQuery(deps.db, who.user.id, body.email, deps.clock.nowSeconds()), consumeCode.consume]);
  } catch (error) {
    // Lost a race with a registration or another change to the same address.
    if (isUniqueViolation(error)) throw new ApiError(409, MSG.emailTaken);
    throw error;
  }
  return currentUserInfo(deps, who);
}

export async function changeUserInfo(deps: Pick<Deps, 'db' | 'clock' | 'cache' | 'defer'>, who: Principal, body: ChangeUserInfoBody): Promise<UserInfo> {
  const patch = profilePatch(body);
  if (Object.keys(patch).length > 0) {
    await updateProfile(deps.db, who.user.id, patch, deps.clock.nowSeconds());
    forgetUserHome(deps, who.user.id);
  }
  return currentUserInfo(deps, who);
}
