import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importZones } from './scripts/eslint/import-zones.js';
import { noBarrelFiles } from './scripts/eslint/no-barrel-files.js';
import { boundParameters } from './scripts/eslint/bound-parameters.js';

const sources = '**/*.{js,mjs,cjs,jsx,ts,tsx}';
const typeScript = '**/*.{ts,tsx}';

/**
 * Type-aware rules (docs/decisions/0016-lint-zones.md): the promise rules catch a lost rejection or a
 * missing await, the rest catch a real mistake at little cost. Chosen from recommendedTypeChecked,
 * whose no-unsafe-* and unbound-method rules cost most and here flag mostly deliberate code.
 */
const typeAwareRules = {
  '@typescript-eslint/no-floating-promises': 'error',
  // Also checks JSX handlers (onClick={async () => ...}), where a lost rejection is easiest to write.
  '@typescript-eslint/no-misused-promises': 'error',
  '@typescript-eslint/await-thenable': 'error',
  '@typescript-eslint/no-unnecessary-type-assertion': 'error',
  '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }] }],
  '@typescript-eslint/no-array-delete': 'error',
  '@typescript-eslint/no-for-in-array': 'error',
  '@typescript-eslint/no-implied-eval': 'error',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '.tsbuild/**', '.wrangler/**', 'node_modules/**', 'web/routeTree.gen.ts', 'locales/**/*.js', 'judge-runner/sandbox/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // Every TypeScript file is in one of the tsconfig projects; the project service finds it.
    files: [typeScript],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: typeAwareRules,
  },
  {
    // The zone table of scripts/eslint/import-zones.js, and no barrel index files.
    files: [sources],
    plugins: { local: { rules: { 'import-zones': importZones, 'no-barrel-files': noBarrelFiles, 'bound-parameters': boundParameters } } },
    rules: { 'local/import-zones': 'error', 'local/no-barrel-files': 'error' },
  },
  {
    // D1 refuses a LIKE pattern over 50 bytes, and searches accept 100 characters: a search in SQL goes
    // through containsText (docs/decisions/0039-long-keyword-search.md).
    files: ['worker/**/*.ts'],
    ignores: ['worker/lib/text-search.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'TemplateElement[value.raw=/\\bLIKE\\b/]', message: 'Search text with containsText (worker/lib/text-search.ts): D1 refuses a LIKE pattern over 50 bytes.' }],
    },
  },
  {
    // D1 binds at most 100 values a statement: a list reaches SQL through worker/lib/bound-parameters.ts
    // (docs/decisions/0040-bulk-writes-and-d1-parameter-limit.md). Tests write their own fixtures.
    files: ['worker/**/*.ts'],
    ignores: ['worker/**/*.test.ts', 'worker/lib/bound-parameters.ts'],
    rules: { 'local/bound-parameters': 'error' },
  },
  {
    // No import cycles among our modules; `import type` edges are skipped, as no-cycle always does.
    files: [sources],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
