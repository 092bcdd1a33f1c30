import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ScrollBoardPage } from '../features/contests/scroll-board-page';
import { parseMedals } from '../features/contests/contest-model';
import { requireLogin } from '../lib/route-guard';
import { dropped, searchFlag } from '../lib/search-values';

const ScrollBoardSearch = v.object({
  cid: dropped(v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer(), v.minValue(1))),
  removeStar: dropped(searchFlag),
});

export const Route = createFileRoute('/scrollBoard')({
  staticData: { bare: true },
  validateSearch: ScrollBoardSearch,
  beforeLoad: ({ preload }) => requireLogin({ preload }),
  component: ScrollBoardRoute,
});

/** /scrollBoard?cid=&removeStar=&medals[]=&medals[]=&medals[]= (opened in a new window from the board). */
function ScrollBoardRoute() {
  const search = Route.useSearch();
  // medals[] repeats; the router keeps one value per key, so it is read from the address itself.
  const medals = parseMedals(new URLSearchParams(window.location.search).getAll('medals[]'));
  return <ScrollBoardPage cid={search.cid ?? 0} removeStar={Boolean(search.removeStar)} medals={medals} />;
}
