import { CONTEST_AUTH, CONTEST_STATUS } from '../../contract/rules/contests';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { badRequest, forbidden } from '../lib/api-error';
import { consumeRate, RATE_RULES } from '../lib/rate-limit';
import { contestStanding } from './contest-access';
import { registerStatement, startPersonalTime } from './queries';
import { accountFits, CONTEST_MESSAGES } from './rules';
import { iso } from './view';

/**
 * `register-contest`: enter a contest. A private or protected one needs its password (empty and
 * wrong ones are refused with the spec's messages); a public one needs none. The account limit rule
 * applies to every participant; registering twice is refused.
 */
export async function registerContest(deps: Pick<Deps, 'db' | 'clock'>, caller: Principal, body: { cid: number; password: string | null }): Promise<void> {
  const { row, registered, admin } = await contestStanding(deps, body.cid, caller);
  if (registered) throw badRequest(CONTEST_MESSAGES.alreadyRegistered);
  if (row.auth !== CONTEST_AUTH.public) {
    const password = body.password ?? '';
    if (password.trim() === '') throw badRequest(CONTEST_MESSAGES.passwordEmpty);
    await consumeRate(deps, RATE_RULES.passwordTryPerUser, caller.user.id);
    if (password !== (row.pwd ?? '')) throw badRequest(CONTEST_MESSAGES.wrongPassword);
  }
  if (!admin && !accountFits(row, caller.user.username)) throw forbidden(CONTEST_MESSAGES.accountNotAllowed);
  await registerStatement(deps.db, row.id, caller.user.id, deps.clock.nowSeconds());
}

/** `get-contest-access`: whether the caller may go past the password form (admins and public contests always). */
export async function contestAccess(deps: Pick<Deps, 'db' | 'clock'>, caller: Principal, cid: number): Promise<{ access: boolean }> {
  const { row, registered, admin } = await contestStanding(deps, cid, caller);
  return { access: admin || registered || row.auth === CONTEST_AUTH.public };
}

/**
 * `start-contest`: starts the caller's personal time in a contest with a personal duration, once,
 * while the contest runs. A public contest registers the caller on the way.
 */
export async function startContest(deps: Pick<Deps, 'db' | 'clock'>, caller: Principal, cid: number): Promise<string> {
  const { row, registered, personalStart, decision, admin } = await contestStanding(deps, cid, caller);
  if (row.userDuration <= 0) throw badRequest(CONTEST_MESSAGES.noPersonalTime);
  if (decision.status === CONTEST_STATUS.scheduled) throw forbidden(CONTEST_MESSAGES.notStarted);
  if (decision.status === CONTEST_STATUS.ended) throw forbidden(CONTEST_MESSAGES.ended);
  if (personalStart !== null) throw badRequest(CONTEST_MESSAGES.alreadyStarted);
  if (!registered && row.auth !== CONTEST_AUTH.public && !admin) throw forbidden(CONTEST_MESSAGES.passwordNeeded);
  if (!admin && !accountFits(row, caller.user.username)) throw forbidden(CONTEST_MESSAGES.accountNotAllowed);
  const now = deps.clock.nowSeconds();
  if (!registered) await registerStatement(deps.db, cid, caller.user.id, now, now);
  else if (!(await startPersonalTime(deps.db, cid, caller.user.id, now))) throw badRequest(CONTEST_MESSAGES.alreadyStarted);
  return iso(now);
}

/** `get-contest-start-time`: the caller's personal start, null before they started. */
export async function contestStartTime(deps: Pick<Deps, 'db' | 'clock'>, caller: Principal, cid: number): Promise<string | null> {
  const { personalStart } = await contestStanding(deps, cid, caller);
  return personalStart === null ? null : iso(personalStart);
}
