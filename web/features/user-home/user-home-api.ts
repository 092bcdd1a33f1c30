import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '../../../contract/endpoints';
import { api } from '../../lib/api';

/** Who a user home shows: by uid or username; neither is the signed-in caller (then keyed by them). */
export interface UserRef {
  uid?: string | undefined;
  username?: string | undefined;
}

export const userHomeKeys = {
  all: ['user-home'] as const,
  user: (ref: UserRef, viewer: string | null) => [...userHomeKeys.all, ref.uid ?? null, ref.username ?? null, ref.uid || ref.username ? null : viewer] as const,
  info: (ref: UserRef, viewer: string | null) => [...userHomeKeys.user(ref, viewer), 'info'] as const,
  heatmap: (ref: UserRef, viewer: string | null) => [...userHomeKeys.user(ref, viewer), 'heatmap'] as const,
};

export const userHomeInfoOptions = (ref: UserRef, viewer: string | null) =>
  queryOptions({
    queryKey: userHomeKeys.info(ref, viewer),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getUserHomeInfo, { query: { uid: ref.uid, username: ref.username }, signal }),
    staleTime: 30_000,
  });

export const heatmapOptions = (ref: UserRef, viewer: string | null) =>
  queryOptions({
    queryKey: userHomeKeys.heatmap(ref, viewer),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getUserCalendarHeatmap, { query: { uid: ref.uid, username: ref.username }, signal }),
    staleTime: 60_000,
  });
