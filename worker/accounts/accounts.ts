import { eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type {
  ApplyResetPasswordBody,
  ChangeEmailBody,
  ChangePasswordBody,
  ChangeUserInfoBody,
  LoginBody,
  LoginRefusal,
  RegisterBody,
  ResetPasswordBody,
  UserInfo,
} from '../../contract/api/accounts';
import { LIMITS } from '../../contract/constants';
import { ROLE_ID } from '../../contract/roles';
import type { Db } from '../db/client';
import { loginFailures, userRoles, users } from '../db/schema-accounts';
import type { Env } from '../env';
import { ApiError, badRequest, forbidden } from '../lib/api-error';
import { DECOY_PASSWORD_HASH, hashPassword, verifyPassword } from '../lib/password';
import { newId, randomDigits, randomToken } from '../lib/random';
import { nowSeconds } from '../lib/time';
import { checkImageCaptcha, checkSlideCaptcha } from './captcha';
import { checkEmailCode, issueEmailCode } from './email-codes';
import { closeOtherSessionsQuery, openSession, type Principal } from './sessions';
import { readSection } from '../config/site-config';
import { findUserByEmail, findUserById, findUserByUsername, roleNamesOf, toUserInfo, usernameKey } from './users';

const REGISTER_CODE_TTL = 10 * 60;
const RESET_CODE_TTL = 30 * 60;

export const MSG = {
  usernameTaken: 'The username already exists',
  emailTaken: 'The email already exists',
  emailUnknown: 'The email does not exist',
  usernameUnknown: 'The username does not exist',
  badCredentials: 'The username or password is incorrect',
  needSlide: 'Please complete the slide verification first',
  slideFailed: 'The slide verification failed, please try again',
  disabled: 'This account has been disabled, please contact the administrator',
  registerClosed: 'Registration is closed on this site',
  captchaWrong: 'The captcha is wrong or has expired',
  samePassword: 'The new password must differ from the current one',
  wrongOldPassword: 'The current password is incorrect',
  sameEmail: 'The new email must differ from the current one',
} as const;

export function jwtSecret(env: Env): string {
  if (!env.JWT_SECRET || env.JWT_SECRET.length < 32) {
    throw new ApiError(503, 'The server is missing its signing secret; please contact the administrator');
  }
  return env.JWT_SECRET;
}

export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  return (await findUserByUsername(db, username)) !== undefined;
}

export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined;
}

export async function sendRegisterCode(env: Env, db: Db, email: string): Promise<void> {
  if (!(await readSection(db, 'switch')).register) throw forbidden(MSG.registerClosed);
  if (await isEmailTaken(db, email)) throw badRequest(MSG.emailTaken);
  const code = randomDigits(LIMITS.registerCodeLength);
  await issueEmailCode(env, db, {
    email,
    purpose: 'register',
    code,
    resendSeconds: LIMITS.registerCodeResendSeconds,
    ttlSeconds: REGISTER_CODE_TTL,
    mail: {
      to: email,
      subject: 'Your registration code',
      text: `Your registration code is ${code}. It is valid for ${REGISTER_CODE_TTL / 60} minutes.\nIf you did not ask for it, ignore this e-mail.`,
    },
  });
}

export async function register(db: Db, body: v.InferOutput<typeof RegisterBody>): Promise<void> {
  if (!(await readSection(db, 'switch')).register) throw forbidden(MSG.registerClosed);
  if (await isUsernameTaken(db, body.username)) throw badRequest(MSG.usernameTaken);
  if (await isEmailTaken(db, body.email)) throw badRequest(MSG.emailTaken);
  const consumeCode = await checkEmailCode(db, body.email, 'register', body.code);
  const id = newId();
  const passwordHash = await hashPassword(body.password);
  try {
    await db.batch([
      db.insert(users).values({ id, username: body.username, usernameKey: usernameKey(body.username), passwordHash, email: body.email }),
      db.insert(userRoles).values({ userId: id, roleId: ROLE_ID.user }),
      consumeCode.consume,
    ]);
  } catch (error) {
    // Lost a race with another registration of the same name or address.
    if (String(error).includes('UNIQUE')) throw new ApiError(409, `${MSG.usernameTaken} or ${MSG.emailTaken.toLowerCase()}`);
    throw error;
  }
}

