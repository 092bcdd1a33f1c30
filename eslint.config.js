import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries, noBarrelFiles } from './scripts/eslint/feature-boundaries.js';

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
