import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries, noBarrelFiles } from './scripts/eslint/feature-boundaries.js';

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

/** Layer rules of ARCHITECTURE.md: contract imports nothing of ours; worker and web never import each other. */
const layer = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

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
  layer(['contract/**'], [{ group: ['../worker/*', '../web/*', '../judge-runner/*', '../../worker/*', '../../web/*', '../../judge-runner/*'], message: 'contract/ imports nothing of ours' }]),
  layer(['worker/**'], [{ group: ['**/web/**', '**/judge-runner/**'], message: 'worker/ imports only contract/' }]),
  layer(['judge-runner/**'], [{ group: ['**/worker/**', '**/web/**'], message: 'judge-runner/ imports only contract/' }]),
  layer(['web/**'], [{ group: ['**/worker/**', '**/judge-runner/**'], message: 'web/ imports only contract/' }]),
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'feature-boundaries': featureBoundaries, 'no-barrel-files': noBarrelFiles } } },
    rules: { 'local/feature-boundaries': 'error', 'local/no-barrel-files': 'error' },
  },
);
