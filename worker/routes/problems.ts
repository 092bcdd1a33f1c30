import type { Context, Hono } from 'hono';
import { ENDPOINTS } from '../../contract/endpoints';
import { ZIP_LIMITS } from '../../contract/api/problems';
import { badRequest, forbidden, notFound } from '../lib/api-error';
import { isAdminRole } from '../../contract/roles';
import type { AppEnv } from '../lib/app-env';
import { defineRoute, reply } from '../lib/define-route';
import { fileResponse } from '../lib/file-response';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { adminProblemDetail, adminProblemList } from '../problems/admin-problem-list';
import { compileChecker } from '../problems/checker-compile';
import { exportProblems, importProblems, ioRecords } from '../problems/import-export';
import { checkAuthoringAccess, deleteMarkdownFile, readMarkdownFile, uploadMarkdownFile, uploadMarkdownImage } from '../problems/markdown-files';
import { problemCaseList, testcaseArchive } from '../problems/problem-cases';
import { codeTemplateList, lastAcCode, problemDetail, problemLanguageInfos } from '../problems/problem-detail';
import { fullScreenProblemList, problemList, randomProblem, userProblemStatuses } from '../problems/problem-list';
import { changeProblemAuth, createProblem, deleteProblem, updateProblem } from '../problems/problem-save';
import * as tags from '../problems/tags';
import { uploadTestcaseZip } from '../problems/testcase-upload';

/**
 * The upload's file field (image or file), once the caller passed the authoring check: a site admin
 * role, or the admins of the group named in the query or as a form field (decision 31).
 */
async function markdownUpload(c: Context<AppEnv>, deps: Deps, who: Principal, field: 'image' | 'file', queryGid: number | undefined): Promise<File> {
  if (queryGid !== undefined) await checkAuthoringAccess(deps, who, queryGid);
  const form = await c.req.formData().catch(() => {
    // Without a group named yet, the site admin role comes first, as before groups.
    if (queryGid === undefined && !isAdminRole(who.roles)) throw forbidden();
    throw field === 'image'
      ? badRequest('The request must be multipart/form-data with an image field')
      : badRequest('The request must be multipart/form-data with a file field');
  });
  const gid = form.get('gid');
  if (typeof gid === 'string' && gid.trim() !== '') {
    if (!/^\d{1,15}$/.test(gid.trim()) || Number(gid) < 1) throw badRequest('gid must be a positive whole number');
    await checkAuthoringAccess(deps, who, Number(gid));
  } else if (queryGid === undefined) await checkAuthoringAccess(deps, who, undefined);
  const file = form.get(field);
  if (!(file instanceof File)) throw field === 'image' ? badRequest('image is required') : badRequest('file is required');
  return file;
}

/** The uploaded file of a multipart call, refused when too large, missing or empty. */
async function uploadedFile(c: Context<AppEnv>, field: string): Promise<File> {
  const length = Number(c.req.header('Content-Length') ?? '0');
  if (length > ZIP_LIMITS.archiveBytes + 1024 * 1024) throw badRequest(`The file is larger than ${ZIP_LIMITS.archiveBytes / (1024 * 1024)} MB`);
  const form = await c.req.formData().catch(() => {
    throw badRequest(`The request must be multipart/form-data with a ${field} field`);
  });
  const file = form.get(field);
  if (!(file instanceof File)) throw badRequest(`${field} is required (a file)`);
  if (file.size === 0) throw badRequest('The uploaded file is empty');
  return file;
}

function zipResponse({ name, body }: { name: string; body: ReadableStream<Uint8Array> }): Response {
  return fileResponse(body, 'application/zip', name);
}

const IMPORTED = 'Import successfully';

/**
 * The problem bank of part 1 §7 "Problems and judging", the statement editor's uploads (part 2 §8),
 * and the admin area's problem calls (part 3 §7): test-case files, import and export, tags.
 */
