/**
 * Contest awards (part 2 §3.3, decision 24): the configs are given out in priority order over the
 * ranked rows that may win (not star users; at least one AC, or a positive score). By proportion a
 * config's `num` is a percent (floored) of those rows, by number it is a count. A row wins by its
 * rank, so rows sharing a rank at a boundary all get the better award.
 */
import { AWARD_TYPE, percentOf } from '../../contract/rules/contests';
import type { AwardConfig, AwardMark, BoardContest } from './types';

/** One award over the rank positions first..last (1-based, inclusive). */
export interface AwardSlot {
  first: number;
  last: number;
  mark: AwardMark;
}

export function awardSlots(contest: Pick<BoardContest, 'awardType' | 'awardConfigList'>, eligibleCount: number): AwardSlot[] {
  if (contest.awardType === AWARD_TYPE.none) return [];
  const configs = [...contest.awardConfigList].sort((a, b) => a.priority - b.priority);
  const slots: AwardSlot[] = [];
  let next = 1;
  for (const config of configs) {
    const count = contest.awardType === AWARD_TYPE.byProportion ? percentOf(eligibleCount, config.num) : Math.max(0, Math.floor(config.num));
    if (count > 0) slots.push({ first: next, last: next + count - 1, mark: markOf(config) });
    next += count;
  }
  return slots;
}

function markOf(config: AwardConfig): AwardMark {
  return { isWinAward: true, awardBackground: config.background, awardColor: config.color, awardName: config.name };
}

/** The award of an eligible row ranked `rank` (its shared rank: the position of the first of its tie). */
export function awardFor(rank: number, slots: readonly AwardSlot[]): AwardMark | null {
  if (rank < 1) return null;
  return slots.find((slot) => rank >= slot.first && rank <= slot.last)?.mark ?? null;
}
