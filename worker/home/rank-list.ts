import type { RankListQuery, RankRow } from '../../contract/api/home';
import type { Page } from '../../contract/envelope';
import type { Deps } from '../deps';
import { HOME_MEMO_MS, rankCountMemo, rankPageMemo, remembered } from './memory';
import { rankCount, rankPage } from './queries';

/**
 * `get-rank-list` (part 1 §2 "Rankings"): the kept per-user rows read off the index of the rank's
 * order, enabled users with a judged submission or a solved problem; ACM by solved problems, then
 * fewer submissions; OI by OI rank score, then solved problems, then fewer submissions. A page and
 * the count are the same for every caller and remembered briefly (decision 34).
 */
export async function rankList(deps: Pick<Deps, 'db' | 'clock'>, query: RankListQuery): Promise<Page<RankRow>> {
  const nowMs = deps.clock.nowMs();
  const search = query.searchUser ?? '';
  const offset = (query.currentPage - 1) * query.limit;
  const [records, total] = await Promise.all([
    remembered(rankPageMemo, `${query.type}|${query.currentPage}|${query.limit}|${search}`, HOME_MEMO_MS.rankPage, nowMs, () => rankPage(deps.db, query.type, query.searchUser, { limit: query.limit, offset })),
    remembered(rankCountMemo, search, HOME_MEMO_MS.rankPage, nowMs, () => rankCount(deps.db, query.searchUser)),
  ]);
  return { records, total, current: query.currentPage, size: query.limit };
}
