import { isAdminRole } from '../../contract/roles';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { decideContestAccess, CONTEST_MESSAGES, type ContestDecision } from '../contests/rules';
import { findContestRow, findRegistration, type ContestRow } from '../contests/queries';
import { notFound } from '../lib/api-error';
import { TRAINING_MESSAGES } from '../../contract/rules/trainings';
import { decideTrainingAccess, type TrainingDecision } from '../trainings/rules';
import { findTrainingFor, type TrainingRow } from '../trainings/queries';
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
  /** a contest scope: the contest and the caller's standing in it */
  contest?: { row: ContestRow; decision: ContestDecision; personalStart: number | null; registered: boolean };
  /** a training scope: the training and the caller's standing in it */
  training?: { row: TrainingRow; decision: TrainingDecision; registered: boolean };
}

/**
 * The one access check for contests, trainings and groups: what the caller may see and submit there.
 * Groups are not built yet, so naming one is answered "does not exist"; each area, as it lands, adds
 * its rule (registration, password, membership, personal time) in this function.
 */
export async function scopeOf(deps: Pick<Deps, 'db' | 'clock'>, ref: ScopeRef, caller: Principal | null): Promise<ScopeAccess> {
  const scope = namedScope(ref);
  switch (scope.kind) {
    case 'contest':
      if (scope.cid === null) throw notFound(SCOPE_NOT_FOUND.contest);
      return contestScope(deps, scope.cid, caller);
    case 'training':
      return trainingScope(deps, scope.tid, caller);
    case 'group':
      throw notFound(SCOPE_NOT_FOUND.group);
    case 'public':
      return { scope, canView: true, canSubmit: caller !== null, manages: caller !== null && isAdminRole(caller.roles) };
  }
}

async function contestScope(deps: Pick<Deps, 'db' | 'clock'>, cid: number, caller: Principal | null): Promise<ScopeAccess> {
  const row = await findContestRow(deps.db, cid);
  if (!row) throw notFound(CONTEST_MESSAGES.notFound);
  const registration = caller ? await findRegistration(deps.db, cid, caller.user.id) : undefined;
  const who = caller ? { uid: caller.user.id, username: caller.user.username, roles: caller.roles } : null;
  const participation = { registered: registration !== undefined, personalStart: registration?.startTime ?? null };
  const decision = decideContestAccess(row, who, participation, deps.clock.nowSeconds());
  // A hidden contest is, to anyone but its admins, a contest that does not exist.
  if (!row.visible && !decision.admin) throw notFound(CONTEST_MESSAGES.notFound);
  return {
    scope: { kind: 'contest', cid },
    canView: decision.canView,
    canSubmit: decision.canSubmit,
    manages: decision.admin,
    contest: { row, decision, ...participation },
  };
}

async function trainingScope(deps: Pick<Deps, 'db' | 'clock'>, tid: number, caller: Principal | null): Promise<ScopeAccess> {
  const found = await findTrainingFor(deps.db, tid, caller ? caller.user.id : null);
  if (!found) throw notFound(TRAINING_MESSAGES.notFound);
  const { row, registered } = found;
  const decision = decideTrainingAccess(row, caller ? { uid: caller.user.id, roles: caller.roles } : null, registered);
  if (decision.hidden) throw notFound(TRAINING_MESSAGES.notFound);
  return {
    scope: { kind: 'training', tid },
    canView: decision.canView,
    canSubmit: decision.canSubmit,
    manages: decision.admin,
    training: { row, decision, registered },
  };
}
