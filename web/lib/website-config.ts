import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebsiteConfig } from '../../contract/api/config';
import { ENDPOINTS } from '../../contract/endpoints';
import { api } from './api';

export const websiteConfigQuery = queryOptions({
  queryKey: ['website-config'],
  queryFn: ({ signal }) => api.request<WebsiteConfig>(ENDPOINTS.getWebsiteConfig, { signal }),
  staleTime: 5 * 60_000,
});

/** The public site configuration; undefined until it arrives. */
export function useWebsiteConfig(): WebsiteConfig | undefined {
  return useQuery(websiteConfigQuery).data;
}
