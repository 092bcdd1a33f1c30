import type { Hono } from 'hono';
import { COMMUNITY_ENDPOINTS as E } from '../../contract/api/community';
import { GROUPS_ENDPOINTS } from '../../contract/api/groups';
import { announcementDetail } from '../announcements/announcement-detail';
import { addSiteAnnouncement, adminSiteAnnouncements, commonAnnouncements, deleteSiteAnnouncement, updateSiteAnnouncement } from '../announcements/site-announcements';
import type { AppEnv } from '../lib/app-env';
import { defineRoute, reply } from '../lib/define-route';

/** Site announcements (part 3 §3.7, part 1 home panel) and the announcement detail of every kind. */
export function announcementRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, E.getCommonAnnouncement, async (_c, { query, deps }) => reply(await commonAnnouncements(deps, query)));
  defineRoute(app, GROUPS_ENDPOINTS.getAnnouncementById, async (_c, { query, principal, deps }) => reply(await announcementDetail(deps, query, principal)));
  defineRoute(app, E.adminAnnouncementList, async (_c, { query, deps }) => reply(await adminSiteAnnouncements(deps, query)));
  defineRoute(app, E.adminAddAnnouncement, async (_c, { body, principal, deps }) => reply(await addSiteAnnouncement(deps, body, principal), 'Create_Successfully'));
  defineRoute(app, E.adminUpdateAnnouncement, async (_c, { body, deps }) => reply(await updateSiteAnnouncement(deps, body), 'Update_Successfully'));
  defineRoute(app, E.adminDeleteAnnouncement, async (_c, { query, deps }) => {
    await deleteSiteAnnouncement(deps, query.aid);
    return reply(null, 'Delete_successfully');
  });
}
