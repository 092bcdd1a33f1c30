import { accountAllowed, CONTEST_AUTH, CONTEST_STATUS, contestStatus, parseAccountLimitRule, personalTimeOver, type ContestStatus } from '../../contract/rules/contests';
import { isAdmin } from '../../contract/roles';

/** What the access rules need of a contest row. */
export interface ContestGate {
  id: number;
  uid: string;
  auth: number;
  startTime: number;
  endTime: number;
  userDuration: number;
  allowEndSubmit: boolean;
  visible: boolean;
  openAccountLimit: boolean;
  accountLimitRule: string | null;
}

/** Who asks, as far as a contest cares. */
export interface ContestCaller {
  uid: string;
  username: string;
  roles: readonly string[];
}

/** The caller's participation: registered (password entered) and their personal start. */
export interface Participation {
  registered: boolean;
  /** Unix seconds the personal time started; null until started */
  personalStart: number | null;
}

export const CONTEST_MESSAGES = {
  notFound: 'The contest does not exist',
  notStarted: 'The contest has not started yet',
  ended: 'Contest has ended',
  personalTimeOver: 'Your time for this contest is over',
  notPersonallyStarted: 'Please start the contest first',
  passwordNeeded: 'Please enter the contest password first',
  accountNotAllowed: 'Your account is not allowed to take part in this contest',
  notAdmin: 'Only the contest administrators may do this',
  wrongPassword: 'The contest password is wrong',
  passwordEmpty: 'Enter the contest password',
  alreadyRegistered: 'You have already registered for this contest',
  noPersonalTime: 'This contest has no personal time to start',
  alreadyStarted: 'You have already started this contest',
} as const;

/** Contest admins (part 2 §6): the contest's author, admins and super admins. Group admins come with groups. */
export function isContestAdmin(contest: Pick<ContestGate, 'uid'>, caller: ContestCaller | null): boolean {
  return caller !== null && (caller.uid === contest.uid || isAdmin(caller.roles));
}

/** Whether the account limit rule lets the caller take part. */
export function accountFits(contest: Pick<ContestGate, 'openAccountLimit' | 'accountLimitRule'>, username: string): boolean {
  return !contest.openAccountLimit || accountAllowed(parseAccountLimitRule(contest.accountLimitRule), username);
}

export interface ContestDecision {
  status: ContestStatus;
  admin: boolean;
  /** may open the contest's problems, lists and board */
  canView: boolean;
  /** why viewing is refused (a 403 message), when it is */
  viewRefusal: string | null;
  /** may submit now */
  canSubmit: boolean;
  /** why submitting is refused, when it is */
  submitRefusal: string | null;
}

/**
 * The contest access flow of part 2 §4 as one decision. Public contests are open to every signed-in
 * user; private ones need the password first (registration) to enter; protected ones may be viewed
 * freely and need the password to submit. Submitting also needs the contest running (or ended with
 * allowEndSubmit), the personal time started and not over, and a username the account rule allows.
 * Contest admins may always view and submit.
 */
export function decideContestAccess(contest: ContestGate, caller: ContestCaller | null, participation: Participation, now: number): ContestDecision {
  const status = contestStatus(contest, now);
  const admin = isContestAdmin(contest, caller);
  if (admin) return { status, admin, canView: true, viewRefusal: null, canSubmit: caller !== null, submitRefusal: null };
  const viewRefusal =
    caller === null ? 'Please login first!' : !contest.visible ? CONTEST_MESSAGES.notFound : contest.auth === CONTEST_AUTH.private && !participation.registered ? CONTEST_MESSAGES.passwordNeeded : null;
  const submitRefusal = viewRefusal ?? submitBlock(contest, caller as ContestCaller, participation, status, now);
  return { status, admin, canView: viewRefusal === null, viewRefusal, canSubmit: submitRefusal === null, submitRefusal };
}

function submitBlock(contest: ContestGate, caller: ContestCaller, participation: Participation, status: ContestStatus, now: number): string | null {
  if (contest.auth !== CONTEST_AUTH.public && !participation.registered) return CONTEST_MESSAGES.passwordNeeded;
  if (!accountFits(contest, caller.username)) return CONTEST_MESSAGES.accountNotAllowed;
  if (status === CONTEST_STATUS.scheduled) return CONTEST_MESSAGES.notStarted;
  if (status === CONTEST_STATUS.ended) return contest.allowEndSubmit ? null : CONTEST_MESSAGES.ended;
  if (contest.userDuration > 0) {
    if (participation.personalStart === null) return CONTEST_MESSAGES.notPersonallyStarted;
    if (personalTimeOver(participation.personalStart, contest.userDuration, now)) return CONTEST_MESSAGES.personalTimeOver;
  }
  return null;
}
