import type { ApplyResetPasswordBody, ResetPasswordBody } from '../../contract/api/accounts';
import { LIMITS } from '../../contract/constants';
import type { Deps } from '../deps';
import { readSection } from '../config/site-config';
import { badRequest } from '../lib/api-error';
import { hashPassword } from '../lib/password';
import { randomToken } from '../lib/random';
import { checkImageCaptcha } from './captcha';
import { checkEmailCode, issueEmailCode } from './email-codes';
import { clearLoginFailuresQuery, findUserByEmail, findUserByUsername, revokeOtherSessionsQuery, setPasswordQuery } from './queries';
import { MSG, RESET_CODE_TTL_SECONDS, resetLink } from './rules';

/** Mails a reset link (valid RESET_CODE_TTL_SECONDS) to the account of the address; `origin` is the fallback base URL. */
export async function applyResetPassword(deps: Deps, body: ApplyResetPasswordBody, origin: string): Promise<void> {
  if (!(await checkImageCaptcha(deps, body.captchaKey, body.captcha))) throw badRequest(MSG.captchaWrong);
  const user = await findUserByEmail(deps.db, body.email);
  if (!user) throw badRequest(MSG.emailUnknown);
  const code = randomToken(32);
  const link = resetLink((await readSection(deps, 'web')).baseUrl, origin, user.username, code);
  await issueEmailCode(deps, {
    email: user.email,
    purpose: 'reset',
    code,
    userId: user.id,
    resendSeconds: LIMITS.resetCodeResendSeconds,
    ttlSeconds: RESET_CODE_TTL_SECONDS,
    mail: {
      to: user.email,
      subject: 'Reset your password',
      text: `Hello ${user.username},\n\nopen this link within ${RESET_CODE_TTL_SECONDS / 60} minutes to set a new password:\n${link}\n\nIf you did not ask for it, ignore this e-mail; your password stays as it is.`,
    },
  });
}

/** Sets the new password, ends every session of the user and clears the login failures. */
export async function resetPassword(deps: Pick<Deps, 'db' | 'clock'>, body: ResetPasswordBody): Promise<void> {
  const { db } = deps;
  const user = await findUserByUsername(db, body.username);
  if (!user) throw badRequest(MSG.usernameUnknown);
  const consumeCode = await checkEmailCode(deps, user.email, 'reset', body.code, user.id);
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.nowSeconds();
  await db.batch([
    setPasswordQuery(db, user.id, passwordHash, now),
    consumeCode.consume,
    revokeOtherSessionsQuery(db, user.id, null, now),
    clearLoginFailuresQuery(db, user.usernameKey),
  ]);
}
