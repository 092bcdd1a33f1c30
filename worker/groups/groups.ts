import { and, count, desc, eq, exists, gte, or, sql, type SQL } from 'drizzle-orm';
import type { GroupDetail, GroupListQuery, GroupSaveBody, GroupView } from '../../contract/api/groups';
import type { Page } from '../../contract/envelope';
import { isAdminRole } from '../../contract/roles';
import { GROUP_AVATAR_MAX_BYTES, GROUP_AVATAR_TYPES, GROUP_MESSAGES, MEMBER_AUTH } from '../../contract/rules/groups';
import { avatarKeyOfUrl, AVATAR_KEY_PREFIX, AVATAR_URL_PREFIX, sniffImageType } from '../accounts/rules';
import type { Principal } from '../accounts/sessions';
import type { Db } from '../db/client';
import { groupMembers, groups } from '../db/schema-groups';
import { problems } from '../db/schema-problems';
import type { Deps } from '../deps';
import { ApiError, badRequest, forbidden, unauthorized } from '../lib/api-error';
import { newId } from '../lib/random';
import { assertMayPost } from '../community/posting';
import { disbandGroup } from './disband';
import { forgetEveryUserHome } from '../home/home-documents';
import { checkedGroupCode } from './rules';
import { groupStanding } from './standing';
import { toGroupDetail, toGroupView } from './view';
import { containsText } from '../lib/text-search';

/** The caller's membership of 3 or more in the listed group. */
const memberOf = (db: Db, uid: string) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(groupMembers)
      .where(and(eq(groupMembers.gid, groups.id), eq(groupMembers.uid, uid), gte(groupMembers.auth, MEMBER_AUTH.member))),
  );

/**
 * `get-group-list` (part 3 §2.3): visible groups, newest first. Hidden or banned groups are listed
 * only to site admins and to their members (the card shows `visible`/`status`); `onlyMine` keeps
 * the groups the caller belongs to (member or owner).
 */
export async function groupList(deps: Pick<Deps, 'db'>, query: GroupListQuery, caller: Principal | null): Promise<Page<GroupView>> {
  const { db } = deps;
  if (query.onlyMine && !caller) throw unauthorized();
  const uid = caller?.user.id ?? null;
  const mine = uid === null ? undefined : or(eq(groups.uid, uid), memberOf(db, uid));
  const seesAll = caller !== null && isAdminRole(caller.roles);
  const open = and(eq(groups.visible, true), eq(groups.status, 0));
  const keyword = query.keyword
    ? or(containsText(groups.name, query.keyword), containsText(groups.shortName, query.keyword), containsText(groups.brief, query.keyword))
    : undefined;
  const where: SQL | undefined = and(seesAll ? undefined : mine ? or(open, mine) : open, query.onlyMine ? mine : undefined, query.auth !== undefined ? eq(groups.auth, query.auth) : undefined, keyword);
  const offset = (query.currentPage - 1) * query.limit;
  const [rows, [total]] = await Promise.all([db.select().from(groups).where(where).orderBy(desc(groups.id)).limit(query.limit).offset(offset).all(), db.select({ n: count() }).from(groups).where(where).all()]);
  return {
    records: rows.map(toGroupView),
    total: total?.n ?? 0,
    current: query.currentPage,
    size: query.limit,
  };
}

/** `get-group-detail`: the group's card and description; the code only to its admins and site admins. */
export async function groupDetail(deps: Pick<Deps, 'db'>, gid: number, caller: Principal): Promise<GroupDetail> {
  const standing = await groupStanding(deps.db, gid, caller);
  return toGroupDetail(standing.row, standing.admin);
}

export async function groupAccess(deps: Pick<Deps, 'db'>, gid: number, caller: Principal): Promise<{ access: boolean }> {
  return { access: (await groupStanding(deps.db, gid, caller)).member };
}

/** `get-group-auth`: the caller's level, 0 to 5 (the owner 5). */
export async function groupAuth(deps: Pick<Deps, 'db'>, gid: number, caller: Principal): Promise<number> {
  return (await groupStanding(deps.db, gid, caller)).level;
}

async function shortNameTaken(db: Db, shortName: string, exceptGid: number | null): Promise<boolean> {
  const same = sql`lower(${groups.shortName}) = lower(${shortName})`;
  const row = await db
    .select({ id: groups.id })
    .from(groups)
    .where(exceptGid === null ? same : and(same, sql`${groups.id} <> ${exceptGid}`))
    .get();
  return row !== undefined;
}

function savedFields(body: GroupSaveBody) {
  const code = checkedGroupCode(body.auth, body.code);
  if ('refusal' in code) throw badRequest(code.refusal);
  return {
    name: body.name,
    shortName: body.shortName,
    brief: body.brief,
    description: body.description,
    auth: body.auth,
    code: code.code,
    visible: body.visible,
  };
}

/** A unique-index race on the short name reads as the same refusal as the check before it. */
function refuseTakenOnConflict(error: unknown): never {
  if (error instanceof Error && /UNIQUE constraint failed/i.test(`${error.message} ${String((error as { cause?: unknown }).cause ?? '')}`)) throw badRequest(GROUP_MESSAGES.shortNameTaken);
  throw error;
}

