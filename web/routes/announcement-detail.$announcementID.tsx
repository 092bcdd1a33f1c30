import { createFileRoute, notFound } from '@tanstack/react-router';
import { AnnouncementDetail } from '../features/groups/announcement-detail';
import { cidOf } from '../lib/contest-route';

export const Route = createFileRoute('/announcement-detail/$announcementID')({
  beforeLoad: ({ params }) => {
    if (cidOf(params.announcementID) === null) throw notFound();
  },
  component: AnnouncementDetailRoute,
});

function AnnouncementDetailRoute() {
  const { announcementID } = Route.useParams();
  return <AnnouncementDetail id={cidOf(announcementID) ?? 0} />;
}
