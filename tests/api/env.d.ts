import type { D1Migration } from 'cloudflare:test';
import type { Env as WorkerEnv } from '../../worker/env';
import type * as WorkerMain from '../../worker/main';

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[];
      /** an empty D1 the setup leaves unmigrated (vitest.config.ts) */
      MIGRATION_DB: D1Database;
    }
    /** Types `exports.default` of 'cloudflare:workers' as the Worker's own entry point. */
    interface GlobalProps {
      mainModule: typeof WorkerMain;
    }
  }
}
