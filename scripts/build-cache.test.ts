import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIfChanged, cachedWorkerBundle, inputsHash } from './build-cache';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'hoj-build-cache-'));
  write('web/main.tsx', 'app');
  write('web/routes/index.tsx', 'route');
  write('contract/a.ts', 'contract');
  write('package.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the hash of a build’s inputs', () => {
  it('changes with any source file, its name or a new file, and not with output, the generated route tree or tests', () => {
    const inputs = ['web', 'contract', 'package.json'];
    const first = inputsHash(root, inputs);
    expect(inputsHash(root, inputs)).toBe(first);
    write('web/dist/index.html', 'built');
    write('web/routeTree.gen.ts', 'generated');
    write('web/lib/x.test.ts', 'a test');
    expect(inputsHash(root, inputs)).toBe(first);
    write('web/routes/index.tsx', 'route changed');
    const changed = inputsHash(root, inputs);
    expect(changed).not.toBe(first);
    write('web/routes/new.tsx', '');
    expect(inputsHash(root, inputs)).not.toBe(changed);
    rmSync(path.join(root, 'package.json'));
    expect(inputsHash(root, inputs)).not.toBe(changed);
  });
});

describe('building only what changed', () => {
  it('builds the first time, not again with the same inputs, again when an input changed or the output is gone', () => {
    let builds = 0;
    let output = false;
    const build = () => {
      builds++;
      output = true;
    };
    const run = () => buildIfChanged(root, 'web', ['web', 'contract'], () => output, build);
    expect(run()).toBe(true);
    expect(run()).toBe(false);
    write('contract/a.ts', 'contract v2');
    expect(run()).toBe(true);
    output = false;
    expect(run()).toBe(true);
    expect(builds).toBe(3);
  });

  it('does not record a build that failed', () => {
    expect(() =>
      buildIfChanged(root, 'web', ['web'], () => false, () => {
        throw new Error('vite failed');
      }),
    ).toThrow('vite failed');
    let built = false;
    expect(buildIfChanged(root, 'web', ['web'], () => built, () => (built = true))).toBe(true);
  });

  it('keeps the Worker bundle of each set of inputs, and makes one only when it is missing or incomplete', async () => {
    write('worker/main.ts', 'v1');
    write('wrangler.toml', 'name = "x"');
    let bundles = 0;
    const bundle = async (dir: string) => {
      bundles++;
      writeFileSync(path.join(dir, 'main.js'), 'bundle');
    };
    const fail = async () => {
      throw new Error('wrangler failed');
    };
    const first = await cachedWorkerBundle(root, bundle);
    expect(first.built).toBe(true);
    expect(await cachedWorkerBundle(root, bundle)).toEqual({ dir: first.dir, built: false });
    write('worker/main.ts', 'v2');
    const second = await cachedWorkerBundle(root, bundle);
    expect(second.dir).not.toBe(first.dir);
    // v2 is there already: nothing to bundle
    expect((await cachedWorkerBundle(root, fail)).dir).toBe(second.dir);
    write('worker/main.ts', 'v3');
    await expect(cachedWorkerBundle(root, fail)).rejects.toThrow('wrangler failed');
    // the half-made bundle of v3 is not taken for a complete one
    expect((await cachedWorkerBundle(root, bundle)).built).toBe(true);
    expect(bundles).toBe(3);
  });
});
