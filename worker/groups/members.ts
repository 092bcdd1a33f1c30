import { and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { ApplyGroupBody, GroupMemberRow, MemberListQuery } from '../../contract/api/groups';
import type { Page } from '../../contract/envelope';
import { GROUP_MESSAGES, MEMBER_AUTH, memberChangeRefusal, memberRemovalRefusal } from '../../contract/rules/groups';
import type { Principal } from '../accounts/sessions';
import type { Db } from '../db/client';
import { users } from '../db/schema-accounts';
import { groupMembers, groups } from '../db/schema-groups';
import type { Deps } from '../deps';
import { badRequest, forbidden, notFound } from '../lib/api-error';
import { messageInserts, mineMessage } from '../messages/notify';
import { groupApplicationMessage, groupEventMessage, memberChangeEvent, memberRemovalEvent, type GroupEvent } from '../messages/rules';
import { disbandWithAvatar } from './groups';
import { joinDecision } from './rules';
import { groupStanding } from './standing';
import { toMemberRow } from './view';
import { containsText } from '../lib/text-search';

/** The group's member count (levels 3 to 5), recounted in the batch of every membership change. */
export function memberCountStatement(db: Db, gid: number, now: number) {
  const members = sql<number>`(SELECT count(*) FROM ${groupMembers} WHERE ${groupMembers.gid} = ${gid} AND ${groupMembers.auth} >= ${MEMBER_AUTH.member})`;
  return db.update(groups).set({ memberCount: members, gmtModified: now }).where(eq(groups.id, gid));
}

const memberColumns = {
  row: groupMembers,
  username: users.username,
  avatar: users.avatar,
};

async function memberPage(db: Db, gid: number, query: MemberListQuery, levels: { min: number; max: number }): Promise<Page<GroupMemberRow>> {
  const where = and(
    eq(groupMembers.gid, gid),
    query.auth !== undefined ? eq(groupMembers.auth, query.auth) : and(gte(groupMembers.auth, levels.min), lte(groupMembers.auth, levels.max)),
    query.auth !== undefined ? and(gte(groupMembers.auth, levels.min), lte(groupMembers.auth, levels.max)) : undefined,
    query.keyword ? containsText(users.username, query.keyword) : undefined,
  );
  const offset = (query.currentPage - 1) * query.limit;
  const [rows, [total]] = await Promise.all([
    db.select(memberColumns).from(groupMembers).innerJoin(users, eq(users.id, groupMembers.uid)).where(where).orderBy(desc(groupMembers.auth), asc(groupMembers.id)).limit(query.limit).offset(offset).all(),
    db.select({ n: count() }).from(groupMembers).innerJoin(users, eq(users.id, groupMembers.uid)).where(where).all(),
  ]);
  return {
    records: rows.map((r) => toMemberRow({ ...r.row, username: r.username, avatar: r.avatar })),
    total: total?.n ?? 0,
    current: query.currentPage,
    size: query.limit,
  };
}

/** A page of `memberPage` for a caller of at least `needs` standing in the group; anyone else is refused with the group's message. */
async function memberPageFor(db: Db, query: MemberListQuery, caller: Principal, needs: 'member' | 'admin', levels: { min: number; max: number }): Promise<Page<GroupMemberRow>> {
  const standing = await groupStanding(db, query.gid, caller);
  if (!standing[needs]) throw forbidden(needs === 'member' ? GROUP_MESSAGES.notMember : GROUP_MESSAGES.notAdmin);
  return memberPage(db, query.gid, query, levels);
}

/** `group/get-member-list`: members of levels 3 to 5, to the group's members. */
export function memberList(deps: Pick<Deps, 'db'>, query: MemberListQuery, caller: Principal): Promise<Page<GroupMemberRow>> {
  return memberPageFor(deps.db, query, caller, 'member', { min: MEMBER_AUTH.member, max: MEMBER_AUTH.root });
}

/** `group/get-apply-list`: applications waiting (1) or refused (2), to the group's admins. */
export function applyList(deps: Pick<Deps, 'db'>, query: MemberListQuery, caller: Principal): Promise<Page<GroupMemberRow>> {
  return memberPageFor(deps.db, query, caller, 'admin', { min: MEMBER_AUTH.applying, max: MEMBER_AUTH.refused });
}

async function memberRow(db: Db, gid: number, uid: string) {
  const found = await db
    .select(memberColumns)
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.uid))
    .where(and(eq(groupMembers.gid, gid), eq(groupMembers.uid, uid)))
    .get();
  return found && { ...found.row, username: found.username, avatar: found.avatar };
}

/** `POST group/member`: join a public group at once, or apply to a protected or private one (decision 31). */
export async function joinGroup(deps: Pick<Deps, 'db' | 'clock'>, body: ApplyGroupBody, caller: Principal): Promise<void> {
  const { db } = deps;
  const standing = await groupStanding(db, body.gid, caller);
  const decision = joinDecision(standing.row, { level: standing.level, isOwner: standing.isOwner }, body);
  if ('refusal' in decision) throw badRequest(decision.refusal);
  const now = deps.clock.nowSeconds();
  const told = decision.level === MEMBER_AUTH.applying ? await applicationNotices(db, standing.row, caller, now) : [];
  await db.batch([
    // A refused user's row turns back into an application (or a membership, in a public group).
    db
      .insert(groupMembers)
      .values({
        gid: body.gid,
        uid: caller.user.id,
        auth: decision.level,
        reason: decision.reason,
        gmtCreate: now,
        gmtModified: now,
      })
      .onConflictDoUpdate({
        target: [groupMembers.gid, groupMembers.uid],
        set: {
          auth: decision.level,
          reason: decision.reason,
          gmtModified: now,
        },
      }),
    memberCountStatement(db, body.gid, now),
    ...told,
  ]);
}

