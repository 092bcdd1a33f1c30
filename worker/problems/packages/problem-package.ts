/**
 * Problem packages: the project's own format (problem.json with the spec's field names beside the
 * test files — what `npm run judge` and the seed read, see judge-runner/src/problem-package.ts),
 * its export, and the storing of problems from any import format.
 */
import type { Example } from '../../../contract/api/problems';
import { PROBLEM_AUTH, PROBLEM_LIMITS } from '../../../contract/api/problems';
import { judgeCaseModesFor, naturalCompare, PLAIN_FILE_NAME, PROBLEM_DIFFICULTY_MAX, PROBLEM_ID_PATTERN, REMOTE_OJS, splitScores } from '../../../contract/rules/problems';
import { JUDGE_CASE_MODES, JUDGE_MODES, PROBLEM_DEFAULTS, type JudgeCaseMode, type JudgeMode } from '../../../contract/judge';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import type { CaseToStore } from '../problem-save';
import { forgetCounts } from '../problems-count-cache';
import { problemCasesQuery } from '../queries';
import {
  allTemplatesQuery,
  highestProblemId,
  insertImportedProblemStatements,
  insertImportedTags,
  insertIoRecordQuery,
  insertLocalClassifications,
  localClassificationsByName,
  localTagIdsAndNames,
  packageTagsQuery,
  problemIdOfDisplayId,
  problemLanguagesQuery,
  takenDisplayIds,
} from '../queries-admin';
import { fileMapText, parseExamples, parseFileMap } from '../view';
import type { ProblemRow } from '../problem-access';
import type { Principal } from '../../accounts/sessions';
import { readTestdata, storeZipEntry } from '../testcase-zip-store';
import { ZipError, type ZipArchive, type ZipEntry, type ZipSource } from '../testcase-zip';

/** Statement and other small files of a package may be at most this large. */
export const SMALL_FILE_BYTES = 4 * 1024 * 1024;

export interface ImportedTag {
  name: string;
  color?: string | null;
  classification?: string | null;
}

/** A problem read from an archive, its test files already in R2. */
export interface ImportedProblem {
  /** the display id the archive asks for; a free one is made when absent */
  problemId: string | null;
  title: string;
  description: string;
  input: string;
  output: string;
  examples: Example[];
  hint: string | null;
  source: string | null;
  difficulty: number;
  type: 0 | 1;
  auth: number;
  timeLimit: number;
  memoryLimit: number;
  stackLimit: number;
  judgeMode: JudgeMode;
  judgeCaseMode: JudgeCaseMode;
  isRemoveEndBlank: boolean;
  openCaseResult: boolean;
  codeShare: boolean;
  isFileIO: boolean;
  ioReadFileName: string | null;
  ioWriteFileName: string | null;
  spjCode: string | null;
  spjLanguage: string | null;
  userExtraFile: Record<string, string> | null;
  judgeExtraFile: Record<string, string> | null;
  solutionUnlockRatio: number;
  tags: ImportedTag[];
  languages: string[];
  codeTemplates: { language: string; code: string; status: boolean }[];
  cases: CaseToStore[];
}

export function emptyImported(): ImportedProblem {
  return {
    problemId: null,
    title: '',
    description: '',
    input: '',
    output: '',
    examples: [],
    hint: null,
    source: null,
    difficulty: 0,
    type: 0,
    auth: PROBLEM_AUTH.public,
    timeLimit: PROBLEM_DEFAULTS.timeLimit,
    memoryLimit: PROBLEM_DEFAULTS.memoryLimit,
    stackLimit: PROBLEM_DEFAULTS.stackLimit,
    judgeMode: 'default',
    judgeCaseMode: 'default',
    isRemoveEndBlank: true,
    openCaseResult: true,
    codeShare: true,
    isFileIO: false,
    ioReadFileName: null,
    ioWriteFileName: null,
    spjCode: null,
    spjLanguage: null,
    userExtraFile: null,
    judgeExtraFile: null,
    solutionUnlockRatio: 100,
    tags: [],
    languages: [],
    codeTemplates: [],
    cases: [],
  };
}

