import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { groupProblemBest, groupRankStats } from '../db/schema-groups';
import { submissions } from '../db/schema-submissions';
import { COUNTED_STATUSES } from '../submissions/rules';

/**
 * The group rank is kept, not computed (decision 31): `group_problem_best` holds a member's best
 * result on each problem from the group's own submissions (gid set, no contest), and
 * `group_rank_stats` their AC count, score sum and submission count. The statements here recompute
 * the rows of one user from the submissions, so they are idempotent and need no guard: the verdict
 * batch runs them after the submission's own update.
 */

const s = submissions;

/** A submission the group rank counts: made in the group, outside any contest. */
const inGroup = (gid: number, uid: string) => and(eq(s.gid, gid), eq(s.uid, uid), eq(s.cid, 0));

/** The user's best row on one problem of the group, then their totals, recomputed. */
export function groupRankStatements(db: Db, gid: number, uid: string, pid: number) {
  const counted = and(inGroup(gid, uid), eq(s.pid, pid), inArray(s.status, COUNTED_STATUSES));
  return [
    db.delete(groupProblemBest).where(and(eq(groupProblemBest.gid, gid), eq(groupProblemBest.uid, uid), eq(groupProblemBest.pid, pid))),
    // Grouping by the fixed problem yields no row at all when nothing of it is counted.
    db.insert(groupProblemBest).select(
      db
        .select({
          gid: sql<number>`${gid}`.as('gid'),
          uid: s.uid,
          pid: s.pid,
          ac: sql<number>`max(${s.status} = 0)`.as('ac'),
          score: sql<number>`coalesce(max(${s.score}), 0)`.as('score'),
        })
        .from(s)
        .where(counted)
        .groupBy(s.uid, s.pid),
    ),
    ...groupStatsStatements(db, gid, uid),
  ] as const;
}

/** One user's totals in a group, from their best rows and their group submissions. */
export function groupStatsStatements(db: Db, gid: number, uid: string) {
  const best = and(eq(groupProblemBest.gid, gid), eq(groupProblemBest.uid, uid));
  const values = {
    gid,
    uid,
    ac: sql<number>`(SELECT coalesce(sum(${groupProblemBest.ac}), 0) FROM ${groupProblemBest} WHERE ${best})`,
    total: sql<number>`(SELECT count(*) FROM ${s} WHERE ${inGroup(gid, uid)})`,
    score: sql<number>`(SELECT coalesce(sum(${groupProblemBest.score}), 0) FROM ${groupProblemBest} WHERE ${best})`,
  };
  return [
    db
      .insert(groupRankStats)
      .values(values)
      .onConflictDoUpdate({
        target: [groupRankStats.gid, groupRankStats.uid],
        set: {
          ac: sql`excluded.ac`,
          total: sql`excluded.total`,
          score: sql`excluded.score`,
        },
      }),
  ] as const;
}

/** A disbanded group's kept rows. */
export function deleteGroupRankStatements(db: Db, gid: number) {
  return [db.delete(groupProblemBest).where(eq(groupProblemBest.gid, gid)), db.delete(groupRankStats).where(eq(groupRankStats.gid, gid))] as const;
}

/**
 * A whole group's kept rows rebuilt from its submissions, for a change that removes submissions
 * outside a verdict (a group problem deleted with its submissions): two deletes and two inserts.
 */
export function rebuildGroupRankStatements(db: Db, gid: number) {
  const counted = and(eq(s.gid, gid), eq(s.cid, 0), inArray(s.status, COUNTED_STATUSES));
  const best = groupProblemBest;
  // Qualified by hand: inside the subquery a bare "uid" would name the inner table's own column.
  const outerUid = sql.raw('"submissions"."uid"');
  return [
    ...deleteGroupRankStatements(db, gid),
    db.insert(best).select(
      db
        .select({ gid: sql<number>`${gid}`.as('gid'), uid: s.uid, pid: s.pid, ac: sql<number>`max(${s.status} = 0)`.as('ac'), score: sql<number>`coalesce(max(${s.score}), 0)`.as('score') })
        .from(s)
        .where(counted)
        .groupBy(s.uid, s.pid),
    ),
    db.insert(groupRankStats).select(
      db
        .select({
          gid: sql<number>`${gid}`.as('gid'),
          uid: s.uid,
          ac: sql<number>`(SELECT coalesce(sum(${best.ac}), 0) FROM ${best} WHERE ${best.gid} = ${gid} AND ${best.uid} = ${outerUid})`.as('ac'),
          total: sql<number>`count(*)`.as('total'),
          score: sql<number>`(SELECT coalesce(sum(${best.score}), 0) FROM ${best} WHERE ${best.gid} = ${gid} AND ${best.uid} = ${outerUid})`.as('score'),
        })
        .from(s)
        .where(and(eq(s.gid, gid), eq(s.cid, 0)))
        .groupBy(s.uid),
    ),
  ] as const;
}
