import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  COMMUNITY_MESSAGES,
  DISCUSSION_STATUS,
  MESSAGE_ACTIONS,
  type DiscussionAddBody,
  type DiscussionDetail,
  type DiscussionListQuery,
  type DiscussionReportBody,
  type DiscussionRow,
  type DiscussionUpdateBody,
  type GroupDiscussionListQuery,
} from '../../contract/api/community';
import type { Page } from '../../contract/envelope';
import { isAdminRole } from '../../contract/roles';
import { GROUP_MESSAGES } from '../../contract/rules/groups';
import type { Principal } from '../accounts/sessions';
import { assertMayPost } from '../community/posting';
import { readSection } from '../config/site-config';
import type { Db } from '../db/client';
import { discussionCategories, discussionLikes, discussionReports, discussions } from '../db/schema-community';
import { problems } from '../db/schema-problems';
import type { Deps } from '../deps';
import { groupStanding } from '../groups/standing';
import { ApiError, badRequest, forbidden, notFound, unauthorized } from '../lib/api-error';
import { consumeRate, RATE_RULES } from '../lib/rate-limit';
import { mineMessage, messageInserts, personalMessage } from '../messages/notify';
import { areaRefusal, authorNotice, editDecision, mayDelete, mayPin, postedShape, readRefusal, type Refusal, type Viewer } from './rules';
import { discussionPage, findDiscussion, keywordMatch, toRows, type JoinedDiscussion } from './view';

/** The discussions' use cases for learners (part 3 §2.9, §2.13-§2.14, §5-§6, §7; decision 33). */

type D = Pick<Deps, 'db' | 'clock'>;

function refuse(r: Refusal): never {
  throw new ApiError(r.status, r.msg);
}

async function switches(deps: Pick<Deps, 'db'>) {
  return readSection(deps, 'switch');
}

async function assertAreaOpen(deps: Pick<Deps, 'db'>, gid: number | null): Promise<void> {
  const closed = areaRefusal(gid, await switches(deps));
  if (closed) throw forbidden(closed);
}

/** The caller as the rules see them, for a discussion of group `gid` (or a public one). */
export async function viewerOf(db: Db, gid: number | null, caller: Principal | null): Promise<Viewer | null> {
  if (gid === null) return caller && { uid: caller.user.id, siteAdmin: isAdminRole(caller.roles), groupMember: false, groupAdmin: false };
  const standing = await groupStanding(db, gid, caller);
  return caller && { uid: caller.user.id, siteAdmin: standing.siteAdmin, groupMember: standing.member, groupAdmin: standing.admin };
}

/** A discussion the caller may open, with the caller's view of it; refuses like the detail does. */
async function readable(deps: Pick<Deps, 'db'>, did: number, caller: Principal | null): Promise<{ found: JoinedDiscussion; viewer: Viewer | null }> {
  const found = await findDiscussion(deps.db, did);
  if (!found) throw notFound(COMMUNITY_MESSAGES.discussionNotFound);
  const viewer = await viewerOf(deps.db, found.row.gid, caller);
  const refusal = readRefusal(found.row, viewer, await switches(deps));
  if (refusal) refuse(refusal);
  return { found, viewer };
}

const problemMatch = (pid: string | undefined) => (pid ? eq(problems.problemId, pid) : undefined);

/** `get-discussion-list` (part 3 §2.14): public, normal discussions, pinned first, 10 a page. */
export async function discussionList(deps: D, query: DiscussionListQuery, caller: Principal | null): Promise<Page<DiscussionRow>> {
  await assertAreaOpen(deps, null);
  if (query.onlyMine && !caller) throw unauthorized();
  const where: SQL | undefined = and(
    sql`${discussions.gid} IS NULL`,
    eq(discussions.status, DISCUSSION_STATUS.normal),
    query.cid !== undefined ? eq(discussions.categoryId, query.cid) : undefined,
    problemMatch(query.pid),
    query.onlyMine && caller ? eq(discussions.uid, caller.user.id) : undefined,
    keywordMatch(query.keyword),
  );
  return discussionPage(deps.db, where, query, true);
}

/** `group/get-discussion-list` (part 3 §2.9): a group's normal discussions, to its members. */
export async function groupDiscussionList(deps: D, query: GroupDiscussionListQuery, caller: Principal): Promise<Page<DiscussionRow>> {
  await assertAreaOpen(deps, query.gid);
  const standing = await groupStanding(deps.db, query.gid, caller);
  if (!standing.member) throw forbidden(GROUP_MESSAGES.notMember);
  const where = and(eq(discussions.gid, query.gid), eq(discussions.status, DISCUSSION_STATUS.normal), problemMatch(query.pid), keywordMatch(query.keyword));
  return discussionPage(deps.db, where, query, true);
}

