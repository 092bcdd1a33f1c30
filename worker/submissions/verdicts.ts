import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { JUDGE_STATUS } from '../../contract/judge-status';
import type { Db } from '../db/client';
import { submissions } from '../db/schema-submissions';
import { problems, userProblemStatus } from '../db/schema-problems';

/**
 * Problem counters and per-user best results must change exactly once per final verdict, also
 * across rejudges, manual judgements and redelivered results. Each verdict is one D1 batch whose
 * statements are all guarded by the same condition on the submission row (its live nonce, or the
 * state the caller observed), and the counters move by the difference between the status they
 * currently include (`counted_status`) and the new one. A replay finds the guard false and changes nothing.
 */

/** The counter column of each final status; a status not listed is not counted (cancelled). */
const BUCKETS: [number, keyof typeof problems.$inferSelect][] = [
  [JUDGE_STATUS.accepted, 'acCount'],
  [JUDGE_STATUS.wrongAnswer, 'waCount'],
  [JUDGE_STATUS.compileError, 'ceCount'],
  [JUDGE_STATUS.timeLimitExceeded, 'tleCount'],
  [JUDGE_STATUS.memoryLimitExceeded, 'mleCount'],
  [JUDGE_STATUS.runtimeError, 'reCount'],
  [JUDGE_STATUS.presentationError, 'peCount'],
  [JUDGE_STATUS.systemError, 'seCount'],
  [JUDGE_STATUS.partialAccepted, 'paCount'],
];

export function countedStatusOf(status: number): number | null {
  return BUCKETS.some(([s]) => s === status) ? status : null;
}

const STATUSES_IN_BEST = [...BUCKETS.map(([s]) => s)];

export interface VerdictPatch {
  status: number;
  score: number | null;
  time: number | null;
  memory: number | null;
  errorMessage: string | null;
  judger?: string | null;
  isManual?: boolean;
}

/**
 * The statements of one verdict, in order: problem counters, then the submission row (which clears
 * the nonce, so it must come after every statement guarded by it), then the user's best result.
 * `guard` is a condition on the submissions table for this submission.
 */
export function verdictStatements(db: Db, submission: { submitId: number; pid: number; uid: string; cid: number }, patch: VerdictPatch, guard: SQL) {
  const id = submission.submitId;
  const guarded = sql`EXISTS (SELECT 1 FROM ${submissions} WHERE ${submissions.submitId} = ${id} AND ${guard})`;
  const oldCounted = sql`(SELECT ${submissions.countedStatus} FROM ${submissions} WHERE ${submissions.submitId} = ${id})`;
  const newCounted = countedStatusOf(patch.status);

  const counterSet: Record<string, SQL> = {
    totalCount: sql`${problems.totalCount} + (CASE WHEN ${oldCounted} IS NULL THEN 0 ELSE -1 END) + ${newCounted === null ? 0 : 1}`,
  };
  for (const [status, column] of BUCKETS) {
    const col = problems[column] as typeof problems.acCount;
    counterSet[column] = sql`${col} + ${newCounted === status ? 1 : 0} - (CASE WHEN ${oldCounted} = ${status} THEN 1 ELSE 0 END)`;
  }

  const statements = [];
  // Contest submissions do not move the public problem statistics.
  if (submission.cid === 0) {
    statements.push(db.update(problems).set(counterSet).where(and(eq(problems.id, submission.pid), guarded)));
  }
  statements.push(
    db
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
        countedStatus: newCounted,
        judgeTime: sql`unixepoch()`,
      })
      .where(and(eq(submissions.submitId, id), guard)),
  );
  if (submission.cid === 0) statements.push(...bestResultStatements(db, submission.uid, submission.pid));
  return statements;
}

/** Recomputes a user's best result on a problem from their submissions; idempotent, so unguarded. */
export function bestResultStatements(db: Db, uid: string, pid: number) {
  const mine = and(eq(submissions.uid, uid), eq(submissions.pid, pid), eq(submissions.cid, 0), inArray(submissions.status, STATUSES_IN_BEST));
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
