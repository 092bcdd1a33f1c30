/**
 * The local stand-in for the hourly cron trigger (`0 * * * *`, worker/scheduled.ts): the local stack
 * (Miniflare, as `wrangler dev` before it) fires no cron triggers by itself, so `npm start` and the
 * browser tests' stack call the local push endpoint at the top of every hour. A test that wants a push now calls the same endpoint:
 * `POST {baseUrl}/api/dev/push-notices` (`pushNoticesNow`).
 */
import { COMMUNITY_ENDPOINTS } from '../contract/api/community';
import type { ApiEnvelope } from '../contract/envelope';

const HOUR_MS = 3_600_000;

/** Milliseconds from `nowMs` to the next top of the hour (a full hour when exactly on one), as `0 * * * *` fires. */
export function msToNextHour(nowMs: number): number {
  return HOUR_MS - (((nowMs % HOUR_MS) + HOUR_MS) % HOUR_MS);
}

/** Runs the notification push of the stack at `baseUrl` now; answers how many notifications it pushed. */
export async function pushNoticesNow(baseUrl: string): Promise<number> {
  const res = await fetch(`${baseUrl}${COMMUNITY_ENDPOINTS.devPushNotices.path}`, { method: COMMUNITY_ENDPOINTS.devPushNotices.method });
  const body = (await res.json()) as ApiEnvelope<{ pushed: number }>;
  if (body.status !== 200) throw new Error(`the notification push failed: ${body.msg}`);
  return body.data.pushed;
}

/**
 * Pushes at the top of every hour until stopped. A failed push (the stack restarting) is reported
 * and the next hour tries again; nothing is lost, since waiting notifications stay waiting.
 */
export function startHourlyPush(baseUrl: string, log: (line: string) => void = () => undefined, clock: () => number = Date.now): { stop: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      pushNoticesNow(baseUrl).then(
        (pushed) => log(`Hourly push: ${pushed} system notifications pushed.`),
        (error: unknown) => log(`Hourly push failed (${error instanceof Error ? error.message : String(error)}); trying again next hour.`),
      );
      schedule();
    }, msToNextHour(clock()));
    // The timer alone never keeps the process alive.
    timer.unref();
  };
  schedule();
  return { stop: () => clearTimeout(timer) };
}
