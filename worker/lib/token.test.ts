import { describe, expect, it } from 'vitest';
import { readToken, signToken, TOKEN_LIFETIME_SECONDS } from './token';

const SECRET = 'a-test-secret-of-reasonable-length';

describe('session tokens', () => {
  it('round-trips the user and session ids', async () => {
    const token = await signToken(SECRET, 'u1', 's1', 1_000_000);
    expect(await readToken(SECRET, token, 1_000_010)).toEqual({ uid: 'u1', sid: 's1', exp: 1_000_000 + TOKEN_LIFETIME_SECONDS });
  });

  it('refuses a token signed with another key, an expired one and garbage', async () => {
    const token = await signToken(SECRET, 'u1', 's1', 1_000_000);
    expect(await readToken('another-secret-entirely-xxxxxxxx', token, 1_000_010)).toBeNull();
    expect(await readToken(SECRET, token, 1_000_000 + TOKEN_LIFETIME_SECONDS + 1)).toBeNull();
    expect(await readToken(SECRET, 'not.a.token', 1_000_010)).toBeNull();
    expect(await readToken(SECRET, 'a-queue-consumer-token-0123456789abcdef', 1_000_010)).toBeNull();
    expect(await readToken(SECRET, `${token}.extra`, 1_000_010)).toBeNull();
    expect(await readToken(SECRET, ` ${token}`, 1_000_010)).toBeNull();
  });
});
