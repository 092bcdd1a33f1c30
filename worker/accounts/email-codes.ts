import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Env } from '../env';
import type { Db } from '../db/client';
import { emailCodes } from '../db/schema-accounts';
import { badRequest, tooManyRequests } from '../lib/api-error';
import { nowSeconds } from '../lib/time';
import { sendMail, type MailMessage } from './mail';

export type CodePurpose = (typeof emailCodes.$inferSelect)['purpose'];

/** Wrong guesses allowed before a code stops working (a 6-digit code must not be guessable). */
export const MAX_CODE_ATTEMPTS = 5;

export interface CodeRequest {
  email: string;
  purpose: CodePurpose;
  code: string;
  userId?: string;
  resendSeconds: number;
  ttlSeconds: number;
  mail: MailMessage;
}

/**
 * Stores a fresh code and mails it. The resend lock is part of the same UPSERT
 * (it only overwrites a row older than the lock), so two quick requests cannot both send.
 */
export async function issueEmailCode(env: Env, db: Db, req: CodeRequest): Promise<void> {
  const now = nowSeconds();
  const values = { email: req.email, purpose: req.purpose, code: req.code, userId: req.userId ?? null, sentAt: now, expiresAt: now + req.ttlSeconds, attempts: 0 };
  const written = await db
    .insert(emailCodes)
    .values(values)
    .onConflictDoUpdate({
      target: [emailCodes.email, emailCodes.purpose],
      set: { code: values.code, userId: values.userId, sentAt: now, expiresAt: values.expiresAt, attempts: 0 },
      setWhere: sql`${emailCodes.sentAt} <= ${now - req.resendSeconds}`,
    })
    .returning({ sentAt: emailCodes.sentAt });
  if (written.length === 0) {
    const row = await db.select({ sentAt: emailCodes.sentAt }).from(emailCodes).where(and(eq(emailCodes.email, req.email), eq(emailCodes.purpose, req.purpose))).get();
    const wait = Math.max(1, (row?.sentAt ?? now) + req.resendSeconds - now);
    throw tooManyRequests(`Please wait ${wait} seconds before asking for another code`);
  }
  try {
    await sendMail(env, req.mail);
  } catch (error) {
    // Nothing was sent, so the user may ask again at once.
    await db.delete(emailCodes).where(and(eq(emailCodes.email, req.email), eq(emailCodes.purpose, req.purpose)));
    throw error;
  }
}

/**
 * Checks a code; on a match returns the statement that deletes it, for the caller to batch with
 * the write the code authorises. Every guess counts against MAX_CODE_ATTEMPTS, and is counted
 * before it is compared, in one UPDATE: a burst of parallel guesses cannot all be compared while
 * the counter still reads 0.
 * (The statement is wrapped: an async function returning a drizzle query would run it.)
 */
export async function checkEmailCode(db: Db, email: string, purpose: CodePurpose, code: string, userId?: string) {
  const where = and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose));
  const [row] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(
      and(
        where,
        gt(emailCodes.expiresAt, nowSeconds()),
        lt(emailCodes.attempts, MAX_CODE_ATTEMPTS),
        userId === undefined ? undefined : eq(emailCodes.userId, userId),
      ),
    )
    .returning({ code: emailCodes.code });
  if (!row || row.code !== code.trim()) throw badRequest('The code is wrong or has expired, please ask for a new one');
  return { consume: db.delete(emailCodes).where(where) };
}
