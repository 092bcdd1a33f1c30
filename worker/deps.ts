import { JOB_PRIORITIES, type JobPriority, type QueueMessage } from '../contract/judge';
import { database, type Db } from './db/client';
import type { Env } from './env';
import { systemClock, type Clock } from './lib/clock';

/** Where judge jobs go: ids only (contract/judge.ts QueueMessage), code stays in D1. */
export interface JobQueue {
  send(messages: QueueMessage[]): Promise<void>;
}

/**
 * Everything a use case may reach, handed in rather than read from `Env`, the clock or globals,
 * so rules and use cases run in tests without a Worker: pass a real local D1, a recording
 * queue, a manual clock.
 */
export interface Deps {
  db: Db;
  queue: JobQueue;
  /** R2: test data, avatars, uploads */
  files: R2Bucket;
  /** KV caches */
  cache: KVNamespace;
  clock: Clock;
  /** bindings and secrets the use cases need (mail, JWT, local mode); never logged or returned */
  env: Env;
  /**
   * Work that may finish after the answer (the request's waitUntil): a listener hands its slow part
   * here instead of delaying the call that raised the event. Without a request, it is awaited by nobody
   * but still runs.
   */
  defer(work: Promise<unknown>): void;
}

/**
 * The Worker's judge queues: a message goes to the contest queue or the practice queue by its
 * priority (decision 25), as JSON text with content type "text", which a pull consumer reads as is.
 */
export function workerQueue(queues: Record<JobPriority, Queue<string>>): JobQueue {
  return {
    async send(messages) {
      for (const priority of JOB_PRIORITIES) {
        const mine = messages.filter((m) => m.priority === priority);
        for (let i = 0; i < mine.length; i += 100) {
          await queues[priority].sendBatch(mine.slice(i, i + 100).map((m) => ({ body: JSON.stringify(m), contentType: 'text' as const })));
        }
      }
    },
  };
}

export function depsOf(env: Env, clock: Clock = systemClock, ctx?: Pick<ExecutionContext, 'waitUntil'>): Deps {
  const defer = ctx ? (work: Promise<unknown>) => ctx.waitUntil(work) : (work: Promise<unknown>) => void work.catch(() => undefined);
  const queue = workerQueue({ contest: env.CONTEST_SUBMISSIONS, practice: env.SUBMISSIONS });
  return { db: database(env), queue, files: env.FILES, cache: env.CACHE, clock, env, defer };
}
