import { createApp } from './app';
import type { Env } from './env';
import { isLocalMode } from './env';
import { isLocalQueueName, localQueue } from './judging/local-queue';
import { runScheduled, scheduledClock } from './scheduled';
import { sendVerdictToBoard } from './scoreboard/board-client';
import { forgetUserHomeOnVerdict } from './home/home-documents';
import { onVerdict } from './submissions/verdict-events';

export { LocalPullQueue } from './judging/local-queue';
export { ContestBoard } from './scoreboard/board-object';

const app = createApp();

// Contest verdicts reach their board as deltas (after the answer: the listener defers its work).
onVerdict(sendVerdictToBoard);
// A verdict outside contests changes the user's kept home document (after the answer too).
onVerdict(forgetUserHomeOnVerdict);

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),

  /**
   * Local mode only: miniflare has no HTTP pull consumers, so a push consumer moves each message into
   * the LocalPullQueue object of its queue (practice or contest), which serves the pull API to the
   * runner. Deployments configure HTTP pull consumers instead and never call this.
   */
  async queue(batch, env) {
    if (!isLocalMode(env) || !env.LOCAL_QUEUE || !isLocalQueueName(batch.queue)) {
      batch.retryAll();
      return;
    }
    await localQueue(env.LOCAL_QUEUE, batch.queue).enqueue(batch.messages.map((m) => String(m.body)));
    batch.ackAll();
  },

  /**
   * The cron triggers (wrangler.toml): the daily sweep of test files no problem uses any more and the
   * hourly push of system notifications, told apart by the trigger's schedule (worker/scheduled.ts).
   */
  async scheduled(controller, env) {
    console.log(await runScheduled(controller.cron, env, scheduledClock(controller.scheduledTime)));
  },
} satisfies ExportedHandler<Env, string>;
