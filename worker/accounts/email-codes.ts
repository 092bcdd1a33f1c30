import type { Deps } from '../deps';
import { badRequest, tooManyRequests } from '../lib/api-error';
import { sendMail, type MailDeps, type MailMessage } from './mail';
import { countCodeGuess, deleteEmailCodeQuery, emailCodeSentAt, upsertEmailCode, type CodePurpose } from './queries';
import { codeExpiresAt, codeMatches, MSG, resendLockEndsBefore, resendWaitSeconds } from './rules';

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
export async function issueEmailCode(deps: Pick<Deps, 'db'> & MailDeps, req: CodeRequest): Promise<void> {
  const { db } = deps;
  const now = deps.clock.nowSeconds();
  const values = { email: req.email, purpose: req.purpose, code: req.code, userId: req.userId ?? null, sentAt: now, expiresAt: codeExpiresAt(now, req.ttlSeconds) };
  if (!(await upsertEmailCode(db, values, resendLockEndsBefore(now, req.resendSeconds)))) {
    const sentAt = (await emailCodeSentAt(db, req.email, req.purpose)) ?? now;
    throw tooManyRequests(`Please wait ${resendWaitSeconds(sentAt, req.resendSeconds, now)} seconds before asking for another code`);
  }
  try {
    await sendMail(deps, req.mail);
  } catch (error) {
    // Nothing was sent, so the user may ask again at once.
    await deleteEmailCodeQuery(db, req.email, req.purpose);
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
export async function checkEmailCode(deps: Pick<Deps, 'db' | 'clock'>, email: string, purpose: CodePurpose, code: string, userId?: string) {
  const stored = await countCodeGuess(deps.db, email, purpose, deps.clock.nowSeconds(), userId);
  if (stored === undefined || !codeMatches(stored, code)) throw badRequest(MSG.wrongCode);
  return { consume: deleteEmailCodeQuery(deps.db, email, purpose) };
}
