import { and, desc, eq, gte, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { STATS_UTC_OFFSET_SECONDS } from '../../contract/rules/home';
import type { Db } from '../db/client';
import { problems, userProblemStatus } from '../db/schema-problems';
import { firstAccepted, siteDayStats, userDayStats, userStats } from '../db/schema-stats';
import { submissions } from '../db/schema-submissions';
import { publicBankCondition } from '../problems/queries';
import { countedStatusOf } from '../submissions/rules';

/**
 * The statistics are kept, not computed (docs/decisions/0034-home-and-ranks.md), the way training
 * progress is (decision 29). Two kinds of statements keep them, both inside the verdict's own batch:
 *
 * - counts (per day for the site and each user, a user's judged submissions) move by the difference
 *   between the status the submission counts now (`counted_status`, read in SQL when the statement
 *   runs) and the new one, guarded like the problem counters, so they run before the submission's
 *   own update and a replayed result moves nothing;
 * - per user and problem rows (the first accepted time) and a user's solved count, OI rank score and
 *   coins are recomputed from the submissions and `user_problem_status`, so they are idempotent and
 *   run after `bestResultStatements`.
 *
 * Deleting submissions (a problem, a contest, a group) takes their counts out first
 * (forgetSubmissionsStatements); a problem whose bank, auth, type or difficulty changes recomputes
 * the users who tried it (problemChangedStatements). `rebuildStatsStatements` rebuilds every table
 * from scratch (the demo seed, the benchmark), `rebuildSiteDaysStatements` the chart's days (the
 * admin's refresh).
 */

const s = submissions;
const ups = userProblemStatus;
const OFFSET = sql.raw(String(STATS_UTC_OFFSET_SECONDS));

/** contract/rules/home.ts statsDay in SQL: the UTC+8 day number of a Unix time in seconds. */
export const dayOf = (seconds: SQL | typeof s.submitTime): SQL<number> => sql<number>`((${seconds} + ${OFFSET}) / 86400)`;

/** A submission the site's status list shows (decision 31): outside contests and groups. */
const inSiteList = and(eq(s.cid, 0), isNull(s.gid));

/** What a verdict needs to know of its submission. */
export interface KeptSubject {
  submitId: number;
  uid: string;
  pid: number;
  cid: number;
  gid: number | null;
}

const literal = (n: number) => sql.raw(String(Math.trunc(n)));

/**
 * The count statements of one verdict, to run before the submission's own update (which changes
 * `counted_status` and may clear the guard's nonce). `guard` is the verdict's condition on the row.
 */
export function keptBeforeVerdict(db: Db, subject: KeptSubject, newStatus: number, guard: SQL) {
  const counted = countedStatusOf(newStatus);
  const totalDelta = sql<number>`(${literal(counted === null ? 0 : 1)} - (${s.countedStatus} IS NOT NULL))`;
  const acDelta = sql<number>`(${literal(counted === 0 ? 1 : 0)} - coalesce(${s.countedStatus} = 0, 0))`;
  const row = and(eq(s.submitId, subject.submitId), guard);
  const statements = [
    db
      .insert(userDayStats)
      .select(
        db
          .select({ uid: s.uid, day: dayOf(s.submitTime).as('day'), count: totalDelta.as('count') })
          .from(s)
          .where(and(row, sql`${totalDelta} <> 0`)),
      )
      .onConflictDoUpdate({ target: [userDayStats.uid, userDayStats.day], set: { count: sql`"count" + excluded."count"` } }),
  ];
  if (subject.cid !== 0 || subject.gid !== null) return statements;
  return [
    ...statements,
    db
      .insert(siteDayStats)
      .select(
        db
          .select({ day: dayOf(s.submitTime).as('day'), total: totalDelta.as('total'), ac: acDelta.as('ac') })
          .from(s)
          .where(and(row, sql`(${totalDelta} <> 0 OR ${acDelta} <> 0)`)),
      )
      .onConflictDoUpdate({ target: siteDayStats.day, set: { total: sql`"total" + excluded."total"`, ac: sql`"ac" + excluded."ac"` } }),
    db
      .insert(userStats)
      .select(
        db
          .select({ uid: s.uid, total: totalDelta.as('total'), ac: sql<number>`0`.as('ac'), score: sql<number>`0`.as('score'), oiCoin: sql<number>`0`.as('oi_coin') })
          .from(s)
          .where(and(row, sql`${totalDelta} <> 0`)),
      )
      .onConflictDoUpdate({ target: userStats.uid, set: { total: sql`"total" + excluded."total"` } }),
  ];
}

/** A user's solved count, OI rank score and coins over `ups` rows of public-bank problems (contract/rules/home.ts oiRankScoreOf, oiCoinOf). */
function solvedColumns() {
  return {
    ac: sql<number>`coalesce(sum(${ups.status} = 0), 0)`.as('ac'),
    score: sql<number>`coalesce(sum(CASE WHEN ${problems.type} = 1 AND ${ups.score} > 0 THEN (${ups.score} + 20 * ${problems.difficulty} + 5) / 10 ELSE 0 END), 0)`.as('score'),
    oiCoin: sql<number>`coalesce(sum(CASE WHEN ${ups.status} = 0 THEN 1 + ${problems.difficulty} ELSE 0 END), 0)`.as('oi_coin'),
  };
}

const keepTotal = { ac: sql`excluded."ac"`, score: sql`excluded."score"`, oiCoin: sql`excluded."oi_coin"` };

/** What a verdict changed of its submission: the status it gets, and the one the counts included before (`counted_status`). */
export interface VerdictChange {
  status: number;
  previousCounted: number | null;
}

/**
 * The recomputed rows of one verdict outside contests, after the user's best result: the first
 * accepted time of (user, problem), then the user's solved count, score and coins.
 *
 * With the verdict's `change`, the first acceptance is only touched when it can move: it is the
 * earliest accepted practice submission, so a verdict that neither makes its submission accepted nor
 * takes an accepted one back changes nothing there (no statement); an accepted one can only add
 * itself (one upsert of the recomputed earliest); taking one back may leave none (delete, then
 * insert). `change.previousCounted` is the status observed before the batch, which the verdict's
 * guard makes sure is still the row's when the batch applies (a nonce is cleared by every verdict
 * and rejudge; a manual judgement's guard is the observed state); when the guard fails these
 * statements are skipped where they would have recomputed the same rows. Without `change` (a
 * disbanded group's homework) the first acceptance is recomputed in full.
 */
export function keptAfterVerdict(db: Db, uid: string, pid: number, change?: VerdictChange) {
  // Grouping by the fixed user and problem yields no row at all when nothing is accepted.
  const earliest = db
    .select({ uid: s.uid, pid: s.pid, acTime: sql<number>`min(${s.submitTime})`.as('ac_time') })
    .from(s)
    .where(and(eq(s.uid, uid), eq(s.pid, pid), eq(s.cid, 0), eq(s.status, 0)))
    .groupBy(s.uid, s.pid);
  const firstAcceptance =
    change?.status === 0
      ? [db.insert(firstAccepted).select(earliest).onConflictDoUpdate({ target: [firstAccepted.uid, firstAccepted.pid], set: { acTime: sql`excluded."ac_time"` } })]
      : change === undefined || change.previousCounted === 0
        ? [db.delete(firstAccepted).where(and(eq(firstAccepted.uid, uid), eq(firstAccepted.pid, pid))), db.insert(firstAccepted).select(earliest)]
        : [];
  return [
    ...firstAcceptance,
    // An aggregate without GROUP BY answers one row even when nothing is left, so the counts drop to 0.
    db
      .insert(userStats)
      .select(
        db
          .select({ uid: sql<string>`${uid}`.as('uid'), total: sql<number>`0`.as('total'), ...solvedColumns() })
          .from(ups)
          .innerJoin(problems, eq(problems.id, ups.pid))
          .where(and(eq(ups.uid, uid), publicBankCondition())),
      )
      .onConflictDoUpdate({ target: userStats.uid, set: keepTotal }),
  ];
}

/**
 * The solved counts, scores and coins of every user with a result on the problem, recomputed after
 * its bank, auth, type or difficulty changed; with `without`, as if the problem were gone (run just
 * before deleting it, while its results still name its users).
 */
export function problemChangedStatements(db: Db, pid: number, options: { without?: boolean } = {}) {
  const triedIt = db.select({ uid: ups.uid }).from(ups).where(eq(ups.pid, pid));
  return [
    // Users left with no result on a public-bank problem get no row from the grouped insert below.
    db.update(userStats).set({ ac: 0, score: 0, oiCoin: 0 }).where(inArray(userStats.uid, triedIt)),
    db
      .insert(userStats)
      .select(
        db
          .select({ uid: ups.uid, total: sql<number>`0`.as('total'), ...solvedColumns() })
          .from(ups)
          .innerJoin(problems, eq(problems.id, ups.pid))
          .where(and(inArray(ups.uid, triedIt), publicBankCondition(), options.without ? ne(ups.pid, pid) : undefined))
          .groupBy(ups.uid),
      )
      .onConflictDoUpdate({ target: userStats.uid, set: keepTotal }),
  ] as const;
}

/**
 * Takes the submissions matching `where` out of the kept counts; to run just before they are
 * deleted (a deleted problem, contest or group). Their first accepted times and the solved counts
 * follow from the deletion's own recomputations (foreign keys, problemChangedStatements, keptAfterVerdict).
 */
export function forgetSubmissionsStatements(db: Db, where: SQL) {
  const judged = and(where, isNotNull(s.countedStatus));
  const day = dayOf(s.submitTime);
  const perUserDay = db.select({ uid: s.uid, day: day.as('gone_day'), n: sql<number>`count(*)`.as('n') }).from(s).where(judged).groupBy(s.uid, day).as('gone');
  const perDay = db
    .select({ day: day.as('gone_day'), n: sql<number>`count(*)`.as('n'), ac: sql<number>`sum(${s.countedStatus} = 0)`.as('gone_ac') })
    .from(s)
    .where(and(judged, inSiteList))
    .groupBy(day)
    .as('gone');
  const perUser = db.select({ uid: s.uid, n: sql<number>`count(*)`.as('n') }).from(s).where(and(judged, inSiteList)).groupBy(s.uid).as('gone');
  return [
    db
      .update(userDayStats)
      .set({ count: sql`${userDayStats.count} - ${perUserDay.n}` })
      .from(perUserDay)
      .where(and(eq(userDayStats.uid, perUserDay.uid), eq(userDayStats.day, perUserDay.day))),
    db
      .update(siteDayStats)
      .set({ total: sql`${siteDayStats.total} - ${perDay.n}`, ac: sql`${siteDayStats.ac} - ${perDay.ac}` })
      .from(perDay)
      .where(eq(siteDayStats.day, perDay.day)),
    db.update(userStats).set({ total: sql`${userStats.total} - ${perUser.n}` }).from(perUser).where(eq(userStats.uid, perUser.uid)),
  ] as const;
}

/** Every kept table rebuilt from the submissions and the best results (the demo seed, the benchmark). */
export function rebuildStatsStatements(db: Db) {
  const judged = isNotNull(s.countedStatus);
  const day = dayOf(s.submitTime);
  return [
    db.delete(siteDayStats),
    db.insert(siteDayStats).select(
      db
        .select({ day: day.as('day'), total: sql<number>`count(*)`.as('total'), ac: sql<number>`sum(${s.countedStatus} = 0)`.as('ac') })
        .from(s)
        .where(and(judged, inSiteList))
        .groupBy(day),
    ),
    db.delete(userDayStats),
    db.insert(userDayStats).select(db.select({ uid: s.uid, day: day.as('day'), count: sql<number>`count(*)`.as('count') }).from(s).where(judged).groupBy(s.uid, day)),
    db.delete(firstAccepted),
    db.insert(firstAccepted).select(
      db
        .select({ uid: s.uid, pid: s.pid, acTime: sql<number>`min(${s.submitTime})`.as('ac_time') })
        .from(s)
        .where(and(eq(s.cid, 0), eq(s.status, 0)))
        .groupBy(s.uid, s.pid),
    ),
    db.delete(userStats),
    db.insert(userStats).select(
      db
        .select({ uid: s.uid, total: sql<number>`count(*)`.as('total'), ac: sql<number>`0`.as('ac'), score: sql<number>`0`.as('score'), oiCoin: sql<number>`0`.as('oi_coin') })
        .from(s)
        .where(and(judged, inSiteList))
        .groupBy(s.uid),
    ),
    db
      .insert(userStats)
      .select(
        db
          .select({ uid: ups.uid, total: sql<number>`0`.as('total'), ...solvedColumns() })
          .from(ups)
          .innerJoin(problems, eq(problems.id, ups.pid))
          .where(publicBankCondition())
          .groupBy(ups.uid),
      )
      .onConflictDoUpdate({ target: userStats.uid, set: keepTotal }),
  ] as const;
}

/**
 * The site's day rows from `fromDay` on, recounted from the submissions (the admin's refresh). The
 * window's submissions are found by walking the ids back from the newest to the last one submitted
 * before the window (ids follow submit times), so the refresh reads the window, not the table.
 */
export function rebuildSiteDaysStatements(db: Db, fromDay: number) {
  const from = fromDay * 86_400 - STATS_UTC_OFFSET_SECONDS;
  const lastBefore = db.select({ id: s.submitId }).from(s).where(sql`${s.submitTime} < ${from}`).orderBy(desc(s.submitId)).limit(1);
  const day = dayOf(s.submitTime);
  return [
    db.delete(siteDayStats).where(gte(siteDayStats.day, fromDay)),
    db.insert(siteDayStats).select(
      db
        .select({ day: day.as('day'), total: sql<number>`count(*)`.as('total'), ac: sql<number>`sum(${s.countedStatus} = 0)`.as('ac') })
        .from(s)
        .where(and(sql`${s.submitId} > coalesce((${lastBefore}), 0)`, gte(s.submitTime, from), isNotNull(s.countedStatus), inSiteList))
        .groupBy(day),
    ),
  ] as const;
}
