import type { Context, Hono } from 'hono';
import { ENDPOINTS } from '../../contract/endpoints';
import { ZIP_LIMITS } from '../../contract/api/problems';
import { badRequest } from '../lib/api-error';
import type { AppEnv } from '../lib/app-env';
import { defineRoute, reply } from '../lib/define-route';
import { adminProblemDetail, adminProblemList } from '../problems/admin-problem-list';
import { compileChecker } from '../problems/checker-compile';
import { exportProblems, importProblems, ioRecords } from '../problems/import-export';
import { problemCaseList, testcaseArchive } from '../problems/problem-cases';
import { changeProblemAuth, createProblem, deleteProblem, updateProblem } from '../problems/problem-save';
import * as tags from '../problems/tags';
import { uploadTestcaseZip } from '../problems/testcase-upload';

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
  return new Response(body, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${name.replace(/[^A-Za-z0-9_.-]/g, '_')}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

const IMPORTED = 'Import successfully';

/** The admin area's problem calls (part 3 §7), test-case files, import and export, tags. */
export function adminProblemRoutes(app: Hono<AppEnv>): void {
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
