import type { Deps } from '../deps';
import { ApiError } from '../lib/api-error';
import { forgetUserHome } from '../home/home-documents';
import { newId } from '../lib/random';
import { readToken, signToken } from '../lib/token';
import { liveSessionUser, insertSession, revokeSession, type UserRow } from './queries';
import { isEnabled, sessionExpiresAt, sessionOrigin, tokenNeedsRefresh } from './rules';

export interface Principal {
  user: UserRow;
  roles: string[];
  sessionId: string;
  /** a replacement token when the presented one is close to its end */
  refreshedToken: string | null;
}

export function jwtSecret(env: Deps['env']): string {
  if (!env.JWT_SECRET || env.JWT_SECRET.length < 32) {
    throw new ApiError(503, 'The server is missing its signing secret; please contact the administrator');
  }
  return env.JWT_SECRET;
}

/** Where a login came from, kept with its session for the admin dashboard's recent sessions. */
export interface LoginOrigin {
  ip: string | null;
  userAgent: string | null;
}

/** Opens a session for the user and answers its first token. */
export async function openSession(deps: Pick<Deps, 'db' | 'clock' | 'env' | 'cache' | 'defer'>, userId: string, origin: LoginOrigin = { ip: null, userAgent: null }): Promise<string> {
  const now = deps.clock.nowSeconds();
  const sessionId = newId();
  await insertSession(deps.db, { id: sessionId, userId, createdAt: now, expiresAt: sessionExpiresAt(now), ...sessionOrigin(origin) });
  // The user home shows the latest sign-in.
  forgetUserHome(deps, userId);
  return signToken(jwtSecret(deps.env), userId, sessionId, now);
}

/** Who sent this token: null for a missing, forged or expired token, an ended session or a disabled user. */
export async function authenticate(deps: Pick<Deps, 'db' | 'clock' | 'env'>, token: string): Promise<Principal | null> {
  const secret = jwtSecret(deps.env);
  const now = deps.clock.nowSeconds();
  const claims = await readToken(secret, token, now);
  if (!claims) return null;
  const { user, roles } = await liveSessionUser(deps.db, claims.sid, claims.uid, now);
  if (!user || !isEnabled(user)) return null;
  const refreshedToken = tokenNeedsRefresh(claims.exp, now) ? await signToken(secret, user.id, claims.sid, now) : null;
  return { user, roles, sessionId: claims.sid, refreshedToken };
}

export async function closeSession(deps: Pick<Deps, 'db' | 'clock'>, sessionId: string): Promise<void> {
  await revokeSession(deps.db, sessionId, deps.clock.nowSeconds());
}
