import { createFileRoute } from '@tanstack/react-router';
import { compactDiscussionSearch, DiscussionSearch } from '../features/discussions/discussion-rules';
import { DiscussionListPage } from '../features/discussions/discussion-list-page';
import { requireCommunitySwitch } from '../lib/community-switch';

export const Route = createFileRoute('/discussion/')({
  validateSearch: DiscussionSearch,
  beforeLoad: ({ context, preload }) => requireCommunitySwitch(context.queryClient, 'openPublicDiscussion', { preload }),
  component: DiscussionListRoute,
});

function DiscussionListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DiscussionListPage problemId={null} search={search} onSearch={(next) => void navigate({ search: compactDiscussionSearch(next) })} />;
}
