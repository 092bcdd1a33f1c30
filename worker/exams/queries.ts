import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { EXAM_SUBMIT_GRACE_SECONDS } from '../../contract/rules/exams';
import type { Db } from '../db/client';
import { users } from '../db/schema-accounts';
import { examHistories, examProblems, examRepoProblems, examRepos, exams } from '../db/schema-exams';
import { trainingExams } from '../db/schema-trainings';
import { containsText } from '../lib/text-search';
import { inList } from '../lib/bound-parameters';

/** The drizzle reads and writes of question banks, questions, exams and answer sheets. */

export type RepoRow = typeof examRepos.$inferSelect;
export type QuestionRow = typeof examProblems.$inferSelect;
export type ExamRow = typeof exams.$inferSelect;
export type HistoryRow = typeof examHistories.$inferSelect;

export interface PageWindow {
  limit: number;
  offset: number;
}

// ---- banks ----

// Written out in full: drizzle leaves column names unqualified in a one-table select, where "id" would be the subquery's own.
const repoProblemCount = sql<number>`(SELECT count(*) FROM exam_repo_problems rp WHERE rp.repo_id = exam_repos.id)`;
const repoTotalScore = sql<number>`(SELECT coalesce(sum(p.grade), 0) FROM exam_repo_problems rp JOIN exam_problems p ON p.id = rp.problem_id WHERE rp.repo_id = exam_repos.id)`;
export const repoWithCounts = { row: examRepos, problemCount: repoProblemCount, totalScore: repoTotalScore };
export type RepoWithCounts = { row: RepoRow; problemCount: number; totalScore: number };

export function repoListWhere(filter: { keyword?: string; publicOnly: boolean }): SQL | undefined {
  return and(filter.publicOnly ? eq(examRepos.isPublic, true) : undefined, filter.keyword ? containsText(examRepos.title, filter.keyword) : undefined);
}

export function repoPage(db: Db, where: SQL | undefined, page: PageWindow): Promise<RepoWithCounts[]> {
  return db.select(repoWithCounts).from(examRepos).where(where).orderBy(desc(examRepos.id)).limit(page.limit).offset(page.offset).all();
}

export async function countRepos(db: Db, where: SQL | undefined): Promise<number> {
  return (await db.select({ n: count() }).from(examRepos).where(where).get())?.n ?? 0;
}

export function findRepo(db: Db, id: number): Promise<RepoWithCounts | undefined> {
  return db.select(repoWithCounts).from(examRepos).where(eq(examRepos.id, id)).get();
}

export async function examsUsingRepo(db: Db, repoId: number): Promise<number> {
  return (await db.select({ n: count() }).from(exams).where(eq(exams.examRepoId, repoId)).get())?.n ?? 0;
}

// ---- questions ----

export function questionFilter(filter: { keyword?: string; type?: number }): SQL | undefined {
  return and(filter.keyword ? containsText(examProblems.content, filter.keyword) : undefined, filter.type !== undefined ? eq(examProblems.type, filter.type) : undefined);
}

const inRepo = (repoId: number) => sql`${examProblems.id} IN (SELECT ${examRepoProblems.problemId} FROM ${examRepoProblems} WHERE ${examRepoProblems.repoId} = ${repoId})`;
const notInRepo = (repoId: number) => sql`${examProblems.id} NOT IN (SELECT ${examRepoProblems.problemId} FROM ${examRepoProblems} WHERE ${examRepoProblems.repoId} = ${repoId})`;

/** Every question (the admin list), or those not in a bank yet: newest first. */
export function questionPage(db: Db, where: SQL | undefined, page: PageWindow, notIn?: number): Promise<QuestionRow[]> {
  return db
    .select()
    .from(examProblems)
    .where(and(where, notIn === undefined ? undefined : notInRepo(notIn)))
    .orderBy(desc(examProblems.id))
    .limit(page.limit)
    .offset(page.offset)
    .all();
}

