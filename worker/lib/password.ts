import { base64ToBytes, bytesToBase64 } from './base64';

/**
 * PBKDF2-SHA256 through Web Crypto. 100,000 iterations is the most the Workers runtime
 * allows (it refuses more), and the floor the project set itself; see docs/decisions/0003.
 * Stored as `pbkdf2-sha256$<iterations>$<salt>$<hash>` so the cost can rise later.
 */
export const PBKDF2_ITERATIONS = 100_000;
const SCHEME = 'pbkdf2-sha256';

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return `${SCHEME}$${PBKDF2_ITERATIONS}$${bytesToBase64(salt)}$${bytesToBase64(hash)}`;
}

/**
 * The hashes of many passwords (an account generation or import: up to 200 a call), in order. A hash
 * holds the isolate's thread for its whole run (Web Crypto's PBKDF2 does not give way), so 200 in a
 * row would keep every other request of the isolate waiting for seconds; between two hashes this
 * gives the event loop a turn, and those requests go on meanwhile.
 */
export async function hashPasswords(passwords: readonly string[]): Promise<string[]> {
  const hashes: string[] = [];
  for (const password of passwords) {
    if (hashes.length > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    hashes.push(await hashPassword(password));
  }
  return hashes;
}

function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterations, salt, hash] = stored.split('$');
  if (scheme !== SCHEME || !iterations || !salt || !hash) return false;
  const rounds = Number(iterations);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > PBKDF2_ITERATIONS) return false;
  const actual = await derive(password, base64ToBytes(salt), rounds);
  return constantTimeEqual(actual, base64ToBytes(hash));
}

/** A hash of nothing in particular, verified against when a username is unknown so timing tells nothing. */
export const DECOY_PASSWORD_HASH = `${SCHEME}$${PBKDF2_ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;
