import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { UserHomeSearch } from './user-home-search';

const parse = (input: Record<string, unknown>) => v.parse(UserHomeSearch, input);

describe('UserHomeSearch', () => {
  it('reads uid and username, a numeric username as text', () => {
    expect(parse({ uid: 'abc', username: 'alice' })).toEqual({ uid: 'abc', username: 'alice' });
    expect(parse({ username: 2026 })).toEqual({ username: '2026' });
  });

  it('drops empty or overlong values instead of failing the page', () => {
    expect(parse({ uid: ' ', username: 'x'.repeat(65) })).toEqual({});
    expect(parse({ username: { not: 'text' } })).toEqual({});
  });
});
