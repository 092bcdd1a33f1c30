import { CONTEST_STATUS } from '../../contract/rules/contests';
import { GROUP_MESSAGES } from '../../contract/rules/groups';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { forbidden, unauthorized } from '../lib/api-error';
import { scopeOf } from '../scope/scope-of';
import type { ContestRow } from './queries';
import { CONTEST_MESSAGES, type ContestDecision } from './rules';

/** A contest as one caller stands in it, once scopeOf has decided. */
export interface ContestStanding {
  row: ContestRow;
  decision: ContestDecision;
  admin: boolean;
  registered: boolean;
  personalStart: number | null;
}

/** The contest and the caller's standing in it; 404 for a contest that does not exist or is hidden from them. */
export async function contestStanding(deps: Pick<Deps, 'db' | 'clock'>, cid: number, caller: Principal | null): Promise<ContestStanding> {
  const access = await scopeOf(deps, { cid }, caller);
  const contest = access.contest!;
  // A group contest is not even described to those outside its group (decision 31), unlike a private site contest.
  if (access.group && !access.group.member && !contest.decision.admin) throw caller ? forbidden(GROUP_MESSAGES.notMember) : unauthorized();
  return { row: contest.row, decision: contest.decision, admin: contest.decision.admin, registered: contest.registered, personalStart: contest.personalStart };
}

/** Inside the contest: its lists, board and announcements (a private contest needs the password first). */
export async function enterContest(deps: Pick<Deps, 'db' | 'clock'>, cid: number, caller: Principal | null): Promise<ContestStanding> {
  const standing = await contestStanding(deps, cid, caller);
  if (!caller) throw unauthorized();
  if (!standing.decision.canView) throw forbidden(standing.decision.viewRefusal ?? CONTEST_MESSAGES.passwordNeeded);
  return standing;
}

/**
 * The contest's problems: besides entering, a participant waits for the start and, in a contest
 * with a personal duration, for their own start (the menus stay disabled until then).
 */
export async function openContestProblems(deps: Pick<Deps, 'db' | 'clock'>, cid: number, caller: Principal | null): Promise<ContestStanding> {
  const standing = await enterContest(deps, cid, caller);
  if (standing.admin) return standing;
  if (standing.decision.status === CONTEST_STATUS.scheduled) throw forbidden(CONTEST_MESSAGES.notStarted);
  if (standing.row.userDuration > 0 && standing.decision.status === CONTEST_STATUS.running && standing.personalStart === null) throw forbidden(CONTEST_MESSAGES.notPersonallyStarted);
  return standing;
}

/** The contest's admin calls: its author, admins and the super admin. */
export async function manageContest(deps: Pick<Deps, 'db' | 'clock'>, cid: number, caller: Principal): Promise<ContestStanding> {
  const standing = await contestStanding(deps, cid, caller);
  if (!standing.admin) throw forbidden(CONTEST_MESSAGES.notAdmin);
  return standing;
}
