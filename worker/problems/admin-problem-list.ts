import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { AdminProblemDetail, AdminProblemListQuery, AdminProblemRow } from '../../contract/api/problems';
import type { Page } from '../../contract/envelope';
import { isAdmin } from '../../contract/roles';
import { codeTemplates, problemLanguages, problems } from '../db/schema-problems';
import type { Deps } from '../deps';
import type { Principal } from '../accounts/sessions';
import { manageableProblem } from './problem-access';
import { ojCondition } from './problem-list';
import { problemTagsQuery, toTagView } from './tags';
import { isoTime, likePattern, toAdminProblemView } from './view';

/** The admin problem list: newest first (highest id), a teacher's own problems only. */
export async function adminProblemList({ db }: Pick<Deps, 'db'>, query: v.InferOutput<typeof AdminProblemListQuery>, who: Principal): Promise<Page<AdminProblemRow>> {
  const keyword = query.keyword ? likePattern(query.keyword) : null;
  const where = and(
    isAdmin(who.roles) ? undefined : eq(problems.createdBy, who.user.id),
    query.auth === undefined ? undefined : eq(problems.auth, query.auth),
    ojCondition(query.oj),
    keyword
      ? or(sql`${problems.title} LIKE ${keyword} ESCAPE '\\'`, sql`${problems.problemId} LIKE ${keyword} ESCAPE '\\'`, sql`${problems.author} LIKE ${keyword} ESCAPE '\\'`)
      : undefined,
  );
  const [rows, count] = await db.batch([
    db
      .select()
      .from(problems)
      .where(where)
      .orderBy(desc(problems.id))
      .limit(query.limit)
      .offset((query.currentPage - 1) * query.limit),
    db.select({ n: sql<number>`count(*)` }).from(problems).where(where),
  ]);
  const records = rows.map((r) => ({
    id: r.id,
    problemId: r.problemId,
    title: r.title,
    author: r.author,
    auth: r.auth,
    type: r.type,
    difficulty: r.difficulty,
    judgeMode: r.judgeMode,
    isRemote: r.isRemote,
    total: r.totalCount,
    ac: r.acCount,
    modifiedUser: r.modifiedUser,
    gmtCreate: isoTime(r.createdAt),
    gmtModified: isoTime(r.updatedAt),
  }));
  return { records, total: count[0]?.n ?? 0, current: query.currentPage, size: query.limit };
}

export async function adminProblemDetail({ db }: Pick<Deps, 'db'>, pid: number, who: Principal): Promise<AdminProblemDetail> {
  const row = await manageableProblem(db, pid, who);
  const [tagRows, languageRows, templateRows] = await db.batch([
    problemTagsQuery(db, [pid]),
    db.select({ language: problemLanguages.language }).from(problemLanguages).where(eq(problemLanguages.pid, pid)).orderBy(asc(problemLanguages.language)),
    db.select().from(codeTemplates).where(eq(codeTemplates.pid, pid)).orderBy(asc(codeTemplates.language)),
  ]);
  return {
    problem: toAdminProblemView(row),
    tags: tagRows.map((t) => toTagView(t.tag)),
    languages: languageRows.map((l) => l.language),
    codeTemplates: templateRows.map((t) => ({ id: t.id, pid: t.pid, language: t.language, code: t.code, status: t.status })),
  };
}
