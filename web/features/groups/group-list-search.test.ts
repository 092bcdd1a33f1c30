import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { compactGroupSearch, GroupListSearch, groupListQuery, withGroupFilter } from './group-list-search';

describe('group list search', () => {
  it('drops values that do not fit and resets pages below 1', () => {
    expect(v.parse(GroupListSearch, { auth: 7, limit: 16, currentPage: -3, onlyMine: 'true', keyword: 42 })).toEqual({ onlyMine: true, keyword: '42', currentPage: 1 });
  });
  it('keeps only what differs from the defaults in the address', () => {
    expect(compactGroupSearch({ keyword: '', currentPage: 1, limit: 15, onlyMine: false })).toEqual({});
    expect(compactGroupSearch({ keyword: 'a', currentPage: 2, limit: 60, auth: 3 })).toEqual({ keyword: 'a', currentPage: 2, limit: 60, auth: 3 });
  });
  it('goes back to page 1 on a filter change', () => {
    expect(withGroupFilter({ currentPage: 4 }, { auth: 2 })).toEqual({ auth: 2 });
  });
  it('asks for onlyMine only when signed in, 15 a page by default', () => {
    expect(groupListQuery({ onlyMine: true }, false)).toEqual({ keyword: undefined, auth: undefined, onlyMine: undefined, currentPage: 1, limit: 15 });
    expect(groupListQuery({ onlyMine: true, limit: 9 }, true).onlyMine).toBe(true);
  });
});
