import { eq } from 'drizzle-orm';
import { notices } from '../db/schema-community';
import type { Deps } from '../deps';

/**
 * The hourly push (cron `0 * * * *`, part 3 §9 "System notification pushed every hour"): every
 * waiting notification is marked pushed at the clock's time. Only pushed notifications reach the
 * system boxes, and only of users whose account existed by then (decision 33). One statement
 * whatever the audience: pushing to every user writes nothing per user.
 */
export async function pushPendingNotices(deps: Pick<Deps, 'db' | 'clock'>): Promise<{ pushed: number }> {
  const rows = await deps.db.update(notices).set({ pushed: true, pushedAt: deps.clock.nowSeconds() }).where(eq(notices.pushed, false)).returning({ id: notices.id });
  return { pushed: rows.length };
}
