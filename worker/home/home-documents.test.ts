import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteKept, USER_HOME_KEPT } from './home-documents';
import { namesAgree, userHomeDocumentKey, userHomePointerKey } from './rules';

describe("the user home's KV keys", () => {
  it('hold the epoch in the document key, and the lower-cased name in the pointer', () => {
    expect(userHomeDocumentKey('e1', 'u1')).toBe('user-home:e1:uid:u1');
    expect(userHomeDocumentKey('e2', 'u1')).not.toBe(userHomeDocumentKey('e1', 'u1'));
    expect(userHomePointerKey('alice')).toBe('user-home:name:alice');
  });

  it('answer a request by the name the document holds, in any case, or by id alone', () => {
    expect(namesAgree('Alice', undefined)).toBe(true);
    expect(namesAgree('Alice', 'aLICE')).toBe(true);
    expect(namesAgree('Alice', 'alicia')).toBe(false);
  });
});

describe('deleting a kept document', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  afterEach(() => error.mockClear());

  it('tries again after a second when KV refuses a write, and gives up after the last try', async () => {
    const waits: number[] = [];
    const wait = async (ms: number) => void waits.push(ms);
    let refusals = 1;
    const deleted: string[] = [];
    const cache = {
      delete: async (key: string) => {
        if (refusals-- > 0) throw new Error('KV PUT failed: 429 Too Many Requests');
        deleted.push(key);
      },
    };
    await deleteKept(cache, 'k1', wait);
    expect(deleted).toEqual(['k1']);
    expect(waits).toEqual([USER_HOME_KEPT.retryAfterMs]);
    expect(error).not.toHaveBeenCalled();

    refusals = 99;
    waits.length = 0;
    await deleteKept(cache, 'k2', wait);
    expect(deleted).toEqual(['k1']);
    expect(waits).toHaveLength(USER_HOME_KEPT.deleteTries - 1);
    expect(String(error.mock.calls[0]![0])).toContain('429');
  });
});
