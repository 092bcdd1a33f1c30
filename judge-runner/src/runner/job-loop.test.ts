import { describe, expect, it } from 'vitest';
import type { PulledMessage } from '../../../contract/api/judging';
import type { JobPriority, JudgeJob, JudgeOutcome } from '../../../contract/judge';
import type { Sandbox } from '../sandbox/types';
import { JobLoop, parseQueueMessage, PROGRESS_DELAY_MS, type JobLoopDeps } from './job-loop';
import { WorkerCallError } from './worker-client';
import type { TestdataCache } from './testdata-cache';

describe('parseQueueMessage', () => {
  it('takes judge, test and compile jobs and nothing else', () => {
    expect(parseQueueMessage('{"kind":"judge","submitId":7}')).toEqual({ kind: 'judge', submitId: 7 });
    expect(parseQueueMessage('{"kind":"judge","submitId":7,"priority":"contest"}')).toEqual({ kind: 'judge', submitId: 7 });
    expect(parseQueueMessage('{"kind":"test","key":"abc"}')).toEqual({ kind: 'test', key: 'abc' });
    expect(parseQueueMessage('{"kind":"compile","key":"f00d"}')).toEqual({ kind: 'compile', key: 'f00d' });
    expect(parseQueueMessage('{"kind":"compile","key":""}')).toBeNull();
    expect(parseQueueMessage('{"kind":"compile"}')).toBeNull();
    expect(parseQueueMessage('{"kind":"other","key":"x"}')).toBeNull();
    expect(parseQueueMessage('not json')).toBeNull();
  });
});

/** A queue of the pull API in memory: FIFO, a pulled message is leased until acked. */
class FakeQueue {
  readonly waiting: number[] = [];
  readonly pulls: number[] = [];
  readonly acked: number[] = [];
  /** how many leases each ack call carried */
  readonly ackCalls: number[] = [];
  private readonly leases = new Map<string, number>();
  private next = 0;

  constructor(readonly priority: JobPriority) {}

  add(...submitIds: number[]): void {
    this.waiting.push(...submitIds);
  }

  pull(batchSize: number): Promise<PulledMessage[]> {
    this.pulls.push(batchSize);
    const taken = this.waiting.splice(0, batchSize);
    return Promise.resolve(
      taken.map((submitId) => {
        const lease = `${this.priority}-${this.next++}`;
        this.leases.set(lease, submitId);
        return { body: JSON.stringify({ kind: 'judge', submitId, priority: this.priority }), id: lease, timestamp_ms: 0, attempts: 1, lease_id: lease, metadata: { 'CF-Content-Type': 'text' } };
      }),
    );
  }

  ackAll(leaseIds: string[]): Promise<void> {
    this.ackCalls.push(leaseIds.length);
    for (const leaseId of leaseIds) {
      const submitId = this.leases.get(leaseId);
      if (submitId === undefined) throw new Error(`unknown lease ${leaseId} on the ${this.priority} queue`);
      this.acked.push(submitId);
    }
    return Promise.resolve();
  }

  retry(): Promise<void> {
    return Promise.reject(new Error('no retries expected'));
  }
}

const accepted: JudgeOutcome = { status: 0, score: 100, time: 1, memory: 1, errorMessage: null, cases: [] };

function jobOf(id: string): JudgeJob {
  const problem: JudgeJob['problem'] = { timeLimit: 1000, memoryLimit: 256, stackLimit: 128, type: 0, judgeMode: 'default', judgeCaseMode: 'default', isRemoveEndBlank: true, isFileIO: false, ioReadFileName: null, ioWriteFileName: null, userExtraFile: null, judgeExtraFile: null, checker: null };
  return { kind: 'judge', id, nonce: `nonce-${id}`, program: { language: 'C++', code: '' }, problem, cases: [] };
}

interface LoopOptions {
  onJudge?: (id: string) => void;
  /** how long each job is judged, ms */
  judgeMs?: number;
  /** the Worker's answer to a progress report: 409 says another attempt replaced this one */
  progressStatus?: number;
}

/**
 * A loop over a contest and a practice queue whose judge records the order jobs start in, reports
 * both phases as the real judge does and calls `onJudge`; it stops once `total` jobs were judged.
 */
