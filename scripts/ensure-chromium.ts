/**
 * The browser tests drive Debian's Chromium. Install it when missing and allowed (root with apt),
 * otherwise stop with one sentence saying what to install.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

function apt(args: string[]): boolean {
  const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
}

if (!existsSync(CHROMIUM_PATH)) {
  const canInstall = process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!canInstall) {
    console.error(`The browser tests need Debian's Chromium at ${CHROMIUM_PATH}: install it with "sudo apt-get install -y chromium" and run npm test again.`);
    process.exit(1);
  }
  console.log('Installing Debian\'s Chromium for the browser tests (apt-get install chromium)…');
  if (!apt(['update', '-qq']) || !apt(['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-noto-cjk']) || !existsSync(CHROMIUM_PATH)) {
    console.error(`Installing Chromium failed: run "apt-get install -y chromium" by hand and run npm test again.`);
    process.exit(1);
  }
}
