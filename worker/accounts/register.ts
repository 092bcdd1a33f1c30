import type { CheckUsernameOrEmailResult, RegisterBody, RegisterCodeResult } from '../../contract/api/accounts';
import { LIMITS } from '../../contract/constants';
import type { Deps } from '../deps';
import { readSection } from '../config/site-config';
import { ApiError, badRequest, forbidden } from '../lib/api-error';
import { hashPassword } from '../lib/password';
import { newId, randomDigits } from '../lib/random';
import { checkEmailCode, issueEmailCode } from './email-codes';
import { findUserByEmail, findUserByUsername, insertUserQueries, isUniqueViolation } from './queries';
import { MSG, REGISTER_CODE_TTL_SECONDS } from './rules';

export async function isUsernameTaken(deps: Pick<Deps, 'db'>, username: string): Promise<boolean> {
  return (await findUserByUsername(deps.db, username)) !== undefined;
}

export async function isEmailTaken(deps: Pick<Deps, 'db'>, email: string): Promise<boolean> {
  return (await findUserByEmail(deps.db, email)) !== undefined;
}

/** Which of the given username and e-mail address are taken (false for the ones not given). */
export async function checkUsernameOrEmail(deps: Pick<Deps, 'db'>, body: { username?: string | null; email?: string | null }): Promise<CheckUsernameOrEmailResult> {
  return {
    username: body.username ? await isUsernameTaken(deps, body.username) : false,
    email: body.email ? await isEmailTaken(deps, body.email) : false,
  };
}

async function checkRegisterOpen(deps: Pick<Deps, 'db'>): Promise<void> {
  if (!(await readSection(deps, 'switch')).register) throw forbidden(MSG.registerClosed);
}

export async function sendRegisterCode(deps: Deps, email: string): Promise<RegisterCodeResult> {
  await checkRegisterOpen(deps);
  if (await isEmailTaken(deps, email)) throw badRequest(MSG.emailTaken);
  const code = randomDigits(LIMITS.registerCodeLength);
  await issueEmailCode(deps, {
    email,
    purpose: 'register',
    code,
    resendSeconds: LIMITS.registerCodeResendSeconds,
    ttlSeconds: REGISTER_CODE_TTL_SECONDS,
    mail: {
      to: email,
      subject: 'Your registration code',
      text: `Your registration code is ${code}. It is valid for ${REGISTER_CODE_TTL_SECONDS / 60} minutes.\nIf you did not ask for it, ignore this e-mail.`,
    },
  });
  return { email, expire: REGISTER_CODE_TTL_SECONDS };
}

export async function register(deps: Pick<Deps, 'db' | 'clock'>, body: RegisterBody): Promise<void> {
  const { db } = deps;
  await checkRegisterOpen(deps);
  if (await isUsernameTaken(deps, body.username)) throw badRequest(MSG.usernameTaken);
  if (await isEmailTaken(deps, body.email)) throw badRequest(MSG.emailTaken);
  const consumeCode = await checkEmailCode(deps, body.email, 'register', body.code);
  const passwordHash = await hashPassword(body.password);
  try {
    await db.batch([...insertUserQueries(db, { id: newId(), username: body.username, passwordHash, email: body.email }), consumeCode.consume]);
  } catch (error) {
    // Lost a race with another registration of the same name or address.
    if (isUniqueViolation(error)) throw new ApiError(409, MSG.usernameOrEmailTaken);
    throw error;
  }
}
