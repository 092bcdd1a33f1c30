import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Deps } from '../deps';
import { verdictStatements, type SubmissionRow, type VerdictPatch } from './queries';
import { raiseVerdict, type VerdictEvent } from './verdict-events';

/**
 * Problem counters and per-user best results must change exactly once per final verdict, also
 * across rejudges, manual judgements and redelivered results. Each verdict is one D1 batch whose
 * statements are all guarded by the same condition on the submission row (its live nonce, or the
 * state the caller observed), and the counters move by the difference between the status they
 * currently include (`counted_status`) and the new one (rules.ts counterDeltas). A replay finds the
 * guard false and changes nothing, and raises no event.
 */

/** What a verdict needs to know of its submission (and what its event tells subscribers). */
export type VerdictSubject = Pick<SubmissionRow, 'submitId' | 'pid' | 'uid' | 'username' | 'displayPid' | 'cid' | 'tid' | 'gid' | 'countedStatus' | 'submitTime'>;

type BatchItem = Parameters<Db['batch']>[0][number];

/**
 * Runs a verdict's batch (with `before`, statements guarded by the same condition that must run
 * first) and, when the submission row changed, raises the one verdict event. Answers whether it applied.
 */
export async function applyVerdict(
  deps: Deps,
  subject: VerdictSubject,
  patch: VerdictPatch,
  guard: SQL,
  source: VerdictEvent['source'],
  before: BatchItem[] = [],
): Promise<boolean> {
  const judgeTime = deps.clock.nowSeconds();
  const { statements, submissionUpdate } = verdictStatements(deps.db, subject, patch, guard, judgeTime);
  const all = [...before, ...statements] as [BatchItem, ...BatchItem[]];
  const results = await deps.db.batch(all);
  const update = results[before.length + submissionUpdate] as D1Result | undefined;
  const applied = (update?.meta.changes ?? 0) > 0;
  if (applied) {
    await raiseVerdict(
      {
        submitId: subject.submitId,
        uid: subject.uid,
        username: subject.username,
        pid: subject.pid,
        displayPid: subject.displayPid,
        cid: subject.cid,
        tid: subject.tid,
        gid: subject.gid,
        previousCountedStatus: subject.countedStatus,
        status: patch.status,
        score: patch.score,
        time: patch.time,
        memory: patch.memory,
        judgeTime,
        submitTime: subject.submitTime,
        source,
      },
      deps,
    );
  }
  return applied;
}
