import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { AnnouncementView, GroupAnnouncementBody } from '../../contract/api/groups';
import type { Page } from '../../contract/envelope';
import { isAdmin, isAdminRole } from '../../contract/roles';
import { GROUP_MESSAGES } from '../../contract/rules/groups';
import type { Principal } from '../accounts/sessions';
import type { Db } from '../db/client';
import { users } from '../db/schema-accounts';
import { announcements } from '../db/schema-groups';
import type { Deps } from '../deps';
import { badRequest, forbidden, notFound } from '../lib/api-error';
import { decideGroupStanding, type GroupStanding } from './rules';
import { findGroupFor, groupStanding } from './standing';
import { toAnnouncementView } from './view';
import { containsText } from '../lib/text-search';

const columns = {
  row: announcements,
  username: users.username,
  avatar: users.avatar,
};

/** A page of a group's announcements, or with gid null the site's, newest first; a keyword matches the title. */
export async function announcementPage(db: Db, gid: number | null, query: { currentPage: number; limit: number; keyword?: string }, visibleOnly: boolean): Promise<Page<AnnouncementView>> {
  const where = and(gid === null ? isNull(announcements.gid) : eq(announcements.gid, gid), visibleOnly ? eq(announcements.status, 0) : undefined, query.keyword ? containsText(announcements.title, query.keyword) : undefined);
  const offset = (query.currentPage - 1) * query.limit;
  const [rows, [total]] = await Promise.all([
    db.select(columns).from(announcements).innerJoin(users, eq(users.id, announcements.uid)).where(where).orderBy(desc(announcements.id)).limit(query.limit).offset(offset).all(),
    db.select({ n: count() }).from(announcements).where(where).all(),
  ]);
  return {
    records: rows.map(viewOf),
    total: total?.n ?? 0,
    current: query.currentPage,
    size: query.limit,
  };
}

function viewOf(r: { row: typeof announcements.$inferSelect; username: string; avatar: string | null }): AnnouncementView {
  return toAnnouncementView({
    ...r.row,
    username: r.username,
    avatar: r.avatar,
  });
}

/** An announcement (site or group) with its author's name and avatar, as a row and as its view. */
export async function announcementOf(db: Db, id: number) {
  const found = await db.select(columns).from(announcements).innerJoin(users, eq(users.id, announcements.uid)).where(eq(announcements.id, id)).get();
  return found && { row: found.row, view: viewOf(found) };
}

/** `group/get-announcement-list`: the visible announcements, newest first, to members. */
export async function groupAnnouncements(deps: Pick<Deps, 'db'>, query: { gid: number; currentPage: number; limit: number; keyword?: string }, caller: Principal): Promise<Page<AnnouncementView>> {
  const standing = await groupStanding(deps.db, query.gid, caller);
  if (!standing.member) throw forbidden(GROUP_MESSAGES.notMember);
  return announcementPage(deps.db, query.gid, query, true);
}

/** `group/get-admin-announcement-list`: every announcement, hidden ones too, to the group's admins. */
export async function adminGroupAnnouncements(deps: Pick<Deps, 'db'>, query: { gid: number; currentPage: number; limit: number; keyword?: string }, caller: Principal): Promise<Page<AnnouncementView>> {
  const standing = await groupStanding(deps.db, query.gid, caller);
  if (!standing.admin) throw forbidden(GROUP_MESSAGES.notAdmin);
  return announcementPage(deps.db, query.gid, query, false);
}

export async function addGroupAnnouncement(deps: Pick<Deps, 'db' | 'clock'>, body: GroupAnnouncementBody, caller: Principal): Promise<AnnouncementView> {
  const standing = await groupStanding(deps.db, body.gid, caller);
  if (!standing.admin) throw forbidden(GROUP_MESSAGES.notAdmin);
  const now = deps.clock.nowSeconds();
  const [row] = await deps.db
    .insert(announcements)
    .values({
      title: body.title,
      content: body.content,
      status: body.status,
      uid: caller.user.id,
      gid: body.gid,
      gmtCreate: now,
      gmtModified: now,
    })
    .returning({ id: announcements.id });
  return (await announcementOf(deps.db, row!.id))!.view;
}

/** A group admin manages their own announcements; the group root (and site admins) every one of the group. */
async function managedAnnouncement(db: Db, id: number, gid: number, caller: Principal) {
  const standing = await groupStanding(db, gid, caller);
  if (!standing.admin) throw forbidden(GROUP_MESSAGES.notAdmin);
  const found = await announcementOf(db, id);
  if (!found || found.row.gid !== gid) throw notFound(GROUP_MESSAGES.announcementNotFound);
  if (!standing.root && found.row.uid !== caller.user.id) throw forbidden(GROUP_MESSAGES.notAnnouncementAuthor);
  return found;
}

export async function updateGroupAnnouncement(deps: Pick<Deps, 'db' | 'clock'>, body: GroupAnnouncementBody, caller: Principal): Promise<AnnouncementView> {
  if (body.id === null) throw badRequest('id is required');
  await managedAnnouncement(deps.db, body.id, body.gid, caller);
  await deps.db
    .update(announcements)
    .set({
      title: body.title,
      content: body.content,
      status: body.status,
      gmtModified: deps.clock.nowSeconds(),
    })
    .where(eq(announcements.id, body.id));
  return (await announcementOf(deps.db, body.id))!.view;
}

export async function deleteGroupAnnouncement(deps: Pick<Deps, 'db'>, query: { aid: number; gid: number }, caller: Principal): Promise<void> {
  await managedAnnouncement(deps.db, query.aid, query.gid, caller);
  await deps.db.delete(announcements).where(eq(announcements.id, query.aid));
}

/**
 * `getAnnouncementById` (part 3 §2.12): a visible site announcement (no group) to anyone, a group's
 * to its members; hidden ones only to whoever may manage them (site admins for the site's, the
 * group's admins for a group's). Anything else reads as an announcement that does not exist, so a
 * non-member learns nothing about a private group's announcements.
 */
export async function announcementById(deps: Pick<Deps, 'db'>, id: number, caller: Principal | null): Promise<AnnouncementView> {
  const found = await announcementOf(deps.db, id);
  if (!found) throw notFound(GROUP_MESSAGES.announcementNotFound);
  const { row, view } = found;
  const visible = row.status === 0;
  if (row.gid === null) {
    if (visible || (caller !== null && isAdmin(caller.roles))) return view;
    throw notFound(GROUP_MESSAGES.announcementNotFound);
  }
  const standing = await standingOrNull(deps.db, row.gid, caller);
  if (standing && !standing.hidden && (visible ? standing.member : standing.admin)) return view;
  throw notFound(GROUP_MESSAGES.announcementNotFound);
}

async function standingOrNull(db: Db, gid: number, caller: Principal | null): Promise<GroupStanding | null> {
  if (!caller) return null;
  const found = await findGroupFor(db, gid, caller.user.id);
  return found
    ? decideGroupStanding(found.row, found.level, {
        uid: caller.user.id,
        siteAdmin: isAdminRole(caller.roles),
      })
    : null;
}
