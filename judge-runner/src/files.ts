/**
 * File handling around boxes. A box's work dir is writable by the submission, so anything read
 * back from it is opened without following symlinks and without blocking on FIFOs, and must be a
 * regular file: a program must not trick the runner (root) into reading a host file for it.
 */
import { constants } from 'node:fs';
import { chmod, copyFile, mkdir, open, readdir, rm, writeFile, type FileHandle } from 'node:fs/promises';
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

/** The first `maxBytes` of a file as text (the runner's own files, or untrusted ones safely). */
export async function readHead(file: string, maxBytes: number): Promise<string> {
  const handle = await openUntrusted(file);
  if (!handle) return '';
  try {
    const buffer = Buffer.alloc(maxBytes);
    let filled = 0;
    while (filled < maxBytes) {
      const { bytesRead } = await handle.read(buffer, filled, maxBytes - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    return decoder().decode(buffer.subarray(0, filled));
  } finally {
    await handle.close();
  }
}

/** A fresh directory a box may write into. */
export async function makeBoxDir(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  await chmod(dir, 0o755);
  return dir;
}

/** Copies the regular files at the top of `from` into `to`, keeping executables executable. */
export async function copyFlatFiles(from: string, to: string): Promise<void> {
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const target = path.join(to, entry.name);
    // A fresh file takes the source's mode (an executable stays one); copying over one would keep the old mode.
    await rm(target, { force: true });
    await copyFile(path.join(from, entry.name), target);
  }
}

/** Writes name → content files (extra files, sources) readable by the box. */
export async function writeFiles(dir: string, files: Record<string, string> | null): Promise<void> {
  for (const [name, content] of Object.entries(files ?? {})) await writeFile(path.join(dir, name), content, { mode: 0o644 });
}

/** Copies a trusted host file into a box, readable by the box's uid. */
export async function placeFile(from: string, to: string): Promise<void> {
  await copyFile(from, to);
  await chmod(to, 0o644);
}
