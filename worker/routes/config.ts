import type { Hono } from 'hono';
import { ENDPOINTS } from '../../contract/endpoints';
import { badRequest, notFound } from '../lib/api-error';
import type { AppEnv } from '../lib/app-env';
import { defineRoute, reply } from '../lib/define-route';
import { judgeRunners } from '../admin/dashboard';
import { addCarouselImage, readCarouselImage, removeCarouselImage } from '../config/carousel';
import { smsView } from '../config/rules';
import { sendTestMail } from '../config/test-mail';
import { readSection, readSmtp, websiteConfig, writeSection, writeSms, writeSmtp } from '../config/site-config';

export function configRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, ENDPOINTS.getWebsiteConfig, async (_c, { deps }) => reply(await websiteConfig(deps)));

  defineRoute(app, ENDPOINTS.homeCarousel, async (_c, { deps }) => reply(await readSection(deps, 'carousel')));

  defineRoute(app, ENDPOINTS.adminSwitchInfo, async (_c, { deps }) => reply(await readSection(deps, 'switch')));

  defineRoute(app, ENDPOINTS.adminSwitchUpdate, async (_c, { body, deps, audit }) => reply(await writeSection(deps, 'switch', body, audit), 'Update_Successfully'));

  defineRoute(app, ENDPOINTS.adminGetWebConfig, async (_c, { deps }) => reply(await readSection(deps, 'web')));

  defineRoute(app, ENDPOINTS.adminSetWebConfig, async (_c, { body, deps, audit }) => reply(await writeSection(deps, 'web', body, audit), 'Update_Successfully'));

  // The posting thresholds (decision 33): the next post is checked against what is saved here.
  defineRoute(app, ENDPOINTS.adminGetCommunityConfig, async (_c, { deps }) => reply(await readSection(deps, 'community')));

  defineRoute(app, ENDPOINTS.adminSetCommunityConfig, async (_c, { body, deps, audit }) => reply(await writeSection(deps, 'community', body, audit), 'Update_Successfully'));

  // SMTP and SMS: their password and secret are write-only (decision 36).
  defineRoute(app, ENDPOINTS.adminGetEmailConfig, async (_c, { deps }) => reply(await readSmtp(deps)));

  defineRoute(app, ENDPOINTS.adminSetEmailConfig, async (_c, { body, deps, audit }) => reply(await writeSmtp(deps, body, audit), 'Update_Successfully'));

  defineRoute(app, ENDPOINTS.adminTestEmail, async (_c, { body, deps }) => {
    await sendTestMail(deps, body.email);
    return reply(null, 'Send_successfully');
  });

  defineRoute(app, ENDPOINTS.adminGetSmsConfig, async (_c, { deps }) => reply(smsView(await readSection(deps, 'sms'))));

  defineRoute(app, ENDPOINTS.adminSetSmsConfig, async (_c, { body, deps, audit }) => reply(await writeSms(deps, body, audit), 'Update_Successfully'));

  defineRoute(app, ENDPOINTS.adminGetJudgeConfig, async (_c, { deps }) => reply(await readSection(deps, 'judge')));

  defineRoute(app, ENDPOINTS.adminSetJudgeConfig, async (_c, { body, deps, audit }) => reply(await writeSection(deps, 'judge', body, audit), 'Update_Successfully'));

  defineRoute(app, ENDPOINTS.adminJudgeServiceInfo, async (_c, { deps }) => reply(await judgeRunners(deps)));

  defineRoute(app, ENDPOINTS.uploadCarouselImage, async (c, { deps, audit }) => {
    const form = await c.req.formData().catch(() => {
      throw badRequest('The request must be multipart/form-data with an image field');
    });
    const file = form.get(ENDPOINTS.uploadCarouselImage.multipartField);
    if (!(file instanceof File)) throw badRequest('image is required');
    return reply(await addCarouselImage(deps, file, audit), 'Upload successfully');
  });

  defineRoute(app, ENDPOINTS.adminDeleteCarouselImage, async (_c, { query, deps, audit }) => reply(await removeCarouselImage(deps, query.url, audit), 'Delete_successfully'));

  defineRoute(app, ENDPOINTS.carouselImage, async (c, { deps }) => {
    const object = await readCarouselImage(deps.files, c.req.param('name') ?? '');
    if (!object) throw notFound('No such picture');
    const headers = new Headers();
    object.writeHttpMetadata(headers);
    headers.set('ETag', object.httpEtag);
    headers.set('X-Content-Type-Options', 'nosniff');
    return new Response(object.body, { headers });
  });
}
