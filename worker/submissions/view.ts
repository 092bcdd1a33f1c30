import type { JudgeCaseView, SubmissionView } from '../../contract/api/submissions';
import type { CaseResult } from '../../contract/judge';
import { oiRankScore } from './rules';
import type { SubmissionRow } from './queries';

/** Row → response shaping of the submissions area. */

/** A list row carries no code, nonce or address. */
export type ListedRow = Omit<SubmissionRow, 'code' | 'judgeNonce' | 'ip'>;

export function toSubmissionView(row: ListedRow & { code?: string }, title: string, withCode: boolean, problem: { type: number; difficulty: number } | null = null): SubmissionView {
  return {
    submitId: row.submitId,
    pid: row.pid,
    displayPid: row.displayPid,
    displayId: row.displayPid,
    title,
    status: row.status,
    score: row.score,
    oiRankScore: row.oiRankScore ?? oiRankScore(row.score, problem),
    time: row.time,
    memory: row.memory,
    length: row.length,
    language: row.language,
    username: row.username,
    uid: row.uid,
    submitTime: new Date(row.submitTime * 1000).toISOString(),
    judger: row.judger,
    isManual: row.isManual,
    errorMessage: row.errorMessage,
    cid: row.cid,
    gid: row.gid,
    share: row.share,
    code: withCode ? (row.code ?? '') : null,
  };
}

/** A stored case as the case-result table shows it, with its file names; the output only when `withOutput`. */
export function toJudgeCaseView(c: CaseResult, names: { inputName: string | null; outputName: string | null } | undefined, withOutput: boolean): JudgeCaseView {
  return {
    index: c.index,
    inputData: names?.inputName ?? null,
    outputData: names?.outputName ?? null,
    userOutput: withOutput ? c.userOutput : null,
    status: c.status,
    time: c.time,
    memory: c.memory,
    score: c.score,
    groupNum: c.groupNum,
  };
}
