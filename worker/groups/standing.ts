import { and, eq } from 'drizzle-orm';
import { isAdminRole } from '../../contract/roles';
import { GROUP_MESSAGES, MEMBER_AUTH } from '../../contract/rules/groups';
import type { Principal } from '../accounts/sessions';
import type { Db } from '../db/client';
import { groupMembers, groups } from '../db/schema-groups';
import { notFound } from '../lib/api-error';
import { decideGroupStanding, type GroupStanding } from './rules';

export type GroupRow = typeof groups.$inferSelect;

/** A group and the caller's membership row's level (0 without one), in one read. */
export async function findGroupFor(db: Db, gid: number, uid: string | null): Promise<{ row: GroupRow; level: number } | undefined> {
  if (uid === null) {
    const row = await db.select().from(groups).where(eq(groups.id, gid)).get();
    return row && { row, level: MEMBER_AUTH.none };
  }
  const found = await db
    .select({ row: groups, level: groupMembers.auth })
    .from(groups)
    .leftJoin(groupMembers, and(eq(groupMembers.gid, groups.id), eq(groupMembers.uid, uid)))
    .where(eq(groups.id, gid))
    .get();
  return found && { row: found.row, level: found.level ?? MEMBER_AUTH.none };
}

/**
 * The caller's standing in a group, the one input of every group rule (decision 31). A group that
 * does not exist, or is hidden from the caller, answers 404 "The group does not exist".
 */
export async function groupStanding(db: Db, gid: number, caller: Principal | null): Promise<GroupStanding & { row: GroupRow }> {
  const found = await findGroupFor(db, gid, caller ? caller.user.id : null);
  if (!found) throw notFound(GROUP_MESSAGES.notFound);
  const standing = decideGroupStanding(found.row, found.level, caller ? { uid: caller.user.id, siteAdmin: isAdminRole(caller.roles) } : null);
  if (standing.hidden) throw notFound(GROUP_MESSAGES.notFound);
  return { ...standing, row: found.row };
}
