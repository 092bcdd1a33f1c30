import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '../../../contract/endpoints';
import { ORDER_PAGE_SIZE } from '../../../contract/rules/vip';
import { api } from '../../lib/api';

/** The VIP page's query keys: the caller's membership and orders (part 1 §2 /plusMember). */
export const vipKeys = {
  all: ['vip'] as const,
  info: (viewer: string | null) => [...vipKeys.all, 'info', viewer] as const,
  orders: (viewer: string | null, page: number) => [...vipKeys.all, 'orders', viewer, page] as const,
};

/** The buyer's VIP calls (decision 37). */
export const vipApi = {
  createOrder: (planId: number) => api.request(ENDPOINTS.createVipOrder, { body: { planId } }),
  order: (orderNo: string) => api.request(ENDPOINTS.getVipOrder, { query: { orderNo } }),
  /** the roles as the server has them now, to see whether the payment made the caller VIP (part 1 §4) */
  roles: async () => (await api.request(ENDPOINTS.getUserAuthInfo)).roles,
};

export const vipInfoOptions = (viewer: string | null) =>
  queryOptions({
    queryKey: vipKeys.info(viewer),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getVipInfo, { signal }),
    enabled: viewer !== null,
    staleTime: 0,
  });

export const myOrdersOptions = (viewer: string | null, page: number) =>
  queryOptions({
    queryKey: vipKeys.orders(viewer, page),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getMyVipOrders, { query: { currentPage: page, limit: ORDER_PAGE_SIZE }, signal }),
    enabled: viewer !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
