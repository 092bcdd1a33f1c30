import type { RoleView } from '../../contract/api/admin';
import { capabilitiesOf } from '../../contract/rules/admin';
import { isAdmin, isAdminRole, isSuperAdmin, ROLE, type RoleName } from '../../contract/roles';
import type { Deps } from '../deps';
import { roleRows } from './queries';
import { accessLevelsOf } from './rules';

const isRoleName = (name: string): name is RoleName => (Object.values(ROLE) as string[]).includes(name);

/**
 * The auth and roles screen (decision 36): each role with its number and holders, what it allows
 * (the predicates the Worker checks) and the call access levels it passes at the route layer.
 */
export async function roleList(deps: Pick<Deps, 'db'>): Promise<RoleView[]> {
  const rows = await roleRows(deps.db);
  return rows.map((row) => {
    const roles = [row.name];
    return {
      ...row,
      capabilities: isRoleName(row.name) ? capabilitiesOf(row.name) : [],
      access: accessLevelsOf((access) => access === 'user' || (access === 'admin' && isAdminRole(roles)) || (access === 'siteAdmin' && isAdmin(roles)) || (access === 'root' && isSuperAdmin(roles))),
    };
  });
}
