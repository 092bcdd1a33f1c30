/**
 * Compiled programs on disk by hash of (language, toolchain, code, extra files), so identical code
 * compiles once per runner: resubmissions, rejudges and the same checker for every case and job.
 * Compile errors are cached too (their message); system errors are not.
 * The cache is bounded: least recently used entries go first once the total passes the budget.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { copyFlatFiles } from './files';

export type CompileOutcome = { ok: true; message: string } | { ok: false; message: string };

interface Entry {
  bytes: number;
  usedAt: number;
  pins: number;
  /** the outcome once read or written: an entry never changes (its key covers what it depends on) */
  outcome?: CompileOutcome;
}

const RESULT_FILE = 'result.json';
const FILES_DIR = 'files';
const STALE_STAGING_MS = 60 * 60 * 1000;

async function directoryBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? await directoryBytes(full) : (await stat(full)).size;
  }
  return total;
}

export class CompileCache {
  private entries: Map<string, Entry> | null = null;
  private loading: Promise<void> | null = null;
  private readonly inFlight = new Map<string, Promise<CompileOutcome>>();
  private totalBytes = 0;
  private clock = 0;

  constructor(
    readonly root: string,
    readonly maxBytes: number,
  ) {}

  private async load(): Promise<void> {
    if (this.entries) return;
    this.loading ??= (async () => {
      await mkdir(this.root, { recursive: true, mode: 0o700 });
      const entries = new Map<string, Entry>();
      for (const name of await readdir(this.root)) {
        const dir = path.join(this.root, name);
        if (!/^[0-9a-f]{64}$/.test(name)) {
          // Staging dirs left by a crash; a young one may be another process's compile in progress.
          const age = Date.now() - (await stat(dir).then((s) => s.mtimeMs, () => 0));
          if (age > STALE_STAGING_MS) await rm(dir, { recursive: true, force: true });
          continue;
        }
        try {
          const info = await stat(path.join(dir, RESULT_FILE));
          const bytes = await directoryBytes(dir);
          entries.set(name, { bytes, usedAt: info.mtimeMs, pins: 0 });
          this.clock = Math.max(this.clock, info.mtimeMs);
          this.totalBytes += bytes;
        } catch {
          await rm(dir, { recursive: true, force: true });
        }
      }
      this.entries = entries;
    })();
    await this.loading;
  }

  private touch(key: string, entry: Entry): void {
    // Strictly increasing, so entries used within one millisecond still have an order.
    this.clock = Math.max(Date.now(), this.clock + 1);
    entry.usedAt = this.clock;
    const now = new Date(entry.usedAt);
    void utimes(path.join(this.root, key, RESULT_FILE), now, now).catch(() => {});
  }

  private async evict(): Promise<void> {
    const entries = this.entries!;
    const candidates = [...entries.entries()].filter(([, e]) => e.pins === 0).sort((a, b) => a[1].usedAt - b[1].usedAt);
    for (const [key, entry] of candidates) {
      if (this.totalBytes <= this.maxBytes) break;
      entries.delete(key);
      this.totalBytes -= entry.bytes;
      await rm(path.join(this.root, key), { recursive: true, force: true });
    }
  }

  /** Another process sharing the directory may have evicted an entry this one still lists. */
  private forget(key: string): void {
    const entry = this.entries!.get(key);
    if (!entry) return;
    this.entries!.delete(key);
    this.totalBytes -= entry.bytes;
  }

  private async lookup(key: string): Promise<CompileOutcome | null> {
    const entry = this.entries!.get(key);
    if (!entry) return null;
    if (entry.outcome) {
      // Kept in memory: a program whose files another process evicted fails copyFiles, which forgets it.
      this.touch(key, entry);
      return entry.outcome;
    }
    try {
      const outcome = JSON.parse(await readFile(path.join(this.root, key, RESULT_FILE), 'utf8')) as CompileOutcome;
      entry.outcome = outcome;
      this.touch(key, entry);
      return outcome;
    } catch {
      this.forget(key);
      return null;
    }
  }

  /**
   * The cached outcome of `key`, or the one `produce` makes (it fills the directory it is given with
   * the program's files). Concurrent calls for one key share one compile. A throwing `produce`
   * (a system error) caches nothing.
   */
  async getOrCreate(key: string, produce: (filesDir: string) => Promise<CompileOutcome>): Promise<CompileOutcome> {
    await this.load();
    const cached = await this.lookup(key);
    if (cached) return cached;
    const running = this.inFlight.get(key);
    if (running) return running;
    const work = (async () => {
      const staging = path.join(this.root, `.staging-${randomUUID()}`);
      try {
        await mkdir(path.join(staging, FILES_DIR), { recursive: true });
        const outcome = await produce(path.join(staging, FILES_DIR));
        await writeFile(path.join(staging, RESULT_FILE), JSON.stringify(outcome));
        const bytes = await directoryBytes(staging);
        await rm(path.join(this.root, key), { recursive: true, force: true });
        await rename(staging, path.join(this.root, key));
        const entry: Entry = { bytes, usedAt: 0, pins: 0, outcome };
        this.touch(key, entry);
        this.entries!.set(key, entry);
        this.totalBytes += bytes;
        await this.evict();
        return outcome;
      } finally {
        await rm(staging, { recursive: true, force: true });
      }
    })();
    this.inFlight.set(key, work);
    try {
      return await work;
    } finally {
      this.inFlight.delete(key);
    }
  }

  /** Copies an entry's program files into `to`; the entry cannot be evicted meanwhile. */
  async copyFiles(key: string, to: string): Promise<boolean> {
    await this.load();
    const entry = this.entries!.get(key);
    if (!entry) return false;
    entry.pins++;
    try {
      await copyFlatFiles(path.join(this.root, key, FILES_DIR), to);
      return true;
    } catch {
      this.forget(key);
      return false;
    } finally {
      entry.pins--;
    }
  }

  get size(): number {
    return this.totalBytes;
  }

  has(key: string): boolean {
    return this.entries?.has(key) ?? false;
  }
}
