import { createFileRoute } from '@tanstack/react-router';
import { CommentArea } from '../features/comments/comment-area';
import { ContestQaNotice } from '../features/comments/contest-qa-notice';
import { useContest } from '../features/contests/contest-context';
import { requireCommunitySwitch } from '../lib/community-switch';

/**
 * The contest's Comment tab (part 2, behind openContestComment): the Q&A notice and the contest's
 * comment area. While the contest runs the server shows a participant only their own and the
 * managers' comments (decision 33); the managers may delete any.
 */
function ContestComment() {
  const state = useContest();
  return <CommentArea area={{ cid: state.cid }} canModerate={state.contestAdmin} notice={<ContestQaNotice />} />;
}

export const Route = createFileRoute('/contest/$contestID/comment')({
  beforeLoad: ({ context, preload }) => requireCommunitySwitch(context.queryClient, 'openContestComment', { preload }),
  component: ContestComment,
});
