import type * as v from 'valibot';
import { PROBLEM_LIMITS, type AdminProblemDetail, type ChangeProblemAuthBody, type ProblemSaveBody, type SampleInput } from '../../contract/api/problems';
import { PROBLEM_DEFAULTS, PROBLEM_TYPE, type JudgeCaseMode } from '../../contract/judge';
import { isSubtaskMode, manualCaseFilled, splitScores, stackFitsMemory, templateFilled } from '../../contract/rules/problems';
import type { Db } from '../db/client';
import type { Deps } from '../deps';
import { ApiError, badRequest } from '../lib/api-error';
import { judgeLanguages } from '../judging/languages';
import type { Principal } from '../accounts/sessions';
import { GROUP_MESSAGES } from '../../contract/rules/groups';
import { groupStoredProblemId } from '../group-problems/rules';
import { groupStanding } from '../groups/standing';
import { forgetEveryUserHome } from '../home/home-documents';
import { problemChangedStatements } from '../home/kept-rows';
import { scopeOf } from '../scope/scope-of';
import { adminProblemDetail } from './admin-problem-list';
import { checkerFingerprint } from './checker-compile';
import { manageableProblem, type ProblemRow } from './problem-access';
import { forgetCounts } from './problems-count-cache';
import { problemCasesQuery } from './queries';
import {
  acceptedCheckerCheck,
  deleteProblemAndSubmissions,
  findTestcaseUpload,
  insertProblemReturningId,
  pidOfDisplayId,
  problemWithDisplayId,
  replaceChildrenStatements,
  setProblemAuth,
  updateProblemQuery,
  type ProblemInsert,
} from './queries-admin';
import { caseGroup, caseModeRefusal, caseScore, displayIdRefusal, languageRefusal, templateRefusal, type SaveRefusal } from './rules';
import { resolveTagChoices } from './tags';
import type { UploadedPair } from './testcase-upload';
import { storeTestdata } from './testcase-zip-store';
import { fileMapText, parseFileMap } from './view';

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

function ruleError(refusal: SaveRefusal): ApiError {
  return new ApiError(400, refusal.msg, { field: refusal.field });
}

function refuseIf(refusal: SaveRefusal | null): void {
  if (refusal) throw ruleError(refusal);
}

function accepted<T>(value: T | SaveRefusal): T {
  if (typeof value === 'object' && value !== null && 'msg' in value) throw ruleError(value);
  return value;
}

/** OI scores: present, whole and not negative (part 3 §5), named with the spec's messages. */
function checkedScore(sample: SampleInput, i: number, isOi: boolean, fallback: number): number {
  return accepted(caseScore(sample.score, i, isOi, fallback));
}

function checkedGroup(sample: SampleInput, i: number, mode: JudgeCaseMode): number | null {
  return accepted(caseGroup(sample.groupNum, i, mode));
}

interface Checked {
  row: ProblemInsert;
  cases: CaseToStore[] | null;
  languages: string[];
  templates: { language: string; code: string; status: boolean }[];
  tagIds: number[];
}

