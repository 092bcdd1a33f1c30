import type { QueryOf } from '../../contract/api/endpoint';
import type { PROBLEMS_ENDPOINTS } from '../../contract/api/problems';

type AdminListQuery = QueryOf<typeof PROBLEMS_ENDPOINTS.adminGetProblemList>;

/**
 * The problems area's one query-key factory, shared by the bank's pages (web/features/problems)
 * and the admin problem screens (web/features/admin), which refresh the bank's caches after a save.
 * Every key starts with `problems`, so a whole-area refresh is `problemKeys.all`.
 */
export const problemKeys = {
  all: ['problems'] as const,
  /** every page of the bank's list, for every user */
  lists: () => [...problemKeys.all, 'list'] as const,
  /** the rows carry the caller's own status, so each user has their own entry */
  list: (username: string | null, query: Record<string, unknown>) => [...problemKeys.lists(), username, query] as const,
  userStatuses: (pids: number[]) => [...problemKeys.all, 'user-status', pids] as const,
  tagsAndClassifications: () => [...problemKeys.all, 'tags-and-classification'] as const,
  /** every user's copy of one problem's detail */
  detail: (problemId: string) => [...problemKeys.all, 'detail', problemId] as const,
  languages: (pid: number) => [...problemKeys.all, 'languages', pid] as const,
  admin: {
    all: () => [...problemKeys.all, 'admin'] as const,
    lists: () => [...problemKeys.admin.all(), 'list'] as const,
    list: (query: AdminListQuery) => [...problemKeys.admin.lists(), query] as const,
    /** a group problem's form reads through the group's calls: `gid` keeps its entry apart */
    detail: (pid: number | null, gid?: number) => [...problemKeys.admin.all(), 'detail', pid, gid ?? null] as const,
    cases: (pid: number | null, gid?: number) => [...problemKeys.admin.all(), 'cases', pid, gid ?? null] as const,
    ioRecords: (page?: number) => (page === undefined ? ([...problemKeys.admin.all(), 'io-records'] as const) : ([...problemKeys.admin.all(), 'io-records', page] as const)),
    allTags: () => [...problemKeys.admin.all(), 'all-tags'] as const,
    classifications: () => [...problemKeys.admin.all(), 'classifications'] as const,
    judgeLanguages: () => [...problemKeys.admin.all(), 'judge-languages'] as const,
  },
};
