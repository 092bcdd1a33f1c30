import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '../../../contract/endpoints';
import { ANNOUNCEMENT_PANEL_SIZE } from '../../../contract/rules/community';
import { api } from '../../lib/api';
import { communityKeys } from '../../lib/community-keys';

/** One page of the site's visible announcements for the home panel (`get-common-announcement`, 5 a page). */
export const homeAnnouncementsOptions = (currentPage: number) =>
  queryOptions({
    queryKey: communityKeys.announcementList('home', { currentPage }),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getCommonAnnouncement, { query: { currentPage, limit: ANNOUNCEMENT_PANEL_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
