import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { trainingExamScores } from '../db/schema-trainings';

/**
 * The best submitted sheet of each paper of a training (highest score, then the earliest), summed
 * per user: rows of `training_exam_scores` (the training rank's exam tab, decision 29) in the
 * table's column order (tid, uid, total_score, cells), cells JSON {eid: {id: historyId, userScore,
 * repoId}}. Only papers still attached to the training count.
 */
function bestPapers(trainingId: number, uid?: string) {
  const oneUser = uid === undefined ? sql`` : sql` AND h.uid = ${uid}`;
  return sql`
    SELECT ${trainingId}, best.uid, sum(best.score),
      json_group_object(best.eid, json_object('id', best.hid, 'userScore', best.score, 'repoId', best.repo_id))
    FROM (
      SELECT h.uid AS uid, h.exam_id AS eid, h.repo_id AS repo_id, h.id AS hid, h.user_score AS score,
        row_number() OVER (PARTITION BY h.uid, h.exam_id ORDER BY h.user_score DESC, h.submit_time ASC, h.id ASC) AS nth
      FROM exam_histories h
      JOIN training_exams te ON te.tid = ${trainingId} AND te.eid = h.exam_id
      WHERE h.training_id = ${trainingId} AND h.kind = 'paper' AND h.submit_time IS NOT NULL${oneUser}
    ) best
    WHERE best.nth = 1
    GROUP BY best.uid`;
}

/** One user's row recomputed; batched with the submit that changes it. */
export function paperScoresStatement(db: Db, trainingId: number, uid: string) {
  return db
    .insert(trainingExamScores)
    .select(bestPapers(trainingId, uid))
    .onConflictDoUpdate({ target: [trainingExamScores.tid, trainingExamScores.uid], set: { totalScore: sql`excluded.total_score`, cells: sql`excluded.cells` } });
}

/** Every row of a training rebuilt: batched after a paper leaves the training or its exam is deleted. */
export function paperScoresRebuildStatements(db: Db, trainingId: number) {
  return [db.delete(trainingExamScores).where(eq(trainingExamScores.tid, trainingId)), db.insert(trainingExamScores).select(bestPapers(trainingId))] as const;
}
