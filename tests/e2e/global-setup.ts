/**
 * Browser tests run against the real local stack, as `npm start` serves it (scripts/stack.ts): the
 * built SPA and the Worker on Miniflare with a judge runner, on a free port and a fresh database in a
 * temporary directory, seeded with the demo accounts and problems only (each test makes its own data).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startLocalStack } from '../../scripts/stack';
import { claimStack } from '../../scripts/stack-lock';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** the stack's state directory, for reading its D1 (queryLocalD1) */
    stateDir: string;
  }
}

export default async function setup(project: TestProject) {
  const stateDir = mkdtempSync(path.join(tmpdir(), 'hoj-e2e-'));
  // As deployed, notifications are pushed hourly; a test pushes at once with pushNoticesNow(baseUrl) (scripts/hourly-push.ts).
  const port = await freePort();
  const release = await claimStack(stateDir, port, { port: 'run the tests again', stateDir: 'run the tests again' });
  const stack = await startLocalStack({ stateDir, port, log: 'quiet', demo: false, runnerName: 'e2e-runner', release });
  project.provide('baseUrl', stack.url);
  project.provide('stateDir', stateDir);
  return async () => {
    await stack.stop();
    if (stack.server.restarts + stack.server.runtimeRestarts > 0) {
      console.error(`The browser tests' local server was started again ${stack.server.restarts} time(s) and its workerd ${stack.server.runtimeRestarts} time(s).`);
    }
    rmSync(stateDir, { recursive: true, force: true });
  };
}
