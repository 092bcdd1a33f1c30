import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareOutputs } from './compare';

let dir: string;
let counter = 0;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'compare-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function file(content: string | Buffer): Promise<string> {
  const p = path.join(dir, `f${counter++}`);
  await writeFile(p, content);
  return p;
}

async function cmp(user: string, answer: string, removeEndBlank: boolean) {
  return compareOutputs(await file(user), await file(answer), removeEndBlank);
}

describe('compareOutputs with isRemoveEndBlank', () => {
  it.each([
    ['3\n', '3\n'],
    ['3', '3\n'],
    ['3   \n', '3\n'],
    ['3\t\r\n\n\n   \n', '3\n'],
    ['1 2\n3 4\n', '1 2  \n3 4'],
    ['a\n\nb\n', 'a\n\nb\n\n\n'],
    ['  indented\n', '  indented\n'],
    ['', ''],
    ['', '\n\n  \n'],
    ['x\r\ny\r\n', 'x\ny\n'],
  ])('accepts %j against %j', async (user, answer) => {
    expect(await cmp(user, answer, true)).toBe('accepted');
  });

  it.each([
    ['1  2\n', '1 2\n'],
    ['1\n2\n', '1 2\n'],
    ['a\nb\n', 'a\n\nb\n'],
    [' 3\n', '3\n'],
    ['\n3\n', '3\n'],
  ])('calls %j against %j a presentation error', async (user, answer) => {
    expect(await cmp(user, answer, true)).toBe('presentation');
  });

  it.each([
    ['4\n', '3\n'],
    ['12\n', '1 2\n'],
    ['1 2\n', '1 2 3\n'],
    ['', '3\n'],
    ['3\n', ''],
    ['33', '3'],
  ])('calls %j against %j wrong', async (user, answer) => {
    expect(await cmp(user, answer, true)).toBe('wrong');
  });
});

describe('compareOutputs without isRemoveEndBlank', () => {
  it('accepts byte-equal outputs and CRLF for LF', async () => {
    expect(await cmp('1 2\n3\n', '1 2\n3\n', false)).toBe('accepted');
    expect(await cmp('1 2\r\n3\r\n', '1 2\n3\n', false)).toBe('accepted');
    expect(await cmp('1 2\n3\n', '1 2\r\n3\r\n', false)).toBe('accepted');
  });

  it.each([
    ['3 \n', '3\n'],
    ['3', '3\n'],
    ['3\n\n', '3\n'],
    ['3\r', '3'],
    ['1\t2\n', '1 2\n'],
  ])('calls %j against %j a presentation error', async (user, answer) => {
    expect(await cmp(user, answer, false)).toBe('presentation');
  });

  it('calls different tokens wrong', async () => {
    expect(await cmp('3 \n', '4\n', false)).toBe('wrong');
  });
});

describe('compareOutputs on large files', () => {
  async function big(lines: number, line: (i: number) => string): Promise<string> {
    const p = path.join(dir, `big${counter++}`);
    const handle = await open(p, 'w');
    for (let start = 0; start < lines; start += 100_000) {
      let block = '';
      for (let i = start; i < Math.min(lines, start + 100_000); i++) block += line(i);
      await handle.write(block);
    }
    await handle.close();
    return p;
  }

  it('streams tens of megabytes in bounded memory', async () => {
    const lines = 1_000_000;
    const answer = await big(lines, (i) => `${i} ${i * 7}\n`);
    const same = await big(lines, (i) => `${i} ${i * 7}  \r\n`);
    const spaced = await big(lines, (i) => `${i}  ${i * 7}\n`);
    const wrong = await big(lines, (i) => (i === lines - 1 ? `${i} 0\n` : `${i} ${i * 7}\n`));
    const before = process.memoryUsage().rss;
    expect(await compareOutputs(same, answer, true)).toBe('accepted');
    expect(await compareOutputs(same, answer, false)).toBe('presentation');
    expect(await compareOutputs(spaced, answer, true)).toBe('presentation');
    expect(await compareOutputs(wrong, answer, true)).toBe('wrong');
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  }, 60_000);

  it('handles a long run of blanks across chunk boundaries', async () => {
    const blanks = ' '.repeat(200_000);
    expect(await cmp(`a${blanks}b\n`, `a${blanks}b`, true)).toBe('accepted');
    expect(await cmp(`a${blanks} b\n`, `a${blanks}b`, true)).toBe('presentation');
    expect(await cmp(`a${blanks}\n`, 'a', true)).toBe('accepted');
  });
});