function loopOver(slots: number, total: number, options: LoopOptions = {}) {
  const contest = new FakeQueue('contest');
  const practice = new FakeQueue('practice');
  const judged: string[] = [];
  const callbacks: string[] = [];
  const deps: JobLoopDeps = {
    queues: [
      { priority: 'contest', client: contest },
      { priority: 'practice', client: practice },
    ],
    worker: {
      claimJob: (_kind, id) => Promise.resolve({ job: jobOf(id) }),
      callback: (body) => {
        callbacks.push(`${body.id}:${body.phase}`);
        if (body.phase !== 'final' && options.progressStatus) return Promise.reject(new WorkerCallError(options.progressStatus, 'refused'));
        return Promise.resolve({ result: 'applied' as const });
      },
    },
    cache: {} as TestdataCache,
    sandbox: {} as Sandbox,
    log: () => {},
    judge: async (job, judgeOptions) => {
      judged.push(job.id);
      options.onJudge?.(job.id);
      await judgeOptions.progress?.phase?.('compiling');
      await judgeOptions.progress?.phase?.('judging');
      await new Promise((r) => setTimeout(r, options.judgeMs ?? 5));
      if (judged.length >= total) loop.stop();
      judgeOptions.signal?.throwIfAborted();
      return accepted;
    },
  };
  const loop = new JobLoop({ name: 'test-runner', slots, visibilityTimeoutMs: 60_000, idlePollMs: 1 }, deps);
  return { loop, contest, practice, judged, callbacks };
}

describe('the job loop', () => {
  it('takes a waiting contest job before practice jobs that were queued earlier', async () => {
    const { loop, contest, practice, judged } = loopOver(1, 4);
    practice.add(1, 2, 3);
    contest.add(9);
    await loop.run();
    expect(judged).toEqual(['9', '1', '2', '3']);
    expect(contest.acked).toEqual([9]);
    expect(practice.acked).toEqual([1, 2, 3]);
  });

  it('gives a slot that frees up to a contest job that arrived meanwhile, ahead of the practice backlog', async () => {
    let added = false;
    const { loop, contest, practice, judged } = loopOver(1, 5, {
      onJudge: (id) => {
        if (id === '1' && !added) {
          added = true;
          contest.add(20, 21);
        }
      },
    });
    practice.add(1, 2, 3);
    await loop.run();
    expect(judged).toEqual(['1', '20', '21', '2', '3']);
  });

  it('asks the practice queue only for the slots the contest queue left, and acks each message on its own queue', async () => {
    const { loop, contest, practice, judged } = loopOver(4, 6);
    contest.add(7);
    practice.add(1, 2, 3, 4, 5);
    await loop.run();
    expect(contest.pulls[0]).toBe(4);
    expect(practice.pulls[0]).toBe(3);
    expect(judged.slice(0, 4)).toEqual(['7', '1', '2', '3']);
    expect(contest.acked).toEqual([7]);
    expect([...practice.acked].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('sends a short job its final result only, and acks a batch of messages in one call', async () => {
    const { loop, practice, callbacks } = loopOver(2, 4);
    practice.add(1, 2, 3, 4);
    await loop.run();
    expect(callbacks.sort()).toEqual(['1:final', '2:final', '3:final', '4:final']);
    expect([...practice.acked].sort()).toEqual([1, 2, 3, 4]);
    expect(practice.ackCalls.length).toBeLessThan(4);
  });

  it(`reports the phase a job is in once it has lasted ${PROGRESS_DELAY_MS} ms, before the final result`, async () => {
    const { loop, practice, callbacks } = loopOver(1, 1, { judgeMs: PROGRESS_DELAY_MS * 2 });
    practice.add(5);
    await loop.run();
    expect(callbacks).toEqual(['5:judging', '5:final']);
    expect(practice.acked).toEqual([5]);
  });

  it('stops a job whose attempt the Worker no longer accepts, and drops it without a final result', async () => {
    const { loop, practice, callbacks } = loopOver(1, 1, { judgeMs: PROGRESS_DELAY_MS * 2, progressStatus: 409 });
    practice.add(6);
    await loop.run();
    expect(callbacks).toEqual(['6:judging']);
    expect(practice.acked).toEqual([6]);
  });
});
