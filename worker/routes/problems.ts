import type { Context, Hono } from 'hono';
import { ENDPOINTS } from '../../contract/endpoints';
import { badRequest, notFound } from '../lib/api-error';
import type { AppEnv } from '../lib/app-env';
import { defineRoute, reply } from '../lib/define-route';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { checkUploadScope, deleteMarkdownFile, readMarkdownFile, uploadMarkdownFile, uploadMarkdownImage } from '../problems/markdown-files';
import { codeTemplateList, lastAcCode, problemDetail, problemLanguageInfos } from '../problems/problem-detail';
import { fullScreenProblemList, problemList, randomProblem, userProblemStatuses } from '../problems/problem-list';
import { allTags, tagsAndClassifications } from '../problems/tags';

/** The upload's file field (image or file), once its group (in the query or as a form field) passed the scope check. */
async function markdownUpload(c: Context<AppEnv>, deps: Deps, who: Principal, field: 'image' | 'file', queryGid: number | undefined): Promise<File> {
  await checkUploadScope(deps, who, queryGid);
  const form = await c.req.formData().catch(() => {
    throw field === 'image'
      ? badRequest('The request must be multipart/form-data with an image field')
      : badRequest('The request must be multipart/form-data with a file field');
  });
  const gid = form.get('gid');
  if (typeof gid === 'string' && gid.trim() !== '') {
    if (!/^\d{1,15}$/.test(gid.trim()) || Number(gid) < 1) throw badRequest('gid must be a positive whole number');
    await checkUploadScope(deps, who, Number(gid));
  }
  const file = form.get(field);
  if (!(file instanceof File)) throw field === 'image' ? badRequest('image is required') : badRequest('file is required');
  return file;
}

/** The problem bank of part 1 §7 "Problems and judging", and the statement editor's uploads (part 2 §8). */
export function problemRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, ENDPOINTS.getProblemList, async (_c, { query, principal, deps }) => reply(await problemList(deps, query, principal)));

  defineRoute(app, ENDPOINTS.getAllProblemTags, async (_c, { query, deps }) => reply(await allTags(deps, query.oj)));

  defineRoute(app, ENDPOINTS.getProblemTagsAndClassification, async (_c, { query, deps }) => reply(await tagsAndClassifications(deps, query.oj)));

  defineRoute(app, ENDPOINTS.getRandomProblem, async (_c, { deps }) => reply(await randomProblem(deps)));

  defineRoute(app, ENDPOINTS.getUserProblemStatus, async (_c, { body, principal, deps }) => reply(await userProblemStatuses(deps, principal, body)));

  defineRoute(app, ENDPOINTS.getProblemDetail, async (_c, { query, principal, deps }) => reply(await problemDetail(deps, query.problemId, query.gid, principal)));

  defineRoute(app, ENDPOINTS.getProblemCodeTemplate, async (_c, { query, principal, deps }) => reply(await codeTemplateList(deps, query.pid, principal)));

  defineRoute(app, ENDPOINTS.getProblemLanguages, async (_c, { query, principal, deps }) => reply(await problemLanguageInfos(deps, query.pid, principal)));

  defineRoute(app, ENDPOINTS.getLastAcCode, async (_c, { query, principal, deps }) => reply(await lastAcCode(deps, principal, query.pid, query.cid)));

  defineRoute(app, ENDPOINTS.getFullScreenProblemList, async (_c, { query, principal, deps }) => reply(await fullScreenProblemList(deps, query, principal)));

  defineRoute(app, ENDPOINTS.uploadMdImage, async (c, { query, principal, deps }) => {
    const file = await markdownUpload(c, deps, principal, ENDPOINTS.uploadMdImage.multipartField, query.gid);
    return reply(await uploadMarkdownImage(deps, principal, file), 'Upload successfully');
  });

  defineRoute(app, ENDPOINTS.uploadMdFile, async (c, { query, principal, deps }) => {
    const file = await markdownUpload(c, deps, principal, ENDPOINTS.uploadMdFile.multipartField, query.gid);
    return reply(await uploadMarkdownFile(deps, principal, file), 'Upload successfully');
  });

  defineRoute(app, ENDPOINTS.deleteMdImage, async (_c, { query, principal, deps }) => {
    await deleteMarkdownFile(deps, principal, query.fileId);
    return reply(null, 'Delete successfully');
  });

  defineRoute(app, ENDPOINTS.mdFile, async (c, { deps }) => {
    const found = await readMarkdownFile(deps.files, c.req.param('name') ?? '');
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
