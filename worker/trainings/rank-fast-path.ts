import type { Context, Hono, Next } from 'hono';
import * as v from 'valibot';
import { TrainingRankQuery, TRAININGS_ENDPOINTS } from '../../contract/api/trainings';
import type { AppEnv } from '../lib/app-env';
import { bearerToken } from '../lib/bearer';
import { rememberedRankRead } from './rank-memory';

/**
 * The training rank's fast path, mounted before the session middleware: a read whose token and
 * access were checked in full recently and whose page was answered moments ago (rank-memory.ts) is
 * answered here, without the D1 reads of the session, the access check and the page. Anything else
 * falls through to the ordinary route, which checks everything and fills the memory.
 */
export function trainingRankFastPath(app: Hono<AppEnv>): void {
  app.use(TRAININGS_ENDPOINTS.getTrainingRank.path, async (c: Context<AppEnv>, next: Next) => {
    const token = c.req.method === 'GET' ? bearerToken(c.req.header('Authorization')) : null;
    if (token) {
      const query = v.safeParse(TrainingRankQuery, c.req.query());
      const known = query.success ? rememberedRankRead(token, query.output, Date.now()) : undefined;
      if (known) return new Response(known, { status: 200, headers: { 'Content-Type': 'application/json' } });
    }
    await next();
  });
}
