import type { Hono } from 'hono';
import { COURSES_ENDPOINTS as E } from '../../contract/api/courses';
import type { AppEnv } from '../lib/app-env';
import { defineRoute, reply } from '../lib/define-route';
import {
  addCamp,
  addTeamAnnouncement,
  adminCamps,
  adminTeamAnnouncements,
  adminTeamInfo,
  changeCamp,
  changeTeamAnnouncement,
  changeTeamInfo,
  removeCamp,
  removeTeamAnnouncement,
  trainingCamp,
  trainingCampTeam,
} from '../training-camp/training-camp';

/** The intensive-training team (part 3 §2.17, §3.6, §7) and its admin screens (traincamp, traincamplist). */
export function trainingCampRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, E.getTrainingCampTeam, async (_c, { deps }) => reply(await trainingCampTeam(deps)));
  defineRoute(app, E.getTrainingCamp, async (_c, { query, deps }) => reply(await trainingCamp(deps, query.id)));

  defineRoute(app, E.adminGetTeam, async (_c, { deps }) => reply(await adminTeamInfo(deps)));
  defineRoute(app, E.adminUpdateTeam, async (_c, { body, deps }) => reply(await changeTeamInfo(deps, body), 'Update_Successfully'));
  defineRoute(app, E.adminTeamAnnouncementList, async (_c, { query, deps }) => reply(await adminTeamAnnouncements(deps, query)));
  defineRoute(app, E.adminAddTeamAnnouncement, async (_c, { body, principal, deps }) => reply(await addTeamAnnouncement(deps, body, principal), 'Create_Successfully'));
  defineRoute(app, E.adminUpdateTeamAnnouncement, async (_c, { body, deps }) => reply(await changeTeamAnnouncement(deps, body), 'Update_Successfully'));
  defineRoute(app, E.adminDeleteTeamAnnouncement, async (_c, { query, deps }) => {
    await removeTeamAnnouncement(deps, query.id);
    return reply(null, 'Delete_successfully');
  });

  defineRoute(app, E.adminTrainingCampList, async (_c, { query, deps }) => reply(await adminCamps(deps, query)));
  defineRoute(app, E.adminAddTrainingCamp, async (_c, { body, principal, deps }) => reply(await addCamp(deps, body, principal), 'Create_Successfully'));
  defineRoute(app, E.adminUpdateTrainingCamp, async (_c, { body, deps }) => reply(await changeCamp(deps, body), 'Update_Successfully'));
  defineRoute(app, E.adminDeleteTrainingCamp, async (_c, { query, deps }) => {
    await removeCamp(deps, query.id);
    return reply(null, 'Delete_successfully');
  });
}
