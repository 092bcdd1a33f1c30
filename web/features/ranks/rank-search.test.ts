import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { compactRankSearch, RankSearch, withRankFilter } from './rank-search';

const parse = (input: Record<string, unknown>) => v.parse(RankSearch, input);

describe('RankSearch', () => {
  it('reads the page, an offered page size and the search text', () => {
    expect(parse({ currentPage: 3, limit: 50, searchUser: ' ali ' })).toEqual({ currentPage: 3, limit: 50, searchUser: 'ali' });
    expect(parse({ searchUser: 1234 }).searchUser).toBe('1234');
  });

  it('falls back to page 1 and 30 a page for what does not fit, and drops a too long search', () => {
    expect(parse({ currentPage: -2, limit: 31, searchUser: 'x'.repeat(101) })).toEqual({ currentPage: 1, limit: 30 });
    expect(parse({ currentPage: 'two', limit: 'all' })).toEqual({ currentPage: 1, limit: 30 });
    expect(parse({})).toEqual({});
  });

  it('shows only what differs from the defaults, and a new filter goes back to page 1', () => {
    expect(compactRankSearch({ currentPage: 1, limit: 30, searchUser: '' })).toEqual({});
    expect(withRankFilter({ currentPage: 4, limit: 50 }, { searchUser: 'bob' })).toEqual({ limit: 50, searchUser: 'bob' });
    expect(withRankFilter({ currentPage: 4, searchUser: 'bob' }, { limit: 100 })).toEqual({ limit: 100, searchUser: 'bob' });
  });
});
