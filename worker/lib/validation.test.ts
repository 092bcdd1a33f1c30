import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginBody } from '../../contract/api/accounts';
import { parseOrRefuse } from './validation';

function refusal(input: unknown): string {
  try {
    parseOrRefuse(LoginBody, input, 'body');
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

describe('request validation', () => {
  it('names a missing field', () => {
    expect(refusal({ password: 'secret1' })).toBe('username is required');
  });

  it('names the broken rule', () => {
    expect(refusal({ username: 'a', password: '123' })).toBe('password must be 6 to 25 characters');
    expect(refusal({ username: 'x'.repeat(21), password: '123456' })).toBe('username must be at most 20 characters');
  });

  it('refuses a body that is not an object', () => {
    expect(refusal([1, 2])).toBe('The request body must be a JSON object');
    expect(refusal(null)).toBe('The request body must be a JSON object');
  });

  it('takes a list body when the schema is a list, and names its rules', () => {
    const list = v.pipe(v.array(v.object({ name: v.string('name must be text') })), v.maxLength(1, 'at most 1 entry'));
    const refusalOf = (input: unknown) => {
      try {
        parseOrRefuse(list, input, 'body');
        return null;
      } catch (e) {
        return (e as Error).message;
      }
    };
    expect(parseOrRefuse(list, [{ name: 'a' }], 'body')).toEqual([{ name: 'a' }]);
    expect(refusalOf({ name: 'a' })).toBe('The request body must be a JSON array');
    expect(refusalOf([{ name: 'a' }, { name: 'b' }])).toBe('at most 1 entry');
    expect(refusalOf([{ name: 1 }])).toBe('name must be text');
  });

  it('passes good input through with its transformations', () => {
    expect(parseOrRefuse(v.object({ n: v.pipe(v.string(), v.trim()) }), { n: ' a ' }, 'body')).toEqual({ n: 'a' });
  });
});
