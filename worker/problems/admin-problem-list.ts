import type * as v from 'valibot';
import type { AdminProblemDetail, AdminProblemListQuery, AdminProblemRow } from '../../contract/api/problems';
import type { Page } from '../../contract/envelope';
import { isAdmin } from '../../contract/roles';
import type { Deps } from '../deps';
import type { Principal } from '../accounts/sessions';
import { manageableProblem, type ProblemRow } from './problem-access';
import { problemTagsQuery } from './queries';
import { adminProblemListPage, adminProblemWhere, allTemplatesQuery, problemLanguagesQuery } from './queries-admin';
import { toTagView } from './tags';
import { isoTime, toAdminProblemView } from './view';

/** The admin problem list: newest first (highest id), a teacher's own problems only. */
export async function adminProblemList({ db }: Pick<Deps, 'db'>, query: v.InferOutput<typeof AdminProblemListQuery>, who: Principal): Promise<Page<AdminProblemRow>> {
  const where = adminProblemWhere({
    createdBy: isAdmin(who.roles) ? null : who.user.id,
    auth: query.auth,
    oj: query.oj,
    keyword: query.keyword || null,
  });
  const [rows, count] = await adminProblemListPage(db, where, { limit: query.limit, offset: (query.currentPage - 1) * query.limit });
  const records = rows.map(toAdminProblemRow);
  return { records, total: count[0]?.n ?? 0, current: query.currentPage, size: query.limit };
}

/** A problem row as the admin lists show it (the site's and a group's). */
export function toAdminProblemRow(r: ProblemRow): AdminProblemRow {
  return {
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
  };
}

export async function adminProblemDetail({ db }: Pick<Deps, 'db'>, pid: number, who: Principal): Promise<AdminProblemDetail> {
  const row = await manageableProblem(db, pid, who);
  const [tagRows, languageRows, templateRows] = await db.batch([
    problemTagsQuery(db, [pid]),
    problemLanguagesQuery(db, pid),
    allTemplatesQuery(db, pid),
  ]);
  return {
    problem: toAdminProblemView(row),
    tags: tagRows.map((t) => toTagView(t.tag)),
    languages: languageRows.map((l) => l.language),
    codeTemplates: templateRows.map((t) => ({ id: t.id, pid: t.pid, language: t.language, code: t.code, status: t.status })),
  };
}
