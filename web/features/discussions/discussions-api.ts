import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '../../../contract/api/endpoint';
import { ENDPOINTS } from '../../../contract/endpoints';
import { api } from '../../lib/api';
import { communityKeys } from '../../lib/community-keys';

export type DiscussionListParams = QueryOf<typeof ENDPOINTS.getDiscussionList>;
export type GroupDiscussionParams = QueryOf<typeof ENDPOINTS.getGroupDiscussionList>;
export type DiscussionAddInput = BodyOf<typeof ENDPOINTS.addDiscussion>;
export type DiscussionUpdateInput = BodyOf<typeof ENDPOINTS.updateDiscussion>;
export type DiscussionReportInput = BodyOf<typeof ENDPOINTS.discussionReport>;
export type CategoryListInput = BodyOf<typeof ENDPOINTS.saveDiscussionCategory>;
export type DiscussionAdminInput = BodyOf<typeof ENDPOINTS.changeGroupDiscussion>;

/** The discussion screens' calls (part 3 §7 "Discussions and comments"). */
export const discussionsApi = {
  add: (body: DiscussionAddInput) => api.request(ENDPOINTS.addDiscussion, { body }),
  update: (body: DiscussionUpdateInput) => api.request(ENDPOINTS.updateDiscussion, { body }),
  remove: (did: number) => api.request(ENDPOINTS.deleteDiscussion, { query: { did } }),
  like: (did: number, toLike: boolean) => api.request(ENDPOINTS.discussionLike, { query: { did, toLike } }),
  report: (body: DiscussionReportInput) => api.request(ENDPOINTS.discussionReport, { body }),
  saveCategories: (body: CategoryListInput) => api.request(ENDPOINTS.saveDiscussionCategory, { body }),
  changeInGroup: (body: DiscussionAdminInput) => api.request(ENDPOINTS.changeGroupDiscussion, { body }),
};

/** Lists depend on who asks (onlyMine, a group's membership), so each viewer has their own entry. */
export const publicDiscussionsOptions = (query: DiscussionListParams, viewer: string | null) =>
  queryOptions({
    queryKey: communityKeys.discussionList('public', { ...query, viewer }),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getDiscussionList, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** A group's list for its members, and its admin list with the disabled discussions too; both ask for the viewer's membership. */
const GROUP_LISTS = { group: ENDPOINTS.getGroupDiscussionList, 'group-admin': ENDPOINTS.getGroupAdminDiscussionList } as const;

const groupListOptions = (list: keyof typeof GROUP_LISTS, query: GroupDiscussionParams, viewer: string | null) =>
  queryOptions({
    queryKey: communityKeys.discussionList(list, { ...query, viewer }),
    queryFn: ({ signal }) => api.request(GROUP_LISTS[list], { query, signal }),
    placeholderData: keepPreviousData,
    enabled: viewer !== null,
  });

export const groupDiscussionsOptions = (query: GroupDiscussionParams, viewer: string | null) => groupListOptions('group', query, viewer);

export const groupAdminDiscussionsOptions = (query: GroupDiscussionParams, viewer: string | null) => groupListOptions('group-admin', query, viewer);

export const categoriesOptions = queryOptions({
  queryKey: communityKeys.categories(),
  queryFn: ({ signal }) => api.request(ENDPOINTS.getDiscussionCategory, { signal }),
  staleTime: 5 * 60_000,
});

/**
 * Every read of the detail counts a view on the server, and aborting a read does not undo the
 * count. So the read takes no abort signal (a screen left and opened again before the answer came,
 * or mounted twice by React's development StrictMode, shares the read in flight instead of reading
 * again), the entry stays fresh for a while, and the screen's own changes (edit, like) are written
 * into it. Per viewer (hasLike).
 */
export const discussionDetailOptions = (did: number, viewer: string | null) =>
  queryOptions({
    queryKey: [...communityKeys.discussion(did), viewer] as const,
    queryFn: () => api.request(ENDPOINTS.getDiscussionDetail, { query: { did } }),
    staleTime: 30_000,
  });
