/**
 * `npm start`: the whole platform on this machine, offline, at http://localhost:8787 (or the port in
 * PORT), its state under .wrangler/state (or the folder in STATE_DIR). The Worker's console (the dev
 * mailbox's e-mails) is printed here; every request too with LOG_REQUESTS=1. Ctrl-C stops everything
 * it started, and so does killing it or npm above it (scripts/reaper.ts).
 */
import { claimStack } from './stack-lock';
import { logRequestsFromEnv, portFromEnv, stateDirFromEnv } from './start-options';

async function main(): Promise<void> {
  const started = Date.now();
  const port = portFromEnv(process.env);
  const stateDir = stateDirFromEnv(process.env);
  // Before anything is built or written: a second start on a port or state folder in use stops here, in one sentence.
  const release = await claimStack(stateDir, port, { port: 'choose another with PORT=9000 npm start', stateDir: 'choose another with STATE_DIR=<folder> npm start' });
  const { startLocalStack } = await import('./stack');
  const { DEMO_ACCOUNTS, SUPER_ADMIN } = await import('./seed');
  const stack = await startLocalStack({
    stateDir,
    port,
    log: 'inherit',
    demo: true,
    runnerName: 'local-runner',
    logRequests: logRequestsFromEnv(process.env),
    watchAncestors: true,
    reloadOnChange: true,
    release,
    say: (line) => console.log(line),
  });

  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await stack.stop();
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(0));
  stack.runner.child.once('exit', (code) => {
    // The site keeps running without a judge (the runner printed why it stopped); submissions wait in the queue.
    if (!stopping) console.error(`The judge runner stopped (code ${code}); submissions will wait in the queue until one runs.`);
  });

  const url = `http://localhost:${port}`;
  console.log(`\nReady in ${((Date.now() - started) / 1000).toFixed(1)} s: ${url}`);
  console.log(`  super admin: ${SUPER_ADMIN.username} / ${SUPER_ADMIN.password}${stack.firstRun ? '' : ' (unless you changed it)'}`);
  console.log(`  other demo accounts: ${DEMO_ACCOUNTS.filter((a) => a !== SUPER_ADMIN).map((a) => `${a.username} / ${a.password}`).join(', ')}`);
  console.log(`  e-mails sent in local mode: ${url}/api/dev/mailbox`);
  console.log(`  system notifications are pushed every hour; push now: curl -X POST ${url}/api/dev/push-notices`);
  console.log('  VIP payments go through the local fake provider: /plusMember opens its page (paid / not paid / cancelled)');
  console.log('Press Ctrl-C to stop.');
}

main().catch((error: unknown) => {
  // A port or state folder in use is said in its one sentence (StackInUseError); anything else by its message.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
