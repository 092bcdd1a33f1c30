import { eq, sql } from 'drizzle-orm';
import { isAdminRole } from '../../contract/roles';
import type { Principal } from '../accounts/sessions';
import { readSection } from '../config/site-config';
import { rateLimits } from '../db/schema-accounts';
import type { Deps } from '../deps';
import { tooManyRequests } from '../lib/api-error';

export const SUBMIT_INTERVAL_MESSAGE = 'Submitted too frequently, please wait {seconds} seconds';

/**
 * Part 3 §9: "non-contest submission frequency in seconds is configurable". A user waits the judge
 * section's `submitInterval` between two submissions outside contests (0: no wait; the per-minute
 * limit and the captcha still apply). Admin roles are never held back, as with the captcha. The
 * last submission's time is one rate_limits row, moved forward in one UPSERT only when the wait is
 * over, so two quick requests cannot both pass.
 */
export async function checkSubmitInterval(deps: Pick<Deps, 'db' | 'clock'>, principal: Principal, inContest: boolean): Promise<void> {
  if (inContest || isAdminRole(principal.roles)) return;
  const { submitInterval } = await readSection(deps, 'judge');
  if (submitInterval <= 0) return;
  const now = deps.clock.nowSeconds();
  const key = `submit-interval:${principal.user.id}`;
  const moved = await deps.db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({ target: rateLimits.key, set: { windowStart: now, count: sql`${rateLimits.count} + 1` }, setWhere: sql`${rateLimits.windowStart} <= ${now - submitInterval}` })
    .returning({ at: rateLimits.windowStart });
  if (moved.length > 0) return;
  const last = await deps.db.select({ at: rateLimits.windowStart }).from(rateLimits).where(eq(rateLimits.key, key)).get();
  const wait = Math.max(1, (last?.at ?? now) + submitInterval - now);
  throw tooManyRequests(SUBMIT_INTERVAL_MESSAGE.replace('{seconds}', String(wait)));
}