export function problemRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, ENDPOINTS.getProblemList, async (_c, { query, principal, deps }) => reply(await problemList(deps, query, principal)));

  defineRoute(app, ENDPOINTS.getAllProblemTags, async (_c, { query, deps }) => reply(await tags.allTags(deps, query.oj)));

  defineRoute(app, ENDPOINTS.getProblemTagsAndClassification, async (_c, { query, deps }) => reply(await tags.tagsAndClassifications(deps, query.oj)));

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
    await checkAuthoringAccess(deps, principal, query.gid);
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

  // ---- admin (part 3 §7)

  defineRoute(app, ENDPOINTS.adminGetProblemList, async (_c, { query, principal, deps }) => reply(await adminProblemList(deps, query, principal)));

  defineRoute(app, ENDPOINTS.adminGetProblem, async (_c, { query, principal, deps }) => reply(await adminProblemDetail(deps, query.pid, principal)));

  defineRoute(app, ENDPOINTS.adminAddProblem, async (_c, { body, principal, deps }) => reply(await createProblem(deps, principal, body), 'Create_Successfully'));

  defineRoute(app, ENDPOINTS.adminUpdateProblem, async (_c, { body, principal, deps }) => reply(await updateProblem(deps, principal, body), 'Update_Successfully'));

  defineRoute(app, ENDPOINTS.adminDeleteProblem, async (_c, { query, principal, deps }) => {
    await deleteProblem(deps, query.pid, principal);
    return reply(null, 'Delete_successfully');
  });

  defineRoute(app, ENDPOINTS.adminGetProblemCases, async (_c, { query, principal, deps }) => reply(await problemCaseList(deps, query.pid, principal, query.isUpload)));

  defineRoute(app, ENDPOINTS.adminChangeProblemAuth, async (_c, { body, principal, deps }) => {
    await changeProblemAuth(deps, principal, body);
    return reply(null, 'Update_Successfully');
  });

  const checkerMessage = 'The code compiled';
  defineRoute(app, ENDPOINTS.adminCompileSpj, async (_c, { body, principal, deps }) => reply(await compileChecker(deps, principal, 'spj', body), checkerMessage));
  defineRoute(app, ENDPOINTS.adminCompileInteractive, async (_c, { body, principal, deps }) => reply(await compileChecker(deps, principal, 'interactive', body), checkerMessage));

  defineRoute(app, ENDPOINTS.adminBatchZip, async (_c, { body, principal, deps }) => zipResponse(await exportProblems(deps, body.pidList, principal)));
  defineRoute(app, ENDPOINTS.exportProblem, async (_c, { query, principal, deps }) => zipResponse(await exportProblems(deps, query.pidList, principal)));

  defineRoute(app, ENDPOINTS.adminGetIoRecord, async (_c, { query, deps }) => reply(await ioRecords(deps, query)));

  defineRoute(app, ENDPOINTS.uploadTestcaseZip, async (c, { query, principal, deps }) =>
    reply(await uploadTestcaseZip(deps, principal, query, () => uploadedFile(c, ENDPOINTS.uploadTestcaseZip.multipartField)), 'Upload_Testcase_Successfully'),
  );

  defineRoute(app, ENDPOINTS.downloadTestcase, async (_c, { query, principal, deps }) => zipResponse(await testcaseArchive(deps, query.pid, principal)));

  defineRoute(app, ENDPOINTS.importProblem, async (c, { principal, deps }) => reply(await importProblems(deps, principal, 'hoj', await uploadedFile(c, 'file')), IMPORTED));
  defineRoute(app, ENDPOINTS.importQdojProblem, async (c, { principal, deps }) => reply(await importProblems(deps, principal, 'qduoj', await uploadedFile(c, 'file')), IMPORTED));
  defineRoute(app, ENDPOINTS.importHydroProblem, async (c, { principal, deps }) => reply(await importProblems(deps, principal, 'hydro', await uploadedFile(c, 'file')), IMPORTED));
  defineRoute(app, ENDPOINTS.importFpsProblem, async (c, { principal, deps }) => reply(await importProblems(deps, principal, 'fps', await uploadedFile(c, 'file')), IMPORTED));

  defineRoute(app, ENDPOINTS.adminAddTag, async (_c, { body, principal, deps }) => reply(await tags.addTag(deps, principal, body), 'Create_Successfully'));
  defineRoute(app, ENDPOINTS.adminUpdateTag, async (_c, { body, principal, deps }) => reply(await tags.updateTag(deps, principal, body), 'Update_Successfully'));
  defineRoute(app, ENDPOINTS.adminDeleteTag, async (_c, { query, deps }) => {
    await tags.deleteTag(deps, query.tid);
    return reply(null, 'Delete_successfully');
  });
  defineRoute(app, ENDPOINTS.adminGetTagClassification, async (_c, { query, deps }) => reply(await tags.listClassifications(deps, query.oj)));
  defineRoute(app, ENDPOINTS.adminAddTagClassification, async (_c, { body, principal, deps }) => reply(await tags.addClassification(deps, principal, body), 'Create_Successfully'));
  defineRoute(app, ENDPOINTS.adminUpdateTagClassification, async (_c, { body, principal, deps }) => reply(await tags.updateClassification(deps, principal, body), 'Update_Successfully'));
  defineRoute(app, ENDPOINTS.adminDeleteTagClassification, async (_c, { query, deps }) => {
    await tags.deleteClassification(deps, query.tcid);
    return reply(null, 'Delete_successfully');
  });
}
