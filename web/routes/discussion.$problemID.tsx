import { createFileRoute } from '@tanstack/react-router';
import { compactDiscussionSearch, DiscussionSearch } from '../features/discussions/discussion-rules';
import { DiscussionListPage } from '../features/discussions/discussion-list-page';
import { requireCommunitySwitch } from '../lib/community-switch';

/** /discussion/{problemID}: the discussions of one problem (part 3 §2.14). */
export const Route = createFileRoute('/discussion/$problemID')({
  validateSearch: DiscussionSearch,
  beforeLoad: ({ context, preload }) => requireCommunitySwitch(context.queryClient, 'openPublicDiscussion', { preload }),
  component: ProblemDiscussionRoute,
});

function ProblemDiscussionRoute() {
  const { problemID } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DiscussionListPage key={problemID} problemId={problemID} search={search} onSearch={(next) => void navigate({ search: compactDiscussionSearch(next) })} />;
}
