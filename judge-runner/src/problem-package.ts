/**
 * A problem package on disk, the form problem setters and the tests use: `problem.json` with the
 * spec's problem field names beside the test files. Missing fields take the spec's defaults; with no
 * `cases` list the `N.in` / `N.out` (or `N.ans`) pairs are taken in natural order with equal scores
 * summing to 100, the remainder going to the last cases.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { naturalCompare, splitScores } from '../../contract/rules/problems';
import { JUDGE_CASE_MODES, JUDGE_MODES, PROBLEM_DEFAULTS, type JobCase, type JobProgram, type JudgeJob } from '../../contract/judge';

export class PackageError extends Error {}

export interface PackageCase {
  index: number;
  input: string;
  output: string;
  score: number;
  groupNum: number | null;
}

export interface ProblemPackage {
  dir: string;
  problem: JudgeJob['problem'];
  cases: PackageCase[];
}

/** Case files by host path, as the judge reads them. */
export interface CaseFiles {
  caseInput(jobCase: JobCase): Promise<string>;
  caseOutput(jobCase: JobCase): Promise<string>;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function positiveNumber(raw: Json, field: string, fallback: number): number {
  const value = raw[field] ?? fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) throw new PackageError(`problem.json: ${field} must be a positive number.`);
  return value;
}

function boolean(raw: Json, field: string, fallback: boolean): boolean {
  const value = raw[field] ?? fallback;
  if (typeof value !== 'boolean') throw new PackageError(`problem.json: ${field} must be true or false.`);
  return value;
}

function oneOf<T extends string>(raw: Json, field: string, allowed: readonly T[], fallback: T): T {
  const value = raw[field] ?? fallback;
  if (typeof value !== 'string' || !allowed.includes(value as T)) throw new PackageError(`problem.json: ${field} must be one of ${allowed.join(', ')}.`);
  return value as T;
}

/** A name for a file placed in a work dir: no directories, no dot names. */
export function isPlainFileName(name: string): boolean {
  return /^[A-Za-z0-9_][A-Za-z0-9_.+-]{0,127}$/.test(name);
}

function fileName(raw: Json, field: string): string {
  const value = raw[field];
  if (typeof value !== 'string' || !isPlainFileName(value)) throw new PackageError(`problem.json: ${field} must be a plain file name when isFileIO is true.`);
  return value;
}

/** Resolves a path named in problem.json, which must stay inside the package. */
function inside(dir: string, relative: unknown, what: string): string {
  if (typeof relative !== 'string' || relative === '') throw new PackageError(`problem.json: ${what} must be a file name.`);
  const full = path.resolve(dir, relative);
  if (!full.startsWith(path.resolve(dir) + path.sep)) throw new PackageError(`problem.json: ${what} must stay inside the package.`);
  return full;
}

async function readText(file: string, what: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    throw new PackageError(`The ${what} ${file} cannot be read.`);
  }
}

async function extraFiles(dir: string, raw: Json, field: string): Promise<Record<string, string> | null> {
  const value = raw[field];
  if (value === undefined || value === null) return null;
  if (!isObject(value)) throw new PackageError(`problem.json: ${field} must map file names to contents.`);
  const out: Record<string, string> = {};
  for (const [name, content] of Object.entries(value)) {
    if (!isPlainFileName(name)) throw new PackageError(`problem.json: ${field} has an unusable file name "${name}".`);
    if (typeof content === 'string') out[name] = content;
    else if (isObject(content) && typeof content.file === 'string') out[name] = await readText(inside(dir, content.file, `${field}.${name}.file`), `${field} file`);
    else throw new PackageError(`problem.json: ${field}.${name} must be the content or {"file": path}.`);
  }
  return Object.keys(out).length > 0 ? out : null;
}

