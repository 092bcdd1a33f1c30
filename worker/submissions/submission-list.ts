import { and, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { SubmissionListQuery, SubmissionPage } from '../../contract/api/submissions';
import type { Principal } from '../accounts/sessions';
import { users } from '../db/schema-accounts';
import { problems } from '../db/schema-problems';
import { submissions } from '../db/schema-submissions';
import type { Deps } from '../deps';
import { unauthorized } from '../lib/api-error';
import { cachedAnonymousPage, cachedCount } from '../problems/problems-count-cache';
import { likePattern } from '../problems/view';
import { scopeOf } from '../scope/scope-of';
import { ANONYMOUS_PAGE_TTL_MS, anonymousPageKey, countKey, EXACT_COUNT_MAX, knownTotal, listPlan, PROBLEM_MATCHES_BY_INDEX } from './rules';
import { toSubmissionView } from './view';

/**
 * `get-submission-list` for the main bank (contest and group lists come with those areas: the
 * scope they name is checked by scopeOf).
 *
 * Anonymous callers share pages for ANONYMOUS_PAGE_TTL_MS; everyone else gets them fresh.
 */
export async function submissionList(deps: Pick<Deps, 'db' | 'cache'>, query: SubmissionListQuery, viewer: Principal | null): Promise<SubmissionPage> {
  await scopeOf(deps, { cid: query.contestID, gid: query.gid }, viewer);
  if (query.onlyMine && !viewer) throw unauthorized('Please_login_first');
  if (viewer) return freshSubmissionList(deps, query, viewer);
  return cachedAnonymousPage(anonymousPageKey(query), ANONYMOUS_PAGE_TTL_MS, () => freshSubmissionList(deps, query, null));
}

/**
 * Each filter shape walks one index in submit-id order and stops after a page: the caller's own
 * (uid), a few problems (pid), a status, or everything (cid); one user's tries at one problem come
 * from (uid, pid). The unary `+` keeps SQLite off the other indexes, whose equality it would
 * otherwise guess to be as selective. The list indexes carry the filtered columns, so the page's ids
 * (past any offset) and the counts come from the index alone, and only the page's own rows are read
 * from the table. Totals of narrow filters are exact up to EXACT_COUNT_MAX; those of the wide ones
 * (everything, a status, a display-id fragment matching many problems) and of prolific users come
 * from the count cache. The code is never part of a list row.
 */
async function freshSubmissionList(deps: Pick<Deps, 'db' | 'cache'>, query: SubmissionListQuery, viewer: Principal | null): Promise<SubmissionPage> {
  const { db } = deps;
  const unindexed = (column: SQL) => sql`+${column}`;
  const conditions: (SQL | undefined)[] = [isNull(submissions.gid)];
  // Users and exact display ids resolve inside the statement, so a page costs one round trip.
  if (query.onlyMine) conditions.push(eq(submissions.uid, viewer!.user.id));
  if (query.username !== undefined) conditions.push(sql`${submissions.uid} = (SELECT ${users.id} FROM ${users} WHERE ${users.usernameKey} = ${query.username.toLowerCase()})`);

  let matched: number[] | null = null;
  const fragment = query.problemID !== undefined ? sql`${problems.problemId} LIKE ${likePattern(query.problemID)} ESCAPE '\\'` : null;
  if (fragment && !query.completeProblemID) {
    matched = (await db.select({ id: problems.id }).from(problems).where(fragment).limit(PROBLEM_MATCHES_BY_INDEX + 1).all()).map((p) => p.id);
    if (matched.length === 0) return { records: [], total: 0, current: query.currentPage, size: query.limit };
  }
  const plan = listPlan(query, matched?.length ?? null);
  if (query.problemID !== undefined && query.completeProblemID) {
    // With a user too, both equalities meet in submissions_uid_pid_idx: one user's tries at one problem.
    conditions.push(sql`${submissions.pid} = (SELECT ${problems.id} FROM ${problems} WHERE ${problems.problemId} = ${query.problemID})`);
  } else if (matched && fragment) {
    if (plan.byProblems && !plan.byUser) conditions.push(inArray(submissions.pid, matched));
    else if (plan.byProblems) conditions.push(sql`${unindexed(sql`${submissions.pid}`)} IN ${matched}`);
    else conditions.push(sql`${unindexed(sql`${submissions.pid}`)} IN (SELECT ${problems.id} FROM ${problems} WHERE ${fragment})`);
  }
  if (query.status !== undefined) conditions.push(plan.statusIndexed ? eq(submissions.status, query.status) : sql`${unindexed(sql`${submissions.status}`)} = ${query.status}`);
  conditions.push(plan.cidIndexed ? eq(submissions.cid, 0) : sql`${unindexed(sql`${submissions.cid}`)} = 0`);
  const where = and(...conditions);

  const offset = (query.currentPage - 1) * query.limit;
  // The page's ids first, from the index; the inner `submissions` shadows the outer one.
  const pageIds = db.select({ id: submissions.submitId }).from(submissions).where(where).orderBy(desc(submissions.submitId)).limit(query.limit).offset(offset);
  const { code: _code, judgeNonce: _nonce, ip: _ip, ...listed } = getTableColumns(submissions);
  const rowsQuery = db
    .select({ row: listed, title: problems.title, type: problems.type, difficulty: problems.difficulty })
    .from(submissions)
    .leftJoin(problems, eq(problems.id, submissions.pid))
    .where(inArray(submissions.submitId, pageIds))
    .orderBy(desc(submissions.submitId));
  // Most users and problems have few submissions: counted exactly up to a bound, in the same batch.
  const boundedQuery = db
    .select({ n: sql<number>`count(*)` })
    .from(db.select({ one: sql`1` }).from(submissions).where(where).limit(EXACT_COUNT_MAX + 1).as('capped'));
  const [rows, bounded] = plan.narrow ? await db.batch([rowsQuery, boundedQuery]) : [await rowsQuery.all(), null];
  const count = () => db.select({ n: sql<number>`count(*)` }).from(submissions).where(where).get().then((r) => r?.n ?? 0);
  const total =
    knownTotal({ offset, limit: query.limit, rows: rows.length }, bounded?.[0]?.n) ??
    (await cachedCount({ CACHE: deps.cache }, countKey(query, viewer?.user.id ?? null), count, { shared: true }));
  const records = rows.map((r) => toSubmissionView(r.row, r.title ?? '', false, r.type === null ? null : { type: r.type, difficulty: r.difficulty ?? 0 }));
  return { records, total, current: query.currentPage, size: query.limit };
}
