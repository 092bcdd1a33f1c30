import { and, eq } from 'drizzle-orm';
import type { AnnouncementView } from '../../contract/api/groups';
import type { Principal } from '../accounts/sessions';
import { contestAnnouncements } from '../db/schema-contests';
import { users } from '../db/schema-accounts';
import type { Deps } from '../deps';
import { enterContest } from '../contests/contest-access';
import { CONTEST_MESSAGES } from '../contests/rules';
import { iso } from '../contests/view';
import { announcementById } from '../groups/announcements';
import { notFound } from '../lib/api-error';

/**
 * `getAnnouncementById` (part 1 "announcement detail", part 2: contest announcements open the same
 * page): without cid a site or group announcement; with cid one of that contest's announcements,
 * to whoever may enter the contest (its announcement list's rule, decided by scopeOf).
 */
export async function announcementDetail(deps: Pick<Deps, 'db' | 'clock'>, query: { id: number; cid?: number }, caller: Principal | null): Promise<AnnouncementView> {
  if (query.cid === undefined) return announcementById(deps, query.id, caller);
  await enterContest(deps, query.cid, caller);
  const found = await deps.db
    .select({ row: contestAnnouncements, avatar: users.avatar })
    .from(contestAnnouncements)
    .leftJoin(users, eq(users.id, contestAnnouncements.uid))
    .where(and(eq(contestAnnouncements.id, query.id), eq(contestAnnouncements.cid, query.cid)))
    .get();
  if (!found) throw notFound(CONTEST_MESSAGES.announcementNotFound);
  return contestAnnouncementView(found.row, found.avatar);
}

/** A contest announcement in the shape of the detail page: always visible, no group (the contest's own group does not matter here). */
export function contestAnnouncementView(row: typeof contestAnnouncements.$inferSelect, avatar: string | null): AnnouncementView {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    status: 0,
    uid: row.uid,
    username: row.username,
    avatar,
    gid: null,
    gmtCreate: iso(row.gmtCreate),
    gmtModified: iso(row.gmtModified),
  };
}
