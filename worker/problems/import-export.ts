import type { ImportResult, IoRecord } from '../../contract/api/problems';
import { ZIP_LIMITS } from '../../contract/api/problems';
import type { Page } from '../../contract/envelope';
import type { Deps } from '../deps';
import { badRequest, forbidden, notFound } from '../lib/api-error';
import type { Principal } from '../accounts/sessions';
import { packageSources, readPackages, recordExport, storeImported, zipRefused, type ImportedProblem } from './packages/problem-package';
import { readFps } from './packages/fps';
import { readHydro } from './packages/hydro';
import { readQduoj } from './packages/qduoj';
import type { ProblemRow } from './queries';
import { ioRecordPage, problemsByIds } from './queries-admin';
import { canManageProblem } from './rules';
import { openZip, zipStream, type ZipArchive, type ZipSource } from './testcase-zip';
import { isoTime } from './view';

/** Problems by id that the caller may manage, in the order asked; unknown or foreign ones are refused. */
export async function manageableProblems({ db }: Pick<Deps, 'db'>, pids: number[], who: Principal): Promise<ProblemRow[]> {
  const rows = await problemsByIds(db, pids);
  return pids.map((pid) => {
    const row = rows.find((r) => r.id === pid);
    if (!row) throw notFound(`The problem ${pid} does not exist`);
    if (!canManageProblem(row, who)) throw forbidden(`Only an admin or the author of ${row.problemId} may export it`);
    return row;
  });
}

/** `export-problem` / `batch-zip`: the problems as one zip of packages (streamed), recorded as an export. */
export async function exportProblems(deps: Pick<Deps, 'db' | 'files'>, pids: number[], who: Principal): Promise<{ name: string; body: ReadableStream<Uint8Array> }> {
  const rows = await manageableProblems(deps, pids, who);
  const sources: ZipSource[] = [];
  for (const row of rows) sources.push(...(await packageSources(deps.files, deps.db, row, row.problemId)));
  await recordExport(deps.db, who, rows.map((r) => r.problemId));
  return { name: rows.length === 1 ? `${rows[0]!.problemId}.zip` : `problems-${rows.length}.zip`, body: zipStream(sources) };
}

export type ImportFormat = 'hoj' | 'qduoj' | 'hydro' | 'fps';

const ARCHIVE_READERS: Record<Exclude<ImportFormat, 'fps'>, (bucket: R2Bucket, archive: ZipArchive) => Promise<ImportedProblem[]>> = {
  hoj: readPackages,
  qduoj: readQduoj,
  hydro: readHydro,
};

/** FPS comes as one .xml file or as a zip of them. */
async function readFpsUpload(bucket: R2Bucket, file: File): Promise<ImportedProblem[]> {
  const head = new TextDecoder().decode(await file.slice(0, 4).arrayBuffer());
  if (!head.startsWith('PK')) return readFps(bucket, new TextDecoder('utf-8').decode(await file.arrayBuffer()));
  const archive = await openZip(file);
  const xmlFiles = archive.files().filter((e) => e.name.toLowerCase().endsWith('.xml') && !e.name.startsWith('__MACOSX/'));
  if (xmlFiles.length === 0) throw badRequest('The archive holds no .xml file');
  const list: ImportedProblem[] = [];
  for (const entry of xmlFiles) list.push(...(await readFps(bucket, await archive.text(entry, ZIP_LIMITS.archiveBytes))));
  return list;
}

/** The import calls: every problem of the upload is read (and its tests stored) before any is created. */
export async function importProblems(deps: Pick<Deps, 'db' | 'files'>, who: Principal, format: ImportFormat, file: File): Promise<ImportResult> {
  let list: ImportedProblem[];
  try {
    list = format === 'fps' ? await readFpsUpload(deps.files, file) : await ARCHIVE_READERS[format](deps.files, await openZip(file));
  } catch (error) {
    zipRefused(error);
  }
  return { problemIds: await storeImported(deps.db, who, format, list) };
}

/** Import and export records, newest first. */
export async function ioRecords({ db }: Pick<Deps, 'db'>, query: { currentPage: number; limit: number }): Promise<Page<IoRecord>> {
  const [rows, count] = await ioRecordPage(db, { limit: query.limit, offset: (query.currentPage - 1) * query.limit });
  const records = rows.map((r) => ({ id: r.id, kind: r.kind, format: r.format, username: r.username, problemIds: JSON.parse(r.problemIds) as string[], gmtCreate: isoTime(r.createdAt) }));
  return { records, total: count[0]?.n ?? 0, current: query.currentPage, size: query.limit };
}
