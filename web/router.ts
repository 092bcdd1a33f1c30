import { createRouter } from '@tanstack/react-router';
import { setNavigator } from './lib/navigation';
import { queryClient } from './lib/query-client';
import { routeTree } from './routeTree.gen';

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // Queries own the caching; the router should always ask them.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

setNavigator((to) => void router.navigate({ to }));

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