/**
 * An application waits for the group's owner and admins (levels 4 and 5), who may accept it: each
 * gets a "mine" message in the application's own batch, so they learn of it without visiting the group.
 */
async function applicationNotices(db: Db, group: { id: number; name: string; uid: string }, caller: Principal, now: number) {
  const admins = await db
    .select({ uid: groupMembers.uid })
    .from(groupMembers)
    .where(and(eq(groupMembers.gid, group.id), gte(groupMembers.auth, MEMBER_AUTH.admin)))
    .all();
  const recipients = new Set([group.uid, ...admins.map((a) => a.uid)]);
  recipients.delete(caller.user.id);
  const { title, content } = groupApplicationMessage(group, caller.user.username);
  return messageInserts(db, [...recipients].map((uid) => mineMessage(uid, title, content, now)));
}

function actorOf(standing: { level: number; isOwner: boolean; siteAdmin: boolean }, caller: Principal) {
  return {
    auth: standing.level,
    isOwner: standing.isOwner,
    isSiteAdmin: standing.siteAdmin,
    uid: caller.user.id,
  };
}

/** `PUT group/member`: accept (3+), refuse (2) or change a level, by the level rules of contract/rules/groups.ts. */
export async function changeMember(deps: Pick<Deps, 'db' | 'clock'>, body: { gid: number; uid: string; auth: number }, caller: Principal): Promise<GroupMemberRow> {
  const { db } = deps;
  const standing = await groupStanding(db, body.gid, caller);
  if (!standing.admin) throw forbidden(GROUP_MESSAGES.notAdmin);
  const target = await memberRow(db, body.gid, body.uid);
  if (!target) throw notFound(GROUP_MESSAGES.memberNotFound);
  const refusal = memberChangeRefusal(
    actorOf(standing, caller),
    {
      auth: target.auth,
      isOwner: target.uid === standing.row.uid,
      uid: target.uid,
    },
    body.auth,
  );
  if (refusal) throw forbidden(refusal);
  const now = deps.clock.nowSeconds();
  const told = groupEventNotice(db, memberChangeEvent(target.auth, body.auth), standing.row, body.uid, caller, now);
  await db.batch([
    db
      .update(groupMembers)
      .set({ auth: body.auth, gmtModified: now })
      .where(and(eq(groupMembers.gid, body.gid), eq(groupMembers.uid, body.uid))),
    memberCountStatement(db, body.gid, now),
    ...told,
  ]);
  return toMemberRow({ ...target, auth: body.auth, gmtModified: now });
}

/**
 * `DELETE group/member`: remove a member or an application (part 3 §6). A site admin removing the
 * owner disbands the group (§4 "kicking the owner disbands").
 */
export async function removeMember(deps: Pick<Deps, 'db' | 'clock' | 'files' | 'cache' | 'defer'>, query: { gid: number; uid: string }, caller: Principal): Promise<'removed' | 'disbanded'> {
  const { db } = deps;
  const standing = await groupStanding(db, query.gid, caller);
  if (!standing.admin) throw forbidden(GROUP_MESSAGES.notAdmin);
  const isOwner = query.uid === standing.row.uid;
  const target = await memberRow(db, query.gid, query.uid);
  if (!target && !isOwner) throw notFound(GROUP_MESSAGES.memberNotFound);
  const refusal = memberRemovalRefusal(actorOf(standing, caller), {
    auth: isOwner ? MEMBER_AUTH.root : target!.auth,
    isOwner,
    uid: query.uid,
  });
  if (refusal) throw forbidden(refusal);
  if (isOwner) {
    await disbandWithAvatar(deps, query.gid, standing.row.avatar);
    return 'disbanded';
  }
  const now = deps.clock.nowSeconds();
  await removeRow(deps, query.gid, query.uid, groupEventNotice(db, memberRemovalEvent(target!.auth), standing.row, query.uid, caller, now));
  return 'removed';
}

/** The "mine" message a group admin's decision leaves for the member (decision 33): none for one's own account. */
function groupEventNotice(db: Db, event: GroupEvent | null, group: { id: number; name: string }, uid: string, caller: Principal, now: number) {
  if (event === null || uid === caller.user.id) return [];
  const { title, content } = groupEventMessage(event, group);
  return messageInserts(db, [mineMessage(uid, title, content, now)]);
}

async function removeRow(deps: Pick<Deps, 'db' | 'clock'>, gid: number, uid: string, told: ReturnType<typeof groupEventNotice> = []): Promise<void> {
  const now = deps.clock.nowSeconds();
  await deps.db.batch([deps.db.delete(groupMembers).where(and(eq(groupMembers.gid, gid), eq(groupMembers.uid, uid))), memberCountStatement(deps.db, gid, now), ...told]);
}

/** `DELETE group/member/exit`: leave the group (or withdraw an application); the owner disbands instead. */
export async function exitGroup(deps: Pick<Deps, 'db' | 'clock'>, gid: number, caller: Principal): Promise<void> {
  const standing = await groupStanding(deps.db, gid, caller);
  if (standing.isOwner) throw badRequest(GROUP_MESSAGES.ownerCannotExit);
  if (standing.level === MEMBER_AUTH.none) throw badRequest(GROUP_MESSAGES.memberNotFound);
  await removeRow(deps, gid, caller.user.id);
}
