import { and, asc, desc, eq, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type {
  AdminProblemDetail,
  AdminProblemListQuery,
  AdminProblemRow,
  ChangeProblemAuthBody,
  CompileCheckerBody,
  CompileCheckerResult,
  ProblemCasesView,
  ProblemSaveBody,
  SampleInput,
} from '../../contract/api/problems';
import { judgeCaseModesFor, PROBLEM_LIMITS, REMOTE_OJS, splitScores } from '../../contract/api/problems';
import type { Page } from '../../contract/envelope';
import { PROBLEM_DEFAULTS, sha256Hex, type JudgeCaseMode } from '../../contract/judge';
import { JUDGE_STATUS } from '../../contract/judge-status';
import { isAdmin } from '../../contract/roles';
import type { Db } from '../db/client';
import { submissions } from '../db/schema-submissions';
import { checkerChecks, codeTemplates, problemCases, problemLanguages, problems, problemTags, testcaseUploads } from '../db/schema-problems';
import type { Env } from '../env';
import { enqueueJobs } from '../judging/queue';
import { ApiError, badRequest, forbidden, notFound } from '../lib/api-error';
import { judgeLanguages } from '../judging/judging';
import { canManageProblem, manageableProblem, type ProblemRow } from './problem-access';
import { forgetCounts } from './problems-count-cache';
import { fileMapText, isoTime, likePattern, parseFileMap, toAdminProblemView } from './problems-view';
import type { Principal } from '../accounts/sessions';
import { problemTagsQuery, resolveTagChoices, toTagView } from './tags';
import type { UploadedPair } from './testcase-zip-upload';
import { readTestdata, storeTestdata } from './testcase-zip-store';
import { zipStream, type ZipSource } from './testcase-zip';

export type ProblemSave = v.InferOutput<typeof ProblemSaveBody>;

/** A test case ready to be stored: its files are in R2 already. */
export interface CaseToStore {
  inputHash: string;
  outputHash: string;
  inputName: string;
  outputName: string;
  inputSize: number | null;
  outputSize: number | null;
  score: number;
  groupNum: number | null;
}

const SUBTASK_MODES: readonly JudgeCaseMode[] = ['subtask_lowest', 'subtask_average'];
const REMOTE_PREFIX = new RegExp(`^(${REMOTE_OJS.join('|')})-`, 'i');

// ---- listing and reading ---------------------------------------------------------------------

export async function adminProblemList(db: Db, query: v.InferOutput<typeof AdminProblemListQuery>, who: Principal): Promise<Page<AdminProblemRow>> {
  const keyword = query.keyword ? likePattern(query.keyword) : null;
  const where = and(
    isAdmin(who.roles) ? undefined : eq(problems.createdBy, who.user.id),
    query.auth === undefined ? undefined : eq(problems.auth, query.auth),
    query.oj === undefined ? undefined : query.oj === 'ME' ? eq(problems.isRemote, false) : and(eq(problems.isRemote, true), like(problems.problemId, `${query.oj}-%`)),
    keyword
      ? or(sql`${problems.title} LIKE ${keyword} ESCAPE '\\'`, sql`${problems.problemId} LIKE ${keyword} ESCAPE '\\'`, sql`${problems.author} LIKE ${keyword} ESCAPE '\\'`)
      : undefined,
  );
  const [rows, count] = await db.batch([
    db
      .select()
      .from(problems)
      .where(where)
      .orderBy(desc(problems.id))
      .limit(query.limit)
      .offset((query.currentPage - 1) * query.limit),
    db.select({ n: sql<number>`count(*)` }).from(problems).where(where),
  ]);
  const records = rows.map((r) => ({
    id: r.id,
    problemId: r.problemId,
    title: r.title,
    author: r.author,
    auth: r.auth,
    type: r.type,
    difficulty: r.difficulty,
    judgeMode: r.judgeMode,
    isRemote: r.isRemote,
    total: r.totalCount,
    ac: r.acCount,
    modifiedUser: r.modifiedUser,
    gmtCreate: isoTime(r.createdAt),
    gmtModified: isoTime(r.updatedAt),
  }));
  return { records, total: count[0]?.n ?? 0, current: query.currentPage, size: query.limit };
}

export async function adminProblemDetail(db: Db, pid: number, who: Principal): Promise<AdminProblemDetail> {
  const row = await manageableProblem(db, pid, who);
  const [tagRows, languageRows, templateRows] = await db.batch([
    problemTagsQuery(db, [pid]),
    db.select({ language: problemLanguages.language }).from(problemLanguages).where(eq(problemLanguages.pid, pid)).orderBy(asc(problemLanguages.language)),
    db.select().from(codeTemplates).where(eq(codeTemplates.pid, pid)).orderBy(asc(codeTemplates.language)),
  ]);
  return {
    problem: toAdminProblemView(row),
    tags: tagRows.map((t) => toTagView(t.tag)),
    languages: languageRows.map((l) => l.language),
    codeTemplates: templateRows.map((t) => ({ id: t.id, pid: t.pid, language: t.language, code: t.code, status: t.status })),
  };
}

/** Manual cases come back with their contents (the form edits them); uploaded ones by file name. */
export async function problemCaseList(bucket: R2Bucket, db: Db, pid: number, who: Principal, isUpload: boolean | undefined): Promise<ProblemCasesView> {
  const problem = await manageableProblem(db, pid, who);
  const rows = await db.select().from(problemCases).where(eq(problemCases.pid, pid)).orderBy(asc(problemCases.index)).all();
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
export async function testcaseArchive(bucket: R2Bucket, db: Db, pid: number, who: Principal): Promise<{ name: string; body: ReadableStream<Uint8Array> }> {
  const problem = await manageableProblem(db, pid, who);
  const rows = await db.select().from(problemCases).where(eq(problemCases.pid, pid)).orderBy(asc(problemCases.index)).all();
  if (rows.length === 0) throw notFound('The problem has no test cases');
  const sources: ZipSource[] = [];
  const used = new Set<string>();
  const open = (hash: string) => async () => {
    const object = await readTestdata(bucket, hash);
    return object ? object.body : new Blob([]).stream();
  };
  for (const c of rows) {
    for (const [name, hash] of [
      [c.inputName, c.inputHash],
      [c.outputName, c.outputHash],
    ] as const) {
      const unique = used.has(name) ? `${c.index}_${name}` : name;
      used.add(unique);
      sources.push({ name: unique, data: open(hash) });
    }
  }
  return { name: `${problem.problemId}_testcase.zip`, body: zipStream(sources) };
}

// ---- saving ------------------------------------------------------------------------------------

function ruleError(msg: string, field: string): ApiError {
  return new ApiError(400, msg, { field });
}

/** OI scores: present, whole and not negative (part 3 §5), named with the spec's messages. */
function checkedScore(sample: SampleInput, i: number, isOi: boolean, fallback: number): number {
  const raw = sample.score;
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (!isOi) return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;
  if (value === null || value === undefined || typeof value !== 'number' || !Number.isInteger(value)) throw ruleError('Score_must_be_an_integer', `samples[${i}].score`);
  if (value < 0) throw ruleError('Score_must_be_greater_than_or_equal_to_0', `samples[${i}].score`);
  if (value > 1_000_000) throw ruleError('A test case score must be at most 1000000', `samples[${i}].score`);
  return value;
}

function checkedGroup(sample: SampleInput, i: number, subtask: boolean): number | null {
  const raw = sample.groupNum;
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (!subtask) return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 1_000_000) {
    throw ruleError('Non_Default_Judge_Case_Mode_And_Group_Num_IS_NULL', `samples[${i}].groupNum`);
  }
  return value;
}

/** The fingerprint compile-spj records and a save of a changed checker looks for. */
export async function checkerFingerprint(mode: string, language: string, code: string, extraFiles: Record<string, string> | null): Promise<string> {
  return sha256Hex(JSON.stringify([mode, language, code, extraFiles ?? {}]));
}

/** How often compile-spj looks at its record, and how long it waits for a judge to compile. */
export const CHECKER_COMPILE_POLL_MS = 200;
export const CHECKER_COMPILE_WAIT_MS = 25_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `compile-spj` / `compile-interactive`: a judge really compiles the code. The request is stored by
 * fingerprint, a compile job goes on the queue, and the request waits (sleeping, no CPU) until a
 * runner reported: compiled (a save of exactly this checker may go through), a compile error (400
 * with the compiler's message), a judge failure, or no answer in time (503). Code that a judge
 * compiled already is answered at once.
 */
export async function compileChecker(env: Env, db: Db, who: Principal, mode: 'spj' | 'interactive', body: v.InferOutput<typeof CompileCheckerBody>): Promise<CompileCheckerResult> {
  if (body.gid) throw notFound('The group does not exist');
  if (body.pid) await manageableProblem(db, body.pid, who);
  const fleet = await judgeLanguages(db);
  const checkerLanguages = fleet.filter((l) => l.isSpj).map((l) => l.name);
  if (fleet.length > 0 && !checkerLanguages.includes(body.language)) {
    throw badRequest(`The language ${body.language} cannot be used for a special judge or interactor; use one of ${checkerLanguages.join(', ')}`);
  }
  const extraFiles = body.extraFiles && Object.keys(body.extraFiles).length > 0 ? body.extraFiles : null;
  const id = await checkerFingerprint(mode, body.language, body.code, body.extraFiles ?? null);
  const known = await db.select({ status: checkerChecks.status }).from(checkerChecks).where(eq(checkerChecks.id, id)).get();
  if (known?.status === JUDGE_STATUS.accepted) return { compiled: true, checkId: id };
  // The nonce is left alone: an attempt already running on this very code may still report.
  const fields = { uid: who.user.id, code: body.code, extraFiles: extraFiles ? JSON.stringify(extraFiles) : null, status: JUDGE_STATUS.pending, message: null };
  await db
    .insert(checkerChecks)
    .values({ id, judgeMode: mode, language: body.language, ...fields })
    .onConflictDoUpdate({ target: checkerChecks.id, set: fields });
  try {
    await enqueueJobs(env, [{ kind: 'compile', key: id }]);
  } catch (error) {
    console.error(`enqueue failed for checker compile ${id}: ${(error as Error).name}`);
    throw new ApiError(503, 'The judge queue is unavailable, please try again');
  }
  const deadline = Date.now() + CHECKER_COMPILE_WAIT_MS;
  while (Date.now() < deadline) {
    await sleep(CHECKER_COMPILE_POLL_MS);
    const row = await db.select({ status: checkerChecks.status, message: checkerChecks.message }).from(checkerChecks).where(eq(checkerChecks.id, id)).get();
    if (!row) break;
    if (row.status === JUDGE_STATUS.accepted) return { compiled: true, checkId: id };
    if (row.status === JUDGE_STATUS.compileError) throw badRequest(row.message?.trim() ? row.message : 'Compile Error', { checkId: id });
    if (row.status === JUDGE_STATUS.systemError) throw new ApiError(503, `The judge could not compile the code: ${row.message ?? 'system error'}`, { checkId: id });
  }
  throw new ApiError(503, 'No judge compiled the code in time, please try again', { checkId: id });
}

interface Checked {
  row: typeof problems.$inferInsert;
  cases: CaseToStore[] | null;
  languages: string[];
  templates: { language: string; code: string; status: boolean }[];
  tagIds: number[];
}

function allowedLanguage(name: string, fleet: string[]): boolean {
  return fleet.length === 0 || fleet.includes(name);
}

async function casesFromSamples(bucket: R2Bucket, body: ProblemSave, isOi: boolean, subtask: boolean): Promise<CaseToStore[]> {
  const samples = body.samples;
  if (samples.length === 0) throw ruleError('At least one test case is required (manual mode)', 'samples');
  const split = splitScores(samples.length);
  const cases: CaseToStore[] = [];
  for (const [i, sample] of samples.entries()) {
    const input = sample.input ?? '';
    const output = sample.output ?? '';
    if (input === '' && output === '') throw ruleError(`Test case ${i + 1} needs an input or an output`, `samples[${i}]`);
    const score = checkedScore(sample, i, isOi, split[i]!);
    const groupNum = checkedGroup(sample, i, subtask);
    cases.push({ inputHash: '', outputHash: '', inputName: `${i + 1}.in`, outputName: `${i + 1}.out`, inputSize: null, outputSize: null, score, groupNum });
  }
  // Stored only once every rule passed: nothing lands in R2 for a refused save.
  for (const [i, sample] of samples.entries()) {
    const input = await storeTestdata(bucket, sample.input ?? '');
    const output = await storeTestdata(bucket, sample.output ?? '');
    Object.assign(cases[i]!, { inputHash: input.hash, outputHash: output.hash, inputSize: input.size, outputSize: output.size });
  }
  return cases;
}

/** Upload mode: a fresh upload's pairs in the samples' order, or the stored cases with the samples' scores. */
async function casesFromUpload(db: Db, body: ProblemSave, existing: ProblemRow | null, isOi: boolean, subtask: boolean): Promise<CaseToStore[] | null> {
  const dir = body.uploadTestcaseDir ?? body.problem.uploadTestcaseDir ?? null;
  const fresh = dir !== null && dir !== existing?.uploadTestcaseDir;
  let pool: { input: string; output: string; inputHash: string; outputHash: string; inputSize: number | null; outputSize: number | null; score: number; groupNum: number | null }[];
  if (fresh) {
    const upload = await db.select().from(testcaseUploads).where(eq(testcaseUploads.id, dir)).get();
    if (!upload) throw ruleError('The uploaded test case set was not found or has expired; upload it again', 'uploadTestcaseDir');
    pool = (JSON.parse(upload.files) as UploadedPair[]).map((p) => ({ ...p, score: 0, groupNum: null }));
  } else if (existing && existing.isUploadCase) {
    const rows = await db.select().from(problemCases).where(eq(problemCases.pid, existing.id)).orderBy(asc(problemCases.index)).all();
    if (rows.length === 0) throw ruleError('Upload mode requires an uploaded test case set', 'uploadTestcaseDir');
    pool = rows.map((r) => ({ input: r.inputName, output: r.outputName, inputHash: r.inputHash, outputHash: r.outputHash, inputSize: r.inputSize, outputSize: r.outputSize, score: r.score, groupNum: r.groupNum }));
    if (body.samples.length === 0 && !isOi && !subtask) return null;
  } else {
    throw ruleError('Upload mode requires an uploaded test case set', 'uploadTestcaseDir');
  }
  const chosen = body.samples.length > 0 ? body.samples : pool.map((p) => ({ input: p.input, output: p.output, score: fresh ? undefined : p.score, groupNum: fresh ? undefined : p.groupNum }));
  const split = splitScores(chosen.length);
  return chosen.map((sample, i) => {
    const file = pool.find((p) => p.input === sample.input) ?? (sample.input ? undefined : pool.find((p) => p.output === sample.output));
    if (!file) throw ruleError(`The test file ${sample.input ?? sample.output ?? ''} is not in the uploaded set`, `samples[${i}].input`);
    const withScore = body.samples.length === 0 && fresh ? { ...sample, score: split[i] } : sample;
    return {
      inputHash: file.inputHash,
      outputHash: file.outputHash,
      inputName: file.input,
      outputName: file.output,
      inputSize: file.inputSize,
      outputSize: file.outputSize,
      score: checkedScore(withScore, i, isOi, split[i]!),
      groupNum: checkedGroup(sample, i, subtask),
    };
  });
}

/** Every save rule of part 3 §5, on the server. Nothing is written until all of them passed. */
async function checkSave(env: Pick<Env, 'FILES'>, db: Db, who: Principal, body: ProblemSave, existing: ProblemRow | null): Promise<Checked> {
  const p = body.problem;
  if (p.gid) throw notFound('The group does not exist');
  if (p.cid) throw notFound('The contest does not exist');
  const clash = await db
    .select({ id: problems.id })
    .from(problems)
    .where(existing ? and(eq(problems.problemId, p.problemId), ne(problems.id, existing.id)) : eq(problems.problemId, p.problemId))
    .get();
  if (clash) throw ruleError(`The display ID ${p.problemId} already exists, please change it`, 'problem.problemId');
  if (p.isRemote !== REMOTE_PREFIX.test(p.problemId)) {
    throw ruleError(p.isRemote ? `A remote problem's display ID starts with its judge, one of ${REMOTE_OJS.map((o) => `${o}-`).join(', ')}` : `A display ID starting with a remote judge's prefix (${REMOTE_OJS.map((o) => `${o}-`).join(', ')}) is for remote problems`, 'problem.problemId');
  }
  if (p.isFileIO && (!p.ioReadFileName || !p.ioWriteFileName)) throw ruleError('With file IO, both the input and the output file names are required', 'problem.ioReadFileName');
  if (p.stackLimit > p.memoryLimit) throw ruleError('stackLimit cannot exceed memoryLimit', 'problem.stackLimit');

  const judgeMode = body.judgeMode ?? p.judgeMode;
  const allowedModes = judgeCaseModesFor(p.type);
  if (!allowedModes.includes(p.judgeCaseMode)) {
    throw ruleError(`${p.type === 1 ? 'An OI' : 'An ACM'} problem's judge case mode must be one of ${allowedModes.join(', ')}`, 'problem.judgeCaseMode');
  }
  const isOi = p.type === 1;
  const subtask = SUBTASK_MODES.includes(p.judgeCaseMode);

  const fleet = await judgeLanguages(db);
  const fleetNames = fleet.map((l) => l.name);
  const languages = [...new Set(body.languages)];
  if (languages.length === 0) throw ruleError('At least one language must be chosen', 'languages');
  const unknown = languages.find((l) => !allowedLanguage(l, fleetNames));
  if (unknown) throw ruleError(`The language ${unknown} is not offered by the judge`, 'languages');

  const templates = body.codeTemplates;
  const templateLanguages = new Set<string>();
  for (const [i, t] of templates.entries()) {
    if (templateLanguages.has(t.language)) throw ruleError(`The language ${t.language} has two code templates`, `codeTemplates[${i}]`);
    templateLanguages.add(t.language);
    if (!languages.includes(t.language)) throw ruleError(`The code template's language ${t.language} is not one of the problem's languages`, `codeTemplates[${i}].language`);
    if (t.status && t.code.trim() === '') throw new ApiError(400, 'Code_template_of_the_language_cannot_be_empty', { field: `codeTemplates[${i}].code`, language: t.language });
  }

  let spjCode: string | null = null;
  let spjLanguage: string | null = null;
  let spjCompileOk = false;
  if (judgeMode !== 'default') {
    spjCode = p.spjCode ?? '';
    spjLanguage = p.spjLanguage || PROBLEM_DEFAULTS.spjLanguage;
    if (spjCode.trim() === '') throw ruleError('The special judge or interactor code is required', 'problem.spjCode');
    const checkerLanguages = fleet.filter((l) => l.isSpj).map((l) => l.name);
    if (fleet.length > 0 && !checkerLanguages.includes(spjLanguage)) throw ruleError(`The language ${spjLanguage} cannot be used for a special judge or interactor`, 'problem.spjLanguage');
    const fingerprint = await checkerFingerprint(judgeMode, spjLanguage, spjCode, p.judgeExtraFile ?? null);
    const unchanged =
      existing !== null &&
      existing.judgeMode === judgeMode &&
      existing.spjCode !== null &&
      fingerprint === (await checkerFingerprint(existing.judgeMode, existing.spjLanguage ?? PROBLEM_DEFAULTS.spjLanguage, existing.spjCode, parseFileMap(existing.judgeExtraFile)));
    if (unchanged) spjCompileOk = existing.spjCompileOk;
    else if (!(await db.select({ id: checkerChecks.id }).from(checkerChecks).where(and(eq(checkerChecks.id, fingerprint), eq(checkerChecks.status, JUDGE_STATUS.accepted))).get())) {
      throw new ApiError(400, 'Spj_Or_Interactive_Code_not_Compile_Success', { field: 'problem.spjCode', reason: 'Compile the changed code with compile-spj or compile-interactive before saving' });
    } else spjCompileOk = true;
  }

  const isUpload = body.isUploadTestCase ?? p.isUploadCase ?? existing?.isUploadCase ?? false;
  let cases: CaseToStore[] | null = null;
  if (!p.isRemote) cases = isUpload ? await casesFromUpload(db, body, existing, isOi, subtask) : await casesFromSamples(env.FILES, body, isOi, subtask);

  const tagIds = await resolveTagChoices(db, body.tags);
  const now = Math.floor(Date.now() / 1000);
  const row: typeof problems.$inferInsert = {
    problemId: p.problemId,
    title: p.title,
    description: p.description,
    input: p.input,
    output: p.output,
    examples: JSON.stringify(p.examples),
    hint: p.hint ?? null,
    source: p.source ?? null,
    difficulty: p.difficulty,
    type: p.type,
    auth: p.auth,
    timeLimit: p.timeLimit,
    memoryLimit: p.memoryLimit,
    stackLimit: p.stackLimit,
    judgeMode,
    judgeCaseMode: p.judgeCaseMode,
    judgeCaseModeRecord: p.judgeCaseModeRecord ?? null,
    isRemoveEndBlank: p.isRemoveEndBlank,
    openCaseResult: p.openCaseResult,
    codeShare: p.codeShare,
    isRemote: p.isRemote,
    isFileIO: p.isFileIO,
    ioReadFileName: p.isFileIO ? (p.ioReadFileName ?? null) : null,
    ioWriteFileName: p.isFileIO ? (p.ioWriteFileName ?? null) : null,
    spjCode,
    spjLanguage,
    spjCompileOk,
    userExtraFile: fileMapText(p.userExtraFile),
    judgeExtraFile: fileMapText(p.judgeExtraFile),
    solutionUnlockRatio: p.solutionUnlockRatio,
    isUploadCase: isUpload,
    uploadTestcaseDir: isUpload ? (body.uploadTestcaseDir ?? p.uploadTestcaseDir ?? existing?.uploadTestcaseDir ?? null) : null,
    modifiedUser: who.user.username,
    updatedAt: now,
  };
  return { row, cases, languages, templates, tagIds };
}

/** The statements that replace a problem's cases, languages, templates and tags; `pid` may be a subquery. */
function childStatements(db: Db, pid: number | SQL, checked: Checked) {
  const statements = [];
  const pidValue = typeof pid === 'number' ? pid : sql`${pid}`;
  if (checked.cases) {
    if (typeof pid === 'number') statements.push(db.delete(problemCases).where(eq(problemCases.pid, pid)));
    if (checked.cases.length > 0) statements.push(db.insert(problemCases).values(checked.cases.map((c, i) => ({ pid: pidValue, index: i + 1, ...c }))));
  }
  if (typeof pid === 'number') {
    statements.push(db.delete(problemLanguages).where(eq(problemLanguages.pid, pid)));
    statements.push(db.delete(codeTemplates).where(eq(codeTemplates.pid, pid)));
    statements.push(db.delete(problemTags).where(eq(problemTags.pid, pid)));
  }
  statements.push(db.insert(problemLanguages).values(checked.languages.map((language) => ({ pid: pidValue, language }))));
  if (checked.templates.length > 0) statements.push(db.insert(codeTemplates).values(checked.templates.map((t) => ({ pid: pidValue, ...t }))));
  if (checked.tagIds.length > 0) statements.push(db.insert(problemTags).values(checked.tagIds.map((tid) => ({ pid: pidValue, tid }))));
  return statements;
}

export async function createProblem(env: Pick<Env, 'FILES'>, db: Db, who: Principal, body: ProblemSave): Promise<AdminProblemDetail> {
  const checked = await checkSave(env, db, who, body, null);
  const row = { ...checked.row, author: who.user.username, createdBy: who.user.id };
  const pid = sql`(SELECT ${problems.id} FROM ${problems} WHERE ${problems.problemId} = ${row.problemId})`;
  const [inserted] = await db.batch([db.insert(problems).values(row).returning({ id: problems.id }), ...childStatements(db, pid, checked)]);
  forgetCounts('problems:');
  return adminProblemDetail(db, inserted[0]!.id, who);
}

export async function updateProblem(env: Pick<Env, 'FILES'>, db: Db, who: Principal, body: ProblemSave): Promise<AdminProblemDetail> {
  if (!body.problem.id) throw badRequest('problem.id is required to update a problem');
  const existing = await manageableProblem(db, body.problem.id, who);
  const checked = await checkSave(env, db, who, body, existing);
  const [first, ...rest] = childStatements(db, existing.id, checked);
  await db.batch([db.update(problems).set(checked.row).where(eq(problems.id, existing.id)), first!, ...rest]);
  forgetCounts('problems:');
  return adminProblemDetail(db, existing.id, who);
}

/** Deletes the problem with its submissions (and, by cascade, their results, cases, tags and statuses). */
export async function deleteProblem(db: Db, pid: number, who: Principal): Promise<void> {
  await manageableProblem(db, pid, who);
  await db.batch([db.delete(submissions).where(eq(submissions.pid, pid)), db.delete(problems).where(eq(problems.id, pid))]);
  forgetCounts('problems:');
  forgetCounts('submissions:');
}

export async function changeProblemAuth(db: Db, who: Principal, body: v.InferOutput<typeof ChangeProblemAuthBody>): Promise<void> {
  await manageableProblem(db, body.pid, who);
  await db.update(problems).set({ auth: body.auth, modifiedUser: who.user.username, updatedAt: sql`unixepoch()` }).where(eq(problems.id, body.pid));
  forgetCounts('problems:');
}

/** Problems by id that the caller may manage, in the order asked; unknown or foreign ones are refused. */
export async function manageableProblems(db: Db, pids: number[], who: Principal): Promise<ProblemRow[]> {
  const rows = await db.select().from(problems).where(inArray(problems.id, pids)).all();
  return pids.map((pid) => {
    const row = rows.find((r) => r.id === pid);
    if (!row) throw notFound(`The problem ${pid} does not exist`);
    if (!canManageProblem(row, who)) throw forbidden(`Only an admin or the author of ${row.problemId} may export it`);
    return row;
  });
}
