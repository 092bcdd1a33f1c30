import type { Context, Hono } from 'hono';
import { desc, sql } from 'drizzle-orm';
import { ENDPOINTS } from '../../contract/endpoints';
import { ZIP_LIMITS } from '../../contract/api/problems';
import { database } from '../db/client';
import { problemIoRecords } from '../db/schema-problems';
import { badRequest, notFound } from '../lib/api-error';
import type { AppEnv } from '../lib/app-env';
import { defineRoute } from '../lib/define-route';
import { ok } from '../lib/envelope';
import * as admin from '../problems/problems-admin';
import { packageSources, readPackages, recordExport, storeImported, zipRefused, type ImportedProblem } from '../problems/packages/problem-package';
import { readFps } from '../problems/packages/fps';
import { readHydro } from '../problems/packages/hydro';
import { readQduoj } from '../problems/packages/qduoj';
import { isoTime } from '../problems/problems-view';
import type { Principal } from '../accounts/sessions';
import * as tags from '../problems/tags';
import { openZip, zipStream, type ZipArchive, type ZipSource } from '../problems/testcase-zip';
import { uploadTestcaseZip } from '../problems/testcase-zip-upload';

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

function zipResponse(name: string, body: ReadableStream<Uint8Array>): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${name.replace(/[^A-Za-z0-9_.-]/g, '_')}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

async function exportProblems(c: Context<AppEnv>, pids: number[], principal: Principal): Promise<Response> {
  const db = database(c.env);
  const rows = await admin.manageableProblems(db, pids, principal);
  const sources: ZipSource[] = [];
  for (const row of rows) sources.push(...(await packageSources(c.env.FILES, db, row, row.problemId)));
  await recordExport(db, principal, rows.map((r) => r.problemId));
  return zipResponse(rows.length === 1 ? `${rows[0]!.problemId}.zip` : `problems-${rows.length}.zip`, zipStream(sources));
}

async function importWith(c: Context<AppEnv>, principal: Principal, format: string, read: (bucket: R2Bucket, archive: ZipArchive) => Promise<ImportedProblem[]>): Promise<Response> {
  const file = await uploadedFile(c, 'file');
  const db = database(c.env);
  let list: ImportedProblem[];
  try {
    list = await read(c.env.FILES, await openZip(file));
  } catch (error) {
    zipRefused(error);
  }
  return ok(c, { problemIds: await storeImported(db, principal, format, list) }, 'Import successfully');
}

