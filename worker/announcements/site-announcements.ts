import { and, eq, isNull } from 'drizzle-orm';
import type { SiteAnnouncementBody } from '../../contract/api/community';
import type { AnnouncementView } from '../../contract/api/groups';
import type { Page } from '../../contract/envelope';
import { COMMUNITY_MESSAGES } from '../../contract/rules/community';
import type { Principal } from '../accounts/sessions';
import { announcements } from '../db/schema-groups';
import type { Deps } from '../deps';
import { announcementOf, announcementPage } from '../groups/announcements';
import { badRequest, notFound } from '../lib/api-error';

/**
 * Site announcements (part 3 §3.7, decision 33): the `announcements` rows without a group. Everyone
 * reads the visible ones on the home panel; only the super admin manages them (the route's access).
 */

type ListQuery = { currentPage: number; limit: number; keyword?: string };

/** `get-common-announcement`: the visible ones, newest first, 5 a page. */
export function commonAnnouncements(deps: Pick<Deps, 'db'>, query: ListQuery): Promise<Page<AnnouncementView>> {
  return announcementPage(deps.db, null, query, true);
}

/** `GET admin/announcement`: every site announcement, hidden ones too. */
export function adminSiteAnnouncements(deps: Pick<Deps, 'db'>, query: ListQuery): Promise<Page<AnnouncementView>> {
  return announcementPage(deps.db, null, query, false);
}

export async function addSiteAnnouncement(deps: Pick<Deps, 'db' | 'clock'>, body: SiteAnnouncementBody, caller: Principal): Promise<AnnouncementView> {
  const now = deps.clock.nowSeconds();
  const [row] = await deps.db
    .insert(announcements)
    .values({ title: body.title, content: body.content, status: body.status, uid: caller.user.id, gid: null, gmtCreate: now, gmtModified: now })
    .returning({ id: announcements.id });
  return (await announcementOf(deps.db, row!.id))!.view;
}

/** A site announcement by id; a group's announcement is not one (the group's admins manage it). */
async function siteAnnouncement(deps: Pick<Deps, 'db'>, id: number) {
  const found = await announcementOf(deps.db, id);
  if (!found || found.row.gid !== null) throw notFound(COMMUNITY_MESSAGES.announcementNotFound);
  return found;
}

export async function updateSiteAnnouncement(deps: Pick<Deps, 'db' | 'clock'>, body: SiteAnnouncementBody): Promise<AnnouncementView> {
  if (body.id === null) throw badRequest('id is required');
  await siteAnnouncement(deps, body.id);
  await deps.db
    .update(announcements)
    .set({ title: body.title, content: body.content, status: body.status, gmtModified: deps.clock.nowSeconds() })
    .where(and(eq(announcements.id, body.id), isNull(announcements.gid)));
  return (await announcementOf(deps.db, body.id))!.view;
}

export async function deleteSiteAnnouncement(deps: Pick<Deps, 'db'>, aid: number): Promise<void> {
  await siteAnnouncement(deps, aid);
  await deps.db.delete(announcements).where(and(eq(announcements.id, aid), isNull(announcements.gid)));
}
