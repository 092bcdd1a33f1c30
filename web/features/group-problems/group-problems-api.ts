import { queryOptions } from '@tanstack/react-query';
import type { ProblemAuth } from '../../../contract/api/problems';
import { GROUP_ADMIN_PAGE_SIZE } from '../../../contract/rules/groups';
import { ENDPOINTS } from '../../../contract/endpoints';
import { api } from '../../lib/api';
import { groupKeys } from '../../lib/group-keys';

/** The group problem calls of part 3 §7 "Groups" (the form's own calls live with the admin form). */
export const groupProblemsApi = {
  list: (gid: number, currentPage: number, signal?: AbortSignal) => api.request(ENDPOINTS.getGroupProblemList, { query: { gid, currentPage, limit: GROUP_ADMIN_PAGE_SIZE }, signal }),
  adminList: (gid: number, currentPage: number, keyword: string | undefined, signal?: AbortSignal) =>
    api.request(ENDPOINTS.getGroupAdminProblemList, { query: { gid, currentPage, limit: GROUP_ADMIN_PAGE_SIZE, keyword }, signal }),
  statuses: (gid: number, pidList: number[], signal?: AbortSignal) => api.request(ENDPOINTS.getUserGroupProblemStatus, { body: { gid, pidList }, signal }),
  remove: (gid: number, pid: number) => api.request(ENDPOINTS.deleteGroupProblem, { query: { gid, pid } }),
  changeAuth: (gid: number, pid: number, auth: ProblemAuth) => api.request(ENDPOINTS.changeGroupProblemAuth, { body: { gid, pid, auth } }),
  /** `isApplied` true asks for the public bank, false takes the request back (part 3 §4). */
  applyPublic: (pid: number, isApplied: boolean) => api.request(ENDPOINTS.applyGroupProblemPublic, { query: { pid, isApplied: isApplied ? 'true' : 'false' } }),
  downloadTestcases: (pid: number) => api.download(ENDPOINTS.downloadTestcase, { query: { pid } }),
};

/** The member list carries no status: the caller's own statuses are asked for the page's problems. */
export const groupProblemOptions = {
  list: (gid: number, page: number) =>
    queryOptions({ queryKey: groupKeys.section(gid, 'problems', { page }), queryFn: ({ signal }) => groupProblemsApi.list(gid, page, signal), placeholderData: (previous) => previous }),
  adminList: (gid: number, page: number, keyword: string) =>
    queryOptions({
      queryKey: groupKeys.section(gid, 'admin-problems', { page, keyword }),
      queryFn: ({ signal }) => groupProblemsApi.adminList(gid, page, keyword || undefined, signal),
      placeholderData: (previous) => previous,
    }),
  statuses: (gid: number, viewer: string | null, pids: number[]) =>
    queryOptions({
      queryKey: groupKeys.section(gid, 'problem-statuses', { viewer, pids }),
      queryFn: ({ signal }) => groupProblemsApi.statuses(gid, pids, signal),
      enabled: viewer !== null && pids.length > 0,
    }),
  /** The focus-mode navigator: the group's problems with the caller's status. */
  navigator: (gid: number, viewer: string | null) =>
    queryOptions({
      queryKey: groupKeys.section(gid, 'navigator', { viewer }),
      queryFn: ({ signal }) => api.request(ENDPOINTS.getFullScreenProblemList, { query: { gid }, signal }),
      enabled: viewer !== null,
    }),
};
