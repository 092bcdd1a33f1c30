import { describe, expect, it } from 'vitest';
import { profileLinkHref, solvedByDifficulty, userHomeCounts } from './user-home-model';

const problem = (problemId: string, difficulty: number) => ({ pid: 1, problemId, title: problemId, difficulty });

describe('user home', () => {
  it('links http(s) addresses as written, bare hosts with https, and nothing of another scheme', () => {
    expect(profileLinkHref('https://github.com/alice')).toBe('https://github.com/alice');
    expect(profileLinkHref('HTTP://blog.example')).toBe('HTTP://blog.example');
    expect(profileLinkHref(' github.com/alice ')).toBe('https://github.com/alice');
    expect(profileLinkHref('javascript:alert(1)')).toBeNull();
    expect(profileLinkHref('data:text/html,x')).toBeNull();
    expect(profileLinkHref('  ')).toBeNull();
    expect(profileLinkHref(null)).toBeNull();
  });

  it('counts submissions, solved problems, the score’s sum and the rating', () => {
    expect(userHomeCounts({ total: 12, solvedList: ['P1', 'P2'], scoreList: [10, 12, 3], rating: 16.67 })).toEqual({ submissions: 12, solved: 2, score: 25, rating: 16.67 });
  });

  it('groups solved problems by difficulty, easiest first, leaving out empty levels', () => {
    expect(solvedByDifficulty({ '3': [problem('P9', 3)], '0': [problem('P1', 0), problem('P2', 0)], '1': [] })).toEqual([
      { difficulty: 0, problems: [problem('P1', 0), problem('P2', 0)] },
      { difficulty: 3, problems: [problem('P9', 3)] },
    ]);
  });
});
