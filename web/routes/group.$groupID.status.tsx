import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { SubmissionListPage } from '../features/submissions/submission-list-page';
import { compactSubmissionSearch, SubmissionListSearch } from '../features/submissions/submission-list-search';
import { cidOf } from '../lib/contest-route';

export const Route = createFileRoute('/group/$groupID/status')({
  validateSearch: SubmissionListSearch,
  component: GroupSubmissionsRoute,
});

/** The group's submissions (part 3 §2.4): the status list kept to the group's gid; `username` and `status` come from the rank's links. */
function GroupSubmissionsRoute() {
  const { groupID } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const gid = cidOf(groupID) ?? 0;
  const scope = useMemo(() => ({ gid }), [gid]);
  return <SubmissionListPage scope={scope} search={search} onSearch={(next) => void navigate({ search: compactSubmissionSearch(next) })} />;
}
