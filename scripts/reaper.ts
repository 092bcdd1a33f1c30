/**
 * The local stack's processes die with the process that started them, however it dies.
 *
 * Node has no PR_SET_PDEATHSIG, and a SIGKILL runs no handler. So the starter (`npm start`, the browser
 * tests' set-up) runs a tiny reaper process in a process group of its own, holding the write end of its
 * stdin. The starter tells it the process groups it starts (the local server with its workerd, the judge
 * runner) and the ones it ended itself. When the starter goes, the kernel closes that pipe, the reaper
 * reads end-of-file, sends SIGTERM to every group still registered, SIGKILL 5 s later, and exits.
 *
 * `npm start` runs as npm → sh → tsx → node: killing npm (or tsx) with SIGKILL leaves the rest running,
 * as npm does for every script. The reaper therefore also watches the starter's ancestors up to npm (or
 * npx), chosen by `ancestorsToWatch`: when one of them is gone, it sends SIGTERM to the starter, whose
 * own shutdown stops everything, and SIGKILL 10 s later if it is still there.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface ProcessInfo {
  ppid: number;
  pgid: number;
  /** the kernel's start time of the process (clock ticks since boot): tells a pid apart from a later process given the same pid */
  startTime: string;
  /** the command line's arguments */
  argv: string[];
}

/** What /proc says of a process (Linux), or undefined when it is gone or there is no /proc. */
export function readProcess(pid: number): ProcessInfo | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // fields after the parenthesised command name: state(0) ppid(1) pgrp(2) … starttime(19)
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter((a) => a !== '');
    return { ppid: Number(fields[1]), pgid: Number(fields[2]), startTime: fields[19] ?? '', argv };
  } catch {
    return undefined;
  }
}

/** npm names its process by what it runs ("npm start", "npm exec …"); else its script is npm-cli.js or npx-cli.js. */
const isNpm = (argv: string[]) => /^(npm|npx)(\s|$)/.test(argv[0] ?? '') || argv.slice(0, 2).some((a) => /(^|[/\\])(npm|npx)(-cli\.js)?$/.test(a));

/**
 * The processes whose death ends the stack started by `self`: its ancestors in its own process group
 * (the job the shell started) up to and including the first npm or npx; or only its parent when no
 * npm is found in that group (run as `tsx scripts/start.ts`, or by a test). Never pid 1.
 */
export function ancestorsToWatch(self: number, read: (pid: number) => ProcessInfo | undefined): { pid: number; startTime: string }[] {
  const me = read(self);
  if (!me) return [];
  const chain: { pid: number; startTime: string }[] = [];
  for (let pid = me.ppid; pid > 1; ) {
    const info = read(pid);
    if (!info || info.pgid !== me.pgid) break;
    chain.push({ pid, startTime: info.startTime });
    if (isNpm(info.argv)) return chain;
    pid = info.ppid;
  }
  const parent = read(me.ppid);
  return me.ppid > 1 && parent ? [{ pid: me.ppid, startTime: parent.startTime }] : [];
}

/** The reaper itself: plain JavaScript for `node -e`, so it starts in milliseconds and needs nothing installed. */
const REAPER_SOURCE = `
const fs = require('node:fs');
const [owner, watched] = JSON.parse(process.argv[1]);
const groups = new Set();
let buffer = '';
let reaping = false;
const signal = (pid, sig) => { try { process.kill(pid, sig); } catch {} };
function alive(w) {
  try {
    const stat = fs.readFileSync('/proc/' + w.pid + '/stat', 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] === w.startTime;
  } catch {
    if (fs.existsSync('/proc/self')) return false;
    try { process.kill(w.pid, 0); return true; } catch { return false; }
  }
}
function reap() {
  if (reaping) return;
  reaping = true;
  for (const g of groups) signal(-g, 'SIGTERM');
  setTimeout(() => { for (const g of groups) signal(-g, 'SIGKILL'); process.exit(0); }, groups.size ? 5000 : 0);
}
process.stdin.on('data', (chunk) => {
  buffer += chunk;
  for (let i; (i = buffer.indexOf('\\n')) >= 0; buffer = buffer.slice(i + 1)) {
    const line = buffer.slice(0, i);
    if (line[0] === '+') groups.add(Number(line.slice(1)));
    if (line[0] === '-') groups.delete(Number(line.slice(1)));
  }
});
process.stdin.on('end', reap);
process.stdin.on('error', reap);
for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(s, reap);
const watch = setInterval(() => {
  if (watched.every(alive)) return;
  clearInterval(watch);
  signal(owner, 'SIGTERM');
  setTimeout(() => { signal(owner, 'SIGKILL'); reap(); }, 10000).unref();
}, 500);
`;

export interface Reaper {
  /** the process group `pgid` (a child spawned with detached: true) ends when the starter does */
  watch: (pgid: number) => void;
  /** the starter ended that group itself */
  unwatch: (pgid: number) => void;
}

/** Starts the reaper for this process; `watchAncestors` also ends this process when npm (or tsx) above it is killed. */
export function startReaper({ watchAncestors }: { watchAncestors: boolean }): Reaper {
  const watched = watchAncestors ? ancestorsToWatch(process.pid, readProcess) : [];
  const child = spawn(process.execPath, ['-e', REAPER_SOURCE, JSON.stringify([process.pid, watched])], { detached: true, stdio: ['pipe', 'ignore', 'inherit'] });
  // Neither the reaper nor its pipe keeps this process alive; the pipe closes when this process ends.
  child.unref();
  const stdin = child.stdin;
  // a pipe to a child is a net.Socket, which can be unref'd
  (stdin as unknown as { unref?: () => void }).unref?.();
  stdin.on('error', () => undefined);
  const write = (line: string) => {
    if (!stdin.destroyed) stdin.write(`${line}\n`);
  };
  return { watch: (pgid) => write(`+${pgid}`), unwatch: (pgid) => write(`-${pgid}`) };
}
