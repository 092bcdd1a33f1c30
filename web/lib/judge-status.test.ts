import { describe, expect, it } from 'vitest';
import { JUDGE_STATUS } from '../../contract/judge-status';
import { isJudging, JUDGE_STATUS_CODES, judgeStatusMeta } from './judge-status';

describe('judge status metadata', () => {
  it('covers every status code of the contract', () => {
    expect(JUDGE_STATUS_CODES).toEqual(Object.values(JUDGE_STATUS).sort((a, b) => a - b));
  });

  it('uses the short tags of part 1 §3', () => {
    expect(judgeStatusMeta(0).short).toBe('AC');
    expect(judgeStatusMeta(8).short).toBe('PA');
    expect(judgeStatusMeta(10).short).toBe('SF');
    expect(judgeStatusMeta(-5).short).toBe('SNR');
    expect(judgeStatusMeta(42).short).toBe('?');
  });

  it('polls pending, compiling and judging only', () => {
    expect(JUDGE_STATUS_CODES.filter(isJudging)).toEqual([5, 6, 7]);
  });
});
