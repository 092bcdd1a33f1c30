import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema-accounts';
import { trainingExamScores, trainingProblems, trainingProgress } from '../db/schema-trainings';
import { problems } from '../db/schema-problems';
import { containsText } from '../lib/text-search';

/** The reads of a training's rank: both tabs are index walks over the kept standings (decision 29). */

const userColumns = {
  uid: users.id,
  username: users.username,
  nickname: users.nickname,
  avatar: users.avatar,
  school: users.school,
  gender: users.gender,
  realname: users.realname,
};

/** Username, nickname, real name or school contains the keyword. */
function keywordWhere(keyword: string | undefined): SQL | undefined {
  if (keyword === undefined) return undefined;
  return or(containsText(users.username, keyword), containsText(users.nickname, keyword), containsText(users.realname, keyword), containsText(users.school, keyword));
}

type Page = { limit: number; offset: number };

/**
 * The programming tab: solved count descending, run time ascending (ties share a place, listed by
 * user id). The page is taken from the index (tid, ac, total_run_time) before anything is joined, and
 * each row's place is two index range counts, so a page costs its own rows, not the training's.
 */
export function programmingRankQueries(db: Db, tid: number, keyword: string | undefined, page: Page) {
  const where = keywordWhere(keyword);
  const p = db
    .select({ uid: trainingProgress.uid, ac: trainingProgress.ac, totalRunTime: trainingProgress.totalRunTime, cells: trainingProgress.cells })
    .from(trainingProgress)
    .innerJoin(users, eq(users.id, trainingProgress.uid))
    .where(and(eq(trainingProgress.tid, tid), where))
    .orderBy(desc(trainingProgress.ac), asc(trainingProgress.totalRunTime), asc(trainingProgress.uid))
    .limit(page.limit)
    .offset(page.offset)
    .as('p');
  const place = sql<number>`(SELECT count(*) FROM training_progress b WHERE b.tid = ${tid} AND b.ac > ${p.ac})
    + (SELECT count(*) FROM training_progress b WHERE b.tid = ${tid} AND b.ac = ${p.ac} AND b.total_run_time < ${p.totalRunTime}) + 1`;
  const rows = db
    .select({ ...userColumns, ac: p.ac, totalRunTime: p.totalRunTime, cells: p.cells, place })
    .from(p)
    .innerJoin(users, eq(users.id, p.uid))
    .orderBy(desc(p.ac), asc(p.totalRunTime), asc(p.uid));
  const total =
    where === undefined
      ? db.select({ n: count() }).from(trainingProgress).where(eq(trainingProgress.tid, tid))
      : db.select({ n: count() }).from(trainingProgress).innerJoin(users, eq(users.id, trainingProgress.uid)).where(and(eq(trainingProgress.tid, tid), where));
  return { rows, total };
}

/** The exam tab: the sum of each paper's best score descending (ties share a place); the solved count rides along. */
export function examRankQueries(db: Db, tid: number, keyword: string | undefined, page: Page) {
  const where = keywordWhere(keyword);
  const e = db
    .select({ uid: trainingExamScores.uid, totalScore: trainingExamScores.totalScore, cells: trainingExamScores.cells })
    .from(trainingExamScores)
    .innerJoin(users, eq(users.id, trainingExamScores.uid))
    .where(and(eq(trainingExamScores.tid, tid), where))
    .orderBy(desc(trainingExamScores.totalScore), asc(trainingExamScores.uid))
    .limit(page.limit)
    .offset(page.offset)
    .as('e');
  const place = sql<number>`(SELECT count(*) FROM training_exam_scores b WHERE b.tid = ${tid} AND b.total_score > ${e.totalScore}) + 1`;
  const rows = db
    .select({ ...userColumns, totalScore: e.totalScore, cells: e.cells, place, ac: sql<number>`coalesce(${trainingProgress.ac}, 0)` })
    .from(e)
    .innerJoin(users, eq(users.id, e.uid))
    .leftJoin(trainingProgress, and(eq(trainingProgress.tid, tid), eq(trainingProgress.uid, e.uid)))
    .orderBy(desc(e.totalScore), asc(e.uid));
  const total =
    where === undefined
      ? db.select({ n: count() }).from(trainingExamScores).where(eq(trainingExamScores.tid, tid))
      : db.select({ n: count() }).from(trainingExamScores).innerJoin(users, eq(users.id, trainingExamScores.uid)).where(and(eq(trainingExamScores.tid, tid), where));
  return { rows, total };
}

/** The programming tab's columns: the training's problems in rank order. */
export function problemColumnsQuery(db: Db, tid: number) {
  return db
    .select({ pid: trainingProblems.pid, problemId: trainingProblems.displayId, title: problems.title })
    .from(trainingProblems)
    .innerJoin(problems, eq(problems.id, trainingProblems.pid))
    .where(eq(trainingProblems.tid, tid))
    .orderBy(asc(trainingProblems.rank), asc(trainingProblems.id));
}
