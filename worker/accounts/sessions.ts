import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema-accounts';
import { newId } from '../lib/random';
import { nowSeconds } from '../lib/time';
import { readToken, signToken, TOKEN_REFRESH_WINDOW_SECONDS } from '../lib/token';
import { roleNamesQuery, type UserRow } from './users';

/** A session outlives many tokens: each token lasts a day and is refreshed while the session is live. */
export const SESSION_LIFETIME_SECONDS = 30 * 24 * 3600;

export interface Principal {
  user: UserRow;
  roles: string[];
  sessionId: string;
  /** a replacement token when the presented one is close to its end */
  refreshedToken: string | null;
}

export async function openSession(db: Db, secret: string, userId: string): Promise<string> {
  const now = nowSeconds();
  const sessionId = newId();
  await db.insert(sessions).values({ id: sessionId, userId, createdAt: now, expiresAt: now + SESSION_LIFETIME_SECONDS });
  return signToken(secret, userId, sessionId, now);
}

/** Who sent this token: null for a missing, forged or expired token, an ended session or a disabled user. */
export async function authenticate(db: Db, secret: string, token: string): Promise<Principal | null> {
  const now = nowSeconds();
  const claims = await readToken(secret, token, now);
  if (!claims) return null;
  const [live, roleRows] = await db.batch([
    db
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(sessions.userId, users.id))
      .where(and(eq(sessions.id, claims.sid), eq(sessions.userId, claims.uid), isNull(sessions.revokedAt), gt(sessions.expiresAt, now))),
    roleNamesQuery(db, claims.uid),
  ]);
  const user = live[0]?.user;
  if (!user || user.status !== 0) return null;
  const refreshedToken = claims.exp - now < TOKEN_REFRESH_WINDOW_SECONDS ? await signToken(secret, user.id, claims.sid, now) : null;
  return { user, roles: roleRows.map((r) => r.name), sessionId: claims.sid, refreshedToken };
}

export async function closeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: nowSeconds() }).where(eq(sessions.id, sessionId));
}

export function closeOtherSessionsQuery(db: Db, userId: string, keepSessionId: string | null) {
  const others = keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId);
  return db.update(sessions).set({ revokedAt: nowSeconds() }).where(and(others, isNull(sessions.revokedAt)));
}