/** The admin area's problem calls (part 3 §7), test-case files, import and export, tags. */
export function adminProblemRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, ENDPOINTS.adminGetProblemList, async (c, { query, principal }) => ok(c, await admin.adminProblemList(database(c.env), query, principal)));

  defineRoute(app, ENDPOINTS.adminGetProblem, async (c, { query, principal }) => ok(c, await admin.adminProblemDetail(database(c.env), query.pid, principal)));

  defineRoute(app, ENDPOINTS.adminAddProblem, async (c, { body, principal }) => ok(c, await admin.createProblem(c.env, database(c.env), principal, body), 'Create_Successfully'));

  defineRoute(app, ENDPOINTS.adminUpdateProblem, async (c, { body, principal }) => ok(c, await admin.updateProblem(c.env, database(c.env), principal, body), 'Update_Successfully'));

  defineRoute(app, ENDPOINTS.adminDeleteProblem, async (c, { query, principal }) => {
    await admin.deleteProblem(database(c.env), query.pid, principal);
    return ok(c, null, 'Delete_successfully');
  });

  defineRoute(app, ENDPOINTS.adminGetProblemCases, async (c, { query, principal }) => ok(c, await admin.problemCaseList(c.env.FILES, database(c.env), query.pid, principal, query.isUpload)));

  defineRoute(app, ENDPOINTS.adminChangeProblemAuth, async (c, { body, principal }) => {
    await admin.changeProblemAuth(database(c.env), principal, body);
    return ok(c, null, 'Update_Successfully');
  });

  const checkerMessage = 'The code compiled';
  defineRoute(app, ENDPOINTS.adminCompileSpj, async (c, { body, principal }) => ok(c, await admin.compileChecker(c.env, database(c.env), principal, 'spj', body), checkerMessage));
  defineRoute(app, ENDPOINTS.adminCompileInteractive, async (c, { body, principal }) => ok(c, await admin.compileChecker(c.env, database(c.env), principal, 'interactive', body), checkerMessage));

  defineRoute(app, ENDPOINTS.adminBatchZip, async (c, { body, principal }) => exportProblems(c, body.pidList, principal));
  defineRoute(app, ENDPOINTS.exportProblem, async (c, { query, principal }) => exportProblems(c, query.pidList, principal));

  defineRoute(app, ENDPOINTS.adminGetIoRecord, async (c, { query }) => {
    const db = database(c.env);
    const [rows, count] = await db.batch([
      db.select().from(problemIoRecords).orderBy(desc(problemIoRecords.id)).limit(query.limit).offset((query.currentPage - 1) * query.limit),
      db.select({ n: sql<number>`count(*)` }).from(problemIoRecords),
    ]);
    const records = rows.map((r) => ({ id: r.id, kind: r.kind, format: r.format, username: r.username, problemIds: JSON.parse(r.problemIds) as string[], gmtCreate: isoTime(r.createdAt) }));
    return ok(c, { records, total: count[0]?.n ?? 0, current: query.currentPage, size: query.limit });
  });

  defineRoute(app, ENDPOINTS.uploadTestcaseZip, async (c, { query, principal }) => {
    if (query.gid !== undefined) throw notFound('The group does not exist');
    const file = await uploadedFile(c, ENDPOINTS.uploadTestcaseZip.multipartField);
    return ok(c, await uploadTestcaseZip(database(c.env), c.env.FILES, principal, file, query.mode), 'Upload_Testcase_Successfully');
  });

  defineRoute(app, ENDPOINTS.downloadTestcase, async (c, { query, principal }) => {
    const archive = await admin.testcaseArchive(c.env.FILES, database(c.env), query.pid, principal);
    return zipResponse(archive.name, archive.body);
  });

  defineRoute(app, ENDPOINTS.importProblem, async (c, { principal }) => importWith(c, principal, 'hoj', readPackages));
  defineRoute(app, ENDPOINTS.importQdojProblem, async (c, { principal }) => importWith(c, principal, 'qduoj', readQduoj));
  defineRoute(app, ENDPOINTS.importHydroProblem, async (c, { principal }) => importWith(c, principal, 'hydro', readHydro));
  defineRoute(app, ENDPOINTS.importFpsProblem, async (c, { principal }) => {
    const file = await uploadedFile(c, 'file');
    const db = database(c.env);
    const head = new TextDecoder().decode(await file.slice(0, 4).arrayBuffer());
    let list: ImportedProblem[] = [];
    try {
      if (head.startsWith('PK')) {
        const archive = await openZip(file);
        const xmlFiles = archive.files().filter((e) => e.name.toLowerCase().endsWith('.xml') && !e.name.startsWith('__MACOSX/'));
        if (xmlFiles.length === 0) throw badRequest('The archive holds no .xml file');
        for (const entry of xmlFiles) list.push(...(await readFps(c.env.FILES, await archive.text(entry, ZIP_LIMITS.archiveBytes))));
      } else {
        list = await readFps(c.env.FILES, new TextDecoder('utf-8').decode(await file.arrayBuffer()));
      }
    } catch (error) {
      zipRefused(error);
    }
    return ok(c, { problemIds: await storeImported(db, principal, 'fps', list) }, 'Import successfully');
  });

  defineRoute(app, ENDPOINTS.adminAddTag, async (c, { body }) => ok(c, await tags.addTag(database(c.env), body), 'Create_Successfully'));
  defineRoute(app, ENDPOINTS.adminUpdateTag, async (c, { body }) => ok(c, await tags.updateTag(database(c.env), body), 'Update_Successfully'));
  defineRoute(app, ENDPOINTS.adminDeleteTag, async (c, { query }) => {
    await tags.deleteTag(database(c.env), query.tid);
    return ok(c, null, 'Delete_successfully');
  });
  defineRoute(app, ENDPOINTS.adminGetTagClassification, async (c, { query }) => ok(c, await tags.listClassifications(database(c.env), query.oj)));
  defineRoute(app, ENDPOINTS.adminAddTagClassification, async (c, { body }) => ok(c, await tags.addClassification(database(c.env), body), 'Create_Successfully'));
  defineRoute(app, ENDPOINTS.adminUpdateTagClassification, async (c, { body }) => ok(c, await tags.updateClassification(database(c.env), body), 'Update_Successfully'));
  defineRoute(app, ENDPOINTS.adminDeleteTagClassification, async (c, { query }) => {
    await tags.deleteClassification(database(c.env), query.tcid);
    return ok(c, null, 'Delete_successfully');
  });
}
