import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { AnnouncementDetail } from '../features/groups/announcement-detail';
import { cidOf } from '../lib/contest-route';
import { dropped } from '../lib/search-values';

/** ?cid= names the contest of a contest announcement (part 2 "Announcements"): the detail is read under that contest's access rule. */
const AnnouncementDetailSearch = v.object({ cid: dropped(v.pipe(v.number(), v.integer(), v.minValue(1))) });

export const Route = createFileRoute('/announcement-detail/$announcementID')({
  validateSearch: AnnouncementDetailSearch,
  beforeLoad: ({ params }) => {
    if (cidOf(params.announcementID) === null) throw notFound();
  },
  component: AnnouncementDetailRoute,
});

function AnnouncementDetailRoute() {
  const { announcementID } = Route.useParams();
  const { cid } = Route.useSearch();
  return <AnnouncementDetail id={cidOf(announcementID) ?? 0} cid={cid} />;
}
