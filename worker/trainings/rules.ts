import { isAdmin } from '../../contract/roles';
import { TRAINING_AUTH } from '../../contract/rules/trainings';

/** What the access rule needs of a training. */
export interface TrainingGate {
  auth: string;
  uid: string;
  status: boolean;
  gid: number | null;
}

export interface TrainingCaller {
  uid: string;
  roles: readonly string[];
}

/** The training's author, an admin or a super admin (part 2 §6 "Training admin"). */
export function isTrainingAdmin(training: Pick<TrainingGate, 'uid'>, caller: TrainingCaller | null): boolean {
  return caller !== null && (caller.uid === training.uid || isAdmin(caller.roles));
}

export interface TrainingDecision {
  admin: boolean;
  /** may open its problems, papers and rank */
  canView: boolean;
  /** may submit from it (signed in and open to them) */
  canSubmit: boolean;
  /** a private training the caller has not entered the password of */
  needsPassword: boolean;
  /** hidden from the caller: answered "does not exist" */
  hidden: boolean;
}

/**
 * Part 2 §4 "Training access": a public training is open to everyone signed in; a private one once
 * its password was entered (register-training). Training admins always get in; a hidden training
 * does not exist for anyone else.
 */
export function decideTrainingAccess(training: TrainingGate, caller: TrainingCaller | null, registered: boolean, groupAdmin?: boolean): TrainingDecision {
  // A group training's admins are decided by the group's rule (worker/groups/rules.ts managesGroupItem).
  const admin = groupAdmin ?? isTrainingAdmin(training, caller);
  const hidden = !training.status && !admin;
  const open = training.auth === TRAINING_AUTH.public || registered || admin;
  const canView = !hidden && caller !== null && open;
  return { admin, canView, canSubmit: canView, needsPassword: !hidden && !open, hidden };
}

/**
 * Whether a training's rank shows real names: to its admins always, to everyone when the training
 * chose real names as its display name (the contest board's rule).
 */
export function showsRealname(admin: boolean, rankShowName: string): boolean {
  return admin || rankShowName === 'realname';
}
