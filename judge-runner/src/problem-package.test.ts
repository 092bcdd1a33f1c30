import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_DEFAULTS } from '../../contract/judge';
import { jobFromPackage, PackageError, readProblemPackage } from './problem-package';

let root: string;
let counter = 0;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'package-test-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function pkg(files: Record<string, string | object>): Promise<string> {
  const dir = path.join(root, `p${counter++}`);
  await mkdir(dir);
  for (const [name, content] of Object.entries(files)) await writeFile(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  return dir;
}

describe('readProblemPackage', () => {
  it('fills the spec defaults and finds N.in/N.out pairs in natural order', async () => {
    const dir = await pkg({ 'problem.json': {}, '1.in': '1', '1.out': '1', '10.in': '10', '10.ans': '10', '2.in': '2', '2.out': '2' });
    const p = await readProblemPackage(dir);
    expect(p.problem).toEqual({
      timeLimit: PROBLEM_DEFAULTS.timeLimit,
      memoryLimit: PROBLEM_DEFAULTS.memoryLimit,
      stackLimit: PROBLEM_DEFAULTS.stackLimit,
      type: 0,
      judgeMode: 'default',
      judgeCaseMode: 'default',
      isRemoveEndBlank: true,
      isFileIO: false,
      ioReadFileName: null,
      ioWriteFileName: null,
      userExtraFile: null,
      judgeExtraFile: null,
      checker: null,
    });
    expect(p.cases.map((c) => [c.index, path.basename(c.input), path.basename(c.output), c.score])).toEqual([
      [1, '1.in', '1.out', 33],
      [2, '2.in', '2.out', 33],
      [3, '10.in', '10.ans', 34],
    ]);
  });

  it('takes an explicit case list with scores and groups', async () => {
    const dir = await pkg({
      'problem.json': { type: 1, judgeCaseMode: 'subtask_lowest', timeLimit: 2000, cases: [{ input: 'a.txt', output: 'b.txt', score: 40, groupNum: 1 }, { input: 'c.txt', output: 'd.txt', score: 60, groupNum: 2 }] },
      'a.txt': '',
      'b.txt': '',
      'c.txt': '',
      'd.txt': '',
    });
    const p = await readProblemPackage(dir);
    expect(p.problem.type).toBe(1);
    expect(p.problem.timeLimit).toBe(2000);
    expect(p.cases.map((c) => [c.score, c.groupNum])).toEqual([
      [40, 1],
      [60, 2],
    ]);
  });

  it('splits scores of a case list without scores', async () => {
    const dir = await pkg({ 'problem.json': { cases: [{ input: 'x', output: 'y' }, { input: 'x', output: 'y' }, { input: 'x', output: 'y' }] }, x: '', y: '' });
    expect((await readProblemPackage(dir)).cases.map((c) => c.score)).toEqual([33, 33, 34]);
  });

  it('reads the checker, file IO names and extra files', async () => {
    const dir = await pkg({
      'problem.json': {
        judgeMode: 'spj',
        spj: { file: 'checker.c' },
        isFileIO: true,
        ioReadFileName: 'data.in',
        ioWriteFileName: 'data.out',
        userExtraFile: { 'helper.h': 'int x;' },
        judgeExtraFile: { 'testlib.h': { file: 'lib.h' } },
      },
      'checker.c': 'int main(){return 0;}',
      'lib.h': '// lib',
      '1.in': '',
      '1.out': '',
    });
    const p = await readProblemPackage(dir);
    expect(p.problem.checker).toEqual({ language: 'C', code: 'int main(){return 0;}' });
    expect([p.problem.ioReadFileName, p.problem.ioWriteFileName]).toEqual(['data.in', 'data.out']);
    expect(p.problem.userExtraFile).toEqual({ 'helper.h': 'int x;' });
    expect(p.problem.judgeExtraFile).toEqual({ 'testlib.h': '// lib' });
  });

  it.each([
    [{ type: 2 }, /type/],
    [{ judgeMode: 'spj' }, /spj/],
    [{ judgeCaseMode: 'subtask' }, /judgeCaseMode/],
    [{ timeLimit: -1 }, /timeLimit/],
    [{ isFileIO: true }, /ioReadFileName/],
    [{ isFileIO: true, ioReadFileName: '../x', ioWriteFileName: 'y' }, /ioReadFileName/],
    [{ cases: [{ input: '../../etc/passwd', output: '1.out' }] }, /inside the package/],
    [{ cases: [{ input: '1.in', output: '1.out', score: 5 }, { input: '1.in', output: '1.out' }] }, /every case/],
    [{ userExtraFile: { '../evil': 'x' } }, /file name/],
  ])('rejects %j', async (manifest, message) => {
    const dir = await pkg({ 'problem.json': manifest, '1.in': '', '1.out': '' });
    await expect(readProblemPackage(dir)).rejects.toThrow(message);
  });

  it('rejects a package without tests, an input without answer, and broken JSON', async () => {
    await expect(readProblemPackage(await pkg({ 'problem.json': {} }))).rejects.toThrow(PackageError);
    await expect(readProblemPackage(await pkg({ 'problem.json': {}, '1.in': '' }))).rejects.toThrow(/1.out/);
    await expect(readProblemPackage(await pkg({ 'problem.json': '{' }))).rejects.toThrow(/not valid JSON/);
    await expect(readProblemPackage(path.join(root, 'missing'))).rejects.toThrow(/no readable problem.json/);
  });
});

describe('jobFromPackage', () => {
  it('builds a judge job with content hashes and resolvable files', async () => {
    const dir = await pkg({ 'problem.json': {}, '1.in': '1 2\n', '1.out': '3\n' });
    const { job, files } = await jobFromPackage(await readProblemPackage(dir), { language: 'C', code: 'x' });
    expect(job.kind).toBe('judge');
    expect(job.cases).toEqual([{ index: 1, input: expect.stringMatching(/^[0-9a-f]{64}$/), output: expect.stringMatching(/^[0-9a-f]{64}$/), score: 100, groupNum: null }]);
    expect(await files.caseInput(job.cases[0]!)).toBe(path.join(dir, '1.in'));
    expect(await files.caseOutput(job.cases[0]!)).toBe(path.join(dir, '1.out'));
  });
});
