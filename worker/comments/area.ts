import { eq } from 'drizzle-orm';
import { COMMUNITY_MESSAGES, type SourceType } from '../../contract/rules/community';
import { CONTEST_STATUS } from '../../contract/rules/contests';
import { isAdmin } from '../../contract/roles';
import type { Principal } from '../accounts/sessions';
import { readSection } from '../config/site-config';
import { enterContest } from '../contests/contest-access';
import { discussions } from '../db/schema-community';
import type { Deps } from '../deps';
import { viewerOf } from '../discussions/discussions';
import { areaRefusal, readRefusal } from '../discussions/rules';
import { ApiError, badRequest, forbidden, notFound } from '../lib/api-error';
import { commentFilter, type CommentFilter } from './rules';

/**
 * Where comments live: a discussion or a contest's Comment tab. Opening an area checks the site
 * switch, then that the caller may see the discussion or enter the contest, and works out what the
 * caller may do there (part 3 §1, §6; decision 33).
 */
export interface CommentArea {
  type: SourceType;
  /** the discussion's or the contest's id */
  id: number;
  title: string;
  /** the group a group discussion or group contest belongs to */
  gid: number | null;
  /** the discussion's author, who gets a message for each comment; null for a contest */
  ownerUid: string | null;
  /** which comments and replies the caller is shown */
  filter: CommentFilter;
  /** manages the contest (its author, an admin): comments written now are marked byManager */
  contestManager: boolean;
  /** an admin of the discussion's group (or a site admin role, root of every group) */
  groupAdmin: boolean;
}

export type AreaRef = { did: number } | { cid: number };

/** The area a request names with did or cid: exactly one of them. */
export function areaRef(input: { did?: number | null; cid?: number | null }): AreaRef {
  const did = input.did ?? null;
  const cid = input.cid ?? null;
  if ((did === null) === (cid === null)) throw badRequest('Give either did (a discussion) or cid (a contest)');
  return did !== null ? { did } : { cid: cid! };
}

export function openArea(deps: Pick<Deps, 'db' | 'clock'>, ref: AreaRef, caller: Principal | null): Promise<CommentArea> {
  return 'did' in ref ? discussionArea(deps, ref.did, caller) : contestArea(deps, ref.cid, caller);
}

/** A discussion's comments open as the discussion does (worker/discussions/rules.ts `readRefusal`). */
async function discussionArea(deps: Pick<Deps, 'db' | 'clock'>, did: number, caller: Principal | null): Promise<CommentArea> {
  const row = await deps.db
    .select({ id: discussions.id, title: discussions.title, gid: discussions.gid, uid: discussions.uid, status: discussions.status })
    .from(discussions)
    .where(eq(discussions.id, did))
    .get();
  if (!row) throw notFound(COMMUNITY_MESSAGES.discussionNotFound);
  const switches = await readSection(deps, 'switch');
  // A closed area answers its message before anything about the group is looked up.
  const closed = areaRefusal(row.gid, switches);
  if (closed) throw forbidden(closed);
  const viewer = await viewerOf(deps.db, row.gid, caller);
  const refusal = readRefusal(row, viewer, switches);
  if (refusal) throw new ApiError(refusal.status, refusal.msg);
  return {
    type: 'Discussion',
    id: row.id,
    title: row.title,
    gid: row.gid,
    ownerUid: row.uid,
    filter: { kind: 'all' },
    contestManager: false,
    groupAdmin: row.gid !== null && viewer !== null && viewer.groupAdmin,
  };
}

async function contestArea(deps: Pick<Deps, 'db' | 'clock'>, cid: number, caller: Principal | null): Promise<CommentArea> {
  const switches = await readSection(deps, 'switch');
  if (!switches.openContestComment) throw forbidden(COMMUNITY_MESSAGES.contestClosed);
  const standing = await enterContest(deps, cid, caller);
  const manages = standing.admin || (caller !== null && isAdmin(caller.roles));
  const ended = standing.decision.status === CONTEST_STATUS.ended;
  return {
    type: 'Contest',
    id: cid,
    title: standing.row.title,
    gid: standing.row.gid,
    ownerUid: null,
    filter: commentFilter({ kind: 'contest', ended }, { uid: caller?.user.id ?? null, manages }),
    contestManager: manages,
    groupAdmin: false,
  };
}
