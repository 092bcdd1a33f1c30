import { createFileRoute } from '@tanstack/react-router';
import { compactGroupSearch, GroupListSearch } from '../features/groups/group-list-search';
import { GroupListPage } from '../features/groups/group-list-page';

export const Route = createFileRoute('/group/')({
  validateSearch: GroupListSearch,
  component: GroupListRoute,
});

function GroupListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <GroupListPage search={search} onSearch={(next) => void navigate({ search: compactGroupSearch(next) })} />;
}
