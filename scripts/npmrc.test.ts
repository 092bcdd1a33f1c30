import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './local-env';

const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string>; engines: { node: string } };

describe('npm install on the Node the README allows (20 or newer)', () => {
  it('is allowed by the engines of the project, which brings its own Node 22', () => {
    expect(pkg.engines.node).toBe('>=20');
    expect(pkg.devDependencies.node).toMatch(/^22\./);
  });

  it('prints no warnings of npm (EBADENGINE for the Node 22 tools): .npmrc keeps npm to errors', () => {
    const settings = readFileSync(path.join(ROOT, '.npmrc'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'));
    expect(settings).toEqual(['loglevel=error']);
  });
});
