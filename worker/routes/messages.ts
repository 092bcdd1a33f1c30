import type { Hono } from 'hono';
import { COMMUNITY_ENDPOINTS as E, COMMUNITY_MESSAGES as M } from '../../contract/api/community';
import type { AppEnv } from '../lib/app-env';
import { defineRoute, reply } from '../lib/define-route';
import { cleanBox, mineBox, personalBox, sysBox, unread } from '../messages/boxes';
import { BOX_OF_PATH } from '../messages/rules';

/** The message centre (part 1 §7 "Messages"; decision 33). */
export function messageRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, E.msgUnread, async (_c, { principal, deps }) => reply(await unread(deps, principal)));
  defineRoute(app, E.msgComment, async (_c, { query, principal, deps }) => reply(await personalBox(deps, BOX_OF_PATH.comment, query, principal)));
  defineRoute(app, E.msgReply, async (_c, { query, principal, deps }) => reply(await personalBox(deps, BOX_OF_PATH.reply, query, principal)));
  defineRoute(app, E.msgLike, async (_c, { query, principal, deps }) => reply(await personalBox(deps, BOX_OF_PATH.like, query, principal)));
  defineRoute(app, E.msgSys, async (_c, { query, principal, deps }) => reply(await sysBox(deps, query, principal)));
  defineRoute(app, E.msgMine, async (_c, { query, principal, deps }) => reply(await mineBox(deps, query, principal)));
  defineRoute(app, E.msgClean, async (_c, { query, principal, deps }) => {
    await cleanBox(deps, query, principal);
    return reply(null, M.deleted);
  });
}