/** `group/get-admin-discussion-list`: every discussion of the group, disabled ones too, to its admins. */
export async function groupAdminDiscussionList(deps: D, query: GroupDiscussionListQuery, caller: Principal): Promise<Page<DiscussionRow>> {
  await assertAreaOpen(deps, query.gid);
  const standing = await groupStanding(deps.db, query.gid, caller);
  if (!standing.admin) throw forbidden(GROUP_MESSAGES.notAdmin);
  const where = and(eq(discussions.gid, query.gid), problemMatch(query.pid), keywordMatch(query.keyword));
  return discussionPage(deps.db, where, query, true);
}

async function likedBy(db: Db, did: number, uid: string | null): Promise<boolean> {
  if (uid === null) return false;
  const row = await db
    .select({ did: discussionLikes.did })
    .from(discussionLikes)
    .where(and(eq(discussionLikes.did, did), eq(discussionLikes.uid, uid)))
    .get();
  return row !== undefined;
}

async function detailOf(db: Db, found: JoinedDiscussion, uid: string | null): Promise<DiscussionDetail> {
  const [row] = await toRows(db, [found]);
  return { ...row!, content: found.row.content, hasLike: await likedBy(db, found.row.id, uid), gmtModified: new Date(found.row.gmtModified * 1000).toISOString() };
}

/** `get-discussion-detail` (part 3 §2.13): opening it counts one view. */
export async function discussionDetail(deps: D, did: number, caller: Principal | null): Promise<DiscussionDetail> {
  const { found } = await readable(deps, did, caller);
  await deps.db
    .update(discussions)
    .set({ viewNum: sql`${discussions.viewNum} + 1` })
    .where(eq(discussions.id, did));
  const counted = { ...found, row: { ...found.row, viewNum: found.row.viewNum + 1 } };
  return detailOf(deps.db, counted, caller?.user.id ?? null);
}

/**
 * The problem a discussion is posted under, by display id: in a group, one of the group's problems;
 * on the site, a problem of no group that is public (admin roles may use any of them).
 */
async function problemFor(db: Db, problemId: string, gid: number | null, siteAdmin: boolean): Promise<{ id: number; problemId: string }> {
  const row = await db.select({ id: problems.id, problemId: problems.problemId, gid: problems.gid, auth: problems.auth }).from(problems).where(eq(problems.problemId, problemId)).get();
  const fits = row !== undefined && (gid === null ? row.gid === null && (siteAdmin || row.auth === 1) : row.gid === gid);
  if (!fits) throw notFound(COMMUNITY_MESSAGES.problemNotFound);
  return { id: row.id, problemId: row.problemId };
}

async function assertCategory(db: Db, categoryId: number): Promise<void> {
  const row = await db.select({ id: discussionCategories.id }).from(discussionCategories).where(eq(discussionCategories.id, categoryId)).get();
  if (!row) throw badRequest(COMMUNITY_MESSAGES.categoryNotFound);
}

/**
 * `POST discussion` (part 3 §5): the area must be open (and, in a group, the caller a member), an
 * ordinary user must pass the posting thresholds, only admins pin, and a discussion under a problem
 * gets category 2 and the "[id] " title prefix.
 */
export async function addDiscussion(deps: D, body: DiscussionAddBody, caller: Principal): Promise<DiscussionDetail> {
  await assertAreaOpen(deps, body.gid);
  const viewer = (await viewerOf(deps.db, body.gid, caller))!;
  if (body.gid !== null && !viewer.groupMember) throw forbidden(GROUP_MESSAGES.notMember);
  if (body.topPriority && !mayPin(body.gid, viewer)) throw forbidden(COMMUNITY_MESSAGES.onlyAdminPins);
  const problem = body.pid === null ? null : await problemFor(deps.db, body.pid, body.gid, viewer.siteAdmin);
  const shape = postedShape(body, problem?.problemId ?? null);
  await assertCategory(deps.db, shape.categoryId);
  await assertMayPost(deps, 'discussion', caller);
  const now = deps.clock.nowSeconds();
  const [row] = await deps.db
    .insert(discussions)
    .values({
      title: shape.title,
      description: body.description,
      content: body.content,
      categoryId: shape.categoryId,
      pid: problem?.id ?? null,
      gid: body.gid,
      uid: caller.user.id,
      topPriority: body.topPriority,
      gmtCreate: now,
      gmtModified: now,
    })
    .returning({ id: discussions.id });
  return detailOf(deps.db, (await findDiscussion(deps.db, row!.id))!, caller.user.id);
}