export class PackageError extends ApiError {
  constructor(message: string) {
    super(400, message);
  }
}

export function clampInt(value: unknown, min: number, max: number, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.round(n)));
}

/** Puts an imported problem in the shape the save rules would leave it in, or says what is wrong. */
function normalised(p: ImportedProblem, where: string): ImportedProblem {
  const title = p.title.trim().slice(0, PROBLEM_LIMITS.titleMax);
  if (title === '') throw new PackageError(`${where}: the problem has no title`);
  if (p.cases.length === 0) throw new PackageError(`${where}: the problem has no test cases`);
  if (p.cases.length > PROBLEM_LIMITS.casesMax) throw new PackageError(`${where}: more than ${PROBLEM_LIMITS.casesMax} test cases`);
  if (p.judgeMode !== 'default' && !p.spjCode?.trim()) throw new PackageError(`${where}: judge mode ${p.judgeMode} needs its checker code`);
  if (p.isFileIO && (!p.ioReadFileName || !p.ioWriteFileName)) throw new PackageError(`${where}: file IO needs both file names`);
  const caseModes = judgeCaseModesFor(p.type);
  return {
    ...p,
    title,
    description: p.description.slice(0, PROBLEM_LIMITS.descriptionMax),
    input: p.input.slice(0, PROBLEM_LIMITS.textMax),
    output: p.output.slice(0, PROBLEM_LIMITS.textMax),
    examples: p.examples.slice(0, PROBLEM_LIMITS.examplesMax),
    hint: p.hint?.slice(0, PROBLEM_LIMITS.textMax) ?? null,
    source: p.source?.trim().slice(0, PROBLEM_LIMITS.sourceMax) || null,
    difficulty: clampInt(p.difficulty, 0, PROBLEM_DIFFICULTY_MAX, 0),
    timeLimit: clampInt(p.timeLimit, 1, PROBLEM_LIMITS.timeLimitMax, PROBLEM_DEFAULTS.timeLimit),
    memoryLimit: clampInt(p.memoryLimit, 1, PROBLEM_LIMITS.memoryLimitMax, PROBLEM_DEFAULTS.memoryLimit),
    stackLimit: clampInt(p.stackLimit, 1, PROBLEM_LIMITS.memoryLimitMax, PROBLEM_DEFAULTS.stackLimit),
    judgeCaseMode: caseModes.includes(p.judgeCaseMode) ? p.judgeCaseMode : 'default',
    spjLanguage: p.judgeMode === 'default' ? null : p.spjLanguage || PROBLEM_DEFAULTS.spjLanguage,
    spjCode: p.judgeMode === 'default' ? null : p.spjCode,
    tags: p.tags.filter((t, i) => t.name.trim() !== '' && p.tags.findIndex((o) => o.name.trim() === t.name.trim()) === i).slice(0, PROBLEM_LIMITS.tagsMax),
  };
}

const REMOTE_PREFIX = new RegExp(`^(${REMOTE_OJS.join('|')})-`, 'i');

