import { describe, expect, it } from 'vitest';
import type { RankRow } from '../../../contract/api/home';
import { rankChart, rankSeq } from './rank-model';

const row = (i: number): RankRow => ({ uid: `u${i}`, username: `user${i}`, nickname: null, avatar: null, titleName: null, titleColor: null, ac: 20 - i, total: 40 - i, score: 300 - i * 10, signature: null });

describe('rank chart', () => {
  it('takes the top 10 by name: AC beside submissions for ACM', () => {
    const chart = rankChart(
      Array.from({ length: 12 }, (_, i) => row(i)),
      'ACM',
    );
    expect(chart.labels).toEqual(Array.from({ length: 10 }, (_, i) => `user${i}`));
    expect(chart.series.map((s) => s.key)).toEqual(['ac', 'total']);
    expect(chart.series[0]!.values.slice(0, 3)).toEqual([20, 19, 18]);
    expect(chart.series[1]!.values).toHaveLength(10);
  });

  it('shows the score for OI, and nothing for an empty rank', () => {
    expect(rankChart([row(0), row(1)], 'OI')).toEqual({ labels: ['user0', 'user1'], series: [{ key: 'score', values: [300, 290] }] });
    expect(rankChart([], 'ACM').labels).toEqual([]);
  });

  it('numbers rows across pages', () => {
    expect(rankSeq(1, 30, 0)).toBe(1);
    expect(rankSeq(3, 30, 4)).toBe(65);
  });
});