export async function countQuestions(db: Db, where: SQL | undefined, repo?: { in?: number; notIn?: number }): Promise<number> {
  const scope = repo?.in !== undefined ? inRepo(repo.in) : repo?.notIn !== undefined ? notInRepo(repo.notIn) : undefined;
  return (await db.select({ n: count() }).from(examProblems).where(and(where, scope)).get())?.n ?? 0;
}

/** A bank's questions in its order (rank, then the order they were added). */
export function repoQuestionPage(db: Db, repoId: number, where: SQL | undefined, page: PageWindow): Promise<QuestionRow[]> {
  return db
    .select({ q: examProblems })
    .from(examRepoProblems)
    .innerJoin(examProblems, eq(examProblems.id, examRepoProblems.problemId))
    .where(and(eq(examRepoProblems.repoId, repoId), where))
    .orderBy(asc(examRepoProblems.rank), asc(examProblems.id))
    .limit(page.limit)
    .offset(page.offset)
    .all()
    .then((rows) => rows.map((r) => r.q));
}


/** All questions of a bank, in order: the question set of a new sheet. */
export async function repoQuestions(db: Db, repoId: number): Promise<QuestionRow[]> {
  const rows = await db
    .select({ q: examProblems })
    .from(examRepoProblems)
    .innerJoin(examProblems, eq(examProblems.id, examRepoProblems.problemId))
    .where(eq(examRepoProblems.repoId, repoId))
    .orderBy(asc(examRepoProblems.rank), asc(examProblems.id))
    .all();
  return rows.map((r) => r.q);
}

export function questionsByIds(db: Db, ids: readonly number[]): Promise<QuestionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(examProblems).where(inList(examProblems.id, ids)).all();
}

export function findQuestion(db: Db, id: number): Promise<QuestionRow | undefined> {
  return db.select().from(examProblems).where(eq(examProblems.id, id)).get();
}

/** Puts questions at the end of a bank; those already in it stay where they are. */
export function addToRepoStatement(db: Db, repoId: number, problemId: number | SQL) {
  return db
    .insert(examRepoProblems)
    .values({ repoId, problemId: problemId as number, rank: sql`(SELECT coalesce(max(${examRepoProblems.rank}), 0) + 1 FROM ${examRepoProblems} WHERE ${examRepoProblems.repoId} = ${repoId})` })
    .onConflictDoNothing();
}

export function isInRepo(db: Db, repoId: number, problemId: number) {
  return db.select({ id: examRepoProblems.problemId }).from(examRepoProblems).where(and(eq(examRepoProblems.repoId, repoId), eq(examRepoProblems.problemId, problemId))).get();
}

// ---- exams ----

export function examListWhere(filter: { keyword?: string; status?: number; visibleOnly: boolean }, now: number): SQL | undefined {
  return and(
    filter.visibleOnly ? eq(exams.visible, true) : undefined,
    filter.keyword ? containsText(exams.title, filter.keyword) : undefined,
    filter.status === -1 ? sql`${exams.startTime} > ${now}` : undefined,
    filter.status === 0 ? sql`${exams.startTime} <= ${now} AND ${exams.endTime} > ${now}` : undefined,
    filter.status === 1 ? sql`${exams.endTime} <= ${now}` : undefined,
  );
}

const examRepoColumns = {
  problemCount: sql<number>`(SELECT count(*) FROM exam_repo_problems rp WHERE rp.repo_id = exams.exam_repo_id)`,
  totalScore: sql<number>`(SELECT coalesce(sum(p.grade), 0) FROM exam_repo_problems rp JOIN exam_problems p ON p.id = rp.problem_id WHERE rp.repo_id = exams.exam_repo_id)`,
};
export const examWithRepo = { row: exams, timeLimit: examRepos.timeLimit, repoTitle: examRepos.title, ...examRepoColumns };
export type ExamWithRepo = { row: ExamRow; timeLimit: number; repoTitle: string; problemCount: number; totalScore: number };

