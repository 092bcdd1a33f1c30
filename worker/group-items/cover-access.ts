import { GROUP_MESSAGES } from '../../contract/rules/groups';
import { isAdminRole } from '../../contract/roles';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { CONTEST_MESSAGES } from '../contests/rules';
import { groupStanding } from '../groups/standing';
import { badRequest, forbidden } from '../lib/api-error';
import { manageGroupContest } from './group-contests';

/** A positive whole number from a multipart field, or null when the field is absent or empty. */
function idField(value: ReturnType<FormData["get"]>, name: string): number | null {
  if (value === null || value === '') return null;
  const n = Number(value);
  if (typeof value !== 'string' || !Number.isSafeInteger(n) || n < 1) throw badRequest(`${name} must be a positive whole number`);
  return n;
}

/**
 * Who may upload a contest cover (`upload-img`): site admins as before; for a group contest, its
 * managers (the group root or its creator while a group admin, field `cid`), and for one being
 * created, the group's admins (field `gid`).
 */
export async function checkCoverUploader(deps: Pick<Deps, 'db' | 'clock'>, caller: Principal, form: FormData): Promise<void> {
  if (isAdminRole(caller.roles)) return;
  const cid = idField(form.get('cid'), 'cid');
  if (cid !== null) {
    await manageGroupContest(deps, cid, caller);
    return;
  }
  const gid = idField(form.get('gid'), 'gid');
  if (gid === null) throw forbidden(CONTEST_MESSAGES.notAdmin);
  if (!(await groupStanding(deps.db, gid, caller)).admin) throw forbidden(GROUP_MESSAGES.notAdmin);
}
