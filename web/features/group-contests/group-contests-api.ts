import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BodyOf } from '../../../contract/api/endpoint';
import { ENDPOINTS } from '../../../contract/endpoints';
import { api } from '../../lib/api';
import { groupKeys } from '../../lib/group-keys';
import { groupBank, memberPublicBank } from '../../lib/problem-choices';

/** The contest tab's lists: 10 a page (the group lists' admin size, part 3 §9). */
export const GROUP_CONTEST_PAGE_SIZE = 10;

export const groupContestsKey = (gid: number) => groupKeys.section(gid, 'contests');

/**
 * A group's contest calls (part 3 §7 "Contest"), in the shape the admin contest form, problem list and
 * announcement list take (web/features/admin ContestManageCalls), so those pages manage a group's
 * contests with its /api/group/* calls.
 */
export function groupContestCalls(gid: number) {
  return {
    get: (cid: number, signal?: AbortSignal) => api.request(ENDPOINTS.getGroupContest, { query: { cid }, signal }),
    create: (body: BodyOf<typeof ENDPOINTS.addGroupContest>) => api.request(ENDPOINTS.addGroupContest, { body }),
    update: (body: BodyOf<typeof ENDPOINTS.updateGroupContest>) => api.request(ENDPOINTS.updateGroupContest, { body }),
    problems: (query: { cid: number; currentPage?: number; limit?: number; keyword?: string }, signal?: AbortSignal) =>
      api.request(ENDPOINTS.getGroupContestProblemList, { query, signal }),
    addFromPublic: (cid: number, pid: number, displayId: string) => api.request(ENDPOINTS.addGroupContestProblemFromPublic, { body: { cid, pid, displayId } }),
    publicBank: memberPublicBank,
    fromGroup: { source: groupBank(gid), add: (cid: number, problemId: string, displayId: string) => api.request(ENDPOINTS.addGroupContestProblemFromGroup, { body: { cid, problemId, displayId } }) },
    updateDisplay: (body: BodyOf<typeof ENDPOINTS.updateGroupContestProblem>) => api.request(ENDPOINTS.updateGroupContestProblem, { body }),
    removeProblem: (cid: number, pid: number) => api.request(ENDPOINTS.deleteGroupContestProblem, { query: { cid, pid } }),
    announcements: (cid: number, currentPage: number, signal?: AbortSignal) => api.request(ENDPOINTS.getGroupContestAnnouncementList, { query: { cid, currentPage }, signal }),
    addAnnouncement: (body: BodyOf<typeof ENDPOINTS.addGroupContestAnnouncement>) => api.request(ENDPOINTS.addGroupContestAnnouncement, { body }),
    updateAnnouncement: (body: BodyOf<typeof ENDPOINTS.updateGroupContestAnnouncement>) => api.request(ENDPOINTS.updateGroupContestAnnouncement, { body }),
    deleteAnnouncement: (id: number, cid: number) => api.request(ENDPOINTS.deleteGroupContestAnnouncement, { query: { id, cid } }),
    refreshKey: groupContestsKey(gid),
  };
}

export const groupContestApi = {
  setVisible: (cid: number, visible: boolean) => api.request(ENDPOINTS.changeGroupContestVisible, { query: { cid, visible: visible ? 'true' : 'false' } }),
  remove: (cid: number) => api.request(ENDPOINTS.deleteGroupContest, { query: { cid } }),
};

export const groupContestListOptions = (gid: number, currentPage: number) =>
  queryOptions({
    queryKey: [...groupContestsKey(gid), 'list', currentPage],
    queryFn: ({ signal }) => api.request(ENDPOINTS.getGroupContestList, { query: { gid, currentPage, limit: GROUP_CONTEST_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

export const groupContestAdminListOptions = (gid: number, currentPage: number) =>
  queryOptions({
    queryKey: [...groupContestsKey(gid), 'admin', currentPage],
    queryFn: ({ signal }) => api.request(ENDPOINTS.getGroupAdminContestList, { query: { gid, currentPage, limit: GROUP_CONTEST_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
