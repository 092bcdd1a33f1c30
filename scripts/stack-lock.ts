/**
 * One local stack per port and per state folder. Two servers on one SQLite state answered 500s
 * (SQLITE_BUSY on submit), and a second `npm start` on a used port seeded the first one's database
 * before failing. So a start first claims both, and refuses in one sentence when either is taken.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { readProcess } from './reaper';

export class StackInUseError extends Error {}

export const LOCK_FILE = 'hoj-stack.lock';

interface Holder {
  pid: number;
  /** the holder's kernel start time, so a pid reused by another process is not taken for the holder */
  startTime: string;
  port: number;
}

/** Whether the process that wrote `holder` still runs. Without /proc, a live pid is taken for it. */
export function holderAlive(holder: Holder, read = readProcess): boolean {
  const info = read(holder.pid);
  if (info) return info.startTime === holder.startTime;
  try {
    process.kill(holder.pid, 0);
    return !read(process.pid); // no /proc here: trust the pid
  } catch {
    return false;
  }
}

/** Resolves when `port` can be listened on at 127.0.0.1, rejects with the reason when it cannot. */
export function portFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/**
 * Checks that `port` is free and claims `stateDir` (a lock file holding this process's pid, taken over
 * when its writer is gone). Throws StackInUseError with the sentence to print when either is taken.
 * Answers the release, which removes the lock file (a lock left by a killed start is stale and taken over).
 * The server binds the port seconds later; a start that loses that race stops with Miniflare's own
 * "Address already in use" sentence.
 */
export async function claimStack(stateDir: string, port: number, hints: { port: string; stateDir: string }): Promise<() => void> {
  // The port first: a refused start leaves nothing behind, not even a new state folder.
  try {
    await portFree(port);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new StackInUseError(`Port ${port} is already in use (another npm start?): stop what serves there, or ${hints.port}.`);
    throw new StackInUseError(`Port ${port} cannot be used (${code ?? (error as Error).message}): ${hints.port}.`);
  }
  mkdirSync(stateDir, { recursive: true });
  const file = path.join(stateDir, LOCK_FILE);
  const me: Holder = { pid: process.pid, startTime: readProcess(process.pid)?.startTime ?? '', port };
  for (;;) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder: Holder | undefined;
    try {
      holder = JSON.parse(readFileSync(file, 'utf8')) as Holder;
    } catch {
      // unreadable or half written: a start that died while writing it
    }
    if (holder && holderAlive(holder)) {
      throw new StackInUseError(`The state folder ${stateDir} is in use by another local stack (pid ${holder.pid}, port ${holder.port}): stop that one first, or ${hints.stateDir}.`);
    }
    rmSync(file, { force: true });
  }
  return () => {
    try {
      const holder = JSON.parse(readFileSync(file, 'utf8')) as Holder;
      if (holder.pid === me.pid && holder.startTime === me.startTime) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
}
