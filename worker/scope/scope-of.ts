import { isAdminRole } from '../../contract/roles';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { decideContestAccess, CONTEST_MESSAGES, type ContestDecision } from '../contests/rules';
import { findContestRow, findRegistration, type ContestRow } from '../contests/queries';
import { notFound } from '../lib/api-error';
import { TRAINING_MESSAGES } from '../../contract/rules/trainings';
import { decideTrainingAccess, type TrainingDecision } from '../trainings/rules';
import { findTrainingFor, type TrainingRow } from '../trainings/queries';
import { groupStanding, type GroupRow } from '../groups/standing';
import { managesGroupItem, type GroupStanding } from '../groups/rules';
import { GROUP_MESSAGES } from '../../contract/rules/groups';
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
  /** a group scope, or a contest or training of a group: the group and the caller's standing in it */
  group?: GroupStanding & { row: GroupRow };
}

/**
 * The one access check for contests, trainings and groups: what the caller may see and submit there.
 * A contest or training of a group is judged by its own rule, and also by the group's (decision 31):
 * only members get in, and its admins are the group root and its author while a group admin.
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
      return groupScope(deps, scope.gid, caller);
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
  const group = row.gid === null ? undefined : await groupStanding(deps.db, row.gid, caller);
  const groupAdmin = group && managesGroupItem(group, row.uid, who?.uid ?? null);
  let decision = decideContestAccess(row, who, participation, deps.clock.nowSeconds(), groupAdmin);
  // A hidden contest is, to anyone but its admins, a contest that does not exist.
  if (!row.visible && !decision.admin) throw notFound(CONTEST_MESSAGES.notFound);
  if (group && !group.member && !decision.admin) decision = { ...decision, ...outsider };
  return {
    scope: { kind: 'contest', cid },
    canView: decision.canView,
    canSubmit: decision.canSubmit,
    manages: decision.admin,
    contest: { row, decision, ...participation },
    group,
  };
}

async function trainingScope(deps: Pick<Deps, 'db' | 'clock'>, tid: number, caller: Principal | null): Promise<ScopeAccess> {
  const found = await findTrainingFor(deps.db, tid, caller ? caller.user.id : null);
  if (!found) throw notFound(TRAINING_MESSAGES.notFound);
  const { row, registered } = found;
  const group = row.gid === null ? undefined : await groupStanding(deps.db, row.gid, caller);
  const groupAdmin = group && managesGroupItem(group, row.uid, caller ? caller.user.id : null);
  let decision = decideTrainingAccess(row, caller ? { uid: caller.user.id, roles: caller.roles } : null, registered, groupAdmin);
  if (decision.hidden) throw notFound(TRAINING_MESSAGES.notFound);
  if (group && !group.member && !decision.admin) decision = { ...decision, canView: false, canSubmit: false };
  return {
    scope: { kind: 'training', tid },
    canView: decision.canView,
    canSubmit: decision.canSubmit,
    manages: decision.admin,
    training: { row, decision, registered },
    group,
  };
}

/** A group's own pages (its problems, submissions, rank): members read and submit, group admins see everything. */
async function groupScope(deps: Pick<Deps, 'db' | 'clock'>, gid: number, caller: Principal | null): Promise<ScopeAccess> {
  const group = await groupStanding(deps.db, gid, caller);
  return { scope: { kind: 'group', gid }, canView: group.member, canSubmit: caller !== null && group.member, manages: group.admin, group };
}

/** A group contest refuses non-members as a private contest refuses those without the password. */
const outsider = { canView: false, viewRefusal: GROUP_MESSAGES.notMember, canSubmit: false, submitRefusal: GROUP_MESSAGES.notMember } as const;
