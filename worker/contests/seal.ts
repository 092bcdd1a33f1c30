import type { SubmissionView } from '../../contract/api/submissions';
import type { Principal } from '../accounts/sessions';
import type { Db } from '../db/client';
import { contests } from '../db/schema-contests';
import type { Deps } from '../deps';
import { isContestAdmin, resultHidden, sealedResult, type MaskableResult } from './rules';
import { inList } from '../lib/bound-parameters';

/**
 * The seal applied to submissions read through the public calls (detail, status check, case
 * results): a contest submission made after the seal time shows as submitted-unknown (-5) to
 * everyone but the contest's admins while the seal is in force, and, in an ACM contest that shows
 * contestants their own results, to everyone but them too (decision 44).
 */

type SealRow = Pick<typeof contests.$inferSelect, 'id' | 'uid' | 'type' | 'sealRank' | 'sealRankTime' | 'autoRealRank' | 'ownResultsInSeal' | 'startTime' | 'endTime'>;

async function sealRows(db: Db, cids: number[]): Promise<Map<number, SealRow>> {
  const wanted = [...new Set(cids.filter((c) => c > 0))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: contests.id,
      uid: contests.uid,
      type: contests.type,
      sealRank: contests.sealRank,
      sealRankTime: contests.sealRankTime,
      autoRealRank: contests.autoRealRank,
      ownResultsInSeal: contests.ownResultsInSeal,
      startTime: contests.startTime,
      endTime: contests.endTime,
    })
    .from(contests)
    .where(inList(contests.id, wanted))
    .all();
  return new Map(rows.map((r) => [r.id, r]));
}

/** Which of the rows (by cid, submitter and submit time) the viewer may not see the result of. */
export async function hiddenResults(deps: Pick<Deps, 'db' | 'clock'>, viewer: Principal | null, rows: readonly { cid: number; uid: string; submitTime: number }[]): Promise<boolean[]> {
  const seals = await sealRows(deps.db, rows.map((r) => r.cid));
  const now = deps.clock.nowSeconds();
  const who = viewer ? { uid: viewer.user.id, username: viewer.user.username, roles: viewer.roles } : null;
  return rows.map((r) => {
    const contest = seals.get(r.cid);
    return contest !== undefined && resultHidden(contest, now, { admin: isContestAdmin(contest, who), own: who !== null && r.uid === who.uid }, r.submitTime);
  });
}

/** The rows with their sealed results masked. */
export async function maskSealed<T extends MaskableResult & { cid: number; uid: string; submitTime: number }>(deps: Pick<Deps, 'db' | 'clock'>, viewer: Principal | null, rows: T[]): Promise<T[]> {
  const hidden = await hiddenResults(deps, viewer, rows);
  return rows.map((r, i) => (hidden[i] ? sealedResult(r) : r));
}

/** A submission's view as a viewer may see it: a sealed one without its verdict, score, time, memory or message. */
export function sealedView(view: SubmissionView): SubmissionView {
  return { ...sealedResult(view), oiRankScore: null, errorMessage: null };
}
