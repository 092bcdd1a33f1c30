import type { LoginBody, UserInfo } from '../../contract/api/accounts';
import type { Deps } from '../deps';
import { badRequest, forbidden } from '../lib/api-error';
import { DECOY_PASSWORD_HASH, verifyPassword } from '../lib/password';
import { checkSlideCaptcha } from './captcha';
import { clearLoginFailuresQuery, countLoginFailure, findUserByUsername, roleNamesOf } from './queries';
import { isEnabled, loginNeedsSlide, loginRefusal, MSG, usernameKey } from './rules';
import { openSession, type LoginOrigin } from './sessions';
import { toUserInfo } from './view';

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
export async function login(deps: Pick<Deps, 'db' | 'clock' | 'env' | 'cache' | 'defer'>, body: LoginBody, origin?: LoginOrigin): Promise<LoginResult> {
  const { db } = deps;
  const key = usernameKey(body.username);
  const attempt = await countLoginFailure(db, key, deps.clock.nowSeconds());
  if (loginNeedsSlide(attempt)) {
    if (body.slideCaptchaKey === undefined || body.slideOffset === undefined) throw badRequest(MSG.needSlide, { needSlideVerify: true });
    if (!(await checkSlideCaptcha(deps, body.slideCaptchaKey, body.slideOffset))) throw badRequest(MSG.slideFailed, { needSlideVerify: true });
  }
  const user = await findUserByUsername(db, body.username);
  const matches = await verifyPassword(body.password, user?.passwordHash ?? DECOY_PASSWORD_HASH);
  if (!user || !matches) throw badRequest(MSG.badCredentials, loginRefusal(attempt));
  if (!isEnabled(user)) throw forbidden(MSG.disabled);
  await clearLoginFailuresQuery(db, key);
  const token = await openSession(deps, user.id, origin);
  return { token, user: toUserInfo(user, await roleNamesOf(db, user.id, deps.clock.nowSeconds())) };
}
