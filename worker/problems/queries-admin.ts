import { and, asc, desc, eq, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { LOCAL_OJ } from '../../contract/api/problems';
import { JUDGE_STATUS } from '../../contract/judge-status';
import type { Db } from '../db/client';
import { submissions } from '../db/schema-submissions';
import {
  checkerChecks,
  codeTemplates,
  markdownFiles,
  problemCases,
  problemIoRecords,
  problemLanguages,
  problems,
  problemTags,
  tagClassifications,
  tags,
  testcaseUploads,
} from '../db/schema-problems';
import { forgetSubmissionsStatements, problemChangedStatements } from '../home/kept-rows';
import { ojCondition } from './queries';
import { trainingProblems } from '../db/schema-trainings';
import { rebuildProgressStatements } from '../trainings/progress';
import { rebuildGroupRankStatements } from '../groups/rank-rows';
import { containsText } from '../lib/text-search';
import { batchRows, boundedStatements, inList } from '../lib/bound-parameters';

/** The problem area's authoring side: the admin list, saves, tags, checkers, uploads, import and export. */

export type ProblemInsert = typeof problems.$inferInsert;
export type CheckerMode = (typeof checkerChecks.$inferInsert)['judgeMode'];

// ---- the admin list ----

export interface AdminProblemFilter {
  /** Only the problems this user created (a teacher's own); null for every problem. */
  createdBy: string | null;
  auth: number | undefined;
  oj: string | undefined;
  /** Text to find in the title, display id or author. */
  keyword: string | null;
}

export function adminProblemWhere(filter: AdminProblemFilter): SQL | undefined {
  const keyword = filter.keyword;
  return and(
    // Group problems are managed in their group (decision 31), never in the site's list.
    isNull(problems.gid),
    filter.createdBy === null ? undefined : eq(problems.createdBy, filter.createdBy),
    filter.auth === undefined ? undefined : eq(problems.auth, filter.auth),
    ojCondition(filter.oj),
    keyword
      ? or(containsText(problems.title, keyword), containsText(problems.problemId, keyword), containsText(problems.author, keyword))
      : undefined,
  );
}

/** One page of the admin list, newest first (highest id), and the count, in one batch. */
export function adminProblemListPage(db: Db, where: SQL | undefined, page: { limit: number; offset: number }) {
  return db.batch([
    db.select().from(problems).where(where).orderBy(desc(problems.id)).limit(page.limit).offset(page.offset),
    db.select({ n: sql<number>`count(*)` }).from(problems).where(where),
  ]);
}

/** The problem's own languages by name (for a batch). */
export function problemLanguagesQuery(db: Db, pid: number) {
  return db.select({ language: problemLanguages.language }).from(problemLanguages).where(eq(problemLanguages.pid, pid)).orderBy(asc(problemLanguages.language));
}

/** Every code template of the problem, enabled or not, by language (for a batch). */
export function allTemplatesQuery(db: Db, pid: number) {
  return db.select().from(codeTemplates).where(eq(codeTemplates.pid, pid)).orderBy(asc(codeTemplates.language));
}

export function problemsByIds(db: Db, pids: number[]) {
  return db.select().from(problems).where(inList(problems.id, pids)).all();
}

// ---- saving a problem ----

/** Another problem with this display id (any, when `exceptId` is null). */
export function problemWithDisplayId(db: Db, problemId: string, exceptId: number | null) {
  return db
    .select({ id: problems.id })
    .from(problems)
    .where(exceptId !== null ? and(eq(problems.problemId, problemId), ne(problems.id, exceptId)) : eq(problems.problemId, problemId))
    .get();
}

export function findTestcaseUpload(db: Db, id: string) {
  return db.select().from(testcaseUploads).where(eq(testcaseUploads.id, id)).get();
}

/** The subquery that finds a problem's id by display id: for statements batched with its insert. */
export function pidOfDisplayId(problemId: string): SQL {
  return sql`(SELECT ${problems.id} FROM ${problems} WHERE ${problems.problemId} = ${problemId})`;
}

export interface ProblemChildren {
  cases: Omit<typeof problemCases.$inferInsert, 'pid' | 'index'>[] | null;
  languages: string[];
  templates: { language: string; code: string; status: boolean }[];
  tagIds: number[];
}

/** The statements that replace a problem's cases (unless null), languages, templates and tags; `pid` may be a subquery. */
export function replaceChildrenStatements(db: Db, pid: number | SQL, children: ProblemChildren) {
  const deletes =
    typeof pid === 'number'
      ? [
          ...(children.cases ? [db.delete(problemCases).where(eq(problemCases.pid, pid))] : []),
          db.delete(problemLanguages).where(eq(problemLanguages.pid, pid)),
          db.delete(codeTemplates).where(eq(codeTemplates.pid, pid)),
          db.delete(problemTags).where(eq(problemTags.pid, pid)),
        ]
      : [];
  return [...deletes, ...childRowsStatements(db, typeof pid === 'number' ? pid : sql`${pid}`, { ...children, cases: children.cases ?? [] })];
}

/** The inserts of a problem's cases, languages, templates and tags; `pid` may be a subquery. */
function childRowsStatements(db: Db, pid: number | SQL, children: Omit<ProblemChildren, 'cases'> & { cases: NonNullable<ProblemChildren['cases']> }) {
  return [
    ...boundedStatements(
      children.cases.map((c, index) => ({ pid, index: index + 1, ...c })),
      (part) => db.insert(problemCases).values(part),
    ),
    ...boundedStatements(
      children.languages.map((language) => ({ pid, language })),
      (part) => db.insert(problemLanguages).values(part),
    ),
    ...boundedStatements(
      children.templates.map((t) => ({ pid, ...t })),
      (part) => db.insert(codeTemplates).values(part),
    ),
    ...boundedStatements(
      children.tagIds.map((tid) => ({ pid, tid })),
      (part) => db.insert(problemTags).values(part),
    ),
  ];
}

export function insertProblemReturningId(db: Db, row: ProblemInsert) {
  return db.insert(problems).values(row).returning({ id: problems.id });
}

export function updateProblemQuery(db: Db, pid: number, row: Partial<ProblemInsert>) {
  return db.update(problems).set(row).where(eq(problems.id, pid));
}

/**
 * Deletes the problem with its submissions (and, by cascade, their results, cases, tags, statuses and
 * places in trainings); the kept progress of the trainings that held it is rebuilt in the same batch.
 */
export async function deleteProblemAndSubmissions(db: Db, pid: number): Promise<void> {
  const [holding, groupsCounting] = await Promise.all([trainingsHolding(db, pid), groupsWithSubmissionsTo(db, pid)]);
  await db.batch([
    ...deleteProblemStatements(db, pid),
    ...holding.flatMap((tid) => rebuildProgressStatements(db, tid)),
    // The group ranks that counted its submissions lose them too (decision 31).
    ...groupsCounting.flatMap((gid) => rebuildGroupRankStatements(db, gid)),
  ]);
}

/** The groups whose own submissions include some to this problem. */
async function groupsWithSubmissionsTo(db: Db, pid: number): Promise<number[]> {
  const rows = await db.selectDistinct({ gid: submissions.gid }).from(submissions).where(and(eq(submissions.pid, pid), isNotNull(submissions.gid))).all();
  return rows.map((r) => r.gid!);
}

/** The trainings whose kept progress reads this problem. */
export async function trainingsHolding(db: Db, pid: number): Promise<number[]> {
  return (await db.select({ tid: trainingProblems.tid }).from(trainingProblems).where(eq(trainingProblems.pid, pid)).all()).map((r) => r.tid);
}

/**
 * The problem and its submissions, for a caller's batch that rebuilds the progress of the trainings
 * holding it; the kept statistics lose them first (decision 34).
 */
export function deleteProblemStatements(db: Db, pid: number) {
  return [
    ...forgetSubmissionsStatements(db, eq(submissions.pid, pid)),
    ...problemChangedStatements(db, pid, { without: true }),
    db.delete(submissions).where(eq(submissions.pid, pid)),
    db.delete(problems).where(eq(problems.id, pid)),
  ] as const;
}

/** A problem leaving or entering the public bank changes the solved counts of the users who tried it (decision 34). */
export async function setProblemAuth(db: Db, pid: number, auth: number, modifiedUser: string, now: number): Promise<void> {
  await db.batch([db.update(problems).set({ auth, modifiedUser, updatedAt: now }).where(eq(problems.id, pid)), ...problemChangedStatements(db, pid)]);
}

// ---- checkers ----

export function checkerCheckStatus(db: Db, id: string) {
  return db.select({ status: checkerChecks.status }).from(checkerChecks).where(eq(checkerChecks.id, id)).get();
}

export function checkerCheckOutcome(db: Db, id: string) {
  return db.select({ status: checkerChecks.status, message: checkerChecks.message }).from(checkerChecks).where(eq(checkerChecks.id, id)).get();
}

/** Whether a judge compiled the checker with this fingerprint. */
export function acceptedCheckerCheck(db: Db, id: string) {
  return db.select({ id: checkerChecks.id }).from(checkerChecks).where(and(eq(checkerChecks.id, id), eq(checkerChecks.status, JUDGE_STATUS.accepted))).get();
}

/** Stores a compile request by fingerprint, or resets a stored one to pending (its nonce is left alone). */
export async function upsertCheckerCheck(
  db: Db,
  key: { id: string; judgeMode: CheckerMode; language: string },
  fields: { uid: string; code: string; extraFiles: string | null; status: number; message: null },
): Promise<void> {
  await db
    .insert(checkerChecks)
    .values({ ...key, ...fields })
    .onConflictDoUpdate({ target: checkerChecks.id, set: fields });
}

// ---- markdown uploads ----

export async function insertMarkdownFile(db: Db, row: typeof markdownFiles.$inferInsert): Promise<void> {
  await db.insert(markdownFiles).values(row);
}

export function findMarkdownFile(db: Db, id: string) {
  return db.select().from(markdownFiles).where(eq(markdownFiles.id, id)).get();
}

export async function deleteMarkdownFileRow(db: Db, id: string): Promise<void> {
  await db.delete(markdownFiles).where(eq(markdownFiles.id, id));
}

// ---- tags ----

export function findClassificationId(db: Db, tcid: number) {
  return db.select({ id: tagClassifications.id }).from(tagClassifications).where(eq(tagClassifications.id, tcid)).get();
}

export function tagIdByName(db: Db, oj: string, name: string) {
  return db.select({ id: tags.id }).from(tags).where(and(eq(tags.oj, oj), eq(tags.name, name))).get();
}

export async function insertTag(db: Db, values: { name: string; color: string | null; oj: string; tcid: number | null }) {
  const [row] = await db.insert(tags).values(values).returning();
  return row!;
}

export async function updateTagRow(db: Db, id: number, values: { name: string; color: string | null; oj: string; tcid: number | null; updatedAt: number }) {
  const [row] = await db.update(tags).set(values).where(eq(tags.id, id)).returning();
  return row;
}

/** Answers whether a tag was deleted. */
export async function deleteTagRow(db: Db, id: number): Promise<boolean> {
  const gone = await db.delete(tags).where(eq(tags.id, id)).returning({ id: tags.id });
  return gone.length > 0;
}

export async function insertClassification(db: Db, values: { name: string; oj: string; rank: number }) {
  const [row] = await db.insert(tagClassifications).values(values).returning();
  return row!;
}

export async function updateClassificationRow(db: Db, id: number, values: { name: string; oj: string; rank: number; updatedAt: number }) {
  const [row] = await db.update(tagClassifications).set(values).where(eq(tagClassifications.id, id)).returning();
  return row;
}

/** Answers whether a classification was deleted (its tags stay, unclassified). */
export async function deleteClassificationRow(db: Db, id: number): Promise<boolean> {
  const gone = await db.delete(tagClassifications).where(eq(tagClassifications.id, id)).returning({ id: tagClassifications.id });
  return gone.length > 0;
}

export function tagsByIds(db: Db, ids: number[]) {
  return db.select().from(tags).where(inList(tags.id, ids)).all();
}

/** The platform's own judge's tags with these names. */
export function localTagsByName(db: Db, names: string[]) {
  return db.select().from(tags).where(and(eq(tags.oj, LOCAL_OJ), inList(tags.name, names))).all();
}

export function localTagIdsByName(db: Db, names: string[]) {
  return db.select({ id: tags.id }).from(tags).where(and(eq(tags.oj, LOCAL_OJ), inList(tags.name, names))).all();
}

/** Creates the platform's own tags, skipping the names another request created meanwhile; answers the new ids. */
export function insertLocalTags(db: Db, rows: { name: string; color: string | null }[]) {
  return batchRows(
    db,
    boundedStatements(
      rows.map((n) => ({ name: n.name, color: n.color, oj: LOCAL_OJ })),
      (part) => db.insert(tags).values(part).onConflictDoNothing().returning({ id: tags.id }),
    ),
  );
}

// ---- import and export ----

/** The display ids among `problemIds` that are taken. */
export async function takenDisplayIds(db: Db, problemIds: string[]): Promise<string[]> {
  return (await db.select({ id: problems.problemId }).from(problems).where(inList(problems.problemId, problemIds)).all()).map((r) => r.id);
}

export async function highestProblemId(db: Db): Promise<number> {
  const top = await db.select({ n: sql<number>`coalesce(max(${problems.id}), 0)` }).from(problems).get();
  return top?.n ?? 0;
}

export function problemIdOfDisplayId(db: Db, problemId: string) {
  return db.select({ id: problems.id }).from(problems).where(eq(problems.problemId, problemId)).get();
}

export function localTagIdsAndNames(db: Db, names: string[]) {
  return db.select({ id: tags.id, name: tags.name }).from(tags).where(and(eq(tags.oj, LOCAL_OJ), inList(tags.name, names))).all();
}

export function localClassificationsByName(db: Db, names: string[]) {
  return db
    .select({ id: tagClassifications.id, name: tagClassifications.name })
    .from(tagClassifications)
    .where(and(eq(tagClassifications.oj, LOCAL_OJ), inList(tagClassifications.name, names)))
    .all();
}

export function insertLocalClassifications(db: Db, names: string[]) {
  return batchRows(
    db,
    boundedStatements(
      names.map((name) => ({ name, oj: LOCAL_OJ })),
      (part) => db.insert(tagClassifications).values(part).returning({ id: tagClassifications.id, name: tagClassifications.name }),
    ),
  );
}

/** Creates imported tags, skipping names that exist meanwhile; answers the new ones. */
export function insertImportedTags(db: Db, rows: { name: string; color: string | null; tcid: number | null }[]) {
  return batchRows(
    db,
    boundedStatements(
      rows.map((t) => ({ ...t, oj: LOCAL_OJ })),
      (part) => db.insert(tags).values(part).onConflictDoNothing().returning({ id: tags.id, name: tags.name }),
    ),
  );
}

/** The statements that store one imported problem with its cases, tags, languages and templates (for a batch). */
export function insertImportedProblemStatements(db: Db, row: ProblemInsert & { problemId: string }, children: Omit<ProblemChildren, 'cases'> & { cases: NonNullable<ProblemChildren['cases']> }) {
  return [db.insert(problems).values(row), ...childRowsStatements(db, pidOfDisplayId(row.problemId), children)];
}

export function insertIoRecordQuery(db: Db, record: { uid: string; username: string; kind: 'import' | 'export'; format: string; problemIds: string[] }) {
  return db.insert(problemIoRecords).values({ ...record, problemIds: JSON.stringify(record.problemIds) });
}

/** One page of the import and export records, newest first, and their count, in one batch. */
export function ioRecordPage(db: Db, page: { limit: number; offset: number }) {
  return db.batch([
    db.select().from(problemIoRecords).orderBy(desc(problemIoRecords.id)).limit(page.limit).offset(page.offset),
    db.select({ n: sql<number>`count(*)` }).from(problemIoRecords),
  ]);
}

/** A problem's tags with their classification's name, oldest tag first (for a batch). */
export function packageTagsQuery(db: Db, pid: number) {
  return (
    db
      // Both tables name their column "name"; D1 batch rows come back keyed by column name.
      .select({ name: tags.name, color: tags.color, classification: sql<string | null>`${tagClassifications.name}`.as('classification_name') })
      .from(problemTags)
      .innerJoin(tags, eq(tags.id, problemTags.tid))
      .leftJoin(tagClassifications, eq(tagClassifications.id, tags.tcid))
      .where(eq(problemTags.pid, pid))
      .orderBy(asc(tags.id))
  );
}
