import { createFileRoute, notFound } from '@tanstack/react-router';
import { ContestAnnouncementsAdminPage } from '../features/admin/contests/contest-announcements-page';
import { cidOf } from '../lib/contest-route';

export const Route = createFileRoute('/admin/contest/$contestId/announcement')({
  beforeLoad: ({ params }) => {
    if (cidOf(params.contestId) === null) throw notFound();
  },
  component: AdminContestRoute,
});

function AdminContestRoute() {
  const { contestId } = Route.useParams();
  return <ContestAnnouncementsAdminPage cid={cidOf(contestId) ?? 0} />;
}
