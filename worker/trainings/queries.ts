import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { examRepos, exams } from '../db/schema-exams';
import { problems } from '../db/schema-problems';
import { trainingCategories, trainingExams, trainingProblems, trainingRegisters, trainings } from '../db/schema-trainings';
import { containsText } from '../lib/text-search';

/** The drizzle reads and writes of the training area. */

export type TrainingRow = typeof trainings.$inferSelect;
export type CategoryRow = typeof trainingCategories.$inferSelect;
export type TrainingValues = Omit<typeof trainings.$inferInsert, 'id'>;

export function findTrainingRow(db: Db, tid: number): Promise<TrainingRow | undefined> {
  return db.select().from(trainings).where(eq(trainings.id, tid)).get();
}

/** A training and whether `uid` entered its password, in one read (the access check of every training call). */
export async function findTrainingFor(db: Db, tid: number, uid: string | null): Promise<{ row: TrainingRow; registered: boolean } | undefined> {
  const registered =
    uid === null ? sql<number>`0` : sql<number>`EXISTS (SELECT 1 FROM ${trainingRegisters} WHERE ${trainingRegisters.tid} = ${trainings.id} AND ${trainingRegisters.uid} = ${uid})`;
  const found = await db.select({ row: trainings, registered }).from(trainings).where(eq(trainings.id, tid)).get();
  return found && { row: found.row, registered: Boolean(found.registered) };
}

export function registerStatement(db: Db, tid: number, uid: string, now: number) {
  return db.insert(trainingRegisters).values({ tid, uid, gmtCreate: now }).onConflictDoNothing();
}

// ---- lists ----


export interface TrainingFilter {
  keyword?: string;
  categoryId?: number;
  auth?: string;
  /** only visible ones (the public list) */
  visibleOnly: boolean;
  /** a teacher's admin list: their own */
  uid?: string;
  /** a group's homework; without it, only site trainings (decision 31: group items stay out of the site's lists) */
  gid?: number;
}

/** Site trainings (no group's), or one group's, matching the filter; a keyword matches the title or the id. */
export function trainingWhere(f: TrainingFilter): SQL | undefined {
  return and(
    f.gid === undefined ? isNull(trainings.gid) : eq(trainings.gid, f.gid),
    f.visibleOnly ? eq(trainings.status, true) : undefined,
    f.categoryId !== undefined ? eq(trainings.categoryId, f.categoryId) : undefined,
    f.auth !== undefined ? eq(trainings.auth, f.auth) : undefined,
    f.uid !== undefined ? eq(trainings.uid, f.uid) : undefined,
    f.keyword !== undefined ? or(containsText(trainings.title, f.keyword), sql`CAST(${trainings.id} AS TEXT) = ${f.keyword}`) : undefined,
  );
}

/** A page of trainings by rank then newest, with category, problem count and the caller's solved count. */
export function trainingListPage(db: Db, where: SQL | undefined, uid: string | null, page: { limit: number; offset: number }) {
  return db
    .select({
      row: trainings,
      categoryName: trainingCategories.name,
      categoryColor: trainingCategories.color,
      problemCount: sql<number>`(SELECT count(*) FROM training_problems tp WHERE tp.tid = ${trainings.id})`,
      acCount: uid === null ? sql<number>`0` : sql<number>`coalesce((SELECT p.ac FROM training_progress p WHERE p.tid = ${trainings.id} AND p.uid = ${uid}), 0)`,
      /** every match, counted with the page (one query instead of two) */
      total: sql<number>`count(*) OVER ()`,
    })
    .from(trainings)
    .innerJoin(trainingCategories, eq(trainingCategories.id, trainings.categoryId))
    .where(where)
    .orderBy(asc(trainings.rank), desc(trainings.id))
    .limit(page.limit)
    .offset(page.offset)
    .all();
}

export type TrainingListItem = Awaited<ReturnType<typeof trainingListPage>>[number];

export async function countTrainings(db: Db, where: SQL | undefined): Promise<number> {
  return (await db.select({ n: count() }).from(trainings).where(where).get())?.n ?? 0;
}

/** A page of trainings and the number of matches: counted apart only when the page is past the end. */
export async function trainingPageWithTotal(db: Db, where: SQL | undefined, uid: string | null, page: { limit: number; offset: number }) {
  const rows = await trainingListPage(db, where, uid, page);
  return { rows, total: rows[0]?.total ?? (page.offset === 0 ? 0 : await countTrainings(db, where)) };
}

/** One training as a list row (any status). */
export async function trainingListItem(db: Db, tid: number, uid: string | null): Promise<TrainingListItem | undefined> {
  return (await trainingListPage(db, eq(trainings.id, tid), uid, { limit: 1, offset: 0 }))[0];
}

