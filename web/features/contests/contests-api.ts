import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '../../../contract/api/endpoint';
import { ENDPOINTS } from '../../../contract/endpoints';
import { api } from '../../lib/api';
import { contestKeys } from '../../lib/contest-keys';

export { contestKeys };

export type ContestListParams = QueryOf<typeof ENDPOINTS.getContestList>;
export type RankBody = BodyOf<typeof ENDPOINTS.getContestRank>;
export type OutsideBoardBody = BodyOf<typeof ENDPOINTS.getContestOutsideScoreboard>;

/** The contest area's participant, board, print and helper calls (part 2 §7). */
export const contestsApi = {
  register: (cid: number, password: string | null) => api.request(ENDPOINTS.registerContest, { body: { cid, password } }),
  start: (cid: number) => api.request(ENDPOINTS.startContest, { query: { cid } }),
  unread: (cid: number, readAnnouncementList: number[]) => api.request(ENDPOINTS.getContestNotReadAnnouncement, { body: { cid, readAnnouncementList }, quiet: true }),
  checkAcInfo: (body: BodyOf<typeof ENDPOINTS.checkContestAcInfo>) => api.request(ENDPOINTS.checkContestAcInfo, { body }),
  submitPrint: (cid: number, content: string) => api.request(ENDPOINTS.submitPrintText, { body: { cid, content } }),
  markPrinted: (id: number, cid: number) => api.request(ENDPOINTS.checkContestPrintStatus, { query: { id, cid } }),
  downloadPrint: (id: number) => api.download(ENDPOINTS.downloadContestPrintText, { query: { id } }),
  rejudgeProblem: (cid: number, pid: number) => api.request(ENDPOINTS.adminRejudgeContestProblem, { query: { cid, pid } }),
};

export const contestListOptions = (query: ContestListParams) =>
  queryOptions({
    queryKey: contestKeys.list(query),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getContestList, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const contestInfoOptions = (cid: number, viewer: string | null) =>
  queryOptions({
    queryKey: contestKeys.info(cid, viewer),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getContestInfo, { query: { cid }, signal }),
    enabled: viewer !== null,
  });

export const outsideInfoOptions = (cid: number) =>
  queryOptions({
    queryKey: contestKeys.outsideInfo(cid),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getContestOutsizeInfo, { query: { cid }, signal }),
  });

export const contestAccessOptions = (cid: number, viewer: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: contestKeys.access(cid, viewer),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getContestAccess, { query: { cid }, signal }),
    enabled,
  });

export const contestStartTimeOptions = (cid: number, viewer: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: contestKeys.startTime(cid, viewer),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getContestStartTime, { query: { cid }, signal }),
    enabled,
  });

export const contestProblemsOptions = (cid: number, viewer: string | null, containsEnd: boolean, enabled = true) =>
  queryOptions({
    queryKey: contestKeys.problems(cid, viewer, containsEnd),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getContestProblem, { query: { cid, containsEnd: containsEnd || undefined }, signal }),
    enabled,
  });

/** The focus mode's horizontal problem navigator (get-full-screen-problem-list with cid). */
export const navigatorOptions = (cid: number, viewer: string | null) =>
  queryOptions({
    queryKey: contestKeys.navigator(cid, viewer),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getFullScreenProblemList, { query: { cid }, signal }),
  });

export const contestRankOptions = (body: RankBody, viewer: string | null, refetchInterval: number | false) =>
  queryOptions({
    queryKey: contestKeys.board(body.cid, 'inside', viewer, body),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getContestRank, { body, signal }),
    placeholderData: keepPreviousData,
    refetchInterval,
    retry: false,
  });

export const outsideBoardOptions = (body: OutsideBoardBody, viewer: string | null, refetchInterval: number | false) =>
  queryOptions({
    queryKey: contestKeys.board(body.cid, 'outside', viewer, body),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getContestOutsideScoreboard, { body, signal }),
    placeholderData: keepPreviousData,
    refetchInterval,
    retry: false,
  });

export const scrollBoardOptions = (cid: number, removeStar: boolean) =>
  queryOptions({
    queryKey: contestKeys.scrollBoard(cid, removeStar),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getContestScrollBoard, { query: { cid, removeStar: removeStar ? 'true' : 'false' }, signal }),
    staleTime: Infinity,
  });

export const contestAnnouncementsOptions = (cid: number, page: number) =>
  queryOptions({
    queryKey: contestKeys.announcementPage(cid, page),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getContestAnnouncement, { query: { cid, currentPage: page }, signal }),
    placeholderData: keepPreviousData,
  });

export const acInfoOptions = (cid: number, page: number, refetchInterval: number) =>
  queryOptions({
    queryKey: contestKeys.acInfo(cid, page),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getContestAcInfo, { query: { cid, currentPage: page }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval,
  });

export const printListOptions = (cid: number, page: number, refetchInterval: number) =>
  queryOptions({
    queryKey: contestKeys.prints(cid, page),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getContestPrint, { query: { cid, currentPage: page }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval,
  });
