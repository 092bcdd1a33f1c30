import { TRAINING_MESSAGES } from '../../contract/rules/trainings';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { forbidden, notGroupMember, unauthorized } from '../lib/api-error';
import { scopeOf } from '../scope/scope-of';
import type { TrainingRow } from './queries';
import type { TrainingDecision } from './rules';

/** A training as one caller stands in it, once scopeOf has decided (404 for a missing or hidden one). */
export interface TrainingStanding {
  row: TrainingRow;
  decision: TrainingDecision;
  admin: boolean;
  registered: boolean;
}

export async function trainingStanding(deps: Pick<Deps, 'db' | 'clock'>, tid: number, caller: Principal | null): Promise<TrainingStanding> {
  const access = await scopeOf(deps, { tid }, caller);
  const training = access.training!;
  // Group homework is not even described to those outside its group (decision 31), unlike a private site training.
  if (access.group && !access.group.member && !training.decision.admin) throw caller ? notGroupMember(access.group.row.id) : unauthorized();
  return { row: training.row, decision: training.decision, admin: training.decision.admin, registered: training.registered };
}

/** Inside the training: its problems, papers and rank (a private one needs the password first). */
export async function enterTraining(deps: Pick<Deps, 'db' | 'clock'>, tid: number, caller: Principal | null): Promise<TrainingStanding> {
  const standing = await trainingStanding(deps, tid, caller);
  if (!caller) throw unauthorized();
  if (!standing.decision.canView) throw forbidden(TRAINING_MESSAGES.noAccess);
  return standing;
}

/** The training's admin calls: its author, admins and the super admin (a teacher manages only their own). */
export async function manageTraining(deps: Pick<Deps, 'db' | 'clock'>, tid: number, caller: Principal): Promise<TrainingStanding> {
  const standing = await trainingStanding(deps, tid, caller);
  if (!standing.admin) throw forbidden(TRAINING_MESSAGES.notTrainingAdmin);
  return standing;
}