// ---- admin writes ----

export async function insertTraining(db: Db, values: TrainingValues): Promise<TrainingRow> {
  const [row] = await db.insert(trainings).values(values).returning();
  return row!;
}

export function updateTrainingStatement(db: Db, tid: number, values: Partial<TrainingValues>) {
  return db.update(trainings).set(values).where(eq(trainings.id, tid));
}

/** The training with its problem list, registrations, papers and standings (by cascade); the problems stay. */
export function deleteTrainingStatement(db: Db, tid: number) {
  return db.delete(trainings).where(eq(trainings.id, tid));
}

export async function deleteTraining(db: Db, tid: number): Promise<void> {
  await deleteTrainingStatement(db, tid);
}

// ---- categories ----

export function categoryList(db: Db) {
  return db.select().from(trainingCategories).where(isNull(trainingCategories.gid)).orderBy(asc(trainingCategories.id)).all();
}

export function findCategory(db: Db, id: number) {
  return db.select().from(trainingCategories).where(eq(trainingCategories.id, id)).get();
}

export async function insertCategory(db: Db, values: { name: string; color: string; gid: number | null }): Promise<CategoryRow> {
  const [row] = await db.insert(trainingCategories).values(values).returning();
  return row!;
}

export async function updateCategory(db: Db, id: number, values: { name: string; color: string }): Promise<CategoryRow | undefined> {
  const [row] = await db.update(trainingCategories).set(values).where(eq(trainingCategories.id, id)).returning();
  return row;
}

export async function categoryUsed(db: Db, id: number): Promise<boolean> {
  return (await db.select({ id: trainings.id }).from(trainings).where(eq(trainings.categoryId, id)).limit(1).get()) !== undefined;
}

export async function deleteCategory(db: Db, id: number): Promise<boolean> {
  return (await db.delete(trainingCategories).where(eq(trainingCategories.id, id)).returning({ id: trainingCategories.id })).length > 0;
}

// ---- problems ----

const problemColumns = {
  tp: trainingProblems,
  problemId: problems.problemId,
  title: problems.title,
  difficulty: problems.difficulty,
  type: problems.type,
  auth: problems.auth,
  author: problems.author,
  ac: problems.acCount,
  total: problems.totalCount,
};

/** A training's problems in rank order (then added order). */
export function trainingProblemList(db: Db, tid: number) {
  return db
    .select(problemColumns)
    .from(trainingProblems)
    .innerJoin(problems, eq(problems.id, trainingProblems.pid))
    .where(eq(trainingProblems.tid, tid))
    .orderBy(asc(trainingProblems.rank), asc(trainingProblems.id))
    .all();
}

export type TrainingProblemItem = Awaited<ReturnType<typeof trainingProblemList>>[number];

function adminProblemWhere(tid: number, keyword: string | undefined): SQL | undefined {
  if (keyword === undefined) return eq(trainingProblems.tid, tid);
  return and(eq(trainingProblems.tid, tid), or(containsText(problems.problemId, keyword), containsText(problems.title, keyword), containsText(trainingProblems.displayId, keyword)));
}

export function adminTrainingProblemPage(db: Db, tid: number, keyword: string | undefined, page: { limit: number; offset: number }) {
  return db
    .select(problemColumns)
    .from(trainingProblems)
    .innerJoin(problems, eq(problems.id, trainingProblems.pid))
    .where(adminProblemWhere(tid, keyword))
    .orderBy(asc(trainingProblems.rank), asc(trainingProblems.id))
    .limit(page.limit)
    .offset(page.offset)
    .all();
}

export async function countAdminTrainingProblems(db: Db, tid: number, keyword: string | undefined): Promise<number> {
  return (await db.select({ n: count() }).from(trainingProblems).innerJoin(problems, eq(problems.id, trainingProblems.pid)).where(adminProblemWhere(tid, keyword)).get())?.n ?? 0;
}

export function trainingProblemWhere(db: Db, where: SQL) {
  return db.select(problemColumns).from(trainingProblems).innerJoin(problems, eq(problems.id, trainingProblems.pid)).where(where).get();
}

export function trainingProblemByPid(db: Db, tid: number, pid: number) {
  return trainingProblemWhere(db, and(eq(trainingProblems.tid, tid), eq(trainingProblems.pid, pid))!);
}

/** The training problem shown under a display id (the training's own, else the problem's). */
export function trainingProblemByDisplayId(db: Db, tid: number, displayId: string) {
  return trainingProblemWhere(db, and(eq(trainingProblems.tid, tid), or(eq(trainingProblems.displayId, displayId), eq(problems.problemId, displayId)))!);
}

