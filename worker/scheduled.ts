import { NOTICE_PUSH_CRON } from '../contract/rules/community';
import { database } from './db/client';
import { depsOf } from './deps';
import type { Env } from './env';
import type { Clock } from './lib/clock';
import { pushPendingNotices } from './notices/push';
import { sweepTestdata } from './problems/testdata-sweep';

/** The cron triggers of wrangler.toml `[triggers] crons`, each with its job. */
export const CRON = {
  /** daily: test files in R2 that no problem case refers to any more are deleted */
  testdataSweep: '17 3 * * *',
  /** hourly: waiting system notifications are pushed (part 3 §9) */
  noticePush: NOTICE_PUSH_CRON,
} as const;

/**
 * Runs the job of one cron trigger. The clock is the trigger's scheduled time, so a run reads the
 * same whenever the platform gets to it (and tests choose it). An unknown schedule is an error: a
 * cron added to wrangler.toml without its job here must not pass silently.
 */
export async function runScheduled(cron: string, env: Env, clock: Clock): Promise<string> {
  switch (cron) {
    case CRON.testdataSweep: {
      const { scanned, deleted } = await sweepTestdata(database(env), env.FILES, clock.nowMs());
      return `testdata sweep: ${deleted} of ${scanned} files deleted`;
    }
    case CRON.noticePush: {
      const { pushed } = await pushPendingNotices(depsOf(env, clock));
      return `notice push: ${pushed} notifications pushed`;
    }
    default:
      throw new Error(`No job for the cron trigger "${cron}"`);
  }
}

/** A clock standing at a trigger's scheduled time (milliseconds). */
export function scheduledClock(scheduledTime: number): Clock {
  return { nowMs: () => scheduledTime, nowSeconds: () => Math.floor(scheduledTime / 1000) };
}
