import type { Hono } from 'hono';
import { ENDPOINTS } from '../../contract/endpoints';
import type { AppEnv } from '../lib/app-env';
import { defineRoute, reply } from '../lib/define-route';
import { readSection, websiteConfig, writeSection } from '../config/site-config';

export function configRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, ENDPOINTS.getWebsiteConfig, async (_c, { deps }) => reply(await websiteConfig(deps)));

  defineRoute(app, ENDPOINTS.homeCarousel, async (_c, { deps }) => reply(await readSection(deps, 'carousel')));

  defineRoute(app, ENDPOINTS.adminSwitchInfo, async (_c, { deps }) => reply(await readSection(deps, 'switch')));

  defineRoute(app, ENDPOINTS.adminSwitchUpdate, async (_c, { body, deps }) => reply(await writeSection(deps, 'switch', body), 'Update_Successfully'));

  defineRoute(app, ENDPOINTS.adminGetWebConfig, async (_c, { deps }) => reply(await readSection(deps, 'web')));

  defineRoute(app, ENDPOINTS.adminSetWebConfig, async (_c, { body, deps }) => reply(await writeSection(deps, 'web', body), 'Update_Successfully'));

  // The posting thresholds (decision 33): the next post is checked against what is saved here.
  defineRoute(app, ENDPOINTS.adminGetCommunityConfig, async (_c, { deps }) => reply(await readSection(deps, 'community')));

  defineRoute(app, ENDPOINTS.adminSetCommunityConfig, async (_c, { body, deps }) => reply(await writeSection(deps, 'community', body), 'Update_Successfully'));
}
