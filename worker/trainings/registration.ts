import { TRAINING_AUTH, TRAINING_MESSAGES } from '../../contract/rules/trainings';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { badRequest } from '../lib/api-error';
import { consumeRate, RATE_RULES } from '../lib/rate-limit';
import { rebuildProgressStatements } from './progress';
import { registerStatement } from './queries';
import { trainingStanding } from './training-access';

/**
 * `register-training`: enter a private training's password (empty and wrong ones refused with the
 * spec's messages). The caller's standing in the training is built in the same batch, from what
 * they already solved.
 */
export async function registerTraining(deps: Pick<Deps, 'db' | 'clock'>, caller: Principal, body: { tid: number; password: string }): Promise<void> {
  const { row, registered } = await trainingStanding(deps, body.tid, caller);
  if (row.auth !== TRAINING_AUTH.private) throw badRequest(TRAINING_MESSAGES.notPrivate);
  if (registered) throw badRequest(TRAINING_MESSAGES.alreadyRegistered);
  if (body.password.trim() === '') throw badRequest(TRAINING_MESSAGES.passwordRequired);
  await consumeRate(deps, RATE_RULES.passwordTryPerUser, caller.user.id);
  if (body.password !== (row.privatePwd ?? '')) throw badRequest(TRAINING_MESSAGES.wrongPassword);
  const uid = caller.user.id;
  await deps.db.batch([registerStatement(deps.db, row.id, uid, deps.clock.nowSeconds()), ...rebuildProgressStatements(deps.db, row.id, uid)]);
}

/** `get-training-access`: whether the caller may go past the password form (admins and public trainings always). */
export async function trainingAccess(deps: Pick<Deps, 'db' | 'clock'>, caller: Principal, tid: number): Promise<{ access: boolean }> {
  const { decision } = await trainingStanding(deps, tid, caller);
  return { access: decision.canView };
}
