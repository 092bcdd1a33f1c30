import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BodyOf } from '../../../../contract/api/endpoint';
import { ENDPOINTS } from '../../../../contract/endpoints';
import { HONOR_ADMIN_PAGE_SIZE } from '../../../../contract/rules/honor';
import { api } from '../../../lib/api';
import { homeKeys } from '../../../lib/home-keys';

export type HonorRollInput = BodyOf<typeof ENDPOINTS.adminAddMonthRanking>;

/** The admin roles' honor roll calls (part 3 §2.2 `honor`, §7 Admin "month ranking"). */
export const adminHonorApi = {
  add: (body: HonorRollInput) => api.request(ENDPOINTS.adminAddMonthRanking, { body }),
  update: (body: HonorRollInput) => api.request(ENDPOINTS.adminUpdateMonthRanking, { body }),
  remove: (id: number) => api.request(ENDPOINTS.adminDeleteMonthRanking, { query: { id } }),
};

export const adminHonorListOptions = (currentPage: number, keyword: string) =>
  queryOptions({
    queryKey: homeKeys.honorAdminPage({ currentPage, keyword }),
    queryFn: ({ signal }) => api.request(ENDPOINTS.adminMonthRankingList, { query: { currentPage, limit: HONOR_ADMIN_PAGE_SIZE, keyword: keyword || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
