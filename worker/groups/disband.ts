import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deleteContestStatements } from '../contests/queries-admin';
import { contests } from '../db/schema-contests';
import { groups } from '../db/schema-groups';
import { problems, tags } from '../db/schema-problems';
import { submissions } from '../db/schema-submissions';
import { trainingProblems, trainings } from '../db/schema-trainings';
import { forgetSubmissionsStatements, keptAfterVerdict } from '../home/kept-rows';
import { deleteProblemStatements } from '../problems/queries-admin';
import { bestResultStatements } from '../submissions/queries';
import { progressStatements, rebuildProgressStatements } from '../trainings/progress';
import { deleteTrainingStatement } from '../trainings/queries';
import { deleteGroupRankStatements } from './rank-rows';
import { inList, notInList } from '../lib/bound-parameters';

/**
 * Disbanding (part 3 §2.4, §4; decision 31): the group with its members and announcements (by
 * cascade), its contests with their submissions, its problems with theirs, its homework, its tags
 * and its kept rank, in ONE batch made of the statements the site's delete calls use. Site
 * trainings that held one of its problems (one admitted to the public bank) get their progress rebuilt.
 */
export async function disbandGroup(db: Db, gid: number): Promise<void> {
  const [contestIds, problemIds, trainingIds] = await Promise.all([
    db.select({ id: contests.id }).from(contests).where(eq(contests.gid, gid)).all(),
    db.select({ id: problems.id }).from(problems).where(eq(problems.gid, gid)).all(),
    db.select({ id: trainings.id }).from(trainings).where(eq(trainings.gid, gid)).all(),
  ]);
  const pids = problemIds.map((p) => p.id);
  const siteTrainings =
    pids.length === 0 ? [] : await db.select({ tid: trainingProblems.tid, gid: trainings.gid }).from(trainingProblems).innerJoin(trainings, eq(trainings.id, trainingProblems.tid)).where(inList(trainingProblems.pid, pids)).all();
  // The group's own homework goes; only the other trainings that held its problems need rebuilding.
  const rebuild = [...new Set(siteTrainings.filter((r) => r.gid !== gid).map((r) => r.tid))];
  // Homework submissions on public problems go too: the best results they made are recomputed without them.
  const publicTries = await db
    .selectDistinct({ uid: submissions.uid, pid: submissions.pid })
    .from(submissions)
    .where(and(eq(submissions.gid, gid), eq(submissions.cid, 0), notInList(submissions.pid, pids)))
    .all();

  await db.batch([
    // Every submission made in the group (homework ones may be on public problems) goes with it, out of the kept statistics first (decision 34).
    ...forgetSubmissionsStatements(db, eq(submissions.gid, gid)),
    db.delete(submissions).where(eq(submissions.gid, gid)),
    ...contestIds.flatMap((c) => deleteContestStatements(db, c.id)),
    ...trainingIds.map((t) => deleteTrainingStatement(db, t.id)),
    ...pids.flatMap((pid) => deleteProblemStatements(db, pid)),
    ...rebuild.flatMap((tid) => rebuildProgressStatements(db, tid)),
    ...publicTries.flatMap((t) => [...bestResultStatements(db, t.uid, t.pid), ...progressStatements(db, t.uid, t.pid), ...keptAfterVerdict(db, t.uid, t.pid)]),
    db.delete(tags).where(eq(tags.gid, gid)),
    ...deleteGroupRankStatements(db, gid),
    db.delete(groups).where(eq(groups.id, gid)),
  ]);
}
