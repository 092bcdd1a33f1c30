import type { QueueMessage } from '../../contract/judge';
import type { Env } from '../env';

/**
 * Puts jobs on the submissions queue. Bodies are JSON text with content type "text", which a
 * pull consumer reads as is (the json type would arrive base64-encoded).
 */
export async function enqueueJobs(env: Env, messages: QueueMessage[]): Promise<void> {
  for (let i = 0; i < messages.length; i += 100) {
    await env.SUBMISSIONS.sendBatch(messages.slice(i, i + 100).map((m) => ({ body: JSON.stringify(m), contentType: 'text' as const })));
  }
}