/**
 * `POST group` (part 3 §5, §6): admin roles, and ordinary users who pass the group thresholds
 * (accepted problems, groups in 24 hours; decision 33). The creator becomes the owner and a member
 * of level 5, in one batch.
 */
export async function addGroup(deps: Pick<Deps, 'db' | 'clock'>, body: GroupSaveBody, caller: Principal): Promise<GroupDetail> {
  const fields = savedFields(body);
  if (await shortNameTaken(deps.db, fields.shortName, null)) throw badRequest(GROUP_MESSAGES.shortNameTaken);
  await assertMayPost(deps, 'group', caller);
  const now = deps.clock.nowSeconds();
  const { db } = deps;
  const created = sql`(SELECT ${groups.id} FROM ${groups} WHERE lower(${groups.shortName}) = lower(${fields.shortName}))`;
  await db
    .batch([
      db.insert(groups).values({
        ...fields,
        owner: caller.user.username,
        uid: caller.user.id,
        memberCount: 1,
        gmtCreate: now,
        gmtModified: now,
      }),
      db.insert(groupMembers).values({
        gid: created,
        uid: caller.user.id,
        auth: MEMBER_AUTH.root,
        gmtCreate: now,
        gmtModified: now,
      }),
    ])
    .catch(refuseTakenOnConflict);
  const row = (await db
    .select()
    .from(groups)
    .where(sql`lower(${groups.shortName}) = lower(${fields.shortName})`)
    .get())!;
  return toGroupDetail(row, true);
}

/** `PUT group`: the group root or a site admin; the short name is fixed once the group has problems. */
export async function updateGroup(deps: Pick<Deps, 'db' | 'clock'>, body: GroupSaveBody, caller: Principal): Promise<GroupDetail> {
  if (body.id === null) throw badRequest('id is required');
  const standing = await groupStanding(deps.db, body.id, caller);
  if (!standing.root) throw forbidden(GROUP_MESSAGES.notRoot);
  const fields = savedFields(body);
  const { db } = deps;
  if (fields.shortName.toUpperCase() !== standing.row.shortName.toUpperCase()) {
    const hasProblems = await db.select({ id: problems.id }).from(problems).where(eq(problems.gid, body.id)).get();
    if (hasProblems) throw badRequest(GROUP_MESSAGES.shortNameFixed);
    if (await shortNameTaken(db, fields.shortName, body.id)) throw badRequest(GROUP_MESSAGES.shortNameTaken);
  }
  const [row] = await db
    .update(groups)
    .set({ ...fields, gmtModified: deps.clock.nowSeconds() })
    .where(eq(groups.id, body.id))
    .returning()
    .catch(refuseTakenOnConflict);
  return toGroupDetail(row!, true);
}

/** `DELETE group`: the owner or a site admin disbands the group with everything in it. */
export async function deleteGroup(deps: Pick<Deps, 'db' | 'files' | 'cache' | 'clock' | 'defer'>, gid: number, caller: Principal): Promise<void> {
  const standing = await groupStanding(deps.db, gid, caller);
  if (!standing.isOwner && !standing.siteAdmin) throw forbidden(GROUP_MESSAGES.notOwner);
  await disbandWithAvatar(deps, gid, standing.row.avatar);
}

/** Disbands and then drops the avatar from storage (a file cannot join the database batch). */
export async function disbandWithAvatar(deps: Pick<Deps, 'db' | 'files' | 'cache' | 'clock' | 'defer'>, gid: number, avatar: string | null): Promise<void> {
  await disbandGroup(deps.db, gid);
  // Its problems and its homework results leave their solvers' homes.
  forgetEveryUserHome(deps);
  const key = avatarKeyOfUrl(avatar);
  if (key) await deps.files.delete(key);
}

/**
 * `file/upload-group-avatar` (part 3 §5, §9): the group root uploads an image of the allowed types,
 * 2 MB at most; it is stored and served like a user's avatar, and the one it replaces is dropped.
 */
export async function uploadGroupAvatar(deps: Pick<Deps, 'db' | 'clock' | 'files'>, gid: number, file: File, caller: Principal): Promise<GroupDetail> {
  const standing = await groupStanding(deps.db, gid, caller);
  if (!standing.root) throw forbidden(GROUP_MESSAGES.notRoot);
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(GROUP_AVATAR_TYPES as readonly string[]).includes(ext)) throw new ApiError(415, GROUP_MESSAGES.fileType);
  if (file.size > GROUP_AVATAR_MAX_BYTES) throw new ApiError(413, GROUP_MESSAGES.fileSize);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) throw badRequest('The file is not a valid image');
  // The same naming as user avatars, so the avatar route serves it unchanged.
  const name = `${newId()}-${newId()}.${type.split('/')[1]}`;
  await deps.files.put(AVATAR_KEY_PREFIX + name, bytes, {
    httpMetadata: {
      contentType: type,
      cacheControl: 'public, max-age=31536000, immutable',
    },
  });
  const [row] = await deps.db
    .update(groups)
    .set({
      avatar: AVATAR_URL_PREFIX + name,
      gmtModified: deps.clock.nowSeconds(),
    })
    .where(eq(groups.id, gid))
    .returning();
  const previous = avatarKeyOfUrl(standing.row.avatar);
  if (previous) await deps.files.delete(previous);
  return toGroupDetail(row!, true);
}
