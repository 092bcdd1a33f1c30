import { DurableObject } from 'cloudflare:workers';
import type { PulledMessage } from '../../contract/api/judging';
import { QUEUE_NAMES } from '../../contract/judge';
import type { Env } from '../env';

/** Deliveries before a message is dropped, as a queue's max_retries would (then the job is reconciled). */
export const MAX_DELIVERIES = 10;
const DEFAULT_BATCH = 5;
const DEFAULT_VISIBILITY_MS = 30_000;

/**
 * Local mode's stand-in for the Cloudflare Queues HTTP pull consumer: one instance per queue (the
 * practice and the contest queue, decision 25) holds its messages in its SQLite storage (so a Worker restart loses nothing) and keeps the
 * documented lease semantics: a pulled message is invisible until its visibility timeout, an ack
 * deletes it (also a late ack, as Cloudflare is permissive there), a retry makes it visible again
 * after its delay, and every delivery counts an attempt.
 */
export class LocalPullQueue extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(`
      CREATE TABLE IF NOT EXISTS messages (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        body TEXT NOT NULL,
        timestamp_ms INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        visible_at INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS leases (lease_id TEXT PRIMARY KEY, message_id TEXT NOT NULL);
      CREATE INDEX IF NOT EXISTS messages_visible ON messages (visible_at, seq);
    `);
  }

  enqueue(bodies: string[]): number {
    const now = Date.now();
    for (const body of bodies) {
      this.ctx.storage.sql.exec('INSERT INTO messages (id, body, timestamp_ms, visible_at) VALUES (?, ?, ?, ?)', crypto.randomUUID().replaceAll('-', ''), body, now, now);
    }
    return bodies.length;
  }

  pull(batchSize = DEFAULT_BATCH, visibilityMs = DEFAULT_VISIBILITY_MS): PulledMessage[] {
    const now = Date.now();
    const sql = this.ctx.storage.sql;
    const due = sql
      .exec<{ id: string; body: string; timestamp_ms: number; attempts: number }>('SELECT id, body, timestamp_ms, attempts FROM messages WHERE visible_at <= ? ORDER BY seq LIMIT ?', now, batchSize)
      .toArray();
    const pulled: PulledMessage[] = [];
    for (const message of due) {
      if (message.attempts >= MAX_DELIVERIES) {
        this.remove(message.id);
        continue;
      }
      const leaseId = crypto.randomUUID();
      sql.exec('UPDATE messages SET attempts = attempts + 1, visible_at = ? WHERE id = ?', now + visibilityMs, message.id);
      sql.exec('INSERT INTO leases (lease_id, message_id) VALUES (?, ?)', leaseId, message.id);
      pulled.push({
        body: message.body,
        id: message.id,
        timestamp_ms: message.timestamp_ms,
        attempts: message.attempts + 1,
        lease_id: leaseId,
        metadata: { 'CF-sourceMessageSource': 'worker', 'CF-Content-Type': 'text' },
      });
    }
    return pulled;
  }

  ack(acks: { lease_id: string }[], retries: { lease_id: string; delay_seconds?: number }[]): { ackCount: number; retryCount: number; warnings: string[] } {
    const warnings: string[] = [];
    let ackCount = 0;
    let retryCount = 0;
    for (const { lease_id } of acks) {
      const messageId = this.messageOf(lease_id);
      if (messageId) {
        this.remove(messageId);
        ackCount++;
      } else warnings.push(`unknown lease ${lease_id}`);
    }
    for (const { lease_id, delay_seconds } of retries) {
      const messageId = this.messageOf(lease_id);
      if (messageId) {
        this.ctx.storage.sql.exec('UPDATE messages SET visible_at = ? WHERE id = ?', Date.now() + (delay_seconds ?? 0) * 1000, messageId);
        this.ctx.storage.sql.exec('DELETE FROM leases WHERE lease_id = ?', lease_id);
        retryCount++;
      } else warnings.push(`unknown lease ${lease_id}`);
    }
    return { ackCount, retryCount, warnings };
  }

  /** Messages waiting or leased, for tests and the dev overview. */
  backlog(): number {
    return this.ctx.storage.sql.exec<{ n: number }>('SELECT count(*) AS n FROM messages').one().n;
  }

  private messageOf(leaseId: string): string | null {
    return this.ctx.storage.sql.exec<{ message_id: string }>('SELECT message_id FROM leases WHERE lease_id = ?', leaseId).toArray()[0]?.message_id ?? null;
  }

  private remove(messageId: string): void {
    this.ctx.storage.sql.exec('DELETE FROM messages WHERE id = ?', messageId);
    this.ctx.storage.sql.exec('DELETE FROM leases WHERE message_id = ?', messageId);
  }
}

/** The queues the emulator serves: the judge queues of wrangler.toml, by name. */
export const LOCAL_QUEUE_NAMES: readonly string[] = Object.values(QUEUE_NAMES);

export function isLocalQueueName(name: string): boolean {
  return LOCAL_QUEUE_NAMES.includes(name);
}

/** The emulator object of one queue, by its name in wrangler.toml. */
export function localQueue(namespace: DurableObjectNamespace<LocalPullQueue>, queueName: string): DurableObjectStub<LocalPullQueue> {
  return namespace.get(namespace.idFromName(queueName));
}
