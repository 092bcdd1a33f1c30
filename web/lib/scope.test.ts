import { describe, expect, it } from 'vitest';
import { PUBLIC_SCOPE, scopeKey, scopeListFilter, scopeSubmitFields, testRunType } from './scope';

describe('submit scope', () => {
  it('adds nothing for the public problem bank', () => {
    expect(scopeSubmitFields(PUBLIC_SCOPE)).toEqual({});
    expect(scopeListFilter(PUBLIC_SCOPE)).toEqual({});
    expect(testRunType(PUBLIC_SCOPE)).toBe('public');
    expect(scopeKey(PUBLIC_SCOPE)).toBe('public');
  });

  it('sends and filters by the named scope', () => {
    expect(scopeSubmitFields({ cid: 3 })).toEqual({ cid: 3 });
    expect(scopeSubmitFields({ tid: 2, gid: 5 })).toEqual({ tid: 2, gid: 5 });
    expect(scopeListFilter({ cid: 3 })).toEqual({ contestID: 3 });
    expect(scopeListFilter({ gid: 5, tid: 2 })).toEqual({ gid: 5 });
  });

  it('runs tests as a contest, a group or public', () => {
    expect(testRunType({ cid: 3 })).toBe('contest');
    expect(testRunType({ gid: 5 })).toBe('group');
    expect(testRunType({ tid: 2 })).toBe('public');
  });

  it('keys each scope apart', () => {
    expect(new Set([scopeKey({ cid: 1 }), scopeKey({ tid: 1 }), scopeKey({ gid: 1 }), scopeKey({ tid: 1, gid: 1 })]).size).toBe(4);
  });
});
