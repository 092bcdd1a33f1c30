import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '../../../contract/endpoints';
import { RANK_CHART_TOP, RANK_PAGE_SIZE, type RankType } from '../../../contract/rules/home';
import { api } from '../../lib/api';
import type { RankSearch } from './rank-search';

/** The rankings' query keys (part 1 §2 "Rankings"); every key starts with `ranks`. */
export const rankKeys = {
  all: ['ranks'] as const,
  list: (type: RankType, query: Record<string, unknown>) => [...rankKeys.all, type, 'list', query] as const,
  top: (type: RankType) => [...rankKeys.all, type, 'top'] as const,
};

const FRESH_FOR = 60_000;

/** One page of a rank as the table shows it (the search box narrows it by username or nickname). */
export const rankPageOptions = (type: RankType, search: RankSearch) => {
  const query = { currentPage: search.currentPage ?? 1, limit: search.limit ?? RANK_PAGE_SIZE, type, searchUser: search.searchUser };
  return queryOptions({
    queryKey: rankKeys.list(type, query),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getRankList, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: FRESH_FOR,
  });
};

/** The rank's first ten, whatever the table's page and search: the chart's bars. */
export const rankTopOptions = (type: RankType) =>
  queryOptions({
    queryKey: rankKeys.top(type),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getRankList, { query: { currentPage: 1, limit: RANK_CHART_TOP, type }, signal }),
    staleTime: FRESH_FOR,
  });
