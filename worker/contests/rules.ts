import { accountAllowed, CONTEST_AUTH, CONTEST_STATUS, contestStatus, parseAccountLimitRule, personalTimeOver, sealInForce, sealShowsOwnResults, type ContestStatus } from '../../contract/rules/contests';
import { JUDGE_STATUS } from '../../contract/judge-status';
import { isAdmin } from '../../contract/roles';
import { CONTEST_MESSAGES } from '../../contract/rules/contests';

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

// The contest's refusals live in the contract: the web app reads the reason of a denied page from them.
export { CONTEST_MESSAGES };

/** Contest admins (part 2 §6): the contest's author, admins and super admins (a group contest's: see decideContestAccess). */
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
export function decideContestAccess(contest: ContestGate, caller: ContestCaller | null, participation: Participation, now: number, groupAdmin?: boolean): ContestDecision {
  const status = contestStatus(contest, now);
  // A group contest's admins are decided by the group's rule (worker/groups/rules.ts managesGroupItem).
  const admin = groupAdmin ?? isContestAdmin(contest, caller);
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

/** What the seal rules need of a contest row. */
export interface SealGate {
  type: number;
  sealRank: boolean;
  sealRankTime: number | null;
  autoRealRank: boolean;
  ownResultsInSeal: boolean;
  startTime: number;
  endTime: number;
}

/**
 * Real-time result permission (part 2 §6): contest admins always; everyone else whenever the seal
 * is not in force. It decides whether live ac/total counts show and whether results after the seal
 * time show (docs/decisions/0026-contest-access-and-results.md).
 */
export function realTimePermission(contest: Omit<SealGate, 'type' | 'ownResultsInSeal'>, now: number, admin: boolean): boolean {
  return admin || !sealInForce(contest, now);
}

/** Who looks at a try: whether they are a contest admin, and whether the try is their own. */
export interface ResultViewer {
  admin: boolean;
  own: boolean;
}

/**
 * Whether a submission's result is hidden from a viewer: the seal is in force and the try came at or
 * after the seal time, unless it is the viewer's own try in an ACM contest that shows contestants
 * their own results during the seal (decision 44; the board stays sealed all the same).
 */
export function resultHidden(contest: SealGate, now: number, viewer: ResultViewer, submitTime: number): boolean {
  if (viewer.own && sealShowsOwnResults(contest)) return false;
  return !realTimePermission(contest, now, viewer.admin) && contest.sealRankTime !== null && submitTime >= contest.sealRankTime;
}

/** The fields of a submission the seal masks. */
export interface MaskableResult {
  status: number;
  score: number | null;
  time: number | null;
  memory: number | null;
}

/** A sealed try as a non-admin sees it: submitted, result unknown (-5), nothing measured. */
export function sealedResult<T extends MaskableResult>(row: T): T {
  return { ...row, status: JUDGE_STATUS.submittedUnknownResult, score: null, time: null, memory: null };
}

/** A try of the caller at a contest problem, as far as their own status cell cares. */
export interface OwnTry {
  submitId: number;
  status: number;
  score: number | null;
  hidden: boolean;
}

/**
 * The caller's status and score on a contest problem: accepted when any visible try is, else the
 * latest visible try's status; -5 when only hidden tries remain; -10 when there is none. The OI
 * score follows the contest's Recent or Highest rule over the visible tries.
 */
export function ownProblemStatus(tries: readonly OwnTry[], oiScores: boolean, scoreType: string): { status: number; score: number | null } {
  const visible = [...tries].filter((t) => !t.hidden && t.status !== JUDGE_STATUS.submittedFailed).sort((a, b) => b.submitId - a.submitId);
  const anyHidden = tries.some((t) => t.hidden);
  if (visible.length === 0) return { status: anyHidden ? JUDGE_STATUS.submittedUnknownResult : JUDGE_STATUS.notSubmitted, score: null };
  const accepted = visible.some((t) => t.status === JUDGE_STATUS.accepted);
  const latest = visible[0]!;
  const status = accepted ? JUDGE_STATUS.accepted : anyHidden ? JUDGE_STATUS.submittedUnknownResult : latest.status;
  if (!oiScores) return { status, score: null };
  const scores = visible.map((t) => t.score ?? 0);
  return { status, score: scoreType === 'Highest' ? Math.max(...scores) : (latest.score ?? 0) };
}

/** First blood: the earliest accepted try of each problem (ties in the same second all count). */
export function firstBloodIds(accepted: readonly { submitId: number; pid: number; submitTime: number }[]): Set<number> {
  const first = new Map<number, number>();
  for (const a of accepted) first.set(a.pid, Math.min(first.get(a.pid) ?? Number.POSITIVE_INFINITY, a.submitTime));
  return new Set(accepted.filter((a) => first.get(a.pid) === a.submitTime).map((a) => a.submitId));
}

const EXTENSIONS: [RegExp, string][] = [
  [/^c\+\+|^cpp|g\+\+/i, 'cpp'],
  [/^c#|csharp/i, 'cs'],
  [/^c\b|^gcc|^clang/i, 'c'],
  [/^java/i, 'java'],
  [/^py|python/i, 'py'],
  [/^go/i, 'go'],
  [/^javascript|^node/i, 'js'],
  [/^rust/i, 'rs'],
  [/^pascal/i, 'pas'],
  [/^kotlin/i, 'kt'],
  [/^php/i, 'php'],
  [/^ruby/i, 'rb'],
];

/** The file extension of a language name, for the accepted-code archive. */
export function languageExtension(language: string): string {
  return EXTENSIONS.find(([pattern]) => pattern.test(language.trim()))?.[1] ?? 'txt';
}

/** A path segment safe in a zip: no separators, dots or control characters at the edges. */
export function zipSegment(name: string): string {
  const clean = [...name]
    .map((ch) => (ch.charCodeAt(0) < 0x20 || '/\\:*?"<>|'.includes(ch) ? '_' : ch))
    .join('')
    .replace(/^\.+/, '_')
    .slice(0, 80);
  return clean === '' ? '_' : clean;
}

/** Where one accepted submission goes in the archive: by user (user/problem) or by problem (problem/user). */
export function acceptedEntryPath(split: 'user' | 'problem', s: { username: string; displayId: string; submitId: number; language: string }): string {
  const file = (name: string) => `${zipSegment(name)}_${s.submitId}.${languageExtension(s.language)}`;
  return split === 'user' ? `${zipSegment(s.username)}/${file(s.displayId)}` : `${zipSegment(s.displayId)}/${file(s.username)}`;
}
