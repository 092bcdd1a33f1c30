import { describe, expect, it } from 'vitest';
import { parseGroupProblemSearch } from './group-problem-search';

describe('parseGroupProblemSearch', () => {
  it('keeps the admin, create and edit views', () => {
    expect(parseGroupProblemSearch({ view: 'admin' })).toEqual({ view: 'admin' });
    expect(parseGroupProblemSearch({ view: 'create' })).toEqual({ view: 'create' });
    expect(parseGroupProblemSearch({ view: 'edit', pid: '12' })).toEqual({ view: 'edit', pid: 12 });
  });
  it('falls back to the list for an edit without a problem and for unknown views', () => {
    expect(parseGroupProblemSearch({ view: 'edit' })).toEqual({});
    expect(parseGroupProblemSearch({ view: 'delete', pid: 3 })).toEqual({});
  });
  it('resets page numbers below 2 and drops a pid outside the edit view', () => {
    expect(parseGroupProblemSearch({ page: '0' })).toEqual({});
    expect(parseGroupProblemSearch({ page: 3, pid: 4 })).toEqual({ page: 3 });
  });
});
