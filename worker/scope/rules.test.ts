import { describe, expect, it } from 'vitest';
import { namedScope } from './rules';

describe('namedScope', () => {
  it('treats 0, null and absent ids as the public bank', () => {
    expect(namedScope({})).toEqual({ kind: 'public' });
    expect(namedScope({ cid: 0, tid: null, gid: undefined })).toEqual({ kind: 'public' });
  });

  it('names a contest before a training and a training before a group', () => {
    expect(namedScope({ cid: 3, tid: 4, gid: 5 })).toEqual({ kind: 'contest', cid: 3 });
    expect(namedScope({ tid: 4, gid: 5 })).toEqual({ kind: 'training', tid: 4 });
    expect(namedScope({ gid: 5 })).toEqual({ kind: 'group', gid: 5 });
  });

  it('a contest view without a contest id is a contest nobody can find', () => {
    expect(namedScope({ inContest: true })).toEqual({ kind: 'contest', cid: null });
    expect(namedScope({ inContest: true, gid: 2 })).toEqual({ kind: 'contest', cid: null });
  });
});
