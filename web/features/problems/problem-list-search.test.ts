import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { compactSearch, problemListQuery, ProblemListSearch, toggleTag, withFilter } from './problem-list-search';

const parse = (input: Record<string, unknown>) => v.parse(ProblemListSearch, input);

describe('ProblemListSearch', () => {
  it('reads the parameters of the spec', () => {
    expect(parse({ difficulty: 2, oj: 'CF', keyword: 'sum', tagId: [3, 1], currentPage: 4, limit: 30 })).toEqual({ difficulty: 2, oj: 'CF', keyword: 'sum', tagId: [3, 1], currentPage: 4, limit: 30 });
  });

  it('accepts tagId as a comma list and keywords the router read as numbers', () => {
    expect(parse({ tagId: '1,2,2', keyword: 1000 })).toMatchObject({ tagId: [1, 2], keyword: '1000' });
  });

  it('drops values that do not fit instead of failing', () => {
    const search = parse({ difficulty: 9, oj: 'XYZ', tagId: ['a'], currentPage: -3, limit: 5000 });
    expect(search.difficulty).toBeUndefined();
    expect(search.oj).toBeUndefined();
    expect(search.tagId).toBeUndefined();
    expect(search.currentPage).toBe(1);
    expect(search.limit).toBe(30);
  });

  it('reads Mine as the platform’s own problems', () => {
    expect(parse({ oj: 'Mine' }).oj).toBe('ME');
  });

  it('reads onlyMine as a switch, as the router parses it or as written by hand', () => {
    expect(parse({ onlyMine: true }).onlyMine).toBe(true);
    expect(parse({ onlyMine: 'false' }).onlyMine).toBe(false);
    expect(parse({ onlyMine: 'maybe' }).onlyMine).toBeUndefined();
  });
});

describe('filter changes', () => {
  it('go back to page 1 and keep the other filters', () => {
    expect(withFilter({ keyword: 'a', currentPage: 5, limit: 30 }, { difficulty: 1 })).toEqual({ keyword: 'a', difficulty: 1 });
  });

  it('leave out empty and default values', () => {
    expect(compactSearch({ keyword: '', oj: 'All', tagId: [], onlyMine: false, currentPage: 1, limit: 30 })).toEqual({});
  });

  it('turning "only mine" on is a filter change too', () => {
    expect(withFilter({ currentPage: 3 }, { onlyMine: true })).toEqual({ onlyMine: true });
  });

  it('toggle tags on and off', () => {
    expect(toggleTag(undefined, 3)).toEqual([3]);
    expect(toggleTag([3, 4], 3)).toEqual([4]);
  });
});

describe('problemListQuery', () => {
  it('sends tagId as a JSON array and All as no oj', () => {
    expect(problemListQuery({ tagId: [1, 2], oj: 'All' })).toEqual({ keyword: undefined, difficulty: undefined, oj: undefined, tagId: '[1,2]', onlyMine: undefined, currentPage: 1, limit: 30 });
  });

  it('sends onlyMine only when it is on', () => {
    expect(problemListQuery({ onlyMine: true }).onlyMine).toBe(true);
    expect(problemListQuery({ onlyMine: false }).onlyMine).toBeUndefined();
  });
});
