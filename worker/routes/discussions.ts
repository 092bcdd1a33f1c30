import type { Hono } from 'hono';
import { COMMUNITY_ENDPOINTS as E, COMMUNITY_MESSAGES as M } from '../../contract/api/community';
import { adminChangeDiscussion, adminDiscussionList, adminHandleReport, adminReportList, categoryList, groupChangeDiscussion, saveCategories } from '../discussions/admin';
import { addDiscussion, deleteDiscussion, discussionDetail, discussionList, groupAdminDiscussionList, groupDiscussionList, likeDiscussion, reportDiscussion, updateDiscussion } from '../discussions/discussions';
import type { AppEnv } from '../lib/app-env';
import { defineRoute, reply } from '../lib/define-route';

/** The discussions area (part 3 §2.9, §2.13-§2.14, §7 "Discussions and comments"; decision 33). */
export function discussionRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, E.getDiscussionCategory, async (_c, { deps }) => reply(await categoryList(deps)));
  defineRoute(app, E.saveDiscussionCategory, async (_c, { body, deps }) => reply(await saveCategories(deps, body), M.updated));
  defineRoute(app, E.getDiscussionList, async (_c, { query, principal, deps }) => reply(await discussionList(deps, query, principal)));
  defineRoute(app, E.getDiscussionDetail, async (_c, { query, principal, deps }) => reply(await discussionDetail(deps, query.did, principal)));
  defineRoute(app, E.addDiscussion, async (_c, { body, principal, deps }) => reply(await addDiscussion(deps, body, principal), M.posted));
  defineRoute(app, E.updateDiscussion, async (_c, { body, principal, deps }) => reply(await updateDiscussion(deps, body, principal), M.updated));
  defineRoute(app, E.deleteDiscussion, async (_c, { query, principal, deps }) => {
    await deleteDiscussion(deps, query.did, principal);
    return reply(null, M.deleted);
  });
  defineRoute(app, E.discussionLike, async (_c, { query, principal, deps }) => {
    await likeDiscussion(deps, query, principal);
    return reply(null);
  });
  defineRoute(app, E.discussionReport, async (_c, { body, principal, deps }) => {
    await reportDiscussion(deps, body, principal);
    return reply(null, M.sent);
  });

  defineRoute(app, E.getGroupDiscussionList, async (_c, { query, principal, deps }) => reply(await groupDiscussionList(deps, query, principal)));
  defineRoute(app, E.getGroupAdminDiscussionList, async (_c, { query, principal, deps }) => reply(await groupAdminDiscussionList(deps, query, principal)));
  defineRoute(app, E.changeGroupDiscussion, async (_c, { body, principal, deps }) => reply(await groupChangeDiscussion(deps, body, principal), M.updated));

  defineRoute(app, E.adminDiscussionList, async (_c, { query, deps }) => reply(await adminDiscussionList(deps, query)));
  defineRoute(app, E.adminChangeDiscussion, async (_c, { body, principal, deps }) => reply(await adminChangeDiscussion(deps, body, principal), M.updated));
  defineRoute(app, E.adminDiscussionReports, async (_c, { query, deps }) => reply(await adminReportList(deps, query)));
  defineRoute(app, E.adminHandleReport, async (_c, { body, deps }) => reply(await adminHandleReport(deps, body), M.updated));
}
