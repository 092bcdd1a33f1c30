import { ESLint } from 'eslint';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The cycle rule reads the imported files and the type-aware rules need the TypeScript project
 * service to place each file in a tsconfig, so both lint real files: written to a temporary folder
 * under contract/ (the smallest tsconfig project, so the service starts fast), removed afterwards.
 */
let dir = '';
const files: Record<string, string> = {
  'cycle-a.ts': "import { b } from './cycle-b';\nexport const a = () => b + 1;\n",
  'cycle-b.ts': "import { a } from './cycle-a';\nexport const b = 1;\nexport const viaA = () => a();\n",
  'types-a.ts': "import type { B } from './types-b';\nexport interface A { b?: B }\n",
  'types-b.ts': "import type { A } from './types-a';\nexport interface B { a?: A }\nexport const made: B = {};\n",
  'floating.ts': 'export {};\nasync function save(): Promise<void> {\n  await Promise.resolve();\n}\nsave();\n',
  'voided.ts': 'export {};\nasync function save(): Promise<void> {\n  await Promise.resolve();\n}\nvoid save();\n',
};

beforeAll(() => {
  dir = mkdtempSync(path.join(repoRoot, 'contract', 'tmp-lint-'));
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, name), code);
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function lintFile(name: string) {
  const [result] = await new ESLint({ cwd: repoRoot }).lintFiles([path.join(dir, name)]);
  return result!.messages.map((m) => ({ ruleId: m.ruleId, message: m.message }));
}

describe('import cycles', { timeout: 120_000 }, () => {
  // The first lint starts the TypeScript project service: allow it the time of a cold start.
  it('are refused', async () => {
    expect(await lintFile('cycle-a.ts')).toEqual([{ ruleId: 'import-x/no-cycle', message: 'Dependency cycle detected' }]);
  });

  it('through type-only imports are allowed (erased at build time)', async () => {
    expect(await lintFile('types-a.ts')).toEqual([]);
  });
});

describe('type-aware rules', { timeout: 120_000 }, () => {
  it('refuse a floating promise', async () => {
    expect(await lintFile('floating.ts')).toEqual([{ ruleId: '@typescript-eslint/no-floating-promises', message: expect.stringMatching(/^Promises must be awaited/) }]);
  });

  it('allow a promise marked with void', async () => {
    expect(await lintFile('voided.ts')).toEqual([]);
  });
});
