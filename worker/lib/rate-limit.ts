import { sql } from 'drizzle-orm';
import { rateLimits } from '../db/schema-accounts';
import type { Deps } from '../deps';
import { tooManyRequests } from './api-error';

export interface RateRule {
  /** what is limited, e.g. "login:ip" */
  name: string;
  limit: number;
  windowSeconds: number;
}

export const RATE_RULES = {
  loginPerIp: { name: 'login:ip', limit: 30, windowSeconds: 60 },
  registerPerIp: { name: 'register:ip', limit: 20, windowSeconds: 600 },
  mailPerIp: { name: 'mail:ip', limit: 30, windowSeconds: 3600 },
  submitPerUser: { name: 'submit:user', limit: 30, windowSeconds: 60 },
  testRunPerUser: { name: 'testrun:user', limit: 30, windowSeconds: 60 },
  /** contest, training and exam passwords: one account cannot try a password list against them */
  passwordTryPerUser: { name: 'password:user', limit: 10, windowSeconds: 60 },
  printPerUser: { name: 'print:user', limit: 10, windowSeconds: 60 },
  /** discussion and comment likes: a toggle cannot be hammered to flood the author's Like box */
  likePerUser: { name: 'like:user', limit: 60, windowSeconds: 60 },
  /** discussion reports: one account cannot flood the admins' report table */
  reportPerUser: { name: 'report:user', limit: 10, windowSeconds: 600 },
} as const satisfies Record<string, RateRule>;

/** The start of the fixed window `now` falls in. */
export function rateWindowStart(nowSeconds: number, windowSeconds: number): number {
  return nowSeconds - (nowSeconds % windowSeconds);
}

/**
 * Counts one more request against a fixed window in a single UPSERT, so concurrent
 * requests cannot both slip under the limit; refuses with 429 once the limit is passed.
 * Answers how many requests the window has seen, this one included.
 */
export async function consumeRate({ db, clock }: Pick<Deps, 'db' | 'clock'>, rule: RateRule, subject: string): Promise<number> {
  const now = clock.nowSeconds();
  const windowStart = rateWindowStart(now, rule.windowSeconds);
  const key = `${rule.name}:${subject}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} = ${windowStart} THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart,
      },
    })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? 0;
  if (count > rule.limit) {
    const wait = windowStart + rule.windowSeconds - now;
    throw tooManyRequests(`Too many requests, please try again in ${wait} seconds`);
  }
  return count;
}
