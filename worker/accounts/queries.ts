import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { ROLE_ID } from '../../contract/roles';
import type { Db } from '../db/client';
import { captchas, emailCodes, loginFailures, roles, sessions, userRoles, users } from '../db/schema-accounts';
import { MAX_CODE_ATTEMPTS, usernameKey, type ProfilePatch } from './rules';

/** The accounts area's D1 reads and writes; times are passed in (seconds), never read here. */

export type UserRow = typeof users.$inferSelect;
export type CodePurpose = (typeof emailCodes.$inferSelect)['purpose'];
export type CaptchaKind = (typeof captchas.$inferSelect)['kind'];

// ---- users ----

export function findUserByUsername(db: Db, username: string) {
  return db.select().from(users).where(eq(users.usernameKey, usernameKey(username))).get();
}

export function findUserByEmail(db: Db, email: string) {
  return db.select().from(users).where(eq(users.email, email.toLowerCase())).get();
}

export function findUserById(db: Db, id: string) {
  return db.select().from(users).where(eq(users.id, id)).get();
}

/**
 * A role grant in force at `now`: without an end, or ending later (the vip role of a paid membership
 * ends by itself, decision 37). The session's roles (so every access check), login's roleList and
 * get-user-auth-info are read through it.
 */
export function roleInForce(now: number) {
  return or(isNull(userRoles.expiresAt), gt(userRoles.expiresAt, now));
}

export function roleNamesQuery(db: Db, userId: string, now: number) {
  return db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(userRoles.roleId, roles.id))
    .where(and(eq(userRoles.userId, userId), roleInForce(now)));
}

export async function roleNamesOf(db: Db, userId: string, now: number): Promise<string[]> {
  return (await roleNamesQuery(db, userId, now).all()).map((r) => r.name);
}

/** The statements that create a user with the plain user role (for a batch). */
export function insertUserQueries(db: Db, user: { id: string; username: string; passwordHash: string; email: string }) {
  return [
    db.insert(users).values({ ...user, usernameKey: usernameKey(user.username) }),
    db.insert(userRoles).values({ userId: user.id, roleId: ROLE_ID.user }),
  ] as const;
}

export function setPasswordQuery(db: Db, userId: string, passwordHash: string, now: number) {
  return db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

export function setEmailQuery(db: Db, userId: string, email: string, now: number) {
  return db.update(users).set({ email, updatedAt: now }).where(eq(users.id, userId));
}

export async function updateProfile(db: Db, userId: string, patch: ProfilePatch, now: number): Promise<void> {
  await db.update(users).set({ ...patch, updatedAt: now }).where(eq(users.id, userId));
}

export async function setAvatar(db: Db, userId: string, avatar: string, now: number): Promise<void> {
  await db.update(users).set({ avatar, updatedAt: now }).where(eq(users.id, userId));
}

/** Whether a failed write lost a race on a unique column (username or e-mail). */
export function isUniqueViolation(error: unknown): boolean {
  return String(error).includes('UNIQUE');
}

// ---- login failures ----

/** Counts one more failure for the username in one UPSERT; answers the new count. */
export async function countLoginFailure(db: Db, key: string, now: number): Promise<number> {
  const [row] = await db
    .insert(loginFailures)
    .values({ usernameKey: key, count: 1, updatedAt: now })
    .onConflictDoUpdate({ target: loginFailures.usernameKey, set: { count: sql`${loginFailures.count} + 1`, updatedAt: now } })
    .returning({ count: loginFailures.count });
  return row?.count ?? 1;
}

export function clearLoginFailuresQuery(db: Db, key: string) {
  return db.delete(loginFailures).where(eq(loginFailures.usernameKey, key));
}

// ---- sessions ----

export async function insertSession(db: Db, session: { id: string; userId: string; createdAt: number; expiresAt: number; ip: string | null; userAgent: string | null }): Promise<void> {
  await db.insert(sessions).values(session);
}

/** The live session's user (and the user's role names), in one round trip. */
export async function liveSessionUser(db: Db, sessionId: string, userId: string, now: number): Promise<{ user: UserRow | undefined; roles: string[] }> {
  const [live, roleRows] = await db.batch([
    db
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(sessions.userId, users.id))
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now))),
    roleNamesQuery(db, userId, now),
  ]);
  return { user: live[0]?.user, roles: roleRows.map((r) => r.name) };
}

export async function revokeSession(db: Db, sessionId: string, now: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Ends every live session of the user but `keepSessionId` (every one when null). */
export function revokeOtherSessionsQuery(db: Db, userId: string, keepSessionId: string | null, now: number) {
  const others = keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId);
  return db.update(sessions).set({ revokedAt: now }).where(and(others, isNull(sessions.revokedAt)));
}

// ---- e-mailed codes ----

/**
 * Stores a fresh code unless the stored one is newer than `lockEndsBefore` (the resend lock, in
 * the same UPSERT so two quick requests cannot both write); answers whether it was written.
 */
export async function upsertEmailCode(
  db: Db,
  values: { email: string; purpose: CodePurpose; code: string; userId: string | null; sentAt: number; expiresAt: number },
  lockEndsBefore: number,
): Promise<boolean> {
  const written = await db
    .insert(emailCodes)
    .values({ ...values, attempts: 0 })
    .onConflictDoUpdate({
      target: [emailCodes.email, emailCodes.purpose],
      set: { code: values.code, userId: values.userId, sentAt: values.sentAt, expiresAt: values.expiresAt, attempts: 0 },
      setWhere: sql`${emailCodes.sentAt} <= ${lockEndsBefore}`,
    })
    .returning({ sentAt: emailCodes.sentAt });
  return written.length > 0;
}

export async function emailCodeSentAt(db: Db, email: string, purpose: CodePurpose): Promise<number | undefined> {
  const row = await db.select({ sentAt: emailCodes.sentAt }).from(emailCodes).where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose))).get();
  return row?.sentAt;
}

export function deleteEmailCodeQuery(db: Db, email: string, purpose: CodePurpose) {
  return db.delete(emailCodes).where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)));
}

/**
 * Counts one guess against a usable code (unexpired, under MAX_CODE_ATTEMPTS, of the user when
 * given) in one UPDATE and answers the stored code; undefined when there is no usable code.
 */
export async function countCodeGuess(db: Db, email: string, purpose: CodePurpose, now: number, userId?: string): Promise<string | undefined> {
  const [row] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(
      and(
        eq(emailCodes.email, email),
        eq(emailCodes.purpose, purpose),
        gt(emailCodes.expiresAt, now),
        lt(emailCodes.attempts, MAX_CODE_ATTEMPTS),
        userId === undefined ? undefined : eq(emailCodes.userId, userId),
      ),
    )
    .returning({ code: emailCodes.code });
  return row?.code;
}

// ---- captchas ----

export async function insertCaptcha(db: Db, captcha: { key: string; kind: CaptchaKind; answer: string; expiresAt: number }): Promise<void> {
  await db.insert(captchas).values(captcha);
}

/** Takes (deletes) an unexpired captcha and answers its answer: one guess per picture. */
export async function takeCaptcha(db: Db, kind: CaptchaKind, key: string, now: number): Promise<string | null> {
  const [row] = await db
    .delete(captchas)
    .where(and(eq(captchas.key, key), eq(captchas.kind, kind), gt(captchas.expiresAt, now)))
    .returning({ answer: captchas.answer });
  return row?.answer ?? null;
}
