import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema-accounts';
import { trainingExamScores, trainingProblems, trainingProgress } from '../db/schema-trainings';
import { problems } from '../db/schema-problems';
import { likePattern } from '../problems/view';

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
  const like = (column: SQL | typeof users.username) => sql`${column} LIKE ${likePattern(keyword)} ESCAPE '\\'`;
  return or(like(users.username), like(sql`${users.nickname}`), like(sql`${users.realname}`), like(sql`${users.school}`));
}

type Page = { limit: number; offset: number };

/** The programming tab: solved count descending, run time ascending; ties share a place, then by username. */
export function programmingRankQueries(db: Db, tid: number, keyword: string | undefined, page: Page) {
  const ranked = db.$with('ranked').as(
    db
      .select({
        uid: trainingProgress.uid,
        ac: trainingProgress.ac,
        totalRunTime: trainingProgress.totalRunTime,
        cells: trainingProgress.cells,
        place: sql<number>`rank() OVER (ORDER BY ${trainingProgress.ac} DESC, ${trainingProgress.totalRunTime} ASC)`.as('place'),
      })
      .from(trainingProgress)
      .where(eq(trainingProgress.tid, tid)),
  );
  const where = keywordWhere(keyword);
  const rows = db
    .with(ranked)
    .select({ ...userColumns, ac: ranked.ac, totalRunTime: ranked.totalRunTime, cells: ranked.cells, place: ranked.place })
    .from(ranked)
    .innerJoin(users, eq(users.id, ranked.uid))
    .where(where)
    .orderBy(asc(ranked.place), asc(users.username))
    .limit(page.limit)
    .offset(page.offset);
  const total =
    where === undefined
      ? db.select({ n: count() }).from(trainingProgress).where(eq(trainingProgress.tid, tid))
      : db.select({ n: count() }).from(trainingProgress).innerJoin(users, eq(users.id, trainingProgress.uid)).where(and(eq(trainingProgress.tid, tid), where));
  return { rows, total };
}

/** The exam tab: the sum of each paper's best score descending; the solved count rides along. */
export function examRankQueries(db: Db, tid: number, keyword: string | undefined, page: Page) {
  const ranked = db.$with('ranked_exam').as(
    db
      .select({
        uid: trainingExamScores.uid,
        totalScore: trainingExamScores.totalScore,
        cells: trainingExamScores.cells,
        place: sql<number>`rank() OVER (ORDER BY ${trainingExamScores.totalScore} DESC)`.as('place'),
      })
      .from(trainingExamScores)
      .where(eq(trainingExamScores.tid, tid)),
  );
  const where = keywordWhere(keyword);
  const rows = db
    .with(ranked)
    .select({ ...userColumns, totalScore: ranked.totalScore, cells: ranked.cells, place: ranked.place, ac: sql<number>`coalesce(${trainingProgress.ac}, 0)` })
    .from(ranked)
    .innerJoin(users, eq(users.id, ranked.uid))
    .leftJoin(trainingProgress, and(eq(trainingProgress.tid, tid), eq(trainingProgress.uid, ranked.uid)))
    .where(where)
    .orderBy(asc(ranked.place), asc(users.username))
    .limit(page.limit)
    .offset(page.offset);
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
