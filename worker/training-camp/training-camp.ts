import type { TeamAnnouncementBody, TeamAnnouncementListQuery, TeamAnnouncementView, TeamBody, TeamInfo, TeamView, TrainingCampBody, TrainingCampListQuery, TrainingCampView } from '../../contract/api/courses';
import { COURSE_MESSAGES } from '../../contract/rules/courses';
import type { Page } from '../../contract/envelope';
import type { Principal } from '../accounts/sessions';
import type { Db } from '../db/client';
import type { Deps } from '../deps';
import { campView, teamView } from './rules';
import { badRequest, notFound } from '../lib/api-error';
import {
  allCamps,
  campPage,
  campRow,
  deleteCamp,
  deleteTeamAnnouncement,
  insertCamp,
  insertTeamAnnouncement,
  saveTeamInfo,
  teamAnnouncement,
  teamAnnouncementPage,
  teamInfo,
  updateCamp,
  updateTeamAnnouncement,
  visibleTeamAnnouncements,
} from './queries';

/**
 * The intensive-training team (part 3 §2.17, §3.6): its page for everyone, and what admin roles
 * manage on /admin/traincamp (title, description, announcements by category) and
 * /admin/traincamplist (the camps).
 */

/** `GET training-camp-team`. */
export async function trainingCampTeam(deps: Pick<Deps, 'db'>): Promise<TeamView> {
  const [info, announcements, camps] = await Promise.all([teamInfo(deps.db), visibleTeamAnnouncements(deps.db), allCamps(deps.db)]);
  return teamView(info, announcements, camps);
}

/** `GET training-camp-team/training-camp`: a camp with its outline. */
export async function trainingCamp(deps: Pick<Deps, 'db'>, id: number): Promise<TrainingCampView> {
  const row = await campRow(deps.db, id);
  if (!row) throw notFound(COURSE_MESSAGES.campNotFound);
  return campView(row);
}

export function adminTeamInfo(deps: Pick<Deps, 'db'>): Promise<TeamInfo> {
  return teamInfo(deps.db);
}

export async function changeTeamInfo(deps: Pick<Deps, 'db' | 'clock'>, body: TeamBody): Promise<TeamInfo> {
  await saveTeamInfo(deps.db, body, deps.clock.nowSeconds());
  return teamInfo(deps.db);
}

export async function adminTeamAnnouncements(deps: Pick<Deps, 'db'>, query: TeamAnnouncementListQuery): Promise<Page<TeamAnnouncementView>> {
  const { records, total } = await teamAnnouncementPage(deps.db, query.category, query);
  return { records, total, current: query.currentPage, size: query.limit };
}

async function existingAnnouncement(db: Db, id: number): Promise<TeamAnnouncementView> {
  const found = await teamAnnouncement(db, id);
  if (!found) throw notFound(COURSE_MESSAGES.announcementNotFound);
  return found;
}

export async function addTeamAnnouncement(deps: Pick<Deps, 'db' | 'clock'>, body: TeamAnnouncementBody, caller: Principal): Promise<TeamAnnouncementView> {
  const now = deps.clock.nowSeconds();
  const id = await insertTeamAnnouncement(deps.db, { category: body.category, title: body.title, content: body.content, status: body.status, uid: caller.user.id, gmtCreate: now, gmtModified: now });
  return existingAnnouncement(deps.db, id);
}

/** `PUT`: the text, the visibility and the category (an announcement may move to another category). */
export async function changeTeamAnnouncement(deps: Pick<Deps, 'db' | 'clock'>, body: TeamAnnouncementBody): Promise<TeamAnnouncementView> {
  if (body.id === null) throw badRequest('id is required');
  await existingAnnouncement(deps.db, body.id);
  await updateTeamAnnouncement(deps.db, body.id, { category: body.category, title: body.title, content: body.content, status: body.status, gmtModified: deps.clock.nowSeconds() });
  return existingAnnouncement(deps.db, body.id);
}

export async function removeTeamAnnouncement(deps: Pick<Deps, 'db'>, id: number): Promise<void> {
  await existingAnnouncement(deps.db, id);
  await deleteTeamAnnouncement(deps.db, id);
}

export async function adminCamps(deps: Pick<Deps, 'db'>, query: TrainingCampListQuery): Promise<Page<TrainingCampView>> {
  const { rows, total } = await campPage(deps.db, query);
  return { records: rows.map(campView), total, current: query.currentPage, size: query.limit };
}

const campValues = (body: TrainingCampBody, now: number) => ({ title: body.title, description: body.description, duration: body.duration, intensity: body.intensity, content: body.content, gmtModified: now });

export async function addCamp(deps: Pick<Deps, 'db' | 'clock'>, body: TrainingCampBody, caller: Principal): Promise<TrainingCampView> {
  const now = deps.clock.nowSeconds();
  const id = await insertCamp(deps.db, { ...campValues(body, now), uid: caller.user.id, gmtCreate: now });
  return trainingCamp(deps, id);
}

export async function changeCamp(deps: Pick<Deps, 'db' | 'clock'>, body: TrainingCampBody): Promise<TrainingCampView> {
  if (body.id === null) throw badRequest('id is required');
  await trainingCamp(deps, body.id);
  await updateCamp(deps.db, body.id, campValues(body, deps.clock.nowSeconds()));
  return trainingCamp(deps, body.id);
}

export async function removeCamp(deps: Pick<Deps, 'db'>, id: number): Promise<void> {
  await trainingCamp(deps, id);
  await deleteCamp(deps.db, id);
}
