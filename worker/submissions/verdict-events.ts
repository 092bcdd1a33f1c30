import type { Deps } from '../deps';

/**
 * One event per applied verdict: a runner's final result, a manual judgement or a cancel. It is
 * raised only after the verdict's D1 batch succeeded and only when the batch changed the submission
 * (a replayed or stale result raises nothing), so a subscriber sees each verdict once. The
 * scoreboards, training progress and rank caches subscribe here instead of being called by judging.
 */
export interface VerdictEvent {
  submitId: number;
  uid: string;
  username: string;
  pid: number;
  displayPid: string;
  /** 0 for the public bank */
  cid: number;
  tid: number | null;
  gid: number | null;
  /** the status the problem counters included before this verdict (null: none) */
  previousCountedStatus: number | null;
  status: number;
  score: number | null;
  /** ms */
  time: number | null;
  /** KB */
  memory: number | null;
  /** Unix seconds of the verdict */
  judgeTime: number;
  /** Unix seconds the submission was made (a contest board places it by this) */
  submitTime: number;
  /** what gave the verdict */
  source: 'runner' | 'manual' | 'cancel';
}

export type VerdictListener = (event: VerdictEvent, deps: Deps) => void | Promise<void>;

const listeners = new Set<VerdictListener>();

/** Subscribes to every applied verdict; returns the unsubscribe. */
export function onVerdict(listener: VerdictListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Tells every listener, one after the other. A listener's failure is logged and never fails the
 * verdict, which is already stored; nor does it keep the other listeners from hearing it.
 */
export async function raiseVerdict(event: VerdictEvent, deps: Deps): Promise<void> {
  for (const listener of [...listeners]) {
    try {
      await listener(event, deps);
    } catch (error) {
      console.error(`a verdict listener failed on submission ${event.submitId}: ${(error as Error).name}: ${(error as Error).message}`);
    }
  }
}