export function insertTrainingProblemStatement(db: Db, values: { tid: number; pid: number; displayId: string; rank: number }) {
  return db.insert(trainingProblems).values(values);
}

export function deleteTrainingProblemStatement(db: Db, tid: number, pid: number) {
  return db.delete(trainingProblems).where(and(eq(trainingProblems.tid, tid), eq(trainingProblems.pid, pid)));
}

export async function updateTrainingProblemRank(db: Db, id: number, rank: number) {
  const [row] = await db.update(trainingProblems).set({ rank }).where(eq(trainingProblems.id, id)).returning();
  return row;
}

export function findTrainingProblem(db: Db, id: number) {
  return db.select().from(trainingProblems).where(eq(trainingProblems.id, id)).get();
}

// ---- papers ----

/** A question bank's question count and total score (the grades of its questions). */
const repoTotals = {
  problemCount: sql<number>`(SELECT count(*) FROM exam_repo_problems rp WHERE rp.repo_id = ${exams.examRepoId})`,
  totalScore: sql<number>`coalesce((SELECT sum(q.grade) FROM exam_repo_problems rp JOIN exam_problems q ON q.id = rp.problem_id WHERE rp.repo_id = ${exams.examRepoId}), 0)`,
};

function paperWhere(tid: number, keyword: string | undefined): SQL | undefined {
  return and(eq(trainingExams.tid, tid), keyword === undefined ? undefined : containsText(exams.title, keyword));
}

/** A page of a training's papers in added order, with the caller's best submitted score when a uid is given. */
export function trainingPaperPage(db: Db, tid: number, keyword: string | undefined, uid: string | null, page: { limit: number; offset: number }) {
  return db
    .select({
      te: trainingExams,
      title: exams.title,
      examRepoId: exams.examRepoId,
      repoTitle: examRepos.title,
      ...repoTotals,
      userScore:
        uid === null
          ? sql<number | null>`NULL`
          : sql<number | null>`(SELECT max(h.user_score) FROM exam_histories h WHERE h.uid = ${uid} AND h.kind = 'paper' AND h.training_id = ${tid} AND h.exam_id = ${exams.id} AND h.submit_time IS NOT NULL)`,
    })
    .from(trainingExams)
    .innerJoin(exams, eq(exams.id, trainingExams.eid))
    .innerJoin(examRepos, eq(examRepos.id, exams.examRepoId))
    .where(paperWhere(tid, keyword))
    .orderBy(asc(trainingExams.id))
    .limit(page.limit)
    .offset(page.offset)
    .all();
}

export type PaperItem = Awaited<ReturnType<typeof trainingPaperPage>>[number];

export async function countTrainingPapers(db: Db, tid: number, keyword: string | undefined): Promise<number> {
  return (await db.select({ n: count() }).from(trainingExams).innerJoin(exams, eq(exams.id, trainingExams.eid)).where(paperWhere(tid, keyword)).get())?.n ?? 0;
}

export async function trainingPaper(db: Db, tid: number, eid: number): Promise<PaperItem | undefined> {
  const rows = await db
    .select({ te: trainingExams, title: exams.title, examRepoId: exams.examRepoId, repoTitle: examRepos.title, ...repoTotals, userScore: sql<number | null>`NULL` })
    .from(trainingExams)
    .innerJoin(exams, eq(exams.id, trainingExams.eid))
    .innerJoin(examRepos, eq(examRepos.id, exams.examRepoId))
    .where(and(eq(trainingExams.tid, tid), eq(trainingExams.eid, eid)))
    .all();
  return rows[0];
}

export function findExam(db: Db, eid: number) {
  return db.select({ id: exams.id }).from(exams).where(eq(exams.id, eid)).get();
}

export async function insertTrainingPaper(db: Db, tid: number, eid: number, now: number): Promise<void> {
  await db.insert(trainingExams).values({ tid, eid, gmtCreate: now });
}

export function deleteTrainingPaperStatement(db: Db, tid: number, eid: number) {
  return db.delete(trainingExams).where(and(eq(trainingExams.tid, tid), eq(trainingExams.eid, eid)));
}

/** The rank's column heads: every paper of a training with its total score. */
export function trainingPaperColumnsQuery(db: Db, tid: number) {
  return db
    .select({ id: exams.id, title: exams.title, repoId: exams.examRepoId, totalScore: repoTotals.totalScore })
    .from(trainingExams)
    .innerJoin(exams, eq(exams.id, trainingExams.eid))
    .where(eq(trainingExams.tid, tid))
    .orderBy(asc(trainingExams.id));
}
