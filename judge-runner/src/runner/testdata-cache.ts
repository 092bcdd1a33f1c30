import { statSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { JobCase } from '../../../contract/judge';
import type { CaseFiles } from '../judge';
import type { WorkerClient } from './worker-client';

/**
 * Test files cached on disk by content hash: a file is fetched once per runner, whatever
 * problem or job needs it, and a half-written download never becomes visible.
 */
export class TestdataCache implements CaseFiles {
  private inFlight = new Map<string, Promise<string>>();

  constructor(
    private readonly dir: string,
    private readonly worker: WorkerClient,
  ) {}

  caseInput(jobCase: JobCase): Promise<string> {
    return this.file(jobCase.input);
  }

  caseOutput(jobCase: JobCase): Promise<string> {
    return this.file(jobCase.output);
  }

  file(hash: string): Promise<string> {
    // Already on disk: answered without a trip through the thread pool (every case of every job asks).
    const cached = this.onDisk(hash);
    if (cached) return Promise.resolve(cached);
    let pending = this.inFlight.get(hash);
    if (!pending) {
      pending = this.fetchOnce(hash).finally(() => this.inFlight.delete(hash));
      this.inFlight.set(hash, pending);
    }
    return pending;
  }

  private pathOf(hash: string): string {
    if (!/^[0-9a-f]{64}$/.test(hash)) throw new Error(`not a content hash: ${hash}`);
    return path.join(this.dir, hash.slice(0, 2), hash);
  }

  /** The cached file of `hash` when it is there (a well-formed hash), else null. */
  private onDisk(hash: string): string | null {
    if (!/^[0-9a-f]{64}$/.test(hash)) return null;
    const target = this.pathOf(hash);
    try {
      statSync(target);
      return target;
    } catch {
      return null;
    }
  }

  private async fetchOnce(hash: string): Promise<string> {
    const target = this.pathOf(hash);
    if (this.onDisk(hash)) return target;
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.${Date.now()}.part`;
    try {
      await this.worker.downloadTestFile(hash, partial);
      await rename(partial, target);
    } finally {
      await rm(partial, { force: true });
    }
    return target;
  }
}
