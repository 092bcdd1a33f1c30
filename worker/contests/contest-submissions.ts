import { and, count, desc, eq, getTableColumns, gte, lt, not, or, sql, type SQL } from 'drizzle-orm';
import type { ContestSubmissionsQuery } from '../../contract/api/contests';
import type { SubmissionPage, SubmissionStatuses } from '../../contract/api/submissions';
import { JUDGE_STATUS } from '../../contract/judge-status';
import { sealShowsOwnResults } from '../../contract/rules/contests';
import type { Principal } from '../accounts/sessions';
import type { Db } from '../db/client';
import { users } from '../db/schema-accounts';
import { problems } from '../db/schema-problems';
import { submissions } from '../db/schema-submissions';
import type { Deps } from '../deps';
import { toSubmissionView } from '../submissions/view';
import { enterContest, type ContestStanding } from './contest-access';
import { contestProblemByDisplayId, contestProblemsQuery } from './queries';
import { realTimePermission, resultHidden } from './rules';
import { sealedView } from './seal';
import { inList } from '../lib/bound-parameters';

/**
 * The list's condition. A status filter must not tell what the seal hides: while the seal is in
 * force a non-admin's status filter matches only the tries whose results they may see (before the
 * seal time, or their own where the contest shows contestants their own results), and -5
 * (submitted, result unknown) matches the others after it.
 */
function listWhere(standing: ContestStanding, query: ContestSubmissionsQuery, caller: Principal, pid: number | null, now: number): SQL | undefined {
  const { row, admin } = standing;
  const conditions: (SQL | undefined)[] = [eq(submissions.cid, row.id)];
  if (pid !== null) conditions.push(eq(submissions.pid, pid));
  if (query.onlyMine) conditions.push(eq(submissions.uid, caller.user.id));
  if (query.searchUsername !== undefined) conditions.push(sql`${submissions.uid} = (SELECT ${users.id} FROM ${users} WHERE ${users.usernameKey} = ${query.searchUsername.toLowerCase()})`);
  // Tries before the start are the admins' own tests: only admins may ask for them.
  if (!(admin && query.beforeContestSubmit)) conditions.push(gte(submissions.submitTime, row.startTime));
  if (!query.containsEnd) conditions.push(lt(submissions.submitTime, row.endTime));
  if (query.searchStatus !== undefined) {
    const sealed = !realTimePermission(row, now, admin) && row.sealRankTime !== null;
    if (!sealed) conditions.push(eq(submissions.status, query.searchStatus));
    else {
      // resultHidden's rule as SQL: a try shows when it came before the seal time or is the caller's own where that is shown.
      const shown = or(lt(submissions.submitTime, row.sealRankTime!), sealShowsOwnResults(row) ? eq(submissions.uid, caller.user.id) : undefined);
      conditions.push(query.searchStatus === JUDGE_STATUS.submittedUnknownResult ? not(shown!) : and(eq(submissions.status, query.searchStatus), shown));
    }
  }
  return and(...conditions);
}

function pageRows(db: Db, where: SQL | undefined, page: { limit: number; offset: number }) {
  const { code: _code, judgeNonce: _nonce, ip: _ip, ...listed } = getTableColumns(submissions);
  return db
    .select({ row: listed, type: problems.type, difficulty: problems.difficulty })
    .from(submissions)
    .leftJoin(problems, eq(problems.id, submissions.pid))
    .where(where)
    .orderBy(desc(submissions.submitId))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * `contest-submissions` (and `get-submission-list` with a contestID): the contest's tries, 15 a
 * page, newest first, under the contest's display ids and titles, with the seal applied.
 */
export async function contestSubmissionList(deps: Pick<Deps, 'db' | 'clock'>, query: ContestSubmissionsQuery, caller: Principal | null): Promise<SubmissionPage> {
  const standing = await enterContest(deps, query.cid, caller);
  const who = caller!;
  const empty = { records: [], total: 0, current: query.currentPage, size: query.limit };
  let pid: number | null = null;
  if (query.displayId !== undefined) {
    const cp = await contestProblemByDisplayId(deps.db, query.cid, query.displayId);
    if (!cp) return empty;
    pid = cp.pid;
  }
  const now = deps.clock.nowSeconds();
  const where = listWhere(standing, query, who, pid, now);
  const offset = (query.currentPage - 1) * query.limit;
  const [rows, totalRow, list] = await deps.db.batch([
    pageRows(deps.db, where, { limit: query.limit, offset }),
    deps.db.select({ n: count() }).from(submissions).where(where),
    contestProblemsQuery(deps.db, query.cid),
  ]);
  const byPid = new Map(list.map((cp) => [cp.pid, cp]));
  const records = rows.map((r) => {
    const cp = byPid.get(r.row.pid);
    const view = toSubmissionView({ ...r.row, displayPid: cp?.displayId ?? r.row.displayPid }, cp?.displayTitle ?? '', false, r.type === null ? null : { type: r.type, difficulty: r.difficulty ?? 0 });
    return resultHidden(standing.row, now, { admin: standing.admin, own: r.row.uid === who.user.id }, r.row.submitTime) ? sealedView(view) : view;
  });
  return { records, total: totalRow[0]?.n ?? 0, current: query.currentPage, size: query.limit };
}

/** `check-contest-submissions-status`: the named tries of this contest, with the seal applied. */
export async function contestSubmissionStatuses(deps: Pick<Deps, 'db' | 'clock'>, body: { cid: number; submitIds: number[] }, caller: Principal): Promise<SubmissionStatuses> {
  const standing = await enterContest(deps, body.cid, caller);
  if (body.submitIds.length === 0) return {};
  const rows = await deps.db
    .select({ submitId: submissions.submitId, status: submissions.status, score: submissions.score, time: submissions.time, memory: submissions.memory, uid: submissions.uid, submitTime: submissions.submitTime })
    .from(submissions)
    .where(and(eq(submissions.cid, body.cid), inList(submissions.submitId, body.submitIds)))
    .all();
  const now = deps.clock.nowSeconds();
  return Object.fromEntries(
    rows.map(({ submitTime, uid, ...r }) => {
      const hidden = resultHidden(standing.row, now, { admin: standing.admin, own: uid === caller.user.id }, submitTime);
      return [r.submitId, hidden ? { ...r, status: JUDGE_STATUS.submittedUnknownResult, score: null, time: null, memory: null } : r];
    }),
  );
}
