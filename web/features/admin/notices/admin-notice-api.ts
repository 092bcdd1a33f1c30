import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BodyOf } from '../../../../contract/api/endpoint';
import { ENDPOINTS } from '../../../../contract/endpoints';
import { NOTICE_PAGE_SIZE } from '../../../../contract/rules/community';
import { api } from '../../../lib/api';
import { communityKeys } from '../../../lib/community-keys';

export type NoticeInput = BodyOf<typeof ENDPOINTS.adminAddNotice>;

/** The super admin's system notification calls (part 3 §3.7, §7 Admin "notices"). */
export const adminNoticeApi = {
  add: (body: NoticeInput) => api.request(ENDPOINTS.adminAddNotice, { body }),
  update: (body: NoticeInput) => api.request(ENDPOINTS.adminUpdateNotice, { body }),
  remove: (id: number) => api.request(ENDPOINTS.adminDeleteNotice, { query: { id } }),
};

export const adminNoticeListOptions = (currentPage: number) =>
  queryOptions({
    queryKey: communityKeys.notices({ currentPage }),
    queryFn: ({ signal }) => api.request(ENDPOINTS.adminNoticeList, { query: { currentPage, limit: NOTICE_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
