import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

const migrations = await readD1Migrations(fileURLToPath(new URL('./migrations', import.meta.url)));

export default defineConfig({
  test: {
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['contract/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'judge-runner/**/*.test.ts'],
          exclude: ['**/*.sandbox.test.ts', '**/node_modules/**'],
        },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml', environment: 'local' },
            miniflare: {
              bindings: {
                JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
                JUDGE_FLEET_KEYS: JSON.stringify({ test: 'test-fleet-key-that-is-long-enough-0123456789' }),
                QUEUE_PULL_TOKEN: 'test-queue-token',
                FAKE_PAYMENT_SECRET: 'test-fake-payment-secret-long-enough-0123456789',
                TEST_MIGRATIONS: migrations,
              },
              // An empty D1 beside DB: tests/api/stats-migration.test.ts migrates it in two steps around data.
              d1Databases: { MIGRATION_DB: 'migration-test' },
            },
          }),
        ],
        test: {
          name: 'worker',
          include: ['worker/**/*.test.ts', 'tests/api/**/*.test.ts'],
          setupFiles: ['./tests/api/apply-migrations.ts'],
          // An API test makes tens of calls against a real D1; on a busy 2-core machine that passed vitest's 5 s default.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'judge',
          environment: 'node',
          // Judging measures CPU and wall time: run it alone, after the light projects, before the browser.
          sequence: { groupOrder: 1 },
          include: ['tests/judge/**/*.test.ts', 'judge-runner/**/*.sandbox.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          sequence: { groupOrder: 2 },
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['./tests/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A page under a loaded CI machine may take seconds to show what a poll waits for; vitest's 1 s default flaked.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          fileParallelism: false,
          // No retry: the retry on a lost connection was for wrangler dev dying under the browser (decision 32).
          // The stack now serves through Miniflare and still comes back if it dies (decision 42), but a test
          // that loses it fails, so the crash is seen; the global set-up prints how often it restarted.
        },
      },
      {
        test: {
          name: 'stack',
          environment: 'node',
          // `npm start` itself, started and killed several times: after the browser tests, alone.
          sequence: { groupOrder: 3 },
          include: ['tests/stack/**/*.test.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});
