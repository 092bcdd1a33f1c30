import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { compactSearch, examListQuery, ExamListSearch, HistorySearch, RepoListSearch, withFilter } from './exam-search';

describe('exam and repo search params', () => {
  it('keeps what fits and drops what does not', () => {
    expect(v.parse(RepoListSearch, { keyword: 123, currentPage: 0 })).toEqual({ keyword: '123', currentPage: 1 });
    expect(v.parse(ExamListSearch, { status: 5, keyword: ' a ' })).toEqual({ status: undefined, keyword: 'a', needRefresh: undefined });
    expect(v.parse(HistorySearch, { historyId: 'x' }).historyId).toBeUndefined();
    expect(v.parse(HistorySearch, { historyId: 4 }).historyId).toBe(4);
  });

  it('goes back to page 1 on a filter change and keeps the address short', () => {
    expect(withFilter<{ status?: number; keyword?: string; currentPage?: number }>({ status: 0, keyword: 'x', currentPage: 3 }, { status: 1 })).toEqual({ status: 1, keyword: 'x' });
    expect(compactSearch({ keyword: '', currentPage: 1, status: undefined })).toEqual({});
    expect(examListQuery({ status: -1, currentPage: 2 })).toEqual({ status: -1, keyword: undefined, currentPage: 2, limit: 10 });
  });
});
