import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '../../contract/endpoints';
import { api } from './api';

/**
 * The group area's one query-key factory, shared by the group screens (web/features/groups) and the
 * group content screens (problems, homework, contests), which refresh the group's caches after a
 * save. Every key starts with `groups`; everything of one group is under `groupKeys.group(gid)`.
 */
export const groupKeys = {
  all: ['groups'] as const,
  lists: () => [...groupKeys.all, 'list'] as const,
  list: (viewer: string | null, query: Record<string, unknown>) => [...groupKeys.lists(), viewer, query] as const,
  group: (gid: number) => [...groupKeys.all, 'group', gid] as const,
  detail: (gid: number, viewer: string | null) => [...groupKeys.group(gid), 'detail', viewer] as const,
  /** the caller's level in the group (get-group-auth) */
  auth: (gid: number, viewer: string | null) => [...groupKeys.group(gid), 'auth', viewer] as const,
  /** a list inside the group: members, applications, announcements, problems, trainings, contests, rank */
  section: (gid: number, section: string, query?: Record<string, unknown>) =>
    query === undefined ? ([...groupKeys.group(gid), section] as const) : ([...groupKeys.group(gid), section, query] as const),
  /** the site admin's examination list of group problems asking for the public bank */
  problemApplications: (query: Record<string, unknown>) => [...groupKeys.all, 'problem-applications', query] as const,
};

export const groupDetailOptions = (gid: number, viewer: string | null) =>
  queryOptions({
    queryKey: groupKeys.detail(gid, viewer),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getGroupDetail, { query: { gid }, signal }),
    enabled: viewer !== null,
  });

/** The caller's level: 0 none, 1 applying, 2 refused, 3 member, 4 admin, 5 root (contract/rules/groups.ts). */
export const groupAuthOptions = (gid: number, viewer: string | null) =>
  queryOptions({
    queryKey: groupKeys.auth(gid, viewer),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getGroupAuth, { query: { gid }, signal }),
    enabled: viewer !== null,
  });
