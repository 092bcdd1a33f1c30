import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { Endpoint } from '../contract/api/endpoint';
import { ENDPOINTS } from '../contract/endpoints';
import { REFRESH_TOKEN_HEADER } from '../contract/envelope';
import { depsOf } from './deps';
import { ApiError } from './lib/api-error';
import type { AppEnv } from './lib/app-env';
import { defineRoute } from './lib/define-route';
import { envelope } from './lib/envelope';
import { openApiDocument } from './lib/openapi';
import { accountRoutes } from './routes/accounts';
import { adminRoutes } from './routes/admin';
import { announcementRoutes } from './routes/announcements';
import { configRoutes } from './routes/config';
import { contestRoutes } from './routes/contests';
import { courseRoutes } from './routes/courses';
import { discussionRoutes } from './routes/discussions';
import { examRoutes } from './routes/exams';
import { groupItemRoutes } from './routes/group-items';
import { groupRoutes } from './routes/groups';
import { homeRoutes } from './routes/home';
import { honorRoutes } from './routes/honor';
import { commentRoutes } from './routes/comments';
import { messageRoutes } from './routes/messages';
import { trainingRoutes } from './routes/trainings';
import { trainingCampRoutes } from './routes/training-camp';
import { trainingRankFastPath } from './trainings/rank-fast-path';
import { bearerToken } from './lib/bearer';
import { judgingRoutes } from './routes/judging';
import { noticeRoutes } from './routes/notices';
import { groupProblemRoutes } from './routes/group-problems';
import { problemRoutes } from './routes/problems';
import { scoreboardRoutes } from './routes/scoreboard';
import { submissionRoutes } from './routes/submissions';
import { vipRoutes } from './routes/vip';
import { authenticate } from './accounts/sessions';
import { boardFastPath } from './scoreboard/fast-path';
import { systemClock } from './lib/clock';
import { transientStorageFailure } from './lib/storage-errors';

/** How long a caller told the database is busy waits before trying again (the Retry-After of a 503). */
const STORAGE_RETRY_AFTER_SECONDS = 2;


/** Paths of the contract with their methods, to tell "no such call" from "wrong method". */
const KNOWN_PATHS = (Object.values(ENDPOINTS) as Endpoint[]).map((e) => ({ pattern: new RegExp(`^${e.path.replace(/:\w+/g, '[^/]+')}$`), method: e.method }));

export function createApp(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use('/api/*', secureHeaders({ crossOriginResourcePolicy: 'same-origin' }));

  // A board read whose caller and page were checked moments ago is answered before the session lookup.
  boardFastPath(app);
  trainingRankFastPath(app);

  // Identify the caller once; each route decides what it needs from that.
  app.use('/api/*', async (c, next) => {
    c.set('deps', depsOf(c.env, systemClock, c.executionCtx));
    const token = bearerToken(c.req.header('Authorization'));
    const principal = token ? await authenticate(c.get('deps'), token) : null;
    c.set('principal', principal);
    await next();
    if (principal?.refreshedToken) {
      c.header(REFRESH_TOKEN_HEADER, principal.refreshedToken);
      c.header('Access-Control-Expose-Headers', `Authorization, ${REFRESH_TOKEN_HEADER}`);
    }
  });

  accountRoutes(app);
  configRoutes(app);
  contestRoutes(app);
  discussionRoutes(app);
  examRoutes(app);
  groupItemRoutes(app);
  trainingRoutes(app);
  groupRoutes(app);
  judgingRoutes(app);
  problemRoutes(app);
  groupProblemRoutes(app);
  submissionRoutes(app);
  scoreboardRoutes(app);
  commentRoutes(app);
  messageRoutes(app);
  announcementRoutes(app);
  noticeRoutes(app);
  vipRoutes(app);
  courseRoutes(app);
  trainingCampRoutes(app);
  homeRoutes(app);
  adminRoutes(app);
  honorRoutes(app);
  defineRoute(app, ENDPOINTS.openapi, (c) => c.json(openApiDocument()));

  app.notFound((c) => {
    const path = new URL(c.req.url).pathname;
    if (!path.startsWith('/api/') && path !== '/api' && c.env.ASSETS) return c.env.ASSETS.fetch(c.req.raw);
    const sameRoute = KNOWN_PATHS.filter((p) => p.pattern.test(path));
    if (sameRoute.length > 0) return envelope(c, 405, `${c.req.method} is not allowed on ${path}; use ${sameRoute.map((p) => p.method).join(' or ')}`, null);
    return envelope(c, 404, `No such API: ${c.req.method} ${path}`, null);
  });

  app.onError((error, c) => {
    if (error instanceof ApiError) return envelope(c, error.status, error.message, error.data);
    if (error instanceof HTTPException) return envelope(c, error.status as 400, error.message || 'Bad request', null);
    // A storage failure a retry can cure, still there after the statement's own retries (decision 41): the caller may try again soon.
    const failure = transientStorageFailure(error);
    if (failure) {
      console.warn(`storage unavailable on ${c.req.method} ${new URL(c.req.url).pathname}: ${failure}`);
      c.header('Retry-After', String(STORAGE_RETRY_AFTER_SECONDS));
      return envelope(c, 503, 'The database is busy, please try again in a moment', null);
    }
    // Log the kind and the place only: request bodies can hold passwords and codes.
    console.error(`unhandled error on ${c.req.method} ${new URL(c.req.url).pathname}: ${error.name}: ${error.message}`);
    return envelope(c, 500, 'Server_error_please_refresh_again', null);
  });

  return app;
}


