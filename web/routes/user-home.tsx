import { createFileRoute } from '@tanstack/react-router';
import { UserHomePage } from '../features/user-home/user-home-page';
import { UserHomeSearch } from '../features/user-home/user-home-search';

export const Route = createFileRoute('/user-home')({
  validateSearch: UserHomeSearch,
  component: UserHomeRoute,
});

function UserHomeRoute() {
  const search = Route.useSearch();
  return <UserHomePage user={search} />;
}
