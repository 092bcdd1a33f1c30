import type { PulledMessage } from '../../../contract/api/judging';
import type { JobPriority, JudgeCallback, JudgeJob, JudgeOutcome } from '../../../contract/judge';
import { JUDGE_STATUS } from '../../../contract/judge-status';
import type { JudgeOptions } from '../judge';
import { decodeBody, type QueueClient } from './queue-client';
import type { TestdataCache } from './testdata-cache';
import { WorkerCallError, type WorkerClient } from './worker-client';

export type JudgeFunction = (job: JudgeJob, options: JudgeOptions) => Promise<JudgeOutcome>;

/** One judge queue the runner pulls from. */
export interface JudgeQueue {
  priority: JobPriority;
  client: Pick<QueueClient, 'pull' | 'ack' | 'retry'>;
}

export interface JobLoopDeps {
  /**
   * The queues in the order they are served: a free slot is offered to the first queue's
   * waiting jobs before the next one's (the contest queue before the practice one, decision 25).
   */
  queues: JudgeQueue[];
  worker: Pick<WorkerClient, 'claimJob' | 'callback'>;
  cache: TestdataCache;
  judge: JudgeFunction;
  sandbox: JudgeOptions['sandbox'];
  log: (line: string) => void;
}

export interface JobLoopSettings {
  name: string;
  slots: number;
  visibilityTimeoutMs: number;
  idlePollMs: number;
}

/** The pull API's largest batch. */
const MAX_PULL_BATCH = 100;
/** Seconds before a message we could not handle is offered again. */
const RETRY_DELAY_SECONDS = 5;
const FINAL_CALLBACK_ATTEMPTS = 6;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A job whose attempt was superseded (its lease ran out and another runner claimed it). */
class StaleAttempt extends Error {}

/** What a runner needs of a queue message: the job's kind and id (the queue it came from is its priority). */
export type ParsedMessage = { kind: 'judge'; submitId: number } | { kind: 'test'; key: string } | { kind: 'compile'; key: string };

export function parseQueueMessage(text: string): ParsedMessage | null {
  try {
    const value = JSON.parse(text) as { kind?: unknown; submitId?: unknown; key?: unknown };
    if (value.kind === 'judge' && Number.isSafeInteger(value.submitId)) return { kind: 'judge', submitId: value.submitId as number };
    if (value.kind === 'test' && typeof value.key === 'string' && value.key.length > 0) return { kind: 'test', key: value.key };
    if (value.kind === 'compile' && typeof value.key === 'string' && value.key.length > 0) return { kind: 'compile', key: value.key };
  } catch {
    // fall through: not ours
  }
  return null;
}

export function systemErrorOutcome(message: string): JudgeOutcome {
  return { status: JUDGE_STATUS.systemError, score: 0, time: 0, memory: 0, errorMessage: message.slice(0, 2000), cases: [] };
}

/**
 * Pulls as many jobs as it has free slots, the contest queue's first and the practice queue's
 * for the slots left, judges them in parallel, reports through signed callbacks and acks a
 * message (on the queue it came from) only after its final result was accepted. Whatever is not acked
 * (a crash, a lost Worker) comes back after the visibility timeout and is judged again; the
 * Worker's per-attempt nonce makes any late result of the lost attempt a no-op.
 */
export class JobLoop {
  private readonly active = new Set<Promise<void>>();
  private stopping = false;

  constructor(
    private readonly settings: JobLoopSettings,
    private readonly deps: JobLoopDeps,
  ) {}

  stop(): void {
    this.stopping = true;
  }

  async run(): Promise<void> {
    while (!this.stopping) {
      const free = this.settings.slots - this.active.size;
      if (free <= 0) {
        await Promise.race(this.active);
        continue;
      }
      const { pulled, failed } = await this.pullInOrder(free);
      if (pulled === 0) await sleep(failed ? 1000 : this.settings.idlePollMs);
    }
    await Promise.allSettled(this.active);
  }