async function countFailure(db: Db, key: string): Promise<number> {
  const [row] = await db
    .insert(loginFailures)
    .values({ usernameKey: key, count: 1, updatedAt: nowSeconds() })
    .onConflictDoUpdate({ target: loginFailures.usernameKey, set: { count: sql`${loginFailures.count} + 1`, updatedAt: nowSeconds() } })
    .returning({ count: loginFailures.count });
  return row?.count ?? 1;
}

function refuseLogin(msg: string, needSlideVerify: boolean): ApiError {
  const data: LoginRefusal = { needSlideVerify };
  return badRequest(msg, data);
}

export interface LoginResult {
  token: string;
  user: UserInfo;
}

/**
 * After LIMITS.loginFailuresBeforeSlide consecutive failures for a username, a solved slide
 * puzzle must come with the next attempt; a success clears the count. Each attempt is counted
 * as a failure before the password is checked, in one UPSERT, so a burst of parallel guesses
 * cannot all see the count below the threshold and skip the puzzle.
 */
export async function login(env: Env, db: Db, body: v.InferOutput<typeof LoginBody>): Promise<LoginResult> {
  const key = usernameKey(body.username);
  const attempt = await countFailure(db, key);
  if (attempt > LIMITS.loginFailuresBeforeSlide) {
    if (body.slideCaptchaKey === undefined || body.slideOffset === undefined) throw refuseLogin(MSG.needSlide, true);
    if (!(await checkSlideCaptcha(db, body.slideCaptchaKey, body.slideOffset))) throw refuseLogin(MSG.slideFailed, true);
  }
  const user = await findUserByUsername(db, body.username);
  const matches = await verifyPassword(body.password, user?.passwordHash ?? DECOY_PASSWORD_HASH);
  if (!user || !matches) throw refuseLogin(MSG.badCredentials, attempt >= LIMITS.loginFailuresBeforeSlide);
  if (user.status !== 0) throw forbidden(MSG.disabled);
  await db.delete(loginFailures).where(eq(loginFailures.usernameKey, key));
  const token = await openSession(db, jwtSecret(env), user.id);
  return { token, user: toUserInfo(user, await roleNamesOf(db, user.id)) };
}

export async function applyResetPassword(env: Env, db: Db, body: v.InferOutput<typeof ApplyResetPasswordBody>, origin: string): Promise<void> {
  if (!(await checkImageCaptcha(db, body.captchaKey, body.captcha))) throw badRequest(MSG.captchaWrong);
  const user = await findUserByEmail(db, body.email);
  if (!user) throw badRequest(MSG.emailUnknown);
  const code = randomToken(32);
  const base = (await readSection(db, 'web')).baseUrl || origin;
  const link = `${base.replace(/\/$/, '')}/reset-password?username=${encodeURIComponent(user.username)}&code=${code}`;
  await issueEmailCode(env, db, {
    email: user.email,
    purpose: 'reset',
    code,
    userId: user.id,
    resendSeconds: LIMITS.resetCodeResendSeconds,
    ttlSeconds: RESET_CODE_TTL,
    mail: {
      to: user.email,
      subject: 'Reset your password',
      text: `Hello ${user.username},\n\nopen this link within ${RESET_CODE_TTL / 60} minutes to set a new password:\n${link}\n\nIf you did not ask for it, ignore this e-mail; your password stays as it is.`,
    },
  });
}

