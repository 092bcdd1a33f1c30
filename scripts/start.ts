/**
 * `npm start`: the whole platform on this machine, offline, at http://localhost:8787 (or the port
 * in PORT). The Worker's console (the dev mailbox's e-mails) is printed here.
 * Ctrl-C stops everything it started.
 */
import path from 'node:path';
import { applyMigrations, buildWeb, ensureDevVars, isFirstRun, ROOT, seed, seedActivity, seedCommunity, seedContests, seedCourses, seedExams, seedGroups, seedHonor, seedTestdata, seedTrainings, seedVip, startRunner, startWrangler } from './stack';
import { startHourlyPush } from './hourly-push';
import { DEMO_ACCOUNTS, SUPER_ADMIN } from './seed';
import { portFromEnv } from './wrangler-dev-args';

const PORT = portFromEnv(process.env);
const STATE_DIR = path.join(ROOT, '.wrangler', 'state');

async function main(): Promise<void> {
  const started = Date.now();
  const secrets = ensureDevVars();
  console.log('Building the web app…');
  buildWeb();
  console.log('Applying database migrations…');
  applyMigrations(STATE_DIR);
  const firstRun = isFirstRun(STATE_DIR);
  if (firstRun) {
    console.log('First run: seeding demo accounts…');
    await seed(STATE_DIR);
  }
  console.log('Seeding the demo contests…');
  await seedContests(STATE_DIR);
  console.log('Seeding the demo question banks and choose exams…');
  seedExams(STATE_DIR);
  console.log('Seeding the demo trainings…');
  seedTrainings(STATE_DIR);
  console.log('Seeding the demo groups…');
  seedGroups(STATE_DIR);
  console.log('Seeding the demo discussions, announcements and messages…');
  seedCommunity(STATE_DIR);
  console.log('Seeding the demo VIP orders…');
  seedVip(STATE_DIR);
  console.log('Seeding the demo courses, intensive training and livestream link…');
  seedCourses(STATE_DIR);
  console.log('Seeding the demo honor roll…');
  seedHonor(STATE_DIR);
  console.log('Seeding the demo practice activity (the home page, ranks and heatmaps)…');
  seedActivity(STATE_DIR);
  console.log('Starting the Worker (D1, KV and R2 emulated on disk under .wrangler/state)…');
  const stack = await startWrangler(STATE_DIR, PORT, 'inherit', { restartOnCrash: true });
  await seedTestdata(stack.url);
  console.log('Starting a judge runner (one slot per core)…');
  const runner = startRunner(stack.url, secrets, { name: 'local-runner', log: 'inherit' });
  // wrangler dev fires no cron triggers: the hourly notification push is called from here.
  const hourlyPush = startHourlyPush(stack.url, (line) => console.log(line));

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    hourlyPush.stop();
    await Promise.all([runner.stop(), stack.stop()]);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  void stack.gone.then((code) => {
    if (stopping) return;
    console.error(`wrangler dev stopped for good (code ${code}).`);
    void runner.stop().then(() => process.exit(1));
  });
  runner.child.once('exit', (code) => {
    // The site keeps running without a judge (the runner printed why it stopped); submissions wait in the queue.
    if (!stopping) console.error(`The judge runner stopped (code ${code}); submissions will wait in the queue until one runs.`);
  });

  const url = `http://localhost:${PORT}`;
  console.log(`\nReady in ${((Date.now() - started) / 1000).toFixed(1)} s: ${url}`);
  console.log(`  super admin: ${SUPER_ADMIN.username} / ${SUPER_ADMIN.password}${firstRun ? '' : ' (unless you changed it)'}`);
  console.log(`  other demo accounts: ${DEMO_ACCOUNTS.filter((a) => a !== SUPER_ADMIN).map((a) => `${a.username} / ${a.password}`).join(', ')}`);
  console.log(`  e-mails sent in local mode: ${url}/api/dev/mailbox`);
  console.log(`  system notifications are pushed every hour; push now: curl -X POST ${url}/api/dev/push-notices`);
  console.log('  VIP payments go through the local fake provider: /plusMember opens its page (paid / not paid / cancelled)');
  console.log('Press Ctrl-C to stop.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
