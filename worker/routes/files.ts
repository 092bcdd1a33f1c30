import type { Hono } from 'hono';
import { ENDPOINTS } from '../../contract/endpoints';
import { database } from '../db/client';
import { badRequest, notFound } from '../lib/api-error';
import type { AppEnv } from '../lib/app-env';
import { defineRoute } from '../lib/define-route';
import { ok } from '../lib/envelope';
import { readAvatar, replaceAvatar } from '../accounts/avatars';

export function fileRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, ENDPOINTS.uploadAvatar, async (c, { principal }) => {
    const form = await c.req.formData().catch(() => {
      throw badRequest('The request must be multipart/form-data with an image field');
    });
    const file = form.get(ENDPOINTS.uploadAvatar.multipartField);
    if (!(file instanceof File)) throw badRequest('image is required');
    return ok(c, await replaceAvatar(database(c.env), c.env.FILES, principal, file), 'Upload avatar successfully');
  });

  defineRoute(app, ENDPOINTS.avatarImage, async (c) => {
    const object = await readAvatar(c.env.FILES, c.req.param('name') ?? '');
    if (!object) throw notFound('No such avatar');
    const headers = new Headers();
    object.writeHttpMetadata(headers);
    headers.set('ETag', object.httpEtag);
    headers.set('X-Content-Type-Options', 'nosniff');
    return new Response(object.body, { headers });
  });
}
