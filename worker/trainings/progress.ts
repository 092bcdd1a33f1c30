import { and, eq, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import { TRAINING_AUTH } from '../../contract/rules/trainings';
import type { Db } from '../db/client';
import { userProblemStatus } from '../db/schema-problems';
import { trainingProblems, trainingProgress, trainingRegisters, trainings } from '../db/schema-trainings';

/**
 * Training progress is kept, not computed (docs/decisions/0029-trainings.md): `training_progress`
 * holds, per training and user, the solved count, the sum of the fastest accepted runs and the
 * per-problem cells `{pid: [status, bestTimeMs]}`, all read off `user_problem_status` (the same best
 * status that puts the ticks on the training's problem list). The statements here recompute rows
 * from that table, so they are idempotent and need no guard.
 */

const tp = trainingProblems;
const s = userProblemStatus;

/**
 * The progress rows of one user or of all, aggregated over a training's problems joined with the
 * users' best statuses: only users a training counts (everyone on a public training, registered
 * users on a private one). The select lists the table's columns in its order, as insert…select needs.
 */
function progressRows(db: Db, where: SQL | undefined, statusJoin: SQL | undefined, groupBy: 'tid' | 'uid') {
  const counted = sql`(${trainings.auth} = ${TRAINING_AUTH.public} OR EXISTS (SELECT 1 FROM ${trainingRegisters} WHERE ${trainingRegisters.tid} = ${trainings.id} AND ${trainingRegisters.uid} = ${s.uid}))`;
  return db
    .select({
      tid: tp.tid,
      uid: s.uid,
      ac: sql<number>`sum(${s.status} = 0)`.as('ac'),
      totalRunTime: sql<number>`coalesce(sum(CASE WHEN ${s.status} = 0 THEN ${s.bestTime} END), 0)`.as('total_run_time'),
      cells: sql<string>`json_group_object(CAST(${tp.pid} AS TEXT), json_array(${s.status}, ${s.bestTime}))`.as('cells'),
    })
    .from(tp)
    .innerJoin(s, and(eq(s.pid, tp.pid), statusJoin))
    .innerJoin(trainings, eq(trainings.id, tp.tid))
    .where(and(where, counted))
    .groupBy(groupBy === 'tid' ? tp.tid : s.uid);
}

/**
 * The verdict batch's part (after bestResultStatements): the rows of (uid, every training holding
 * pid) recomputed, and the row of a training where the user has no counted status left (a cancel)
 * removed. `pid` may be a subquery (the demo seed names problems by display id).
 */
export function progressStatements(db: Db, uid: string, pid: number | SQL) {
  const holding = db.select({ tid: tp.tid }).from(tp).where(eq(tp.pid, pid));
  const left = db
    .select({ one: sql`1` })
    .from(tp)
    .innerJoin(s, and(eq(s.pid, tp.pid), eq(s.uid, uid)))
    .where(sql`${tp.tid} = ${trainingProgress.tid}`);
  return [
    db
      .insert(trainingProgress)
      .select(progressRows(db, inArray(tp.tid, holding), eq(s.uid, uid), 'tid'))
      .onConflictDoUpdate({ target: [trainingProgress.tid, trainingProgress.uid], set: { ac: sql`excluded.ac`, totalRunTime: sql`excluded.total_run_time`, cells: sql`excluded.cells` } }),
    db.delete(trainingProgress).where(and(eq(trainingProgress.uid, uid), inArray(trainingProgress.tid, holding), notExists(left))),
  ] as const;
}

/**
 * One training's rows rebuilt from scratch (its problems or its auth changed), or only one user's
 * (they registered). Two statements, for the caller's batch. `tid` may be a subquery (the demo seed
 * names its trainings by title).
 */
export function rebuildProgressStatements(db: Db, tid: number | SQL, uid?: string) {
  return [
    db.delete(trainingProgress).where(and(eq(trainingProgress.tid, tid), uid === undefined ? undefined : eq(trainingProgress.uid, uid))),
    db.insert(trainingProgress).select(progressRows(db, eq(tp.tid, tid), uid === undefined ? undefined : eq(s.uid, uid), 'uid')),
  ] as const;
}

/** The JSON object a kept row's cells column holds; an unreadable one reads as no cells. */
export function parseCells<T = [number, number | null]>(text: string): Record<string, T> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as Record<string, T>) : {};
  } catch {
    return {};
  }
}