async function casesFromSamples(bucket: R2Bucket, body: ProblemSave, isOi: boolean, mode: JudgeCaseMode): Promise<CaseToStore[]> {
  const samples = body.samples;
  if (samples.length === 0) throw ruleError({ msg: 'At least one test case is required (manual mode)', field: 'samples' });
  const split = splitScores(samples.length);
  const cases: CaseToStore[] = [];
  for (const [i, sample] of samples.entries()) {
    const input = sample.input ?? '';
    const output = sample.output ?? '';
    if (!manualCaseFilled(input, output)) throw ruleError({ msg: `Test case ${i + 1} needs an input or an output`, field: `samples[${i}]` });
    const score = checkedScore(sample, i, isOi, split[i]!);
    const groupNum = checkedGroup(sample, i, mode);
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
async function casesFromUpload(db: Db, body: ProblemSave, existing: ProblemRow | null, isOi: boolean, mode: JudgeCaseMode): Promise<CaseToStore[] | null> {
  const dir = body.uploadTestcaseDir ?? body.problem.uploadTestcaseDir ?? null;
  const fresh = dir !== null && dir !== existing?.uploadTestcaseDir;
  let pool: { input: string; output: string; inputHash: string; outputHash: string; inputSize: number | null; outputSize: number | null; score: number; groupNum: number | null }[];
  if (fresh) {
    const upload = await findTestcaseUpload(db, dir);
    if (!upload) throw ruleError({ msg: 'The uploaded test case set was not found or has expired; upload it again', field: 'uploadTestcaseDir' });
    pool = (JSON.parse(upload.files) as UploadedPair[]).map((p) => ({ ...p, score: 0, groupNum: null }));
  } else if (existing && existing.isUploadCase) {
    const rows = await problemCasesQuery(db, existing.id).all();
    if (rows.length === 0) throw ruleError({ msg: 'Upload mode requires an uploaded test case set', field: 'uploadTestcaseDir' });
    pool = rows.map((r) => ({ input: r.inputName, output: r.outputName, inputHash: r.inputHash, outputHash: r.outputHash, inputSize: r.inputSize, outputSize: r.outputSize, score: r.score, groupNum: r.groupNum }));
    if (body.samples.length === 0 && !isOi && !isSubtaskMode(mode)) return null;
  } else {
    throw ruleError({ msg: 'Upload mode requires an uploaded test case set', field: 'uploadTestcaseDir' });
  }
  const chosen = body.samples.length > 0 ? body.samples : pool.map((p) => ({ input: p.input, output: p.output, score: fresh ? undefined : p.score, groupNum: fresh ? undefined : p.groupNum }));
  const split = splitScores(chosen.length);
  return chosen.map((sample, i) => {
    const file = pool.find((p) => p.input === sample.input) ?? (sample.input ? undefined : pool.find((p) => p.output === sample.output));
    if (!file) throw ruleError({ msg: `The test file ${sample.input ?? sample.output ?? ''} is not in the uploaded set`, field: `samples[${i}].input` });
    const withScore = body.samples.length === 0 && fresh ? { ...sample, score: split[i] } : sample;
    return {
      inputHash: file.inputHash,
      outputHash: file.outputHash,
      inputName: file.input,
      outputName: file.output,
      inputSize: file.inputSize,
      outputSize: file.outputSize,
      score: checkedScore(withScore, i, isOi, split[i]!),
      groupNum: checkedGroup(sample, i, mode),
    };
  });
}

/** Every save rule of part 3 §5, on the server. Nothing is written until all of them passed. */
async function checkSave(deps: Pick<Deps, 'db' | 'files' | 'clock'>, who: Principal, body: ProblemSave, existing: ProblemRow | null): Promise<Checked> {
  const { db } = deps;
  const p = body.problem;
  // A group problem stays in its group: its stored id carries the group's prefix (decision 31).
  if (existing && p.gid && p.gid !== existing.gid) throw ruleError({ msg: GROUP_MESSAGES.problemNotInGroup, field: 'problem.gid' });
  const gid = existing ? existing.gid : (p.gid ?? null);
  const scope = await scopeOf(deps, { gid, cid: p.cid }, who);
  const group = gid === null ? undefined : scope.group?.row.id === gid ? scope.group : await groupStanding(db, gid, who);
  const problemId = group ? groupStoredProblemId(p.problemId, group.row.shortName) : p.problemId;
  if (problemId.length > PROBLEM_LIMITS.problemIdMax) throw ruleError({ msg: `The display ID must be at most ${PROBLEM_LIMITS.problemIdMax} characters with the group's prefix ${group!.row.shortName.toUpperCase()}`, field: 'problem.problemId' });
  const clash = await problemWithDisplayId(db, problemId, existing ? existing.id : null);
  if (clash) throw ruleError({ msg: `The display ID ${problemId} already exists, please change it`, field: 'problem.problemId' });
  refuseIf(displayIdRefusal(problemId, p.isRemote));
  if (p.isFileIO && (!p.ioReadFileName || !p.ioWriteFileName)) throw ruleError({ msg: 'With file IO, both the input and the output file names are required', field: 'problem.ioReadFileName' });
  if (!stackFitsMemory(p.stackLimit, p.memoryLimit)) throw ruleError({ msg: 'stackLimit cannot exceed memoryLimit', field: 'problem.stackLimit' });

  const judgeMode = body.judgeMode ?? p.judgeMode;
  refuseIf(caseModeRefusal(p.type, p.judgeCaseMode));
  const isOi = p.type === PROBLEM_TYPE.oi;

  const fleet = await judgeLanguages(deps);
  const fleetNames = fleet.map((l) => l.name);
  const languages = [...new Set(body.languages)];
  refuseIf(languageRefusal(languages, fleetNames));

  const templates = body.codeTemplates;
  refuseIf(templateRefusal(templates, languages));
  for (const [i, t] of templates.entries()) {
    if (!templateFilled(t)) throw new ApiError(400, 'Code_template_of_the_language_cannot_be_empty', { field: `codeTemplates[${i}].code`, language: t.language });
  }

  let spjCode: string | null = null;
  let spjLanguage: string | null = null;
  let spjCompileOk = false;
  if (judgeMode !== 'default') {
    spjCode = p.spjCode ?? '';
    spjLanguage = p.spjLanguage || PROBLEM_DEFAULTS.spjLanguage;
    if (spjCode.trim() === '') throw ruleError({ msg: 'The special judge or interactor code is required', field: 'problem.spjCode' });
    const checkerLanguages = fleet.filter((l) => l.isSpj).map((l) => l.name);
    if (fleet.length > 0 && !checkerLanguages.includes(spjLanguage)) throw ruleError({ msg: `The language ${spjLanguage} cannot be used for a special judge or interactor`, field: 'problem.spjLanguage' });
    const fingerprint = await checkerFingerprint(judgeMode, spjLanguage, spjCode, p.judgeExtraFile ?? null);
    const unchanged =
      existing !== null &&
      existing.judgeMode === judgeMode &&
      existing.spjCode !== null &&
      fingerprint === (await checkerFingerprint(existing.judgeMode, existing.spjLanguage ?? PROBLEM_DEFAULTS.spjLanguage, existing.spjCode, parseFileMap(existing.judgeExtraFile)));
    if (unchanged) spjCompileOk = existing.spjCompileOk;
    else if (!(await acceptedCheckerCheck(db, fingerprint))) {
      throw new ApiError(400, 'Spj_Or_Interactive_Code_not_Compile_Success', { field: 'problem.spjCode', reason: 'Compile the changed code with compile-spj or compile-interactive before saving' });
    } else spjCompileOk = true;
  }

  const isUpload = body.isUploadTestCase ?? p.isUploadCase ?? existing?.isUploadCase ?? false;
  let cases: CaseToStore[] | null = null;
  if (!p.isRemote) cases = isUpload ? await casesFromUpload(db, body, existing, isOi, p.judgeCaseMode) : await casesFromSamples(deps.files, body, isOi, p.judgeCaseMode);

  const tagIds = await resolveTagChoices(db, body.tags);
  const now = deps.clock.nowSeconds();
  const row: ProblemInsert = {
    problemId,
    gid,
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

type BatchItem = Parameters<Db['batch']>[0][number];

/**
 * The statements that create a problem once every save rule passed: the insert first (it returns
 * the new id), then its children. Statements batched after them name the new problem by `pid`, a
 * subquery on its display id, so a caller can add its own rows (a contest's) in the same batch.
 */
export async function problemCreateStatements(deps: Pick<Deps, 'db' | 'files' | 'clock'>, who: Principal, body: ProblemSave) {
  const { db } = deps;
  const checked = await checkSave(deps, who, body, null);
  const row = { ...checked.row, author: who.user.username, createdBy: who.user.id };
  const pid = pidOfDisplayId(row.problemId);
  return { insert: insertProblemReturningId(db, row), children: replaceChildrenStatements(db, pid, checked) as BatchItem[], pid };
}

/** The statements that update a problem the caller manages, once every save rule passed. */
export async function problemUpdateStatements(deps: Pick<Deps, 'db' | 'files' | 'clock'>, who: Principal, body: ProblemSave) {
  const { db } = deps;
  if (!body.problem.id) throw badRequest('problem.id is required to update a problem');
  const existing = await manageableProblem(db, body.problem.id, who);
  const checked = await checkSave(deps, who, body, existing);
  // A new auth, type or difficulty changes the solved counts and OI rank scores of whoever tried it (decision 34).
  const counted = checked.row.auth !== existing.auth || checked.row.type !== existing.type || checked.row.difficulty !== existing.difficulty;
  const children = [...replaceChildrenStatements(db, existing.id, checked), ...(counted ? problemChangedStatements(db, existing.id) : [])] as BatchItem[];
  // The user homes list solved problems by display id, title and difficulty (home-documents.ts).
  const homesChanged = counted || checked.row.title !== existing.title || checked.row.problemId !== existing.problemId;
  return { update: updateProblemQuery(db, existing.id, checked.row), children, pid: existing.id, homesChanged };
}

/** After a problem was written: the bank's cached counts and pages are stale. */
export function problemSaved(): void {
  forgetCounts('problems:');
}

export async function createProblem(deps: Pick<Deps, 'db' | 'files' | 'clock'>, who: Principal, body: ProblemSave): Promise<AdminProblemDetail> {
  const { insert, children } = await problemCreateStatements(deps, who, body);
  const [inserted] = await deps.db.batch([insert, ...children]);
  problemSaved();
  return adminProblemDetail(deps, inserted[0]!.id, who);
}

export async function updateProblem(deps: Pick<Deps, 'db' | 'files' | 'clock' | 'cache' | 'defer'>, who: Principal, body: ProblemSave): Promise<AdminProblemDetail> {
  const { update, children, pid, homesChanged } = await problemUpdateStatements(deps, who, body);
  await deps.db.batch([update, ...children]);
  problemSaved();
  if (homesChanged) forgetEveryUserHome(deps);
  return adminProblemDetail(deps, pid, who);
}

/** Deletes the problem with its submissions (and, by cascade, their results, cases, tags and statuses). */
export async function deleteProblem(deps: Pick<Deps, 'db' | 'cache' | 'clock' | 'defer'>, pid: number, who: Principal): Promise<void> {
  const { db } = deps;
  await manageableProblem(db, pid, who);
  await deleteProblemAndSubmissions(db, pid);
  forgetEveryUserHome(deps);
  forgetCounts('problems:');
  forgetCounts('submissions:');
}

export async function changeProblemAuth(deps: Pick<Deps, 'db' | 'clock' | 'cache' | 'defer'>, who: Principal, body: v.InferOutput<typeof ChangeProblemAuthBody>): Promise<void> {
  const { db, clock } = deps;
  await manageableProblem(db, body.pid, who);
  await setProblemAuth(db, body.pid, body.auth, who.user.username, clock.nowSeconds());
  forgetCounts('problems:');
  forgetEveryUserHome(deps);
}
