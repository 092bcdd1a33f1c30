import { createFileRoute, notFound } from '@tanstack/react-router';
import { SubmissionDetailPage } from '../features/submissions/submission-detail-page';

const submitIdOf = (text: string): number | null => (/^\d{1,15}$/.test(text) && Number(text) > 0 ? Number(text) : null);

export const Route = createFileRoute('/group/$groupID/submission-detail/$submitID')({
  beforeLoad: ({ params }) => {
    if (submitIdOf(params.submitID) === null) throw notFound();
  },
  component: GroupSubmissionDetailRoute,
});

/** A submission of the group inside the group tabs; the server's scope check decides who may read it. */
function GroupSubmissionDetailRoute() {
  const { submitID } = Route.useParams();
  return <SubmissionDetailPage submitId={submitIdOf(submitID) ?? 0} />;
}
