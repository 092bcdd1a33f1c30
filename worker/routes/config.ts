import type { Hono } from 'hono';
import { ENDPOINTS } from '../../contract/endpoints';
import { database } from '../db/client';
import type { AppEnv } from '../lib/app-env';
import { defineRoute } from '../lib/define-route';
import { ok } from '../lib/envelope';
import { readSection, websiteConfig, writeSection } from '../config/site-config';

export function configRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, ENDPOINTS.getWebsiteConfig, async (c) => ok(c, await websiteConfig(database(c.env))));

  defineRoute(app, ENDPOINTS.homeCarousel, async (c) => ok(c, await readSection(database(c.env), 'carousel')));

  defineRoute(app, ENDPOINTS.adminSwitchInfo, async (c) => ok(c, await readSection(database(c.env), 'switch')));

  defineRoute(app, ENDPOINTS.adminSwitchUpdate, async (c, { body }) => {
    return ok(c, await writeSection(database(c.env), 'switch', body), 'Update_Successfully');
  });

  defineRoute(app, ENDPOINTS.adminGetWebConfig, async (c) => ok(c, await readSection(database(c.env), 'web')));

  defineRoute(app, ENDPOINTS.adminSetWebConfig, async (c, { body }) => {
    return ok(c, await writeSection(database(c.env), 'web', body), 'Update_Successfully');
  });
}
