import { createFileRoute } from '@tanstack/react-router';
import { SubmissionListPage } from '../features/submissions/submission-list-page';
import { compactSubmissionSearch, SubmissionListSearch } from '../features/submissions/submission-list-search';
import { PUBLIC_SCOPE } from '../lib/scope';

export const Route = createFileRoute('/status')({
  validateSearch: SubmissionListSearch,
  component: SubmissionListRoute,
});

function SubmissionListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SubmissionListPage scope={PUBLIC_SCOPE} search={search} onSearch={(next) => void navigate({ search: compactSubmissionSearch(next) })} />;
}
