import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContestListSearch, contestListQuery, withContestFilter } from './contest-list-search';

describe('contest list search', () => {
  it('drops values that do not fit and resets the page on a filter change', () => {
    const search = v.parse(ContestListSearch, { status: 5, type: 1, keyword: 12, currentPage: 3 });
    expect(search).toEqual({ type: 1, keyword: '12', currentPage: 3 });
    expect(withContestFilter(search, { status: 0 })).toEqual({ type: 1, keyword: '12', status: 0 });
    expect(contestListQuery({})).toEqual({ status: undefined, type: undefined, keyword: undefined, currentPage: 1, limit: 10 });
  });
});
