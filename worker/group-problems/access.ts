import { GROUP_MESSAGES } from '../../contract/rules/groups';
import type { Principal } from '../accounts/sessions';
import type { Db } from '../db/client';
import { groupStanding } from '../groups/standing';
import { forbidden } from '../lib/api-error';

/** The caller's standing, refused unless a member (3+) of the group. */
export async function groupMemberStanding(db: Db, gid: number, who: Principal) {
  const group = await groupStanding(db, gid, who);
  if (!group.member) throw forbidden(GROUP_MESSAGES.notMember);
  return group;
}

/** The caller's standing, refused unless a group admin (4+). */
export async function groupAdminStanding(db: Db, gid: number, who: Principal) {
  const group = await groupStanding(db, gid, who);
  if (!group.admin) throw forbidden(group.member ? GROUP_MESSAGES.notAdmin : GROUP_MESSAGES.notMember);
  return group;
}
