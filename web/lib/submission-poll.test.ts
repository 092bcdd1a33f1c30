import { describe, expect, it } from 'vitest';
import { JUDGE_STATUS } from '../../contract/judge-status';
import { SUBMISSION_POLL_MAX, SUBMISSION_POLL_MS } from './judge-status';
import { allFinal, judgingIds, nextPollDelay, pollExhausted } from './submission-poll';

const row = (submitId: number, status: number) => ({ submitId, status });

describe('submission polling', () => {
  it('follows only the submissions still pending, compiling or judging', () => {
    expect(judgingIds([row(1, JUDGE_STATUS.pending), row(2, JUDGE_STATUS.accepted), row(3, JUDGE_STATUS.compiling), row(4, JUDGE_STATUS.judging), row(5, JUDGE_STATUS.wrongAnswer)])).toEqual([1, 3, 4]);
  });

  it('asks every 2 s until every followed submission is final', () => {
    expect(nextPollDelay([1, 2], { polls: 0, failed: false, statuses: undefined })).toBe(SUBMISSION_POLL_MS);
    expect(nextPollDelay([1, 2], { polls: 1, failed: false, statuses: { 1: row(1, JUDGE_STATUS.accepted), 2: row(2, JUDGE_STATUS.judging) } })).toBe(SUBMISSION_POLL_MS);
    expect(nextPollDelay([1, 2], { polls: 2, failed: false, statuses: { 1: row(1, JUDGE_STATUS.accepted), 2: row(2, JUDGE_STATUS.wrongAnswer) } })).toBe(false);
  });

  it('keeps asking about a submission the answer does not name yet', () => {
    expect(allFinal([1, 2], { 1: row(1, JUDGE_STATUS.accepted) })).toBe(false);
    expect(nextPollDelay([1, 2], { polls: 1, failed: false, statuses: { 1: row(1, JUDGE_STATUS.accepted) } })).toBe(SUBMISSION_POLL_MS);
  });

  it('stops after a failed poll, after 300 answers, and with nothing to follow', () => {
    expect(nextPollDelay([1], { polls: 3, failed: true, statuses: undefined })).toBe(false);
    expect(nextPollDelay([1], { polls: SUBMISSION_POLL_MAX, failed: false, statuses: { 1: row(1, JUDGE_STATUS.judging) } })).toBe(false);
    expect(nextPollDelay([], { polls: 0, failed: false, statuses: undefined })).toBe(false);
  });

  it('says polling gave up only when 300 answers left a submission unjudged', () => {
    expect(pollExhausted([1], { polls: SUBMISSION_POLL_MAX, failed: false, statuses: { 1: row(1, JUDGE_STATUS.judging) } })).toBe(true);
    expect(pollExhausted([1], { polls: SUBMISSION_POLL_MAX, failed: false, statuses: { 1: row(1, JUDGE_STATUS.accepted) } })).toBe(false);
    expect(pollExhausted([1], { polls: 12, failed: false, statuses: { 1: row(1, JUDGE_STATUS.judging) } })).toBe(false);
  });
});
