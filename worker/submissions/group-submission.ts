import { GROUP_MESSAGES } from '../../contract/rules/groups';
import type { Principal } from '../accounts/sessions';
import type { Db } from '../db/client';
import { groupStanding } from '../groups/standing';
import { forbidden } from '../lib/api-error';

/**
 * A submission made in a group (its problem pages, homework or contests) is shown only to the
 * group's members and site admins (decision 31); a member of another group gets nothing.
 */
export async function checkGroupSubmissionReader(db: Db, row: { gid: number | null }, viewer: Principal | null): Promise<void> {
  if (row.gid === null) return;
  const group = await groupStanding(db, row.gid, viewer);
  if (!group.member) throw forbidden(GROUP_MESSAGES.notMember);
}
