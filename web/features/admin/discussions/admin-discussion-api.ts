import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BodyOf } from '../../../../contract/api/endpoint';
import { ENDPOINTS } from '../../../../contract/endpoints';
import { DISCUSSION_PAGE_SIZE } from '../../../../contract/rules/community';
import { api } from '../../../lib/api';
import { communityKeys } from '../../../lib/community-keys';

export type DiscussionChange = BodyOf<typeof ENDPOINTS.adminChangeDiscussion>;
export type CategoryListInput = BodyOf<typeof ENDPOINTS.saveDiscussionCategory>;

/** The admin's discussion calls (part 3 §2.2 "discussion", §7 Admin: discussion, discussion-report). */
export const adminDiscussionApi = {
  change: (body: DiscussionChange) => api.request(ENDPOINTS.adminChangeDiscussion, { body }),
  remove: (did: number) => api.request(ENDPOINTS.deleteDiscussion, { query: { did } }),
  handleReport: (id: number, handled: boolean) => api.request(ENDPOINTS.adminHandleReport, { body: { id, status: handled ? 1 : 0 } }),
  saveCategories: (body: CategoryListInput) => api.request(ENDPOINTS.saveDiscussionCategory, { body }),
};

export const adminDiscussionOptions = {
  /** every discussion, disabled ones too, 10 a page */
  list: (currentPage: number, keyword: string) =>
    queryOptions({
      queryKey: communityKeys.discussionList('admin', { currentPage, keyword }),
      queryFn: ({ signal }) => api.request(ENDPOINTS.adminDiscussionList, { query: { currentPage, limit: DISCUSSION_PAGE_SIZE, keyword: keyword || undefined }, signal }),
      placeholderData: keepPreviousData,
    }),
  reports: (currentPage: number) =>
    queryOptions({
      queryKey: communityKeys.reports({ currentPage }),
      queryFn: ({ signal }) => api.request(ENDPOINTS.adminDiscussionReports, { query: { currentPage, limit: DISCUSSION_PAGE_SIZE }, signal }),
      placeholderData: keepPreviousData,
    }),
  categories: () =>
    queryOptions({
      queryKey: communityKeys.categories(),
      queryFn: ({ signal }) => api.request(ENDPOINTS.getDiscussionCategory, { signal }),
    }),
};
