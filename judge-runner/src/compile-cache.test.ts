import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompileCache } from './compile-cache';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'cache-test-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const key = (n: number) => n.toString(16).padStart(64, '0');

describe('CompileCache', () => {
  it('compiles a key once, also when asked concurrently, and hands out the files', async () => {
    const cache = new CompileCache(path.join(root, 'a'), 1 << 20);
    let compiles = 0;
    const produce = async (dir: string) => {
      compiles++;
      await writeFile(path.join(dir, 'main'), 'binary');
      return { ok: true as const, message: 'warning' };
    };
    const [first, second] = await Promise.all([cache.getOrCreate(key(1), produce), cache.getOrCreate(key(1), produce)]);
    expect(await cache.getOrCreate(key(1), produce)).toEqual({ ok: true, message: 'warning' });
    expect([first, second, compiles]).toEqual([{ ok: true, message: 'warning' }, { ok: true, message: 'warning' }, 1]);
    const out = await mkdtemp(path.join(root, 'out-'));
    expect(await cache.copyFiles(key(1), out)).toBe(true);
    expect(await readFile(path.join(out, 'main'), 'utf8')).toBe('binary');
  });

  it('caches compile errors but not system errors', async () => {
    const cache = new CompileCache(path.join(root, 'b'), 1 << 20);
    let calls = 0;
    const failing = async () => {
      calls++;
      return { ok: false as const, message: 'main.c:1: error' };
    };
    await cache.getOrCreate(key(2), failing);
    expect(await cache.getOrCreate(key(2), failing)).toEqual({ ok: false, message: 'main.c:1: error' });
    expect(calls).toBe(1);
    const broken = async (): Promise<never> => {
      calls++;
      throw new Error('launcher failed');
    };
    await expect(cache.getOrCreate(key(3), broken)).rejects.toThrow('launcher failed');
    expect(cache.has(key(3))).toBe(false);
  });

  it('evicts the least recently used entries beyond its budget and survives a restart', async () => {
    const dir = path.join(root, 'c');
    const cache = new CompileCache(dir, 25_000);
    const sized = (bytes: number) => async (out: string) => {
      await writeFile(path.join(out, 'main'), Buffer.alloc(bytes));
      return { ok: true as const, message: '' };
    };
    await cache.getOrCreate(key(10), sized(10_000));
    await cache.getOrCreate(key(11), sized(10_000));
    await cache.getOrCreate(key(10), sized(10_000));
    await cache.getOrCreate(key(12), sized(10_000));
    expect([cache.has(key(10)), cache.has(key(11)), cache.has(key(12))]).toEqual([true, false, true]);
    expect(cache.size).toBeLessThanOrEqual(25_000);

    const reopened = new CompileCache(dir, 25_000);
    let compiles = 0;
    await reopened.getOrCreate(key(12), async () => {
      compiles++;
      return { ok: true, message: '' };
    });
    expect(compiles).toBe(0);
  });
});

describe('CompileCache shared with another process', () => {
  it('compiles again when an entry it knew was removed behind its back', async () => {
    const dir = path.join(root, 'd');
    const cache = new CompileCache(dir, 1 << 20);
    let compiles = 0;
    const produce = async (out: string) => {
      compiles++;
      await writeFile(path.join(out, 'main'), 'binary');
      return { ok: true as const, message: '' };
    };
    await cache.getOrCreate(key(20), produce);
    await rm(path.join(dir, key(20)), { recursive: true, force: true });
    const out = await mkdtemp(path.join(root, 'out-'));
    expect(await cache.copyFiles(key(20), out)).toBe(false);
    await cache.getOrCreate(key(20), produce);
    expect(await cache.copyFiles(key(20), out)).toBe(true);
    expect(compiles).toBe(2);
  });
});
