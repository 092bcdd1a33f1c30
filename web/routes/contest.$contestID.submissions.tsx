import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { SubmissionListPage } from '../features/submissions/submission-list-page';
import { compactSubmissionSearch, SubmissionListSearch } from '../features/submissions/submission-list-search';
import { cidOf } from '../lib/contest-route';

export const Route = createFileRoute('/contest/$contestID/submissions')({
  validateSearch: SubmissionListSearch,
  component: ContestSubmissionsRoute,
});

function ContestSubmissionsRoute() {
  const { contestID } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const cid = cidOf(contestID) ?? 0;
  const scope = useMemo(() => ({ cid }), [cid]);
  return <SubmissionListPage scope={scope} search={search} onSearch={(next) => void navigate({ search: compactSubmissionSearch(next) })} />;
}
