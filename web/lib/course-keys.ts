import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '../../contract/endpoints';
import { api } from './api';

/**
 * The courses area's one query-key factory (courses, the intensive-training team, the livestream
 * link), shared by the public screens (web/features/courses) and the admin screens
 * (web/features/admin/courses), which refresh the public caches after a save. Every key starts
 * with `courses`, so a whole-area refresh is `courseKeys.all`.
 */
export const courseKeys = {
  all: ['courses'] as const,
  list: (type: number | undefined) => [...courseKeys.all, 'list', type ?? 'all'] as const,
  detail: (id: number) => [...courseKeys.all, 'detail', id] as const,
  team: () => [...courseKeys.all, 'team'] as const,
  camp: (id: number) => [...courseKeys.all, 'camp', id] as const,
  livestream: () => [...courseKeys.all, 'livestream'] as const,
  admin: {
    all: () => [...courseKeys.all, 'admin'] as const,
    courses: (query: Record<string, unknown>) => [...courseKeys.admin.all(), 'courses', query] as const,
    team: () => [...courseKeys.admin.all(), 'team'] as const,
    announcements: (category: number, page: number) => [...courseKeys.admin.all(), 'announcements', category, page] as const,
    camps: (query: Record<string, unknown>) => [...courseKeys.admin.all(), 'camps', query] as const,
  },
};

/** The course live-stream link: the course pages show it, the admin's form edits it. */
export const livestreamOptions = queryOptions({
  queryKey: courseKeys.livestream(),
  queryFn: ({ signal }) => api.request(ENDPOINTS.getLivestream, { signal }),
  staleTime: 60_000,
});