/** `PUT discussion`: the author edits; the category stays; the top flag only by whoever may pin. */
export async function updateDiscussion(deps: D, body: DiscussionUpdateBody, caller: Principal): Promise<DiscussionDetail> {
  const found = await findDiscussion(deps.db, body.id);
  if (!found) throw notFound(COMMUNITY_MESSAGES.discussionNotFound);
  const viewer = (await viewerOf(deps.db, found.row.gid, caller))!;
  // The author edits only where they may still read it: an open area, and their group's member.
  const unreadable = readRefusal(found.row, viewer, await switches(deps));
  if (unreadable) refuse(unreadable);
  const decision = editDecision({ ...found.row, problemId: found.problemId }, body, viewer);
  if ('refusal' in decision) refuse(decision.refusal);
  await deps.db
    .update(discussions)
    .set({ title: decision.title, description: body.description, content: body.content, topPriority: decision.topPriority, gmtModified: deps.clock.nowSeconds() })
    .where(eq(discussions.id, body.id));
  return detailOf(deps.db, (await findDiscussion(deps.db, body.id))!, caller.user.id);
}

/**
 * `DELETE discussion`: the author, an admin role, or a group discussion's group admins; its
 * comments, replies, likes and reports go with it (foreign keys). An author whose discussion someone
 * else deleted gets a "mine" message in the same batch.
 */
export async function deleteDiscussion(deps: D, did: number, caller: Principal): Promise<void> {
  const found = await findDiscussion(deps.db, did);
  if (!found) throw notFound(COMMUNITY_MESSAGES.discussionNotFound);
  const viewer = (await viewerOf(deps.db, found.row.gid, caller))!;
  if (!mayDelete(found.row, viewer)) throw forbidden(COMMUNITY_MESSAGES.mayNotDelete);
  const { db } = deps;
  const byOther = found.row.uid !== caller.user.id;
  const notice = authorNotice('deleted', found.row.title, !viewer.siteAdmin);
  const messages = byOther ? messageInserts(db, [mineMessage(found.row.uid, notice.title, notice.content, deps.clock.nowSeconds())]) : [];
  await db.batch([db.delete(discussions).where(eq(discussions.id, did)), ...messages]);
}

/**
 * `discussion-like` (part 3 §4): like raises the count, unlike lowers it; liking twice or
 * unliking what one does not like changes nothing. A new like leaves the author a Like message.
 */
export async function likeDiscussion(deps: D, query: { did: number; toLike: boolean }, caller: Principal): Promise<void> {
  await consumeRate(deps, RATE_RULES.likePerUser, caller.user.id);
  const { found } = await readable(deps, query.did, caller);
  const { db } = deps;
  const liked = await likedBy(db, query.did, caller.user.id);
  if (liked === query.toLike) return;
  const recount = db
    .update(discussions)
    .set({ likeNum: sql`(SELECT count(*) FROM ${discussionLikes} WHERE ${discussionLikes.did} = ${query.did})` })
    .where(eq(discussions.id, query.did));
  if (!query.toLike) {
    await db.batch([db.delete(discussionLikes).where(and(eq(discussionLikes.did, query.did), eq(discussionLikes.uid, caller.user.id))), recount]);
    return;
  }
  const now = deps.clock.nowSeconds();
  const like = db.insert(discussionLikes).values({ did: query.did, uid: caller.user.id, gmtCreate: now }).onConflictDoNothing();
  const messages = messageInserts(db, [
    personalMessage({
      type: 'Like',
      action: MESSAGE_ACTIONS.likeDiscussion,
      sender: caller.user.id,
      recipient: found.row.uid,
      source: { type: 'Discussion', id: found.row.id, title: found.row.title, gid: found.row.gid },
      quote: found.row.description,
      now,
    }),
  ]);
  await db.batch([like, recount, ...messages]);
}

/** `discussion-report` (part 3 §5): tags and a reason; a user reports a discussion once. */
export async function reportDiscussion(deps: D, body: DiscussionReportBody, caller: Principal): Promise<void> {
  await consumeRate(deps, RATE_RULES.reportPerUser, caller.user.id);
  await readable(deps, body.did, caller);
  const now = deps.clock.nowSeconds();
  const written = await deps.db
    .insert(discussionReports)
    .values({ did: body.did, reporter: caller.user.id, tags: JSON.stringify([...new Set(body.tags)]), reason: body.content, gmtCreate: now, gmtModified: now })
    .onConflictDoNothing({ target: [discussionReports.did, discussionReports.reporter] })
    .returning({ id: discussionReports.id });
  if (written.length === 0) throw badRequest(COMMUNITY_MESSAGES.alreadyReported);
}
