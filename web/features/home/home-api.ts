import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '../../../contract/endpoints';
import type { AcRankWindow } from '../../../contract/rules/home';
import { api } from '../../lib/api';
import { homeKeys } from '../../lib/home-keys';

/** The home page's live panels (part 1 §2 "Home page", §7); each viewer-dependent answer is keyed by the viewer. */
const FRESH_FOR = 60_000;

export const recentContestsOptions = queryOptions({
  queryKey: homeKeys.recentContests(),
  queryFn: ({ signal }) => api.request(ENDPOINTS.getRecentContest, { signal }),
  staleTime: FRESH_FOR,
});

export const lastWeekOptions = queryOptions({
  queryKey: homeKeys.lastWeek(),
  queryFn: ({ signal }) => api.request(ENDPOINTS.getLastWeekSubmissionStatistics, { query: {}, signal }),
  staleTime: FRESH_FOR,
});

export const acRankOptions = (window: AcRankWindow, viewer: string | null) =>
  queryOptions({
    queryKey: homeKeys.acRank(window, viewer),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getRecentSevenAcRank, { query: { window }, signal }),
    staleTime: FRESH_FOR,
  });

export const honorRollOptions = queryOptions({
  queryKey: homeKeys.honor(),
  queryFn: ({ signal }) => api.request(ENDPOINTS.getMonthRanking, { signal }),
  staleTime: FRESH_FOR,
});

export const todoProblemsOptions = (viewer: string | null) =>
  queryOptions({
    queryKey: homeKeys.todo(viewer),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getRecentUpdatedProblem, { signal }),
    staleTime: FRESH_FOR,
  });

export const homeApi = {
  /** The admin's refresh (part 1 §6): the chart recomputed from the kept rows. */
  refreshLastWeek: () => api.request(ENDPOINTS.getLastWeekSubmissionStatistics, { query: { forceRefresh: true } }),
  randomProblem: () => api.request(ENDPOINTS.getRandomProblem),
};
