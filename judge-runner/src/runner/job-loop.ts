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
  client: Pick<QueueClient, 'pull' | 'ackAll' | 'retry'>;
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
/**
 * A progress phase is reported once it has lasted this long: a compile served from the cache or a
 * judgement of a few short cases is over before its report would be seen, so a short job goes from
 * pending to its verdict in one callback instead of three.
 */
export const PROGRESS_DELAY_MS = 100;
/** Acks wait this long to go out together (one call for many messages); a lost ack only means a redelivery, which is a no-op. */
export const ACK_DELAY_MS = 100;
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
/** Leases of one queue to ack, sent together once ACK_DELAY_MS passed since the first of them. */
class AckBatch {
  private leases: string[] = [];
  private timer: NodeJS.Timeout | null = null;
  private sending: Promise<void> = Promise.resolve();

  constructor(
    private readonly queue: JudgeQueue,
    private readonly log: (line: string) => void,
  ) {}

  add(leaseId: string): void {
    this.leases.push(leaseId);
    this.timer ??= setTimeout(() => void this.flush(), ACK_DELAY_MS);
  }

  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const leases = this.leases;
    this.leases = [];
    if (leases.length > 0) {
      this.sending = this.sending.then(() =>
        this.queue.client.ackAll(leases).catch((error: unknown) => this.log(`acking ${leases.length} message(s) on the ${this.queue.priority} queue failed: ${(error as Error).message}; they come back and are skipped`)),
      );
    }
    return this.sending;
  }
}

/** One job's progress phases, each reported only once it lasted PROGRESS_DELAY_MS (see there). */
class PhaseReports {
  private timer: NodeJS.Timeout | null = null;
  private sent: Promise<void> = Promise.resolve();
  /** aborted (with a StaleAttempt) once the Worker says another attempt replaced this one */
  readonly stale = new AbortController();

  constructor(private readonly report: (phase: 'compiling' | 'judging') => Promise<void>) {}

  enter(phase: 'compiling' | 'judging'): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.sent = this.sent.then(() => this.report(phase)).catch((error: unknown) => this.stale.abort(error));
    }, PROGRESS_DELAY_MS);
  }

  /** No further report; waits for any under way, so none can land after the final result. */
  async end(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.sent;
  }
}

export class JobLoop {
  private readonly active = new Set<Promise<void>>();
  private readonly acks = new Map<JudgeQueue, AckBatch>();
  private stopping = false;

  constructor(
    private readonly settings: JobLoopSettings,
    private readonly deps: JobLoopDeps,
  ) {
    for (const queue of deps.queues) this.acks.set(queue, new AckBatch(queue, deps.log));
  }

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
    await Promise.all([...this.acks.values()].map((batch) => batch.flush()));
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
    const task: Promise<void> = this.handle(queue, message)
      .catch((error: unknown) => this.deps.log(`message ${message.id}: ${(error as Error).message}`))
      .finally(() => this.active.delete(task));
    this.active.add(task);
  }

  /** Acks a message once its job is done with; it goes out with the next batch of this queue's acks. */
  private ack(queue: JudgeQueue, message: PulledMessage): void {
    this.acks.get(queue)!.add(message.lease_id);
  }

  private async handle(queue: JudgeQueue, message: PulledMessage): Promise<void> {
    const parsed = parseQueueMessage(decodeBody(message));
    if (!parsed) {
      this.deps.log(`dropping message ${message.id}: not a judge job`);
      this.ack(queue, message);
      return;
    }
    const kind = parsed.kind;
    const id = parsed.kind === 'judge' ? String(parsed.submitId) : parsed.key;
    let claim;
    try {
      claim = await this.deps.worker.claimJob(kind, id);
    } catch (error) {
      this.deps.log(`claiming ${kind} ${id} failed: ${(error as Error).message}; retrying later`);
      await queue.client.retry(message.lease_id, RETRY_DELAY_SECONDS);
      return;
    }
    if ('skip' in claim) {
      this.ack(queue, message);
      return;
    }
    const job = claim.job;
    const phases = new PhaseReports((phase) => this.progress(job, phase));
    let outcome: JudgeOutcome | null = null;
    try {
      outcome = await this.deps.judge(job, {
        sandbox: this.deps.sandbox,
        files: this.deps.cache,
        signal: phases.stale.signal,
        progress: { phase: (phase) => phases.enter(phase) },
      });
    } catch (error) {
      if (!(error instanceof StaleAttempt)) {
        this.deps.log(`${kind} ${id}: judging failed: ${(error as Error).message}`);
        outcome = systemErrorOutcome(`The judge failed: ${(error as Error).message}`);
      }
    }
    await phases.end();
    if (phases.stale.signal.aborted || !outcome) {
      this.deps.log(`${kind} ${id}: attempt superseded, dropping it`);
      this.ack(queue, message);
      return;
    }
    await this.deliverFinal(job, outcome);
    this.ack(queue, message);
  }

  /** Progress is best effort, except that a refused attempt (409) stops the judging (a StaleAttempt). */
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
