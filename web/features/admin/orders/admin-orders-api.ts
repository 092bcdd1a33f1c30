import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '../../../../contract/endpoints';
import { ORDER_PAGE_SIZE, VIP_MEMBER_PAGE_SIZE, type OrderState } from '../../../../contract/rules/vip';
import { api } from '../../../lib/api';

/** The keys of /admin/orders: the order list and the VIP members. */
export const adminVipKeys = {
  all: ['vip', 'admin'] as const,
  orders: (query: { page: number; state: OrderState | null; keyword: string }) => [...adminVipKeys.all, 'orders', query] as const,
  members: (query: { page: number; keyword: string }) => [...adminVipKeys.all, 'members', query] as const,
};

/** The admin's VIP calls (part 3 §7 Admin add-vip / remove-vip; decision 37). */
export const adminVipApi = {
  findUser: (username: string) => api.request(ENDPOINTS.adminFindVipUser, { query: { username } }),
  addVip: (uuid: string, date: string) => api.request(ENDPOINTS.adminAddVip, { query: { uuid, date } }),
  removeVip: (uuid: string) => api.request(ENDPOINTS.adminRemoveVip, { query: { uuid } }),
};

export const adminOrderListOptions = (page: number, state: OrderState | null, keyword: string) =>
  queryOptions({
    queryKey: adminVipKeys.orders({ page, state, keyword }),
    queryFn: ({ signal }) =>
      api.request(ENDPOINTS.adminVipOrderList, { query: { currentPage: page, limit: ORDER_PAGE_SIZE, state: state ?? undefined, keyword: keyword || undefined }, signal }),
    placeholderData: keepPreviousData,
  });

export const adminVipMemberOptions = (page: number, keyword: string) =>
  queryOptions({
    queryKey: adminVipKeys.members({ page, keyword }),
    queryFn: ({ signal }) => api.request(ENDPOINTS.adminVipMemberList, { query: { currentPage: page, limit: VIP_MEMBER_PAGE_SIZE, keyword: keyword || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