export async function resetPassword(db: Db, body: v.InferOutput<typeof ResetPasswordBody>): Promise<void> {
  const user = await findUserByUsername(db, body.username);
  if (!user) throw badRequest(MSG.usernameUnknown);
  const consumeCode = await checkEmailCode(db, user.email, 'reset', body.code, user.id);
  const passwordHash = await hashPassword(body.password);
  await db.batch([
    db.update(users).set({ passwordHash, updatedAt: nowSeconds() }).where(eq(users.id, user.id)),
    consumeCode.consume,
    closeOtherSessionsQuery(db, user.id, null),
    db.delete(loginFailures).where(eq(loginFailures.usernameKey, user.usernameKey)),
  ]);
}

/** Changes the password and ends every other session of the user; the current one stays. */
export async function changePassword(db: Db, who: Principal, body: v.InferOutput<typeof ChangePasswordBody>): Promise<void> {
  if (body.newPassword === body.oldPassword) throw badRequest(MSG.samePassword);
  if (!(await verifyPassword(body.oldPassword, who.user.passwordHash))) throw badRequest(MSG.wrongOldPassword);
  const passwordHash = await hashPassword(body.newPassword);
  await db.batch([
    db.update(users).set({ passwordHash, updatedAt: nowSeconds() }).where(eq(users.id, who.user.id)),
    closeOtherSessionsQuery(db, who.user.id, who.sessionId),
  ]);
}

export async function sendChangeEmailCode(env: Env, db: Db, who: Principal, email: string): Promise<void> {
  if (email === who.user.email) throw badRequest(MSG.sameEmail);
  if (await isEmailTaken(db, email)) throw badRequest(MSG.emailTaken);
  const code = randomDigits(LIMITS.registerCodeLength);
  await issueEmailCode(env, db, {
    email,
    purpose: 'change_email',
    code,
    userId: who.user.id,
    resendSeconds: LIMITS.registerCodeResendSeconds,
    ttlSeconds: REGISTER_CODE_TTL,
    mail: {
      to: email,
      subject: 'Confirm your new e-mail address',
      text: `Your code to confirm this address for ${who.user.username} is ${code}. It is valid for ${REGISTER_CODE_TTL / 60} minutes.`,
    },
  });
}

export async function changeEmail(db: Db, who: Principal, body: v.InferOutput<typeof ChangeEmailBody>): Promise<UserInfo> {
  if (body.email === who.user.email) throw badRequest(MSG.sameEmail);
  if (await isEmailTaken(db, body.email)) throw badRequest(MSG.emailTaken);
  const consumeCode = await checkEmailCode(db, body.email, 'change_email', body.code, who.user.id);
  try {
    await db.batch([db.update(users).set({ email: body.email, updatedAt: nowSeconds() }).where(eq(users.id, who.user.id)), consumeCode.consume]);
  } catch (error) {
    // Lost a race with a registration or another change to the same address.
    if (String(error).includes('UNIQUE')) throw new ApiError(409, MSG.emailTaken);
    throw error;
  }
  return currentUserInfo(db, who);
}

export async function changeUserInfo(db: Db, who: Principal, body: v.InferOutput<typeof ChangeUserInfoBody>): Promise<UserInfo> {
  const patch: Partial<typeof users.$inferInsert> = {};
  for (const [field, value] of Object.entries(body) as [keyof typeof body, string | null | undefined][]) {
    if (value === undefined) continue;
    if (field === 'gender') patch.gender = (value ?? 'secrecy') as UserInfo['gender'];
    else patch[field] = value === null || value === '' ? null : value;
  }
  if (Object.keys(patch).length > 0) {
    await db.update(users).set({ ...patch, updatedAt: nowSeconds() }).where(eq(users.id, who.user.id));
  }
  return currentUserInfo(db, who);
}

export async function currentUserInfo(db: Db, who: Principal): Promise<UserInfo> {
  const user = await findUserById(db, who.user.id);
  if (!user) throw new ApiError(401, 'Please login first!');
  return toUserInfo(user, who.roles);
}
