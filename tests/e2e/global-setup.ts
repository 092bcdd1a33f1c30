/**
 * Browser tests run against the real local stack: the built SPA and the Worker under
 * `wrangler dev --env local`, on a fresh database in a temporary directory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startHourlyPush } from '../../scripts/hourly-push';
import { applyMigrations, buildWeb, ensureDevVars, freePort, seed, seedTestdata, startRunner, startWrangler } from '../../scripts/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** the stack's state directory, for reading its D1 (queryLocalD1) */
    stateDir: string;
  }
}

export default async function setup(project: TestProject) {
  const stateDir = mkdtempSync(path.join(tmpdir(), 'hoj-e2e-'));
  const secrets = ensureDevVars();
  buildWeb();
  applyMigrations(stateDir);
  await seed(stateDir);
  const stack = await startWrangler(stateDir, await freePort(), 'quiet', { restartOnCrash: true });
  await seedTestdata(stack.url);
  const runner = startRunner(stack.url, secrets, { name: 'e2e-runner', log: 'quiet' });
  // As deployed, notifications are pushed hourly; a test pushes at once with pushNoticesNow(baseUrl) (scripts/hourly-push.ts).
  const hourlyPush = startHourlyPush(stack.url);
  project.provide('baseUrl', stack.url);
  project.provide('stateDir', stateDir);
  return async () => {
    hourlyPush.stop();
    await Promise.all([runner.stop(), stack.stop()]);
    rmSync(stateDir, { recursive: true, force: true });
  };
}
