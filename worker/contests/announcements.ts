import type { ContestAnnouncementView } from '../../contract/api/contests';
import type { Page } from '../../contract/envelope';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { notFound } from '../lib/api-error';
import { enterContest, manageContest } from './contest-access';
import { announcementPage, countAnnouncements, deleteAnnouncement, insertAnnouncement, unreadAnnouncements, updateAnnouncement } from './queries';
import { CONTEST_MESSAGES } from './rules';
import { iso, toAnnouncementView } from './view';

type PageQuery = { cid: number; currentPage: number; limit: number };

async function page(deps: Pick<Deps, 'db'>, query: PageQuery): Promise<Page<ContestAnnouncementView>> {
  const offset = (query.currentPage - 1) * query.limit;
  const [rows, total] = await Promise.all([announcementPage(deps.db, query.cid, { limit: query.limit, offset }), countAnnouncements(deps.db, query.cid)]);
  return { records: rows.map(toAnnouncementView), total, current: query.currentPage, size: query.limit };
}

/** `get-contest-announcement`: newest first, for whoever may enter the contest. */
export async function contestAnnouncements(deps: Pick<Deps, 'db' | 'clock'>, query: PageQuery, caller: Principal): Promise<Page<ContestAnnouncementView>> {
  await enterContest(deps, query.cid, caller);
  return page(deps, query);
}

/** `get-contest-not-read-announcement`: the announcements whose ids the browser has not recorded as read. */
export async function notReadAnnouncements(deps: Pick<Deps, 'db' | 'clock'>, body: { cid: number; readAnnouncementList: number[] }, caller: Principal) {
  await enterContest(deps, body.cid, caller);
  const rows = await unreadAnnouncements(deps.db, body.cid, [...new Set(body.readAnnouncementList)]);
  return rows.map((r) => ({ id: r.id, title: r.title, gmtCreate: iso(r.gmtCreate) }));
}

export async function adminAnnouncements(deps: Pick<Deps, 'db' | 'clock'>, query: PageQuery, caller: Principal): Promise<Page<ContestAnnouncementView>> {
  await manageContest(deps, query.cid, caller);
  return page(deps, query);
}

export async function addAnnouncement(deps: Pick<Deps, 'db' | 'clock'>, body: { cid: number; title: string; content: string }, caller: Principal): Promise<ContestAnnouncementView> {
  await manageContest(deps, body.cid, caller);
  const now = deps.clock.nowSeconds();
  const row = await insertAnnouncement(deps.db, { cid: body.cid, title: body.title, content: body.content, uid: caller.user.id, username: caller.user.username, gmtCreate: now, gmtModified: now });
  return toAnnouncementView(row);
}

export async function changeAnnouncement(deps: Pick<Deps, 'db' | 'clock'>, body: { id: number | null; cid: number; title: string; content: string }, caller: Principal): Promise<ContestAnnouncementView> {
  await manageContest(deps, body.cid, caller);
  if (body.id === null) throw notFound(CONTEST_MESSAGES.announcementNotFound);
  const row = await updateAnnouncement(deps.db, body.id, body.cid, { title: body.title, content: body.content, gmtModified: deps.clock.nowSeconds() });
  if (!row) throw notFound(CONTEST_MESSAGES.announcementNotFound);
  return toAnnouncementView(row);
}

export async function removeAnnouncement(deps: Pick<Deps, 'db' | 'clock'>, query: { id: number; cid: number }, caller: Principal): Promise<void> {
  await manageContest(deps, query.cid, caller);
  if (!(await deleteAnnouncement(deps.db, query.id, query.cid))) throw notFound(CONTEST_MESSAGES.announcementNotFound);
}