/** The public list in the contest list's order: running first (latest started first), then scheduled (soonest first), then ended (newest first). */
export function examListPage(db: Db, where: SQL | undefined, now: number, page: PageWindow): Promise<ExamWithRepo[]> {
  const group = sql`CASE WHEN ${exams.startTime} > ${now} THEN 1 WHEN ${exams.endTime} > ${now} THEN 0 ELSE 2 END`;
  const scheduledFirst = sql`CASE WHEN ${exams.startTime} > ${now} THEN ${exams.startTime} ELSE 0 END`;
  return db
    .select(examWithRepo)
    .from(exams)
    .innerJoin(examRepos, eq(examRepos.id, exams.examRepoId))
    .where(where)
    .orderBy(asc(group), asc(scheduledFirst), desc(exams.startTime), desc(exams.id))
    .limit(page.limit)
    .offset(page.offset)
    .all();
}

/** The admin list: newest first. */
export function adminExamPage(db: Db, where: SQL | undefined, page: PageWindow): Promise<ExamWithRepo[]> {
  return db.select(examWithRepo).from(exams).innerJoin(examRepos, eq(examRepos.id, exams.examRepoId)).where(where).orderBy(desc(exams.id)).limit(page.limit).offset(page.offset).all();
}

export async function countExams(db: Db, where: SQL | undefined): Promise<number> {
  return (await db.select({ n: count() }).from(exams).where(where).get())?.n ?? 0;
}

export function findExam(db: Db, id: number): Promise<ExamWithRepo | undefined> {
  return db.select(examWithRepo).from(exams).innerJoin(examRepos, eq(examRepos.id, exams.examRepoId)).where(eq(exams.id, id)).get();
}

/** The first exam of a training that uses a bank: the paper a training sheet of that bank belongs to. */
/** The trainings an exam is a paper of. */
export async function trainingsWithPaper(db: Db, eid: number): Promise<number[]> {
  return (await db.select({ tid: trainingExams.tid }).from(trainingExams).where(eq(trainingExams.eid, eid)).all()).map((r) => r.tid);
}

/** The exam of a training whose bank is repoId (the paper), with the end of the exam's window. */
export async function trainingPaperExam(db: Db, tid: number, repoId: number): Promise<{ eid: number; endTime: number } | undefined> {
  return db
    .select({ eid: trainingExams.eid, endTime: exams.endTime })
    .from(trainingExams)
    .innerJoin(exams, eq(exams.id, trainingExams.eid))
    .where(and(eq(trainingExams.tid, tid), eq(exams.examRepoId, repoId)))
    .orderBy(asc(trainingExams.id))
    .get();
}

// ---- answer sheets ----

export function findHistory(db: Db, id: number): Promise<HistoryRow | undefined> {
  return db.select().from(examHistories).where(eq(examHistories.id, id)).get();
}

export function findAttempt(db: Db, examId: number, uid: string): Promise<HistoryRow | undefined> {
  return db
    .select()
    .from(examHistories)
    .where(and(eq(examHistories.examId, examId), eq(examHistories.uid, uid), eq(examHistories.kind, 'exam')))
    .get();
}

/** The caller's open sheet of a bank of one kind (practice or a training's paper), to resume instead of piling up open sheets. */
export function findOpenSheet(db: Db, uid: string, repoId: number, kind: 'exercise' | 'paper', trainingId: number | null) {
  return db
    .select()
    .from(examHistories)
    .where(and(eq(examHistories.uid, uid), eq(examHistories.repoId, repoId), eq(examHistories.kind, kind), trainingId === null ? isNull(examHistories.trainingId) : eq(examHistories.trainingId, trainingId), isNull(examHistories.submitTime)))
    .orderBy(desc(examHistories.id))
    .get();
}

export async function hasSubmittedSheet(db: Db, uid: string, repoId: number): Promise<boolean> {
  const row = await db
    .select({ id: examHistories.id })
    .from(examHistories)
    .where(and(eq(examHistories.uid, uid), eq(examHistories.repoId, repoId), sql`${examHistories.submitTime} IS NOT NULL`))
    .limit(1)
    .get();
  return row !== undefined;
}

