import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { trainingExamScores } from '../db/schema-trainings';

/**
 * Recomputes one user's row of `training_exam_scores` (the training rank's exam tab, decision 29):
 * the best submitted sheet of each paper of the training (highest score, then the earliest), summed;
 * cells is JSON {eid: {id: historyId, userScore, repoId}}. Batched with the submit that changes it.
 */
export function paperScoresStatement(db: Db, trainingId: number, uid: string) {
  // The columns in the table's order: tid, uid, total_score, cells.
  const best = sql`
    SELECT ${trainingId}, ${uid}, coalesce(sum(best.score), 0),
      coalesce(json_group_object(best.eid, json_object('id', best.hid, 'userScore', best.score, 'repoId', best.repo_id)), '{}')
    FROM (
      SELECT h.exam_id AS eid, h.repo_id AS repo_id, h.id AS hid, h.user_score AS score,
        row_number() OVER (PARTITION BY h.exam_id ORDER BY h.user_score DESC, h.submit_time ASC, h.id ASC) AS nth
      FROM exam_histories h
      JOIN training_exams te ON te.tid = ${trainingId} AND te.eid = h.exam_id
      WHERE h.uid = ${uid} AND h.training_id = ${trainingId} AND h.kind = 'paper' AND h.submit_time IS NOT NULL
    ) best
    WHERE best.nth = 1`;
  return db
    .insert(trainingExamScores)
    .select(best)
    .onConflictDoUpdate({ target: [trainingExamScores.tid, trainingExamScores.uid], set: { totalScore: sql`excluded.total_score`, cells: sql`excluded.cells` } });
}
