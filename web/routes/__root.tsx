import { createRootRouteWithContext, Outlet, useMatches } from '@tanstack/react-router';
import { NotFoundPage } from '../components/not-found-page';
import { RouteErrorPage } from '../components/route-error-page';
import { RouteProgress } from '../components/route-progress';
import { AuthDialogs } from '../features/accounts/auth-dialogs';
import { AppLayout } from '../features/shell/app-layout';
import type { RouterContext } from '../router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});

function RootLayout() {
  const bare = useMatches({ select: (matches) => matches.some((match) => match.staticData.bare === true) });
  return (
    <>
      <RouteProgress />
      {bare ? (
        <Outlet />
      ) : (
        <AppLayout>
          <Outlet />
        </AppLayout>
      )}
      <AuthDialogs />
    </>
  );
}
