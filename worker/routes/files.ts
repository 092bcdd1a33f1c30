import type { Context, Hono } from 'hono';
import { ENDPOINTS } from '../../contract/endpoints';
import { database } from '../db/client';
import { badRequest, notFound } from '../lib/api-error';
import type { AppEnv } from '../lib/app-env';
import { defineRoute } from '../lib/define-route';
import { ok } from '../lib/envelope';
import { checkGroup, deleteMarkdownFile, readMarkdownFile, uploadMarkdownFile, uploadMarkdownImage } from '../problems/markdown-files';

export function fileRoutes(app: Hono<AppEnv>): void {
  /** The upload's file field (image or file), and its gid whether sent in the query or as a form field. */
  async function markdownUpload(c: Context<AppEnv>, field: 'image' | 'file', queryGid: number | undefined): Promise<File> {
    checkGroup(queryGid);
    const form = await c.req.formData().catch(() => {
      throw field === 'image'
        ? badRequest('The request must be multipart/form-data with an image field')
        : badRequest('The request must be multipart/form-data with a file field');
    });
    const gid = form.get('gid');
    if (typeof gid === 'string' && gid.trim() !== '') {
      if (!/^\d{1,15}$/.test(gid.trim()) || Number(gid) < 1) throw badRequest('gid must be a positive whole number');
      checkGroup(Number(gid));
    }
    const file = form.get(field);
    if (!(file instanceof File)) throw field === 'image' ? badRequest('image is required') : badRequest('file is required');
    return file;
  }

  defineRoute(app, ENDPOINTS.uploadMdImage, async (c, { query, principal }) => {
    const file = await markdownUpload(c, ENDPOINTS.uploadMdImage.multipartField, query.gid);
    return ok(c, await uploadMarkdownImage(database(c.env), c.env.FILES, principal, file), 'Upload successfully');
  });

  defineRoute(app, ENDPOINTS.uploadMdFile, async (c, { query, principal }) => {
    const file = await markdownUpload(c, ENDPOINTS.uploadMdFile.multipartField, query.gid);
    return ok(c, await uploadMarkdownFile(database(c.env), c.env.FILES, principal, file), 'Upload successfully');
  });

  defineRoute(app, ENDPOINTS.deleteMdImage, async (c, { query, principal }) => {
    await deleteMarkdownFile(database(c.env), c.env.FILES, principal, query.fileId);
    return ok(c, null, 'Delete successfully');
  });

  defineRoute(app, ENDPOINTS.mdFile, async (c) => {
    const found = await readMarkdownFile(c.env.FILES, c.req.param('name') ?? '');
    if (!found) throw notFound('The file does not exist');
    const headers = new Headers();
    found.object.writeHttpMetadata(headers);
    headers.set('ETag', found.object.httpEtag);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    if (!found.image) {
      headers.set('Content-Type', 'application/octet-stream');
      if (!headers.has('Content-Disposition')) headers.set('Content-Disposition', 'attachment');
    }
    return new Response(found.object.body, { headers });
  });
}
