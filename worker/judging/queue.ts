import type { QueueMessage } from '../../contract/judge';
import { workerQueue } from '../deps';
import type { Env } from '../env';

/** Transitional: use cases get `deps.queue`; this serves the ones not yet moved to their area. */
export async function enqueueJobs(env: Env, messages: QueueMessage[]): Promise<void> {
  await workerQueue(env.SUBMISSIONS).send(messages);
}
