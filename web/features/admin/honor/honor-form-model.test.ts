import { describe, expect, it } from 'vitest';
import type { HonorRollView } from '../../../../contract/api/honor';
import { awardDraft, draftOfRoll, emptyHonorDraft, honorRollBody } from './honor-form-model';

describe('honor roll form', () => {
  it('starts with the month’s name and the offered awards, shown', () => {
    const draft = emptyHonorDraft('2026-11', ['Gold', 'Silver']);
    expect(draft).toMatchObject({ name: '2026-11', shown: true });
    expect(draft.awards.map((a) => [a.name, a.usernames])).toEqual([
      ['Gold', []],
      ['Silver', []],
    ]);
    expect(new Set(draft.awards.map((a) => a.key)).size).toBe(2);
  });

  it('sends trimmed names, each user once per award, and the status', () => {
    const result = honorRollBody({ name: ' 2026-11 ', shown: false, awards: [awardDraft(' Gold ', ['alice', 'ALICE', ' bob'])] }, 7);
    expect(result).toEqual({ ok: true, body: { id: 7, name: '2026-11', status: 1, monthRankingDetailVOList: [{ name: 'Gold', usernames: ['alice', 'bob'] }] } });
  });

  it('asks for a name, awards with names, distinct names and someone on each', () => {
    const problem = (draft: Parameters<typeof honorRollBody>[0]) => {
      const result = honorRollBody(draft, null);
      return result.ok ? null : result.problem;
    };
    expect(problem({ name: ' ', shown: true, awards: [awardDraft('Gold', ['a'])] })).toBe('name_required');
    expect(problem({ name: 'x', shown: true, awards: [] })).toBe('awards_required');
    expect(problem({ name: 'x', shown: true, awards: [awardDraft(' ', ['a'])] })).toBe('award_name_required');
    expect(problem({ name: 'x', shown: true, awards: [awardDraft('Gold', ['a']), awardDraft('gold', ['b'])] })).toBe('award_name_twice');
    expect(problem({ name: 'x', shown: true, awards: [awardDraft('Gold', [])] })).toBe('users_required');
  });

  it('edits a saved roll as it is', () => {
    const roll: HonorRollView = {
      id: 3,
      name: '2026-10',
      status: 1,
      author: 'admin',
      gmtCreate: '',
      gmtModified: '',
      monthRankingDetailVOList: [{ name: 'Gold', userList: [{ uid: 'u1', username: 'alice', realname: 'Alice', avatar: null }] }],
    };
    const draft = draftOfRoll(roll);
    expect(draft).toMatchObject({ name: '2026-10', shown: false });
    expect(draft.awards.map((a) => [a.name, a.usernames])).toEqual([['Gold', ['alice']]]);
  });
});
