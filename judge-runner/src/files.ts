/**
 * File handling around boxes. A box's work dir is writable by the submission, so anything read
 * back from it is opened without following symlinks and without blocking on FIFOs, and must be a
 * regular file: a program must not trick the runner (root) into reading a host file for it.
 *
 * The small operations of every case (a run dir, the program's copy, the first bytes of its output)
 * are synchronous: each is a syscall or two on a local file, and doing them through the thread pool
 * and a promise cost about three times the CPU (decision 28). Whole files of unbounded size
 * (copyUntrusted, the comparison) are still streamed.
 */
import { chmodSync, closeSync, constants, copyFileSync, fstatSync, mkdirSync, openSync, readdirSync, readSync, rmSync, writeFileSync } from 'node:fs';
import { open, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const SAFE_OPEN = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;

/** Opens a file the submission could have planted, or null when it is missing or not a regular file. */
export async function openUntrusted(file: string): Promise<FileHandle | null> {
  let handle: FileHandle;
  try {
    handle = await open(file, SAFE_OPEN);
  } catch {
    return null;
  }
  if (!(await handle.stat()).isFile()) {
    await handle.close();
    return null;
  }
  return handle;
}

/** Copies at most `maxBytes` of an untrusted file; false (and an empty copy) when there is none. */
export async function copyUntrusted(from: string, to: string, maxBytes: number): Promise<boolean> {
  const source = await openUntrusted(from);
  if (!source) {
    await writeFile(to, '');
    return false;
  }
  try {
    await pipeline(source.createReadStream({ start: 0, end: Math.max(0, maxBytes - 1), autoClose: false }), (await open(to, 'w', 0o644)).createWriteStream());
    return true;
  } finally {
    await source.close();
  }
}

const decoder = () => new TextDecoder('utf-8', { fatal: false });

/** openUntrusted's synchronous twin: a descriptor of a regular file, or null. */
function openUntrustedSync(file: string): number | null {
  let fd: number;
  try {
    fd = openSync(file, SAFE_OPEN);
  } catch {
    return null;
  }
  try {
    if (fstatSync(fd).isFile()) return fd;
  } catch {
    // fall through: not readable as a file
  }
  closeSync(fd);
  return null;
}

/** The first `maxBytes` of a file as text (the runner's own files, or untrusted ones safely). */
export async function readHead(file: string, maxBytes: number): Promise<string> {
  const fd = openUntrustedSync(file);
  if (fd === null) return '';
  try {
    const buffer = Buffer.allocUnsafe(maxBytes);
    let filled = 0;
    while (filled < maxBytes) {
      let bytesRead: number;
      try {
        bytesRead = readSync(fd, buffer, filled, maxBytes - filled, filled);
      } catch (error) {
        // O_NONBLOCK on a regular file never waits; anything else ends the read as the async one did
        if ((error as NodeJS.ErrnoException).code === 'EAGAIN') break;
        throw error;
      }
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    return decoder().decode(buffer.subarray(0, filled));
  } finally {
    closeSync(fd);
  }
}

/** A fresh directory a box may write into. */
export async function makeBoxDir(dir: string): Promise<string> {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  return dir;
}

/** Copies the regular files at the top of `from` into `to`, keeping executables executable. */
export async function copyFlatFiles(from: string, to: string): Promise<void> {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const target = path.join(to, entry.name);
    // A fresh file takes the source's mode (an executable stays one); copying over one would keep the old mode.
    rmSync(target, { force: true });
    copyFileSync(path.join(from, entry.name), target);
  }
}

/** Writes name → content files (extra files, sources) readable by the box. */
export async function writeFiles(dir: string, files: Record<string, string> | null): Promise<void> {
  for (const [name, content] of Object.entries(files ?? {})) writeFileSync(path.join(dir, name), content, { mode: 0o644 });
}

/** Copies a trusted host file into a box, readable by the box's uid. */
export async function placeFile(from: string, to: string): Promise<void> {
  copyFileSync(from, to);
  chmodSync(to, 0o644);
}

/** Removes a run's directory and whatever its box left there (never following a symlink out of it). */
export function removeTree(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
