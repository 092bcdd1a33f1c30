import type { ContestInfo, ContestListQuery, ContestListRow, OutsideInfo } from '../../contract/api/contests';
import { CONTEST_STATUS } from '../../contract/rules/contests';
import type { Page } from '../../contract/envelope';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { forbidden } from '../lib/api-error';
import { contestStanding } from './contest-access';
import { contestProblemViews } from './contest-problems';
import { contestListPage, contestListWhere, countContests, participantCount } from './queries';
import { CONTEST_MESSAGES } from './rules';
import { toContestInfo, toContestListRow } from './view';

/**
 * `get-contest-list`: visible contests, 10 a page; running first, then scheduled (soonest first),
 * then ended (newest first). `count` is the number of participants (registrations).
 */
export async function contestList(deps: Pick<Deps, 'db' | 'clock'>, query: ContestListQuery): Promise<Page<ContestListRow>> {
  const now = deps.clock.nowSeconds();
  const where = contestListWhere({ status: query.status, type: query.type, keyword: query.keyword, visibleOnly: true }, now);
  const offset = (query.currentPage - 1) * query.limit;
  const [rows, total] = await Promise.all([contestListPage(deps.db, where, now, { limit: query.limit, offset }), countContests(deps.db, where)]);
  return { records: rows.map((r) => toContestListRow(r.row, r.count, now)), total, current: query.currentPage, size: query.limit };
}

/** `get-contest-info`: any signed-in caller may read a visible contest's overview (a private one shows its password form). */
export async function contestInfo(deps: Pick<Deps, 'db' | 'clock'>, cid: number, caller: Principal): Promise<ContestInfo> {
  const { row } = await contestStanding(deps, cid, caller);
  return toContestInfo(row, await participantCount(deps.db, cid), deps.clock.nowSeconds());
}

/** `get-contest-outsize-info`: the outside board's header, for contests that open their rank, once started. */
export async function contestOutsideInfo(deps: Pick<Deps, 'db' | 'clock'>, cid: number, caller: Principal | null): Promise<OutsideInfo> {
  const standing = await contestStanding(deps, cid, caller);
  if (!standing.admin && !standing.row.openRank) throw forbidden('The scoreboard of this contest is not open');
  if (!standing.admin && standing.decision.status === CONTEST_STATUS.scheduled) throw forbidden(CONTEST_MESSAGES.notStarted);
  const now = deps.clock.nowSeconds();
  return {
    contest: toContestInfo(standing.row, await participantCount(deps.db, cid), now),
    problemList: await contestProblemViews(deps, standing, caller, false),
  };
}
