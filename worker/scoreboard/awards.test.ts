import { describe, expect, it } from 'vitest';
import { AWARD_TYPE, DEFAULT_AWARDS } from '../../contract/rules/contests';
import { awardFor, awardSlots } from './awards';

const positions = (slots: ReturnType<typeof awardSlots>) => slots.map((s) => [s.mark.awardName, s.first, s.last]);

describe('awards', () => {
  it('gives none with award type 0', () => {
    expect(awardSlots({ awardType: AWARD_TYPE.none, awardConfigList: DEFAULT_AWARDS }, 100)).toEqual([]);
  });

  it('by proportion floors each percent of the eligible rows, in priority order', () => {
    const reversed = [...DEFAULT_AWARDS].reverse();
    expect(positions(awardSlots({ awardType: AWARD_TYPE.byProportion, awardConfigList: reversed }, 25))).toEqual([
      ['Gold', 1, 2],
      ['Silver', 3, 7],
      ['Bronze', 8, 14],
    ]);
    expect(positions(awardSlots({ awardType: AWARD_TYPE.byProportion, awardConfigList: DEFAULT_AWARDS }, 4))).toEqual([['Bronze', 1, 1]]);
  });

  it('by number gives num rows each', () => {
    expect(positions(awardSlots({ awardType: AWARD_TYPE.byNumber, awardConfigList: DEFAULT_AWARDS }, 3))).toEqual([
      ['Gold', 1, 10],
      ['Silver', 11, 30],
      ['Bronze', 31, 60],
    ]);
  });

  it('gives a row the award its (shared) rank falls in, and none to a star', () => {
    const slots = awardSlots({ awardType: AWARD_TYPE.byNumber, awardConfigList: DEFAULT_AWARDS }, 3);
    expect(awardFor(10, slots)?.awardName).toBe('Gold');
    expect(awardFor(11, slots)?.awardName).toBe('Silver');
    expect(awardFor(61, slots)).toBeNull();
    expect(awardFor(-1, slots)).toBeNull();
  });
});
