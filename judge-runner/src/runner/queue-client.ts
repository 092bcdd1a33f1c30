import { QUEUE_API_PATHS, type ForeignQueueAnswer, type PulledMessage, type QueueAckResult, type QueuePullResult } from '../../../contract/api/judging';

/**
 * The Cloudflare Queues HTTP pull API (POST …/messages/pull and …/messages/ack with a bearer
 * token). The Worker's local emulator serves the same two calls (JUDGING_ENDPOINTS.queuePull and
 * queueAck), so this is the only client; the paths and shapes are the contract's.
 */
export class QueueClient {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  private async post<T>(action: keyof typeof QUEUE_API_PATHS, body: object): Promise<T> {
    const res = await fetch(`${this.baseUrl}${QUEUE_API_PATHS[action]}`, {
      method: 'POST',
      // small JSON answers: not worth compressing (see WorkerClient)
      headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'identity', Authorization: `Bearer ${this.token}` },
      body: JSON.stringify(body),
    });
    const json = (await res.json().catch(() => null)) as Partial<ForeignQueueAnswer<T>> | null;
    if (!res.ok || !json?.success || json.result === undefined) throw new Error(`queue ${action} failed with HTTP ${res.status}`);
    return json.result;
  }

  async pull(batchSize: number, visibilityTimeoutMs: number): Promise<PulledMessage[]> {
    const result = await this.post<QueuePullResult>('pull', { batch_size: batchSize, visibility_timeout: visibilityTimeoutMs });
    return result.messages;
  }

  async ack(leaseId: string): Promise<void> {
    await this.ackAll([leaseId]);
  }

  /** Acks several leases in one call (the API takes up to 100). */
  async ackAll(leaseIds: string[]): Promise<void> {
    for (let i = 0; i < leaseIds.length; i += 100) {
      await this.post<QueueAckResult>('ack', { acks: leaseIds.slice(i, i + 100).map((lease_id) => ({ lease_id })), retries: [] });
    }
  }

  async retry(leaseId: string, delaySeconds: number): Promise<void> {
    await this.post<QueueAckResult>('ack', { acks: [], retries: [{ lease_id: leaseId, delay_seconds: delaySeconds }] });
  }
}

/** A message body as published: text as is, the json and bytes content types base64-encoded. */
export function decodeBody(message: PulledMessage): string {
  const type = message.metadata?.['CF-Content-Type'];
  return type === 'json' || type === 'bytes' ? Buffer.from(message.body, 'base64').toString('utf8') : message.body;
}
