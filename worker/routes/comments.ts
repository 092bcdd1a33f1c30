import type { Hono } from 'hono';
import { COMMUNITY_ENDPOINTS as E, COMMUNITY_MESSAGES as M } from '../../contract/api/community';
import { addComment, addReply, commentList, deleteComment, deleteReply, likeComment, replyList } from '../comments/comments';
import type { AppEnv } from '../lib/app-env';
import { defineRoute, reply } from '../lib/define-route';

/** Comments and replies of discussions and contests (part 3 §2.15, §7 "Discussions and comments"; decision 33). */
export function commentRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, E.getComments, async (_c, { query, principal, deps }) => reply(await commentList(deps, query, principal)));
  defineRoute(app, E.addComment, async (_c, { body, principal, deps }) => reply(await addComment(deps, body, principal), M.posted));
  defineRoute(app, E.deleteComment, async (_c, { query, principal, deps }) => {
    await deleteComment(deps, query.id, principal);
    return reply(null, M.deleted);
  });
  defineRoute(app, E.commentLike, async (_c, { query, principal, deps }) => {
    await likeComment(deps, query, principal);
    return reply(null);
  });
  defineRoute(app, E.getReplies, async (_c, { query, principal, deps }) => reply(await replyList(deps, query, principal)));
  defineRoute(app, E.addReply, async (_c, { body, principal, deps }) => reply(await addReply(deps, body, principal), M.posted));
  defineRoute(app, E.deleteReply, async (_c, { query, principal, deps }) => {
    await deleteReply(deps, query.id, principal);
    return reply(null, M.deleted);
  });
}
