import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { submissions } from '../db/schema-submissions';
import { problems, userProblemStatus } from '../db/schema-problems';
import type { Deps } from '../deps';
import { COUNTED_STATUSES, COUNTER_BUCKETS, counterDeltas, countedStatusOf, isContestSubmission, type CounterColumn } from './rules';
import { raiseVerdict, type VerdictEvent } from './verdict-events';

/**
 * Problem counters and per-user best results must change exactly once per final verdict, also
 * across rejudges, manual judgements and redelivered results. Each verdict is one D1 batch whose
 * statements are all guarded by the same condition on the submission row (its live nonce, or the
 * state the caller observed), and the counters move by the difference between the status they
 * currently include (`counted_status`) and the new one (rules.ts counterDeltas). A replay finds the
 * guard false and changes nothing, and raises no event.
 */

export interface VerdictPatch {
  status: number;
  score: number | null;
  time: number | null;
  memory: number | null;
  errorMessage: string | null;
  judger?: string | null;
  isManual?: boolean;
}

/** What a verdict needs to know of its submission (and what its event tells subscribers). */
export type VerdictSubject = Pick<typeof submissions.$inferSelect, 'submitId' | 'pid' | 'uid' | 'username' | 'displayPid' | 'cid' | 'tid' | 'gid' | 'countedStatus'>;

/**
 * `column + delta(old counted status)`, the delta chosen in SQL from the status counted when the
 * statement runs. The statuses and deltas are the code's own integers, written inline: D1 binds at
 * most 100 parameters a statement.
 */
function movedBy(column: SQL, oldCounted: SQL, newStatus: number, counter: CounterColumn): SQL {
  const otherwise = counterDeltas(null, newStatus)[counter];
  const cases = COUNTED_STATUSES.map((old) => [old, counterDeltas(old, newStatus)[counter]] as const)
    .filter(([, delta]) => delta !== otherwise)
    .map(([old, delta]) => sql.raw(`WHEN ${Math.trunc(old)} THEN ${Math.trunc(delta)}`));
  if (cases.length === 0) return sql`${column} + ${sql.raw(String(Math.trunc(otherwise)))}`;
  return sql`${column} + (CASE ${oldCounted} ${sql.join(cases, sql.raw(' '))} ELSE ${sql.raw(String(Math.trunc(otherwise)))} END)`;
}

/**
 * The statements of one verdict, in order: problem counters, then the submission row (which clears
 * the nonce, so it must come after every statement guarded by it), then the user's best result.
 * `guard` is a condition on the submissions table for this submission. `submissionUpdate` is the
 * index of the submission's own update, whose changes tell whether the verdict applied.
 */
export function verdictStatements(db: Db, submission: Pick<VerdictSubject, 'submitId' | 'pid' | 'uid' | 'cid'>, patch: VerdictPatch, guard: SQL, judgeTime: number) {
  const id = submission.submitId;
  const guarded = sql`EXISTS (SELECT 1 FROM ${submissions} WHERE ${submissions.submitId} = ${id} AND ${guard})`;
  const oldCounted = sql`(SELECT ${submissions.countedStatus} FROM ${submissions} WHERE ${submissions.submitId} = ${id})`;

  const counterSet: Record<string, SQL> = { totalCount: movedBy(sql`${problems.totalCount}`, oldCounted, patch.status, 'totalCount') };
  for (const [, column] of COUNTER_BUCKETS) counterSet[column] = movedBy(sql`${problems[column]}`, oldCounted, patch.status, column);

  // Contest submissions do not move the public problem statistics.
  const publicBank = !isContestSubmission(submission);
  const counters = publicBank ? [db.update(problems).set(counterSet).where(and(eq(problems.id, submission.pid), guarded))] : [];
  const update = db
    .update(submissions)
    .set({
      status: patch.status,
      score: patch.score,
      time: patch.time,
      memory: patch.memory,
      errorMessage: patch.errorMessage,
      ...(patch.judger !== undefined ? { judger: patch.judger } : {}),
      isManual: patch.isManual ?? false,
      judgeNonce: null,
      countedStatus: countedStatusOf(patch.status),
      judgeTime,
    })
    .where(and(eq(submissions.submitId, id), guard));
  const best = publicBank ? bestResultStatements(db, submission.uid, submission.pid) : [];
  return { statements: [...counters, update, ...best] as const, submissionUpdate: counters.length };
}

/** Recomputes a user's best result on a problem from their submissions; idempotent, so unguarded. */
export function bestResultStatements(db: Db, uid: string, pid: number) {
  const mine = and(eq(submissions.uid, uid), eq(submissions.pid, pid), eq(submissions.cid, 0), inArray(submissions.status, COUNTED_STATUSES));
  const latest = db
    .select({ status: submissions.status })
    .from(submissions)
    .where(mine)
    .orderBy(desc(submissions.submitId))
    .limit(1);
  return [
    db.delete(userProblemStatus).where(and(eq(userProblemStatus.uid, uid), eq(userProblemStatus.pid, pid))),
    // Grouping by the (fixed) user and problem yields no row at all when nothing is counted.
    db.insert(userProblemStatus).select(
      db
        .select({
          uid: submissions.uid,
          pid: submissions.pid,
          status: sql<number>`CASE WHEN max(${submissions.status} = 0) = 1 THEN 0 ELSE (${latest}) END`.as('status'),
          score: sql<number>`coalesce(max(${submissions.score}), 0)`.as('score'),
        })
        .from(submissions)
        .where(mine)
        .groupBy(submissions.uid, submissions.pid),
    ),
  ];
}

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
        source,
      },
      deps,
    );
  }
  return applied;
}
