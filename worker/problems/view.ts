import type { AdminProblemView, Example, ProblemCount, ProblemView } from '../../contract/api/problems';
import type { JudgeCaseMode } from '../../contract/judge';
import { JUDGE_CASE_MODES } from '../../contract/judge';
import type { ProblemRow } from './problem-access';

export function isoTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}

/** A stored JSON map of file name to content; anything unreadable counts as none. */
export function parseFileMap(text: string | null): Record<string, string> | null {
  if (!text) return null;
  try {
    const map: unknown = JSON.parse(text);
    if (typeof map !== 'object' || map === null || Array.isArray(map)) return null;
    const entries = Object.entries(map).filter((e): e is [string, string] => typeof e[1] === 'string');
    return entries.length > 0 ? Object.fromEntries(entries) : null;
  } catch {
    return null;
  }
}

export function fileMapText(map: Record<string, string> | null | undefined): string | null {
  return map && Object.keys(map).length > 0 ? JSON.stringify(map) : null;
}

export function parseExamples(text: string): Example[] {
  try {
    const list: unknown = JSON.parse(text);
    if (!Array.isArray(list)) return [];
    return list
      .filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null)
      .map((e) => ({ input: typeof e.input === 'string' ? e.input : '', output: typeof e.output === 'string' ? e.output : '' }));
  } catch {
    return [];
  }
}

type CountColumns = Pick<ProblemRow, 'totalCount' | 'acCount' | 'waCount' | 'ceCount' | 'tleCount' | 'mleCount' | 'reCount' | 'peCount' | 'seCount' | 'paCount'>;

export function problemCount(row: CountColumns): ProblemCount {
  return {
    total: row.totalCount,
    ac: row.acCount,
    wa: row.waCount,
    ce: row.ceCount,
    tle: row.tleCount,
    mle: row.mleCount,
    re: row.reCount,
    pe: row.peCount,
    se: row.seCount,
    pa: row.paCount,
  };
}

export function toProblemView(row: ProblemRow): ProblemView {
  return {
    id: row.id,
    problemId: row.problemId,
    title: row.title,
    author: row.author,
    description: row.description,
    input: row.input,
    output: row.output,
    examples: parseExamples(row.examples),
    hint: row.hint,
    source: row.source,
    difficulty: row.difficulty,
    type: row.type,
    auth: row.auth,
    timeLimit: row.timeLimit,
    memoryLimit: row.memoryLimit,
    stackLimit: row.stackLimit,
    judgeMode: row.judgeMode,
    judgeCaseMode: row.judgeCaseMode,
    isRemoveEndBlank: row.isRemoveEndBlank,
    openCaseResult: row.openCaseResult,
    isFileIO: row.isFileIO,
    ioReadFileName: row.ioReadFileName,
    ioWriteFileName: row.ioWriteFileName,
    userExtraFile: parseFileMap(row.userExtraFile),
    codeShare: row.codeShare,
    isRemote: row.isRemote,
    solutionUnlockRatio: row.solutionUnlockRatio,
    gid: row.gid,
    cid: row.cid,
    gmtCreate: isoTime(row.createdAt),
    gmtModified: isoTime(row.updatedAt),
  };
}

function caseMode(text: string | null): JudgeCaseMode | null {
  return (JUDGE_CASE_MODES as readonly string[]).includes(text ?? '') ? (text as JudgeCaseMode) : null;
}

export function toAdminProblemView(row: ProblemRow): AdminProblemView {
  return {
    ...toProblemView(row),
    ...problemCount(row),
    spjCode: row.spjCode,
    spjLanguage: row.spjLanguage,
    spjCompileOk: row.spjCompileOk,
    judgeExtraFile: parseFileMap(row.judgeExtraFile),
    judgeCaseModeRecord: caseMode(row.judgeCaseModeRecord),
    isUploadCase: row.isUploadCase,
    uploadTestcaseDir: row.uploadTestcaseDir,
    applyPublicProgress: row.applyPublicProgress,
    modifiedUser: row.modifiedUser,
    createdBy: row.createdBy,
  };
}

