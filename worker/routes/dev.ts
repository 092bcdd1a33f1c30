import type { Hono } from 'hono';
import { ENDPOINTS } from '../../contract/endpoints';
import type { AppEnv } from '../lib/app-env';
import { defineRoute } from '../lib/define-route';
import { ok } from '../lib/envelope';
import { listDevMailbox } from '../accounts/mail';

/** Local-mode helpers; defineRoute answers 404 for them on a deployment. */
export function devRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, ENDPOINTS.devMailbox, async (c) => ok(c, await listDevMailbox(c.env)));
}
