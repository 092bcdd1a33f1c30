import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BodyOf } from '../../../../contract/api/endpoint';
import { ENDPOINTS } from '../../../../contract/endpoints';
import { api } from '../../../lib/api';
import { communityKeys } from '../../../lib/community-keys';

export type SiteAnnouncementInput = BodyOf<typeof ENDPOINTS.adminAddAnnouncement>;

/** The super admin's site announcement calls (part 3 §3.7, §7 Admin "announcements"). */
export const adminAnnouncementApi = {
  add: (body: SiteAnnouncementInput) => api.request(ENDPOINTS.adminAddAnnouncement, { body }),
  update: (body: SiteAnnouncementInput) => api.request(ENDPOINTS.adminUpdateAnnouncement, { body }),
  remove: (aid: number) => api.request(ENDPOINTS.adminDeleteAnnouncement, { query: { aid } }),
};

export const adminAnnouncementListOptions = (currentPage: number, limit: number) =>
  queryOptions({
    queryKey: communityKeys.announcementList('admin', { currentPage, limit }),
    queryFn: ({ signal }) => api.request(ENDPOINTS.adminAnnouncementList, { query: { currentPage, limit }, signal }),
    placeholderData: keepPreviousData,
  });
