import { isAdminRole } from '../../contract/roles';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { notFound } from '../lib/api-error';
import { namedScope, SCOPE_NOT_FOUND, type Scope, type ScopeRef } from './rules';

/** What a caller may do in the scope a request names. */
export interface ScopeAccess {
  scope: Scope;
  /** may read the scope's problems and lists */
  canView: boolean;
  /** may submit there (signed in, and the scope is open to them) */
  canSubmit: boolean;
  /** manages the scope: sees every submission and result in it */
  manages: boolean;
}

/**
 * The one access check for contests, trainings and groups. Contests, trainings and groups are not
 * built yet, so naming any of them is answered "does not exist" from here; each area, as it lands,
 * adds its rule (registration, password, membership, personal time) in this function.
 */
export async function scopeOf(_deps: Pick<Deps, 'db'>, ref: ScopeRef, caller: Principal | null): Promise<ScopeAccess> {
  const scope = namedScope(ref);
  switch (scope.kind) {
    case 'contest':
      throw notFound(SCOPE_NOT_FOUND.contest);
    case 'training':
      throw notFound(SCOPE_NOT_FOUND.training);
    case 'group':
      throw notFound(SCOPE_NOT_FOUND.group);
    case 'public':
      return { scope, canView: true, canSubmit: caller !== null, manages: caller !== null && isAdminRole(caller.roles) };
  }
}