/** Display ids: the asked-for one when it is usable and free, else the next free P<number>. */
async function assignIds(db: Db, list: ImportedProblem[]): Promise<string[]> {
  const wanted = list.map((p) => p.problemId).filter((id): id is string => id !== null);
  const taken = new Set(wanted.length > 0 ? await takenDisplayIds(db, wanted) : []);
  const conflicts = wanted.filter((id) => taken.has(id));
  if (conflicts.length > 0) throw new PackageError(`These display IDs already exist: ${conflicts.slice(0, 20).join(', ')}; change or delete them first`);
  let next = 1000 + (await highestProblemId(db));
  const used = new Set(wanted);
  const ids: string[] = [];
  for (const p of list) {
    if (p.problemId !== null) {
      if (!PROBLEM_ID_PATTERN.test(p.problemId) || p.problemId.length > PROBLEM_LIMITS.problemIdMax || REMOTE_PREFIX.test(p.problemId)) {
        throw new PackageError(`The display ID "${p.problemId.slice(0, 60)}" is not usable (letters, digits, _ and -, not a remote judge's prefix)`);
      }
      ids.push(p.problemId);
      continue;
    }
    for (;;) {
      const candidate = `P${next++}`;
      if (used.has(candidate)) continue;
      if (await problemIdOfDisplayId(db, candidate)) continue;
      used.add(candidate);
      ids.push(candidate);
      break;
    }
  }
  if (new Set(ids).size !== ids.length) throw new PackageError('The archive names the same display ID twice');
  return ids;
}

/** Tag ids by name, creating the missing tags (and classifications) under the platform's own judge. */
async function tagIds(db: Db, list: ImportedProblem[]): Promise<Map<string, number>> {
  const wanted = new Map<string, ImportedTag>();
  for (const p of list) for (const t of p.tags) if (!wanted.has(t.name.trim())) wanted.set(t.name.trim(), t);
  if (wanted.size === 0) return new Map();
  const names = [...wanted.keys()];
  const existing = await localTagIdsAndNames(db, names);
  const ids = new Map(existing.map((t) => [t.name, t.id]));
  const missing = names.filter((n) => !ids.has(n));
  if (missing.length > 0) {
    const classNames = [...new Set(missing.map((n) => wanted.get(n)!.classification?.trim()).filter((c): c is string => !!c))];
    const classes = new Map<string, number>();
    if (classNames.length > 0) {
      const known = await localClassificationsByName(db, classNames);
      for (const c of known) classes.set(c.name, c.id);
      const newClasses = classNames.filter((c) => !classes.has(c));
      if (newClasses.length > 0) {
        const created = await insertLocalClassifications(db, newClasses);
        for (const c of created) classes.set(c.name, c.id);
      }
    }
    const created = await insertImportedTags(
      db,
      missing.map((name) => ({ name: name.slice(0, PROBLEM_LIMITS.tagNameMax), color: wanted.get(name)!.color ?? null, tcid: classes.get(wanted.get(name)!.classification?.trim() ?? '') ?? null })),
    );
    for (const t of created) ids.set(t.name, t.id);
  }
  return ids;
}

/** Stores imported problems in one batch, records the import, and answers their display ids. */
export async function storeImported(db: Db, who: Principal, format: string, list: ImportedProblem[]): Promise<string[]> {
  if (list.length === 0) throw new PackageError('The archive holds no problem');
  const checked = list.map((p, i) => normalised(p, `problem ${i + 1}${p.problemId ? ` (${p.problemId})` : ''}`));
  const ids = await assignIds(db, checked);
  const tagsByName = await tagIds(db, checked);
  const statements = [];
  for (const [i, p] of checked.entries()) {
    const problemId = ids[i]!;
    const languages = [...new Set(p.languages)];
    statements.push(
      ...insertImportedProblemStatements(
        db,
        {
          problemId,
          title: p.title,
          author: who.user.username,
          createdBy: who.user.id,
          modifiedUser: who.user.username,
          description: p.description,
          input: p.input,
          output: p.output,
          examples: JSON.stringify(p.examples),
          hint: p.hint,
          source: p.source,
          difficulty: p.difficulty,
          type: p.type,
          auth: p.auth,
          timeLimit: p.timeLimit,
          memoryLimit: p.memoryLimit,
          stackLimit: p.stackLimit,
          judgeMode: p.judgeMode,
          judgeCaseMode: p.judgeCaseMode,
          isRemoveEndBlank: p.isRemoveEndBlank,
          openCaseResult: p.openCaseResult,
          codeShare: p.codeShare,
          isFileIO: p.isFileIO,
          ioReadFileName: p.isFileIO ? p.ioReadFileName : null,
          ioWriteFileName: p.isFileIO ? p.ioWriteFileName : null,
          spjCode: p.spjCode,
          spjLanguage: p.spjLanguage,
          userExtraFile: fileMapText(p.userExtraFile),
          judgeExtraFile: fileMapText(p.judgeExtraFile),
          solutionUnlockRatio: p.solutionUnlockRatio,
          isUploadCase: true,
        },
        {
          cases: p.cases,
          tagIds: [...new Set(p.tags.map((t) => tagsByName.get(t.name.trim())).filter((id): id is number => id !== undefined))],
          languages,
          templates: p.codeTemplates.filter((t, j) => (languages.length === 0 || languages.includes(t.language)) && p.codeTemplates.findIndex((o) => o.language === t.language) === j),
        },
      ),
    );
  }
  statements.push(insertIoRecordQuery(db, { uid: who.user.id, username: who.user.username, kind: 'import', format, problemIds: ids }));
  const [first, ...rest] = statements;
  await db.batch([first!, ...rest]);
  forgetCounts('problems:');
  return ids;
}

