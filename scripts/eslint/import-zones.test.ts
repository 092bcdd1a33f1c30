import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The real eslint.config.js, linting code under virtual paths inside the real tree. These files are
 * not on disk, so the TypeScript project service cannot place them: type-aware linting is switched
 * off here (cycles-and-types.test.ts covers it on real files).
 */
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: tseslint.configs.disableTypeChecked });

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages;
}

async function zoneErrors(filePath: string, code: string) {
  return (await lint(filePath, code)).filter((m) => m.ruleId === 'local/import-zones').map((m) => m.message);
}

describe('import zones refuse', { timeout: 60_000 }, () => {
  it('a package other than valibot in contract/', async () => {
    const [message] = await zoneErrors('contract/api/x.ts', "export { Hono } from 'hono';\n");
    expect(message).toMatch(/zone "contract": may import only the packages valibot .* not "hono"/);
  });

  it('a Node builtin in contract/', async () => {
    expect(await zoneErrors('contract/rules/x.ts', "import { readFile } from 'node:fs/promises';\nexport const read = readFile;\n")).toEqual([expect.stringMatching(/zone "contract": may not import the Node builtin "node:fs\/promises"/)]);
  });

  it('worker/ code in contract/, also from a deeper folder and as a type-only import', async () => {
    expect(await zoneErrors('contract/x.ts', "export { systemClock } from '../worker/lib/clock';\n")).toEqual([expect.stringMatching(/zone "contract": may import only contract\/ of ours \("..\/worker\/lib\/clock" is worker\/lib\/clock\)/)]);
    expect(await zoneErrors('contract/rules/deep/x.ts', "import type { Env } from '../../../worker/env';\nexport type E = Env;\n")).toHaveLength(1);
  });

  it('web/features from web/lib, including a dynamic import()', async () => {
    const messages = await zoneErrors('web/lib/x.ts', "export { problemsApi } from '../features/problems/problems-api';\nexport const load = () => import('../features/auth/auth-dialogs');\n");
    expect(messages).toEqual([expect.stringMatching(/zone "web\/lib and web\/components": must never import web\/features\//), expect.stringMatching(/web\/features\/auth\/auth-dialogs/)]);
  });

  it('web/features from web/components, and web/routes from either', async () => {
    expect(await zoneErrors('web/components/code-editor/x.tsx', "export { AuthDialogs } from '../../features/auth/auth-dialogs';\n")).toEqual([expect.stringMatching(/must never import web\/features\/.*move what both need into web\/lib or web\/components/)]);
    expect(await zoneErrors('web/lib/x.ts', "export { Route } from '../routes/index';\n")).toEqual([expect.stringMatching(/must never import web\/routes\//)]);
  });

  it('another feature or a route from web/features/<a>', async () => {
    expect(await zoneErrors('web/features/account/x.ts', "export { problemsApi } from '../problems/problems-api';\n")).toEqual([expect.stringMatching(/zone "web\/features": web\/features\/account must not import web\/features\/problems/)]);
    expect(await zoneErrors('web/features/admin/problems/x.tsx', "export * from '../../../routes/index';\n")).toEqual([expect.stringMatching(/zone "web\/features": must never import web\/routes\//)]);
  });

  it('worker/ code in web/', async () => {
    expect(await zoneErrors('web/features/home/x.ts', "export { systemClock } from '../../../worker/lib/clock';\n")).toEqual([expect.stringMatching(/zone "web": may import only web\/, contract\/, locales\/ of ours \(.* is worker\/lib\/clock\)/)]);
  });

  it('web/ and judge-runner/ code in worker/', async () => {
    expect(await zoneErrors('worker/routes/x.ts', "export { formatTime } from '../../web/lib/format';\n")).toEqual([expect.stringMatching(/zone "worker": may import only worker\/, contract\/ of ours/)]);
    expect(await zoneErrors('worker/x.ts', "export { judge } from '../judge-runner/src/judge';\n")).toEqual([expect.stringMatching(/zone "worker": .* is judge-runner\/src\/judge/)]);
  });

  it('web/ from a deeper worker/ folder', async () => {
    expect(await zoneErrors('worker/problems/admin/x.ts', "import { formatTime } from '../../../web/lib/format';\nexport const f = formatTime;\n")).toEqual([expect.stringMatching(/zone "worker": .* is web\/lib\/format/)]);
  });

  it('worker/ code in judge-runner/', async () => {
    expect(await zoneErrors('judge-runner/src/runner/x.ts', "export { systemClock } from '../../../worker/lib/clock';\n")).toEqual([expect.stringMatching(/zone "judge-runner": may import only judge-runner\/, contract\/ of ours/)]);
  });

  it('scripts/ and tests/ from a part', async () => {
    expect(await zoneErrors('worker/x.ts', "export type { DemoAccount } from '../scripts/seed';\n")).toHaveLength(1);
    expect(await zoneErrors('web/lib/x.ts', "export * from '../../tests/support/browser';\n")).toHaveLength(1);
  });
});

describe('import zones allow', { timeout: 60_000 }, () => {
  it('valibot and contract files in contract/, and vitest in its tests', async () => {
    expect(await lint('contract/api/x.ts', "import * as v from 'valibot';\nimport { ROLE } from '../roles';\nexport const Role = v.picklist(Object.values(ROLE));\n")).toEqual([]);
    expect(await lint('contract/rules/x.test.ts', "import { expect, it } from 'vitest';\nimport { ROLE } from '../roles';\nit('has roles', () => expect(Object.keys(ROLE)).not.toHaveLength(0));\n")).toEqual([]);
  });

  it('shared web code, contract and its own files in a feature', async () => {
    const code = "export { formatTime } from '../../lib/format';\nexport { DifficultyBadge } from '../../components/difficulty-badge';\nexport { ENDPOINTS } from '../../../contract/endpoints';\nexport { problemsApi } from './problems-api';\n";
    expect(await lint('web/features/problems/x.ts', code)).toEqual([]);
  });

  it('its own folders, contract and packages in a deeper worker/ folder and in judge-runner/', async () => {
    expect(await lint('worker/problems/admin/x.ts', "export { Hono } from 'hono';\nexport { systemClock } from '../../lib/clock';\nexport { ENDPOINTS } from '../../../contract/endpoints';\n")).toEqual([]);
    expect(await lint('judge-runner/src/runner/x.ts', "export { readFile } from 'node:fs/promises';\nexport { JUDGE_STATUS } from '../../../contract/judge-status';\nexport { judge } from '../judge';\n")).toEqual([]);
  });
});
