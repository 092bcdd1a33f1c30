/**
 * The scope a call is made in: the public bank, or a contest, training or group. Every call that
 * takes a cid, tid or gid resolves it through `scopeOf` (scope-of.ts), the one place that decides
 * what a caller may see and submit there.
 */
export type Scope = { kind: 'public' } | { kind: 'contest'; cid: number } | { kind: 'training'; tid: number } | { kind: 'group'; gid: number };

/** The ids a request names; 0, null and absent all mean "none" (the spec's lists send cid 0 for the public bank). */
export interface ScopeRef {
  cid?: number | null;
  tid?: number | null;
  gid?: number | null;
  /** the caller asks for a contest's view (isContestProblemList) even without naming the contest */
  inContest?: boolean;
}

export const SCOPE_NOT_FOUND = {
  contest: 'The contest does not exist',
  training: 'The training does not exist',
  group: 'The group does not exist',
} as const;

const named = (id: number | null | undefined): id is number => typeof id === 'number' && id > 0;

/**
 * The scope a request names. A contest wins over a training, a training over a group: a contest
 * or training of a group names its group too, and is judged by its own rules.
 */
export function namedScope(ref: ScopeRef): Scope | { kind: 'contest'; cid: null } {
  if (named(ref.cid)) return { kind: 'contest', cid: ref.cid };
  if (ref.inContest) return { kind: 'contest', cid: null };
  if (named(ref.tid)) return { kind: 'training', tid: ref.tid };
  if (named(ref.gid)) return { kind: 'group', gid: ref.gid };
  return { kind: 'public' };
}
