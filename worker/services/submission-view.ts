import { eq } from 'drizzle-orm';
import type { SubmissionDetail, SubmissionView } from '../../contract/api/judging';
import { isAdminRole } from '../../contract/roles';
import type { Db } from '../db/client';
import { problems } from '../db/schema-problems';
import type { SubmissionRow } from './judging';
import { findSubmission } from './judging';
import type { Principal } from './sessions';

/** Part 1 §6: the owner and admins see the code; others only when it is shared and the problem allows sharing. */
export function canSeeCode(row: SubmissionRow, problemAllowsSharing: boolean, viewer: Principal | null): boolean {
  if (viewer && (viewer.user.id === row.uid || isAdminRole(viewer.roles))) return true;
  return row.share && problemAllowsSharing;
}

export function toSubmissionView(row: SubmissionRow, title: string, withCode: boolean): SubmissionView {
  return {
    submitId: row.submitId,
    pid: row.pid,
    displayPid: row.displayPid,
    displayId: row.displayPid,
    title,
    status: row.status,
    score: row.score,
    oiRankScore: row.oiRankScore,
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
    code: withCode ? row.code : null,
  };
}

export async function submissionDetail(db: Db, submitId: number, viewer: Principal | null): Promise<SubmissionDetail> {
  const row = await findSubmission(db, submitId);
  const problem = await db.select({ title: problems.title, codeShare: problems.codeShare }).from(problems).where(eq(problems.id, row.pid)).get();
  const codeShare = problem?.codeShare ?? false;
  return { submission: toSubmissionView(row, problem?.title ?? '', canSeeCode(row, codeShare, viewer)), codeShare };
}