  /**
   * Offers `free` slots to the queues in order: the next queue is asked only for the slots the
   * earlier ones left, so a waiting contest job is always taken before a practice one. Each pulled
   * message starts at once. A queue that fails is skipped this round (the others still serve).
   */
  private async pullInOrder(free: number): Promise<{ pulled: number; failed: boolean }> {
    let pulled = 0;
    let failed = false;
    for (const queue of this.deps.queues) {
      const wanted = Math.min(free - pulled, MAX_PULL_BATCH);
      if (wanted <= 0) break;
      let messages: PulledMessage[];
      try {
        messages = await queue.client.pull(wanted, this.settings.visibilityTimeoutMs);
      } catch (error) {
        this.deps.log(`pull from the ${queue.priority} queue failed: ${(error as Error).message}`);
        failed = true;
        continue;
      }
      for (const message of messages) this.start(queue, message);
      pulled += messages.length;
    }
    return { pulled, failed };
  }

  private start(queue: JudgeQueue, message: PulledMessage): void {
    const task: Promise<void> = this.handle(queue.client, message)
      .catch((error: unknown) => this.deps.log(`message ${message.id}: ${(error as Error).message}`))
      .finally(() => this.active.delete(task));
    this.active.add(task);
  }

  private async handle(queue: JudgeQueue['client'], message: PulledMessage): Promise<void> {
    const parsed = parseQueueMessage(decodeBody(message));
    if (!parsed) {
      this.deps.log(`dropping message ${message.id}: not a judge job`);
      await queue.ack(message.lease_id);
      return;
    }
    const kind = parsed.kind;
    const id = parsed.kind === 'judge' ? String(parsed.submitId) : parsed.key;
    let claim;
    try {
      claim = await this.deps.worker.claimJob(kind, id);
    } catch (error) {
      this.deps.log(`claiming ${kind} ${id} failed: ${(error as Error).message}; retrying later`);
      await queue.retry(message.lease_id, RETRY_DELAY_SECONDS);
      return;
    }
    if ('skip' in claim) {
      await queue.ack(message.lease_id);
      return;
    }
    const job = claim.job;
    let outcome: JudgeOutcome;
    try {
      outcome = await this.deps.judge(job, {
        sandbox: this.deps.sandbox,
        files: this.deps.cache,
        progress: { phase: (phase) => this.progress(job, phase) },
      });
    } catch (error) {
      if (error instanceof StaleAttempt) {
        this.deps.log(`${kind} ${id}: attempt superseded, dropping it`);
        await queue.ack(message.lease_id);
        return;
      }
      this.deps.log(`${kind} ${id}: judging failed: ${(error as Error).message}`);
      outcome = systemErrorOutcome(`The judge failed: ${(error as Error).message}`);
    }
    await this.deliverFinal(job, outcome);
    await queue.ack(message.lease_id);
  }

  /** Progress is best effort, except that a refused attempt (409) stops the judging at once. */
  private async progress(job: JudgeJob, phase: 'compiling' | 'judging'): Promise<void> {
    try {
      await this.deps.worker.callback({ id: job.id, kind: job.kind, nonce: job.nonce, judger: this.settings.name, phase });
    } catch (error) {
      if (error instanceof WorkerCallError && error.status === 409) throw new StaleAttempt();
      this.deps.log(`${job.kind} ${job.id}: progress report failed: ${(error as Error).message}`);
    }
  }

  /** The final result must land before the ack; transient failures are retried with backoff. */
  private async deliverFinal(job: JudgeJob, outcome: JudgeOutcome): Promise<void> {
    const body: Extract<JudgeCallback, { phase: 'final' }> = { id: job.id, kind: job.kind, nonce: job.nonce, judger: this.settings.name, phase: 'final', outcome };
    for (let attempt = 1; ; attempt++) {
      try {
        await this.deps.worker.callback(body);
        return;
      } catch (error) {
        const refused = error instanceof WorkerCallError && error.status === 400;
        if (refused && body.outcome.status !== JUDGE_STATUS.systemError) {
          // The Worker refused the result itself (a runner bug): record a system error rather than loop.
          this.deps.log(`${job.kind} ${job.id}: result refused (${(error as Error).message}); reporting a system error`);
          body.outcome = systemErrorOutcome('The judge produced a result the server could not accept');
          continue;
        }
        if (refused || attempt >= FINAL_CALLBACK_ATTEMPTS) throw error;
        await sleep(200 * 2 ** attempt);
      }
    }
  }
}
