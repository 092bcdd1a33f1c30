import type { Deps } from '../deps';
import type { Env } from '../env';
import type { VerdictEvent } from '../submissions/verdict-events';
import type { RebuildReport } from './board-object';

/** The contest's board object: one per contest, named by its id. */
export function contestBoard(env: Pick<Env, 'CONTEST_BOARD'>, cid: number) {
  return env.CONTEST_BOARD.get(env.CONTEST_BOARD.idFromName(String(cid)));
}

/**
 * Rebuilds a contest's board from D1. Called after what changes many rows at once or the board's
 * columns: a rejudge of a whole problem, an admin's force refresh, a change to the contest's problems.
 * (An edit of the contest row itself is noticed by the object on the next read: its gmtModified moved.)
 */
export async function refreshContestBoard(env: Pick<Env, 'CONTEST_BOARD'>, cid: number): Promise<RebuildReport> {
  return contestBoard(env, cid).refresh(cid);
}

/** Rebuilds the board after the answer (the board's columns or many of its rows changed); a failure is logged. */
export function refreshContestBoardLater(deps: Pick<Deps, 'env' | 'defer'>, cid: number): void {
  deps.defer(refreshContestBoard(deps.env, cid).catch((error: unknown) => console.error(`rebuilding the board of contest ${cid} failed: ${(error as Error).message}`)));
}

/**
 * The onVerdict listener: a contest submission's verdict goes to its board as a delta. It runs after
 * the answer (deps.defer), so a judge callback is never slowed by the board.
 */
export function sendVerdictToBoard(event: VerdictEvent, deps: Pick<Deps, 'env' | 'defer'>): void {
  if (event.cid <= 0) return;
  deps.defer(
    contestBoard(deps.env, event.cid)
      .verdict(event.cid, { submitId: event.submitId, uid: event.uid, pid: event.pid, status: event.status, score: event.score, time: event.time, submitTime: event.submitTime, judgeTime: event.judgeTime })
      .catch((error: unknown) => console.error(`the board of contest ${event.cid} missed submission ${event.submitId}: ${(error as Error).message}`)),
  );
}
