import type { Hono } from 'hono';
import { COMMUNITY_ENDPOINTS as E } from '../../contract/api/community';
import type { AppEnv } from '../lib/app-env';
import { defineRoute, reply } from '../lib/define-route';
import { addNotice, adminNotices, deleteNotice, updateNotice } from '../notices/notices';
import { pushPendingNotices } from '../notices/push';

/** System notifications (part 3 §3.7): the super admin's table, and the local trigger of the hourly push. */
export function noticeRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, E.adminNoticeList, async (_c, { query, deps }) => reply(await adminNotices(deps, query)));
  defineRoute(app, E.adminAddNotice, async (_c, { body, principal, deps }) => reply(await addNotice(deps, body, principal), 'Create_Successfully'));
  defineRoute(app, E.adminUpdateNotice, async (_c, { body, deps }) => reply(await updateNotice(deps, body), 'Update_Successfully'));
  defineRoute(app, E.adminDeleteNotice, async (_c, { query, deps }) => {
    await deleteNotice(deps, query.id);
    return reply(null, 'Delete_successfully');
  });
  // Local mode only (the route refuses it elsewhere): `npm start` and the browser tests push without waiting for the hour.
  defineRoute(app, E.devPushNotices, async (_c, { deps }) => reply(await pushPendingNotices(deps)));
}
