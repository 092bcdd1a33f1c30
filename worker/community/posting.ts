import { and, count, eq, gte } from 'drizzle-orm';
import { isAdminRole } from '../../contract/roles';
import { postingRefusal, type PostingKind } from '../../contract/rules/community';
import { JUDGE_STATUS } from '../../contract/judge-status';
import type { Principal } from '../accounts/sessions';
import { readSection } from '../config/site-config';
import { comments, discussions, replies } from '../db/schema-community';
import { groups } from '../db/schema-groups';
import { userProblemStatus } from '../db/schema-problems';
import type { Db } from '../db/client';
import type { Deps } from '../deps';
import { forbidden } from '../lib/api-error';

/** Seconds a daily limit looks back: the last 24 hours, the same for a reader in any time zone (decision 33). */
export const POSTING_WINDOW_SECONDS = 24 * 60 * 60;

async function acceptedCount(db: Db, uid: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userProblemStatus)
    .where(and(eq(userProblemStatus.uid, uid), eq(userProblemStatus.status, JUDGE_STATUS.accepted)))
    .all();
  return row?.n ?? 0;
}

async function postedSince(db: Db, kind: PostingKind, uid: string, since: number): Promise<number> {
  if (kind === 'discussion') {
    const [row] = await db.select({ n: count() }).from(discussions).where(and(eq(discussions.uid, uid), gte(discussions.gmtCreate, since))).all();
    return row?.n ?? 0;
  }
  if (kind === 'group') {
    const [row] = await db.select({ n: count() }).from(groups).where(and(eq(groups.uid, uid), gte(groups.gmtCreate, since))).all();
    return row?.n ?? 0;
  }
  const [[c], [r]] = await Promise.all([
    db.select({ n: count() }).from(comments).where(and(eq(comments.uid, uid), gte(comments.gmtCreate, since))).all(),
    db.select({ n: count() }).from(replies).where(and(eq(replies.uid, uid), gte(replies.gmtCreate, since))).all(),
  ]);
  return (c?.n ?? 0) + (r?.n ?? 0);
}

/**
 * Refuses (403, with the threshold in the message) an ordinary user who has not solved enough
 * problems or has used up the last 24 hours' posts of this kind; admin roles are exempt (part 3 §6).
 */
export async function assertMayPost(deps: Pick<Deps, 'db' | 'clock'>, kind: PostingKind, caller: Principal): Promise<void> {
  if (isAdminRole(caller.roles)) return;
  const limits = await readSection(deps, 'community');
  const [ac, posted] = await Promise.all([acceptedCount(deps.db, caller.user.id), postedSince(deps.db, kind, caller.user.id, deps.clock.nowSeconds() - POSTING_WINDOW_SECONDS)]);
  const refusal = postingRefusal(kind, limits, ac, posted);
  if (refusal) throw forbidden(refusal);
}
