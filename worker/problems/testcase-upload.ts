import { lt } from 'drizzle-orm';
import type { TestcaseUploadResult, UploadedCase } from '../../contract/api/problems';
import { isSubtaskMode, naturalCompare, splitScores } from '../../contract/rules/problems';
import type { JudgeCaseMode } from '../../contract/judge';
import type { Deps } from '../deps';
import { testcaseUploads } from '../db/schema-problems';
import { ApiError } from '../lib/api-error';
import { newId } from '../lib/random';
import type { Principal } from '../accounts/sessions';
import { checkAuthoringAccess } from './markdown-files';
import { openZip, ZipError, type ZipArchive, type ZipEntry } from './testcase-zip';
import { storeTestdata, storeZipEntry, type StoredFile } from './testcase-zip-store';

/** An uploaded set waits this long for the problem save that takes it. */
const UPLOAD_TTL_SECONDS = 24 * 3600;

/** One pair of an uploaded set as stored in testcase_uploads.files. */
export interface UploadedPair {
  input: string;
  output: string;
  inputHash: string;
  outputHash: string;
  inputSize: number;
  outputSize: number;
}

const INPUT = /\.in$/i;
const ANSWER = /\.(out|ans)$/i;

/** Whether an entry is something a person put there (not macOS resource forks or hidden files). */
function isContent(entry: ZipEntry): boolean {
  return !entry.name.endsWith('/') && !entry.name.split('/').some((part) => part.startsWith('.') || part === '__MACOSX');
}

function baseName(name: string): string {
  return name.slice(name.lastIndexOf('/') + 1);
}

/** Test files `N.in` with `N.out` or `N.ans`, anywhere in the archive, paired by their stem in natural order. */
export function pairTestFiles(entries: ZipEntry[]): { stem: string; input: ZipEntry | null; output: ZipEntry | null }[] {
  const byStem = new Map<string, { input: ZipEntry | null; output: ZipEntry | null }>();
  const seen = new Set<string>();
  for (const entry of entries.filter(isContent)) {
    const base = baseName(entry.name);
    const isInput = INPUT.test(base);
    const isAnswer = ANSWER.test(base);
    if (!isInput && !isAnswer) continue;
    if (seen.has(base)) throw new ZipError(`The archive holds two files named ${base}`);
    seen.add(base);
    const stem = base.replace(isInput ? INPUT : ANSWER, '');
    const pair = byStem.get(stem) ?? { input: null, output: null };
    if (isInput) pair.input = entry;
    else if (pair.output) throw new ZipError(`Test ${stem} has both an .out and an .ans file`);
    else pair.output = entry;
    byStem.set(stem, pair);
  }
  return [...byStem.entries()].sort(([a], [b]) => naturalCompare(a, b)).map(([stem, pair]) => ({ stem, ...pair }));
}

async function storeSide(bucket: R2Bucket, archive: ZipArchive, entry: ZipEntry | null): Promise<StoredFile> {
  return entry ? storeZipEntry(bucket, archive, entry) : storeTestdata(bucket, '');
}

/** Unpacks every test pair of an archive into R2; a missing side of a pair is an empty file. */
export async function storeTestPairs(bucket: R2Bucket, archive: ZipArchive): Promise<UploadedPair[]> {
  const pairs = pairTestFiles(archive.files());
  if (pairs.length === 0) throw new ZipError('The archive has no test files (N.in with N.out or N.ans)');
  const stored: UploadedPair[] = [];
  for (const pair of pairs) {
    const input = await storeSide(bucket, archive, pair.input);
    const output = await storeSide(bucket, archive, pair.output);
    stored.push({
      input: pair.input ? baseName(pair.input.name) : `${pair.stem}.in`,
      output: pair.output ? baseName(pair.output.name) : `${pair.stem}.out`,
      inputHash: input.hash,
      outputHash: output.hash,
      inputSize: input.size,
      outputSize: output.size,
    });
  }
  return stored;
}

export function zipRefusal(error: unknown): never {
  if (error instanceof ZipError) throw new ApiError(400, error.message);
  throw error;
}

/** `POST /api/file/upload-testcase-zip`: the pairs with evenly split scores, and the id to save them by. */
export async function uploadTestcaseZip(deps: Pick<Deps, 'db' | 'files' | 'clock'>, who: Principal, query: { gid?: number; mode?: JudgeCaseMode }, file: () => Promise<File>): Promise<TestcaseUploadResult> {
  await checkAuthoringAccess(deps, who, query.gid);
  const { db, files: bucket } = deps;
  const mode = query.mode;
  let pairs: UploadedPair[];
  try {
    pairs = await storeTestPairs(bucket, await openZip(await file()));
  } catch (error) {
    zipRefusal(error);
  }
  const id = newId();
  await db.batch([
    db.delete(testcaseUploads).where(lt(testcaseUploads.createdAt, deps.clock.nowSeconds() - UPLOAD_TTL_SECONDS)),
    db.insert(testcaseUploads).values({ id, uid: who.user.id, files: JSON.stringify(pairs) }),
  ]);
  const scores = splitScores(pairs.length);
  const subtask = mode !== undefined && isSubtaskMode(mode);
  const fileList: UploadedCase[] = pairs.map((p, i) => ({ input: p.input, output: p.output, inputSize: p.inputSize, outputSize: p.outputSize, score: scores[i]!, groupNum: subtask ? i + 1 : null }));
  return { fileList, fileListDir: id };
}