/** The caller's submitted practice sheets of a bank, or of a training's paper: the newest 100. */
export function submittedSheets(db: Db, uid: string, repoId: number, trainingId: number | null) {
  return db
    .select({ row: examHistories, username: users.username })
    .from(examHistories)
    .innerJoin(users, eq(users.id, examHistories.uid))
    .where(
      and(
        eq(examHistories.uid, uid),
        eq(examHistories.repoId, repoId),
        trainingId === null ? eq(examHistories.kind, 'exercise') : and(eq(examHistories.kind, 'paper'), eq(examHistories.trainingId, trainingId)),
        sql`${examHistories.submitTime} IS NOT NULL`,
      ),
    )
    .orderBy(desc(examHistories.id))
    .limit(100)
    .all();
}

/** Hands in a sheet once: answers no row when it was already submitted (two tabs racing). */
export function submitSheetStatement(db: Db, id: number, marking: { details: string; userScore: number; totalScore: number }, now: number) {
  return db
    .update(examHistories)
    .set({ submitTime: now, userScore: marking.userScore, totalScore: marking.totalScore, details: marking.details })
    .where(and(eq(examHistories.id, id), isNull(examHistories.submitTime)))
    .returning({ id: examHistories.id });
}

/**
 * Closes the exam's attempts left open past their deadline and grace: marked with no answers
 * (score 0), submitted at the deadline (decision 30). One statement, run before the exam's rank,
 * export, an attempt or the overview is read.
 */
export function closeExpiredAttempts(db: Db, examId: number, now: number) {
  return db
    .update(examHistories)
    .set({ submitTime: sql`${examHistories.deadline}`, userScore: 0, details: '[]' })
    .where(and(eq(examHistories.examId, examId), eq(examHistories.kind, 'exam'), isNull(examHistories.submitTime), sql`${examHistories.deadline} + ${EXAM_SUBMIT_GRACE_SECONDS} < ${now}`))
    .run();
}

/** Submitted attempts of an exam with their rank (score first, then less time used), optionally only the users a keyword matches. */
export function rankedAttempts(db: Db, examId: number, keyword: string | undefined, page: PageWindow | null) {
  const ranked = db
    .select({
      id: examHistories.id,
      uid: examHistories.uid,
      userScore: sql<number>`${examHistories.userScore}`.as('user_score'),
      totalScore: examHistories.totalScore,
      startTime: examHistories.startTime,
      submitTime: sql<number>`${examHistories.submitTime}`.as('submit_time'),
      rank: sql<number>`rank() OVER (ORDER BY ${examHistories.userScore} DESC, ${examHistories.submitTime} - ${examHistories.startTime} ASC)`.as('rank'),
    })
    .from(examHistories)
    .where(and(eq(examHistories.examId, examId), eq(examHistories.kind, 'exam'), sql`${examHistories.submitTime} IS NOT NULL`))
    .as('ranked');
  const matches = keyword ? or(containsText(users.username, keyword), containsText(users.realname, keyword)) : undefined;
  const rows = db
    .select({ h: { id: ranked.id, uid: ranked.uid, userScore: ranked.userScore, totalScore: ranked.totalScore, startTime: ranked.startTime, submitTime: ranked.submitTime, rank: ranked.rank }, username: users.username, realname: users.realname, school: users.school, avatar: users.avatar })
    .from(ranked)
    .innerJoin(users, eq(users.id, ranked.uid))
    .where(matches)
    .orderBy(asc(ranked.rank), asc(ranked.submitTime), asc(ranked.id));
  const total = db.select({ n: count() }).from(ranked).innerJoin(users, eq(users.id, ranked.uid)).where(matches);
  return { rows: page ? rows.limit(page.limit).offset(page.offset) : rows, total };
}

