const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** Uniform random integer in [0, bound) from the CSPRNG (rejection sampling, no modulo bias). */
export function randomInt(bound: number): number {
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  const buf = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buf);
    const x = buf[0]!;
    if (x < limit) return x % bound;
  }
}

export function randomDigits(length: number): string {
  let s = '';
  for (let i = 0; i < length; i++) s += String(randomInt(10));
  return s;
}

export function randomToken(length = 32): string {
  let s = '';
  for (let i = 0; i < length; i++) s += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return s;
}

export function newId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}
