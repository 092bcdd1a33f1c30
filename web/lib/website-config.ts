import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebsiteConfig } from '../../contract/api/config';
import { ENDPOINTS } from '../../contract/endpoints';
import { api } from './api';

/**
 * The query keys of the site configuration (the config area). It has no feature folder of its
 * own: the shell, the home, about and login pages all read it, so its queries live here.
 */
export const configKeys = {
  all: ['config'] as const,
  website: () => [...configKeys.all, 'website'] as const,
  carousel: () => [...configKeys.all, 'carousel'] as const,
};

export const websiteConfigQuery = queryOptions({
  queryKey: configKeys.website(),
  queryFn: ({ signal }) => api.request(ENDPOINTS.getWebsiteConfig, { signal }),
  staleTime: 5 * 60_000,
});

/** The pictures of the home carousel an admin configured (none: the home page shows its own). */
export const homeCarouselQuery = queryOptions({
  queryKey: configKeys.carousel(),
  queryFn: ({ signal }) => api.request(ENDPOINTS.homeCarousel, { signal }),
  staleTime: 5 * 60_000,
});

/** The public site configuration; undefined until it arrives. */
export function useWebsiteConfig(): WebsiteConfig | undefined {
  return useQuery(websiteConfigQuery).data;
}
