import type { ProblemCasesView } from '../../contract/api/problems';
import { PROBLEM_LIMITS } from '../../contract/api/problems';
import type { Deps } from '../deps';
import { forbidden, notFound } from '../lib/api-error';
import { isAdminRole } from '../../contract/roles';
import type { Principal } from '../accounts/sessions';
import { manageableProblem } from './problem-access';
import { findProblemById, problemCasesQuery } from './queries';
import { uniqueArchiveNames } from './rules';
import { readTestdata } from './testcase-zip-store';
import { zipStream, type ZipSource } from './testcase-zip';

/** Manual cases come back with their contents (the form edits them); uploaded ones by file name. */
export async function problemCaseList({ db, files: bucket }: Pick<Deps, 'db' | 'files'>, pid: number, who: Principal, isUpload: boolean | undefined): Promise<ProblemCasesView> {
  const problem = await manageableProblem(db, pid, who);
  const rows = await problemCasesQuery(db, pid).all();
  const withContents = !(isUpload ?? problem.isUploadCase);
  const cases = [];
  for (const c of rows) {
    const [input, output] = withContents ? await Promise.all([readText(bucket, c.inputHash), readText(bucket, c.outputHash)]) : [c.inputName, c.outputName];
    const [inputSize, outputSize] = await Promise.all([c.inputSize ?? sizeOf(bucket, c.inputHash), c.outputSize ?? sizeOf(bucket, c.outputHash)]);
    cases.push({ pid, index: c.index, input, output, inputName: c.inputName, outputName: c.outputName, inputSize, outputSize, score: c.score, groupNum: c.groupNum });
  }
  return { isUploadCase: problem.isUploadCase, cases };
}

async function readText(bucket: R2Bucket, hash: string): Promise<string> {
  const object = await readTestdata(bucket, hash);
  if (!object) return '';
  if (object.size > PROBLEM_LIMITS.manualCaseMax * 4) {
    await object.body.cancel();
    return '';
  }
  return object.text();
}

async function sizeOf(bucket: R2Bucket, hash: string): Promise<number> {
  return (await bucket.head(`testdata/${hash}`))?.size ?? 0;
}

/** `GET /api/file/download-testcase`: the problem's test files as one zip, streamed from R2. */
export async function testcaseArchive({ db, files: bucket }: Pick<Deps, 'db' | 'files'>, pid: number, who: Principal): Promise<{ name: string; body: ReadableStream<Uint8Array> }> {
  // Only a group problem's root or author reaches it without a site admin role (decision 31).
  if (!isAdminRole(who.roles) && (await findProblemById(db, pid))?.gid == null) throw forbidden();
  const problem = await manageableProblem(db, pid, who);
  const rows = await problemCasesQuery(db, pid).all();
  if (rows.length === 0) throw notFound('The problem has no test cases');
  const open = (hash: string) => async () => {
    const object = await readTestdata(bucket, hash);
    return object ? object.body : new Blob([]).stream();
  };
  const names = uniqueArchiveNames(rows);
  const sources: ZipSource[] = rows.flatMap((c, i) => [
    { name: names[i]!.input, data: open(c.inputHash) },
    { name: names[i]!.output, data: open(c.outputHash) },
  ]);
  return { name: `${problem.problemId}_testcase.zip`, body: zipStream(sources) };
}