async function checkerProgram(dir: string, raw: Json, field: 'spj' | 'interactor'): Promise<JobProgram> {
  const value = raw[field];
  if (!isObject(value) || typeof value.file !== 'string') throw new PackageError(`problem.json: judgeMode ${raw.judgeMode} needs ${field}: {"file": ..., "language": ...}.`);
  const fallback = typeof raw.spjLanguage === 'string' ? raw.spjLanguage : PROBLEM_DEFAULTS.spjLanguage;
  const language = value.language ?? fallback;
  if (typeof language !== 'string') throw new PackageError(`problem.json: ${field}.language must be a language name.`);
  return { language, code: await readText(inside(dir, value.file, `${field}.file`), `${field} source`) };
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

async function discoverCases(dir: string): Promise<PackageCase[]> {
  const names = await readdir(dir);
  const stems = names.filter((n) => n.endsWith('.in')).map((n) => n.slice(0, -3));
  stems.sort(naturalCompare);
  const cases: PackageCase[] = [];
  for (const stem of stems) {
    const answer = [`${stem}.out`, `${stem}.ans`].find((n) => names.includes(n));
    if (!answer) throw new PackageError(`Test ${stem}.in has no ${stem}.out or ${stem}.ans beside it.`);
    cases.push({ index: cases.length + 1, input: path.join(dir, `${stem}.in`), output: path.join(dir, answer), score: 0, groupNum: null });
  }
  const scores = splitScores(cases.length);
  cases.forEach((c, i) => (c.score = scores[i]!));
  return cases;
}

function listedCases(dir: string, list: unknown[]): PackageCase[] {
  const withScore = list.filter((c) => isObject(c) && c.score !== undefined).length;
  if (withScore !== 0 && withScore !== list.length) throw new PackageError('problem.json: either every case has a score or none has.');
  const split = splitScores(list.length);
  return list.map((entry, i) => {
    if (!isObject(entry)) throw new PackageError(`problem.json: cases[${i}] must be an object.`);
    const score = entry.score ?? split[i];
    if (typeof score !== 'number' || !Number.isInteger(score) || score < 0) throw new PackageError(`problem.json: cases[${i}].score must be an integer of at least 0.`);
    const groupNum = entry.groupNum ?? null;
    if (groupNum !== null && (typeof groupNum !== 'number' || !Number.isInteger(groupNum))) throw new PackageError(`problem.json: cases[${i}].groupNum must be an integer.`);
    return { index: i + 1, input: inside(dir, entry.input, `cases[${i}].input`), output: inside(dir, entry.output, `cases[${i}].output`), score, groupNum };
  });
}

export async function readProblemPackage(dir: string): Promise<ProblemPackage> {
  const root = path.resolve(dir);
  const manifest = path.join(root, 'problem.json');
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(manifest, 'utf8'));
  } catch (error) {
    throw new PackageError(error instanceof SyntaxError ? `${manifest} is not valid JSON.` : `${root} has no readable problem.json.`);
  }
  if (!isObject(raw)) throw new PackageError(`${manifest} must hold a JSON object.`);

  const type = raw.type ?? 0;
  if (type !== 0 && type !== 1) throw new PackageError('problem.json: type must be 0 (ACM) or 1 (OI).');
  const judgeMode = oneOf(raw, 'judgeMode', JUDGE_MODES, PROBLEM_DEFAULTS.judgeMode);
  const isFileIO = boolean(raw, 'isFileIO', false);
  const problem: JudgeJob['problem'] = {
    timeLimit: positiveNumber(raw, 'timeLimit', PROBLEM_DEFAULTS.timeLimit),
    memoryLimit: positiveNumber(raw, 'memoryLimit', PROBLEM_DEFAULTS.memoryLimit),
    stackLimit: positiveNumber(raw, 'stackLimit', PROBLEM_DEFAULTS.stackLimit),
    type,
    judgeMode,
    judgeCaseMode: oneOf(raw, 'judgeCaseMode', JUDGE_CASE_MODES, PROBLEM_DEFAULTS.judgeCaseMode),
    isRemoveEndBlank: boolean(raw, 'isRemoveEndBlank', PROBLEM_DEFAULTS.isRemoveEndBlank),
    isFileIO,
    ioReadFileName: isFileIO ? fileName(raw, 'ioReadFileName') : null,
    ioWriteFileName: isFileIO ? fileName(raw, 'ioWriteFileName') : null,
    userExtraFile: await extraFiles(root, raw, 'userExtraFile'),
    judgeExtraFile: await extraFiles(root, raw, 'judgeExtraFile'),
    checker: judgeMode === 'spj' ? await checkerProgram(root, raw, 'spj') : judgeMode === 'interactive' ? await checkerProgram(root, raw, 'interactor') : null,
  };

  if (raw.cases !== undefined && !Array.isArray(raw.cases)) throw new PackageError('problem.json: cases must be a list.');
  const cases = Array.isArray(raw.cases) ? listedCases(root, raw.cases) : await discoverCases(root);
  if (cases.length === 0) throw new PackageError(`${root} has no test cases (no cases list and no N.in files).`);
  for (const c of cases) {
    for (const file of [c.input, c.output]) if (!(await isFile(file))) throw new PackageError(`Test file ${file} does not exist.`);
  }
  return { dir: root, problem, cases };
}

function sha256OfFile(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** The job the queue would carry for this package, and the files its cases stand for. */
export async function jobFromPackage(pkg: ProblemPackage, program: JobProgram, id = 'cli'): Promise<{ job: JudgeJob; files: CaseFiles }> {
  const byIndex = new Map(pkg.cases.map((c) => [c.index, c]));
  const cases: JobCase[] = [];
  for (const c of pkg.cases) cases.push({ index: c.index, input: await sha256OfFile(c.input), output: await sha256OfFile(c.output), score: c.score, groupNum: c.groupNum });
  const find = (jobCase: JobCase): PackageCase => {
    const found = byIndex.get(jobCase.index);
    if (!found) throw new Error(`No case ${jobCase.index} in ${pkg.dir}`);
    return found;
  };
  return {
    job: { kind: 'judge', id, nonce: id, program, problem: pkg.problem, cases },
    files: { caseInput: async (c) => find(c).input, caseOutput: async (c) => find(c).output },
  };
}
