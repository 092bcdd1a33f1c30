import { sql, type SQL } from 'drizzle-orm';
import { TRAINING_AUTH } from '../../contract/rules/trainings';
import type { Db } from '../db/client';

/**
 * Training progress is kept, not computed (docs/decisions/0029-trainings.md): `training_progress`
 * holds, per training and user, the solved count, the sum of the fastest accepted runs and the
 * per-problem cells `{pid: [status, bestTimeMs]}`, all read off `user_problem_status` (the same best
 * status that puts the ticks on the training's problem list). The statements here recompute rows
 * from that table, so they are idempotent and need no guard.
 */

/** The columns of a progress row, aggregated over `training_problems tp` joined with `user_problem_status s`. */
const AGGREGATE = sql.raw(
  `sum(s.status = 0), coalesce(sum(CASE WHEN s.status = 0 THEN s.best_time END), 0), json_group_object(CAST(tp.pid AS TEXT), json_array(s.status, s.best_time))`,
);

/** Who a training's rows are kept for: everyone on a public training, registered users on a private one. */
const COUNTED_HERE = sql`(t.auth = ${TRAINING_AUTH.public} OR EXISTS (SELECT 1 FROM training_registers r WHERE r.tid = t.id AND r.uid = s.uid))`;

/**
 * The verdict batch's part (after bestResultStatements): the rows of (uid, every training holding
 * pid) recomputed, and the row of a training where the user has no counted status left (a cancel)
 * removed.
 */
export function progressStatements(db: Db, uid: string, pid: number) {
  const holding = sql`(SELECT tid FROM training_problems WHERE pid = ${pid})`;
  return [
    db.run(sql`
      INSERT INTO training_progress (tid, uid, ac, total_run_time, cells)
      SELECT tp.tid, s.uid, ${AGGREGATE}
      FROM training_problems tp
      JOIN user_problem_status s ON s.pid = tp.pid AND s.uid = ${uid}
      JOIN trainings t ON t.id = tp.tid
      WHERE tp.tid IN ${holding} AND ${COUNTED_HERE}
      GROUP BY tp.tid
      ON CONFLICT (tid, uid) DO UPDATE SET ac = excluded.ac, total_run_time = excluded.total_run_time, cells = excluded.cells`),
    db.run(sql`
      DELETE FROM training_progress
      WHERE uid = ${uid} AND tid IN ${holding}
        AND NOT EXISTS (
          SELECT 1 FROM training_problems tp JOIN user_problem_status s ON s.pid = tp.pid AND s.uid = training_progress.uid
          WHERE tp.tid = training_progress.tid)`),
  ] as const;
}

/**
 * One training's rows rebuilt from scratch (its problems or its auth changed), or only one user's
 * (they registered). Two statements, for the caller's batch.
 */
export function rebuildProgressStatements(db: Db, tid: number, uid?: string) {
  const oneUser: SQL = uid === undefined ? sql`` : sql` AND uid = ${uid}`;
  const oneStatus: SQL = uid === undefined ? sql`` : sql` AND s.uid = ${uid}`;
  return [
    db.run(sql`DELETE FROM training_progress WHERE tid = ${tid}${oneUser}`),
    db.run(sql`
      INSERT INTO training_progress (tid, uid, ac, total_run_time, cells)
      SELECT tp.tid, s.uid, ${AGGREGATE}
      FROM training_problems tp
      JOIN user_problem_status s ON s.pid = tp.pid${oneStatus}
      JOIN trainings t ON t.id = tp.tid
      WHERE tp.tid = ${tid} AND ${COUNTED_HERE}
      GROUP BY s.uid`),
  ] as const;
}

/** The parsed cells of a progress row: pid → [status, fastest accepted ms]. */
export function parseCells(text: string): Record<string, [number, number | null]> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as Record<string, [number, number | null]>) : {};
  } catch {
    return {};
  }
}
