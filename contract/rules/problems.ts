import { PROBLEM_DEFAULTS, PROBLEM_TYPE, type JudgeCaseMode } from '../judge';

/**
 * Problem rules the admin form checks before sending and the Worker checks again on save
 * (part 3 §4 and §5), so both sides refuse exactly the same problems.
 */

/** Difficulty levels 0 to 5 (part 1 §3); the names are the web app's. */
export const PROBLEM_DIFFICULTY_MAX = 5;

/** The six remote judges; a remote problem's display id starts with `<OJ>-`, e.g. CF-1000A. */
export const REMOTE_OJS = ['HDU', 'CF', 'GYM', 'POJ', 'SPOJ', 'AC'] as const;

/** A display id: letters, digits, `_` and `-`, starting with a letter or digit. */
export const PROBLEM_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** A file name a problem may use for file IO and extra files: no path, no spaces. */
export const PLAIN_FILE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.+-]{0,127}$/;

const REMOTE_PREFIX = new RegExp(`^(${REMOTE_OJS.join('|')})-`, 'i');

/** Whether a display id names a remote judge's problem (`CF-1000A`; the prefix in any case). */
export function hasRemotePrefix(problemId: string): boolean {
  return REMOTE_PREFIX.test(problemId);
}

/**
 * Why a display id does not fit the problem's origin: a remote problem must carry its judge's
 * prefix, a local one must not; null when it fits.
 */
export function displayIdOriginProblem(problemId: string, isRemote: boolean): 'remoteNeedsPrefix' | 'localHasPrefix' | null {
  if (isRemote === hasRemotePrefix(problemId)) return null;
  return isRemote ? 'remoteNeedsPrefix' : 'localHasPrefix';
}

/** A stack limit above the memory limit cannot be honoured. */
export function stackFitsMemory(stackLimit: number, memoryLimit: number): boolean {
  return stackLimit <= memoryLimit;
}

/** Case modes a problem type offers (part 3 §4): OI default and the subtask modes, ACM default and ergodic. */
export function judgeCaseModesFor(type: number): readonly JudgeCaseMode[] {
  return type === PROBLEM_TYPE.oi ? ['default', 'subtask_lowest', 'subtask_average'] : ['default', 'ergodic_without_error'];
}

/** The subtask modes, where every case belongs to a numbered group. */
export function isSubtaskMode(mode: JudgeCaseMode): boolean {
  return mode === 'subtask_lowest' || mode === 'subtask_average';
}

/** The largest score of one test case, and the largest subtask group number. */
export const CASE_SCORE_MAX = 1_000_000;
export const GROUP_NUM_MAX = 1_000_000;

/** Why an OI case's score is refused (part 3 §5: a whole number, not negative), or null when it is fine. */
export function caseScoreProblem(score: unknown): 'notInteger' | 'negative' | 'tooLarge' | null {
  if (typeof score !== 'number' || !Number.isInteger(score)) return 'notInteger';
  if (score < 0) return 'negative';
  if (score > CASE_SCORE_MAX) return 'tooLarge';
  return null;
}

/** Whether a case's group number is usable in a subtask mode: a whole number from 1. */
export function validGroupNum(groupNum: unknown): groupNum is number {
  return typeof groupNum === 'number' && Number.isInteger(groupNum) && groupNum >= 1 && groupNum <= GROUP_NUM_MAX;
}

/** A manual case needs an input or an output. */
export function manualCaseFilled(input: string, output: string): boolean {
  return input !== '' || output !== '';
}

/** An enabled code template must hold code. */
export function templateFilled(template: { code: string; status: boolean }): boolean {
  return !template.status || template.code.trim() !== '';
}

/**
 * `count` integer scores summing to `total`, equal but for the remainder, which goes to the last cases
 * (part 3 §5: after an upload, on the auto-score action, and when the type switches to OI).
 */
export function splitScores(count: number, total: number = PROBLEM_DEFAULTS.totalScore): number[] {
  if (count <= 0) return [];
  const base = Math.floor(total / count);
  const remainder = total - base * count;
  return Array.from({ length: count }, (_, i) => base + (i >= count - remainder ? 1 : 0));
}

/** Compares names the way people number files: 2.in before 10.in. */
export function naturalCompare(a: string, b: string): number {
  const pa = a.match(/\d+|\D+/g) ?? [];
  const pb = b.match(/\d+|\D+/g) ?? [];
  for (let i = 0; i < Math.min(pa.length, pb.length); i++) {
    const x = pa[i]!;
    const y = pb[i]!;
    if (x === y) continue;
    if (/^\d/.test(x) && /^\d/.test(y)) {
      const xs = x.replace(/^0+(?=\d)/, '');
      const ys = y.replace(/^0+(?=\d)/, '');
      if (xs.length !== ys.length) return xs.length - ys.length;
      if (xs !== ys) return xs < ys ? -1 : 1;
      return x.length - y.length;
    }
    return x < y ? -1 : 1;
  }
  return pa.length - pb.length;
}

/** A tag cannot be added twice (part 3 §5): the same id, or the same name in any case. */
export function sameTag(a: { id?: number | null; name?: string | null }, b: { id?: number | null; name?: string | null }): boolean {
  if (a.id && b.id) return a.id === b.id;
  const an = a.name?.trim().toLowerCase();
  const bn = b.name?.trim().toLowerCase();
  return an !== undefined && an !== '' && an === bn;
}

/** Whether a problem's chosen tags name one tag twice: a tag with an id is known by it, a new one by its name. */
export function hasRepeatedTag(choices: readonly { id?: number | null; name?: string | null }[]): boolean {
  const keys = choices.map((c) => (c.id ? { id: c.id } : { name: c.name }));
  return keys.some((a, i) => keys.slice(i + 1).some((b) => sameTag(a, b)));
}
