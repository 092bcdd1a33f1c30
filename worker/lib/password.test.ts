import { describe, expect, it } from 'vitest';
import { DECOY_PASSWORD_HASH, hashPassword, hashPasswords, PBKDF2_ITERATIONS, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored.startsWith(`pbkdf2-sha256$${PBKDF2_ITERATIONS}$`)).toBe(true);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsf', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses malformed and decoy hashes', async () => {
    expect(await verifyPassword('x', 'plain')).toBe(false);
    expect(await verifyPassword('x', 'pbkdf2-sha256$999999999$AA==$AA==')).toBe(false);
    expect(await verifyPassword('', DECOY_PASSWORD_HASH)).toBe(false);
  });

  it('hashes many passwords in order, letting other work of the isolate run between two hashes', async () => {
    let turns = 0;
    const timer = setInterval(() => (turns += 1), 0);
    const hashes = await hashPasswords(['first', 'second', 'third', 'fourth']);
    clearInterval(timer);
    expect(await Promise.all(hashes.map((hash, i) => verifyPassword(['first', 'second', 'third', 'fourth'][i]!, hash)))).toEqual([true, true, true, true]);
    // One hash after another without a turn between them lets no timer fire at all.
    expect(turns).toBeGreaterThanOrEqual(3);
  });
});
