import { createFileRoute, notFound } from '@tanstack/react-router';
import { DiscussionDetailPage } from '../features/discussions/discussion-detail';
import { requireCommunitySwitch } from '../lib/community-guard';
import { cidOf } from '../lib/contest-route';

const PUBLIC_PLACE = { gid: null };

/** /discussion-detail/{discussionID} (part 3 §2.13). */
export const Route = createFileRoute('/discussion-detail/$discussionID')({
  beforeLoad: async (options) => {
    if (cidOf(options.params.discussionID) === null) throw notFound();
    await requireCommunitySwitch(options, 'openPublicDiscussion');
  },
  component: DiscussionDetailRoute,
});

function DiscussionDetailRoute() {
  const { discussionID } = Route.useParams();
  const did = cidOf(discussionID) ?? 0;
  return <DiscussionDetailPage key={did} did={did} place={PUBLIC_PLACE} />;
}
