/**
 * The judge runner: `tsx judge-runner/src/runner/main.ts` with its configuration in the environment
 * (see config.ts). Refuses to start, in one sentence, when the host cannot sandbox.
 */
import path from 'node:path';
import { judge, languagesOnThisHost } from '../judge';
import { createSandbox, probeSandbox } from '../sandbox/launcher';
import { configFromEnv } from './config';
import { JobLoop } from './job-loop';
import { QueueClient } from './queue-client';
import { TestdataCache } from './testdata-cache';
import { WorkerClient } from './worker-client';

const HEARTBEAT_MS = 30_000;

async function main(): Promise<void> {
  const config = configFromEnv();
  const probe = await probeSandbox();
  if (!probe.ok) {
    console.error(probe.reason);
    process.exit(1);
  }
  const sandbox = await createSandbox({ slots: config.slots, diskMb: config.boxDiskMb, uidBase: config.boxUidBase, cpus: config.boxCpus });
  const languages = await languagesOnThisHost();
  const worker = new WorkerClient(config.workerUrl, config.fleet, config.fleetKey);
  const log = (line: string) => console.log(`[judge ${config.name}] ${line}`);

  const beat = () => worker.heartbeat({ name: config.name, slots: config.slots, languages }).catch((error: Error) => log(`heartbeat failed: ${error.message}`));
  await beat();
  const heartbeat = setInterval(() => void beat(), HEARTBEAT_MS);

  const loop = new JobLoop(
    { name: config.name, slots: config.slots, visibilityTimeoutMs: config.visibilityTimeoutMs, idlePollMs: config.idlePollMs },
    {
      // The contest queue first: its jobs take the free slots before the practice queue's (decision 25).
      queues: [
        { priority: 'contest', client: new QueueClient(config.contestQueueUrl, config.queueToken) },
        { priority: 'practice', client: new QueueClient(config.queueUrl, config.queueToken) },
      ],
      worker, cache: new TestdataCache(path.join(config.cacheDir, 'testdata'), worker), judge, sandbox, log },
  );
  const stop = () => {
    log('stopping after the jobs in hand');
    loop.stop();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  log(`judging with ${config.slots} slot(s) (cgroup ${probe.cgroup}); languages: ${languages.map((l) => l.name).join(', ')}`);
  await loop.run();
  clearInterval(heartbeat);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
