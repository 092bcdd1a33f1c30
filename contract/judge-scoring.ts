import type { JudgeCaseMode } from './judge';

/**
 * How an OI submission's case scores add up: `default` (and every non-subtask mode) sums them; the
 * subtask modes group cases by groupNum (a case without one is a group of its own) and a group earns
 * the lowest (`subtask_lowest`) or the average (`subtask_average`, rounded down) of its cases.
 * The judge adds up the scores cases earned; the problem page adds up their full scores the same
 * way to know a problem's full mark.
 */
export interface GroupedScore {
  index: number;
  score: number;
  groupNum: number | null;
}

/** Guards floor() against 0.1 + 0.2 style float noise. */
export const SCORE_EPSILON = 1e-9;

export function addUpCaseScores(mode: JudgeCaseMode, cases: readonly GroupedScore[]): number {
  if (mode !== 'subtask_lowest' && mode !== 'subtask_average') return cases.reduce((sum, c) => sum + c.score, 0);
  const groups = new Map<string, number[]>();
  for (const c of cases) {
    const key = c.groupNum === null ? `case ${c.index}` : `group ${c.groupNum}`;
    const list = groups.get(key) ?? [];
    list.push(c.score);
    groups.set(key, list);
  }
  let total = 0;
  for (const scores of groups.values()) {
    total += mode === 'subtask_lowest' ? Math.min(...scores) : Math.floor(scores.reduce((a, b) => a + b, 0) / scores.length + SCORE_EPSILON);
  }
  return total;
}