// ---- the project's own package format ------------------------------------------------------------

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function bool(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Joins a path inside a package directory; names that climb out were refused when the zip was opened. */
function inDir(dir: string, name: string): string {
  return dir === '' ? name : `${dir}/${name}`;
}

async function extraFiles(archive: ZipArchive, dir: string, raw: unknown, field: string): Promise<Record<string, string> | null> {
  if (raw === undefined || raw === null) return null;
  if (!isObject(raw)) throw new PackageError(`${dir || '.'}/problem.json: ${field} must map file names to contents`);
  const out: Record<string, string> = {};
  for (const [name, content] of Object.entries(raw)) {
    if (!PLAIN_FILE_NAME.test(name)) throw new PackageError(`${dir || '.'}/problem.json: ${field} has an unusable file name "${name.slice(0, 40)}"`);
    if (typeof content === 'string') out[name] = content;
    else if (isObject(content) && typeof content.file === 'string') out[name] = await packageText(archive, inDir(dir, content.file), `${field}.${name}`);
    else throw new PackageError(`${dir || '.'}/problem.json: ${field}.${name} must be the content or an object with a "file" path`);
  }
  return Object.keys(out).length > 0 ? out : null;
}

export async function packageText(archive: ZipArchive, name: string, what: string): Promise<string> {
  const entry = archive.find(name);
  if (!entry) throw new PackageError(`The ${what} file ${name} is not in the archive`);
  return archive.text(entry, SMALL_FILE_BYTES);
}

export async function caseFrom(bucket: R2Bucket, archive: ZipArchive, input: ZipEntry, output: ZipEntry, score: number, groupNum: number | null): Promise<CaseToStore> {
  const i = await storeZipEntry(bucket, archive, input);
  const o = await storeZipEntry(bucket, archive, output);
  return { inputHash: i.hash, outputHash: o.hash, inputName: baseName(input.name), outputName: baseName(output.name), inputSize: i.size, outputSize: o.size, score, groupNum };
}

function baseName(name: string): string {
  return name.slice(name.lastIndexOf('/') + 1);
}

async function packageCases(bucket: R2Bucket, archive: ZipArchive, dir: string, raw: Json): Promise<CaseToStore[]> {
  const where = `${dir || '.'}/problem.json`;
  if (raw.cases !== undefined) {
    if (!Array.isArray(raw.cases)) throw new PackageError(`${where}: cases must be a list`);
    const withScore = raw.cases.filter((c) => isObject(c) && c.score !== undefined).length;
    if (withScore !== 0 && withScore !== raw.cases.length) throw new PackageError(`${where}: either every case has a score or none has`);
    const split = splitScores(raw.cases.length);
    const cases: CaseToStore[] = [];
    for (const [i, entry] of raw.cases.entries()) {
      if (!isObject(entry) || typeof entry.input !== 'string' || typeof entry.output !== 'string') throw new PackageError(`${where}: cases[${i}] needs input and output file names`);
      const input = archive.find(inDir(dir, entry.input));
      const output = archive.find(inDir(dir, entry.output));
      if (!input || !output) throw new PackageError(`${where}: the files of cases[${i}] are not in the archive`);
      const score = entry.score ?? split[i];
      if (typeof score !== 'number' || !Number.isInteger(score) || score < 0) throw new PackageError(`${where}: cases[${i}].score must be an integer of at least 0`);
      const groupNum = entry.groupNum ?? null;
      if (groupNum !== null && (typeof groupNum !== 'number' || !Number.isInteger(groupNum))) throw new PackageError(`${where}: cases[${i}].groupNum must be an integer`);
      cases.push(await caseFrom(bucket, archive, input, output, score, groupNum));
    }
    return cases;
  }
  const prefix = dir === '' ? '' : `${dir}/`;
  const files = archive.files().filter((e) => e.name.startsWith(prefix) && !e.name.slice(prefix.length).includes('/'));
  const stems = files.filter((e) => e.name.endsWith('.in')).map((e) => e.name.slice(prefix.length, -3)).sort(naturalCompare);
  const split = splitScores(stems.length);
  const cases: CaseToStore[] = [];
  for (const [i, stem] of stems.entries()) {
    const input = archive.find(`${prefix}${stem}.in`)!;
    const output = archive.find(`${prefix}${stem}.out`) ?? archive.find(`${prefix}${stem}.ans`);
    if (!output) throw new PackageError(`${prefix}${stem}.in has no ${stem}.out or ${stem}.ans beside it`);
    cases.push(await caseFrom(bucket, archive, input, output, split[i]!, null));
  }
  return cases;
}

function tagList(raw: unknown): ImportedTag[] {
  if (!Array.isArray(raw)) return [];
  const list: ImportedTag[] = [];
  for (const t of raw) {
    if (typeof t === 'string' && t.trim() !== '') list.push({ name: t });
    else if (isObject(t) && typeof t.name === 'string' && t.name.trim() !== '') list.push({ name: t.name, color: str(t.color), classification: str(t.classification) });
  }
  return list;
}

function templateList(raw: unknown): ImportedProblem['codeTemplates'] {
  if (isObject(raw)) return Object.entries(raw).filter((e): e is [string, string] => typeof e[1] === 'string').map(([language, code]) => ({ language, code, status: true }));
  if (!Array.isArray(raw)) return [];
  return raw
    .filter(isObject)
    .filter((t) => typeof t.language === 'string' && typeof t.code === 'string')
    .map((t) => ({ language: t.language as string, code: t.code as string, status: bool(t.status, true) }));
}

/** One package directory of the project's format. */
async function readPackage(bucket: R2Bucket, archive: ZipArchive, dir: string): Promise<ImportedProblem> {
  const where = `${dir || '.'}/problem.json`;
  let raw: unknown;
  try {
    raw = JSON.parse(await packageText(archive, inDir(dir, 'problem.json'), 'problem.json'));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new PackageError(`${where} is not valid JSON`);
  }
  if (!isObject(raw)) throw new PackageError(`${where} must hold a JSON object`);
  const judgeMode = oneOf(raw.judgeMode, JUDGE_MODES, 'default');
  const checkerField = judgeMode === 'spj' ? raw.spj : judgeMode === 'interactive' ? raw.interactor : null;
  let spjCode: string | null = null;
  let spjLanguage: string | null = null;
  if (judgeMode !== 'default') {
    if (!isObject(checkerField) || typeof checkerField.file !== 'string') throw new PackageError(`${where}: judgeMode ${judgeMode} needs ${judgeMode === 'spj' ? 'spj' : 'interactor'} with "file" and "language"`);
    spjCode = await packageText(archive, inDir(dir, checkerField.file), 'checker');
    spjLanguage = str(checkerField.language) ?? str(raw.spjLanguage) ?? PROBLEM_DEFAULTS.spjLanguage;
  }
  const isFileIO = bool(raw.isFileIO, false);
  const type = raw.type === 1 ? 1 : 0;
  return {
    ...emptyImported(),
    problemId: str(raw.problemId)?.trim() || null,
    title: str(raw.title) ?? '',
    description: str(raw.description) ?? '',
    input: str(raw.input) ?? '',
    output: str(raw.output) ?? '',
    examples: Array.isArray(raw.examples) ? parseExamples(JSON.stringify(raw.examples)) : [],
    hint: str(raw.hint),
    source: str(raw.source),
    difficulty: clampInt(raw.difficulty, 0, PROBLEM_DIFFICULTY_MAX, 0),
    type,
    auth: raw.auth === PROBLEM_AUTH.private || raw.auth === PROBLEM_AUTH.contest ? raw.auth : PROBLEM_AUTH.public,
    timeLimit: clampInt(raw.timeLimit, 1, PROBLEM_LIMITS.timeLimitMax, PROBLEM_DEFAULTS.timeLimit),
    memoryLimit: clampInt(raw.memoryLimit, 1, PROBLEM_LIMITS.memoryLimitMax, PROBLEM_DEFAULTS.memoryLimit),
    stackLimit: clampInt(raw.stackLimit, 1, PROBLEM_LIMITS.memoryLimitMax, PROBLEM_DEFAULTS.stackLimit),
    judgeMode,
    judgeCaseMode: oneOf(raw.judgeCaseMode, JUDGE_CASE_MODES, 'default'),
    isRemoveEndBlank: bool(raw.isRemoveEndBlank, true),
    openCaseResult: bool(raw.openCaseResult, true),
    codeShare: bool(raw.codeShare, true),
    isFileIO,
    ioReadFileName: isFileIO ? str(raw.ioReadFileName) : null,
    ioWriteFileName: isFileIO ? str(raw.ioWriteFileName) : null,
    spjCode,
    spjLanguage,
    userExtraFile: await extraFiles(archive, dir, raw.userExtraFile, 'userExtraFile'),
    judgeExtraFile: await extraFiles(archive, dir, raw.judgeExtraFile, 'judgeExtraFile'),
    solutionUnlockRatio: clampInt(raw.solutionUnlockRatio, 0, 100, 100),
    tags: tagList(raw.tags),
    languages: Array.isArray(raw.languages) ? raw.languages.filter((l): l is string => typeof l === 'string' && l.trim() !== '').map((l) => l.trim()) : [],
    codeTemplates: templateList(raw.codeTemplates),
    cases: await packageCases(bucket, archive, dir, raw),
  };
}

/** Every package of an archive: problem.json at the root, or one per directory that holds one. */
export async function readPackages(bucket: R2Bucket, archive: ZipArchive): Promise<ImportedProblem[]> {
  const manifests = archive
    .files()
    .map((e) => e.name)
    .filter((n) => n === 'problem.json' || n.endsWith('/problem.json'))
    .filter((n) => !n.split('/').some((part) => part.startsWith('.') || part === '__MACOSX'))
    .sort(naturalCompare);
  if (manifests.length === 0) throw new PackageError('The archive has no problem.json');
  const list: ImportedProblem[] = [];
  for (const manifest of manifests) list.push(await readPackage(bucket, archive, manifest.slice(0, Math.max(0, manifest.length - '/problem.json'.length))));
  return list;
}

export function zipRefused(error: unknown): never {
  if (error instanceof ZipError) throw new PackageError(error.message);
  throw error;
}

// ---- export ------------------------------------------------------------------------------------

const CHECKER_EXTENSIONS: Record<string, string> = { C: 'c', 'C With O2': 'c', 'C++': 'cpp', 'C++ With O2': 'cpp', 'C++ 17': 'cpp', 'C++ 17 With O2': 'cpp', 'C++ 20': 'cpp', 'C++ 20 With O2': 'cpp' };

/** The files of one problem's package, under `dir/`; test files are opened from R2 as the zip is written. */
export async function packageSources(bucket: R2Bucket, db: Db, problem: ProblemRow, dir: string): Promise<ZipSource[]> {
  const [caseRows, tagRows, languageRows, templateRows] = await db.batch([
    problemCasesQuery(db, problem.id),
    packageTagsQuery(db, problem.id),
    problemLanguagesQuery(db, problem.id),
    allTemplatesQuery(db, problem.id),
  ]);
  const sources: ZipSource[] = [];
  const open = (hash: string) => async () => (await readTestdata(bucket, hash))?.body ?? new Blob([]).stream();
  const used = new Set(['problem.json']);
  const unique = (name: string, index: number) => {
    const chosen = used.has(name) || !PLAIN_FILE_NAME.test(name) ? `${index}_${name.replace(/[^A-Za-z0-9_.+-]/g, '_')}` : name;
    used.add(chosen);
    return chosen;
  };
  const cases = caseRows.map((c) => {
    const input = unique(c.inputName, c.index);
    const output = unique(c.outputName, c.index);
    sources.push({ name: `${dir}/${input}`, data: open(c.inputHash) }, { name: `${dir}/${output}`, data: open(c.outputHash) });
    return { input, output, score: c.score, groupNum: c.groupNum };
  });
  let checker: { file: string; language: string } | null = null;
  if (problem.judgeMode !== 'default' && problem.spjCode) {
    const language = problem.spjLanguage ?? PROBLEM_DEFAULTS.spjLanguage;
    const file = unique(`${problem.judgeMode === 'spj' ? 'spj' : 'interactor'}.${CHECKER_EXTENSIONS[language] ?? 'txt'}`, 0);
    sources.push({ name: `${dir}/${file}`, data: problem.spjCode });
    checker = { file, language };
  }
  const manifest = {
    problemId: problem.problemId,
    title: problem.title,
    description: problem.description,
    input: problem.input,
    output: problem.output,
    examples: parseExamples(problem.examples),
    hint: problem.hint,
    source: problem.source,
    difficulty: problem.difficulty,
    type: problem.type,
    auth: problem.auth,
    timeLimit: problem.timeLimit,
    memoryLimit: problem.memoryLimit,
    stackLimit: problem.stackLimit,
    judgeMode: problem.judgeMode,
    judgeCaseMode: problem.judgeCaseMode,
    isRemoveEndBlank: problem.isRemoveEndBlank,
    openCaseResult: problem.openCaseResult,
    codeShare: problem.codeShare,
    isFileIO: problem.isFileIO,
    ...(problem.isFileIO ? { ioReadFileName: problem.ioReadFileName, ioWriteFileName: problem.ioWriteFileName } : {}),
    ...(checker ? { [problem.judgeMode === 'spj' ? 'spj' : 'interactor']: checker, spjLanguage: checker.language } : {}),
    userExtraFile: parseFileMap(problem.userExtraFile),
    judgeExtraFile: parseFileMap(problem.judgeExtraFile),
    solutionUnlockRatio: problem.solutionUnlockRatio,
    tags: tagRows.map((t) => ({ name: t.name, color: t.color, classification: t.classification })),
    languages: languageRows.map((l) => l.language),
    codeTemplates: templateRows.map((t) => ({ language: t.language, code: t.code, status: t.status })),
    cases,
  };
  sources.unshift({ name: `${dir}/problem.json`, data: `${JSON.stringify(manifest, null, 2)}\n` });
  return sources;
}

export async function recordExport(db: Db, who: Principal, problemIds: string[]): Promise<void> {
  await insertIoRecordQuery(db, { uid: who.user.id, username: who.user.username, kind: 'export', format: 'hoj', problemIds });
}

