import { describe, expect, it } from 'vitest';
import { DISCUSSION_LIMITS } from '../../../../contract/rules/community';
import { categoryListBody, draftsOf, isKeptCategory } from './category-list-model';

const stored = draftsOf([
  { id: 1, name: 'General' },
  { id: 2, name: 'Problem' },
  { id: 7, name: 'Contests' },
]);

describe('category editor rows', () => {
  it('keeps the general and problem categories and no other', () => {
    expect(stored.map(isKeptCategory)).toEqual([true, true, false]);
    expect(isKeptCategory({ key: 'n1', id: null, name: 'New' })).toBe(false);
  });

  it('sends the whole list, new rows without id, names trimmed', () => {
    const result = categoryListBody([...stored, { key: 'n1', id: null, name: '  Off topic ' }]);
    expect(result).toEqual({
      ok: true,
      body: [
        { id: 1, name: 'General' },
        { id: 2, name: 'Problem' },
        { id: 7, name: 'Contests' },
        { id: null, name: 'Off topic' },
      ],
    });
  });

  it('refuses a blank name, a name too long, a name twice and too many rows', () => {
    expect(categoryListBody([...stored, { key: 'n1', id: null, name: '   ' }])).toEqual({ ok: false, problem: 'name_required' });
    expect(categoryListBody([{ key: 'n1', id: null, name: 'x'.repeat(DISCUSSION_LIMITS.categoryName + 1) }])).toEqual({ ok: false, problem: 'name_too_long' });
    expect(categoryListBody([...stored, { key: 'n1', id: null, name: 'contests' }])).toEqual({ ok: false, problem: 'duplicate_name' });
    const many = Array.from({ length: DISCUSSION_LIMITS.categories + 1 }, (_, i) => ({ key: `n${i}`, id: null, name: `c${i}` }));
    expect(categoryListBody(many)).toEqual({ ok: false, problem: 'too_many' });
  });
});
