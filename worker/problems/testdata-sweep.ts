import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { problemCases, testcaseUploads } from '../db/schema-problems';
import { REUSE_REFRESH_MS, TESTDATA_PREFIX } from './testcase-zip-store';

/**
 * Test files live in R2 by content and are shared by every case with the same bytes, so deleting a
 * problem or replacing its tests cannot delete them on the spot. A daily sweep (the Worker's cron
 * trigger) deletes the files no case and no pending zip upload refers to any more.
 *
 * Files younger than SWEEP_GRACE_MS are left alone: a save in flight may have stored a file and not
 * yet written the case that refers to it. A save that reuses an existing file instead of storing it
 * again refreshes any file older than REUSE_REFRESH_MS (see storeTestdata), so a file a save is
 * about to refer to is always younger than the grace period.
 */
export const SWEEP_GRACE_MS = 2 * REUSE_REFRESH_MS;
const PAGE = 1000;

export interface SweepResult {
  scanned: number;
  deleted: number;
}

/** Of these hashes, the ones a case or a pending zip upload refers to (one query, one bound parameter). */
async function referencedHashes(db: Db, hashes: string[]): Promise<Set<string>> {
  const rows = await db.all<{ hash: string }>(sql`
    SELECT value AS hash FROM json_each(${JSON.stringify(hashes)})
    WHERE value IN (SELECT ${problemCases.inputHash} FROM ${problemCases})
       OR value IN (SELECT ${problemCases.outputHash} FROM ${problemCases})
       OR EXISTS (SELECT 1 FROM ${testcaseUploads} WHERE instr(${testcaseUploads.files}, value) > 0)`);
  return new Set(rows.map((r) => r.hash));
}

/** Deletes the unreferenced test files uploaded before `now - SWEEP_GRACE_MS`. */
export async function sweepTestdata(db: Db, bucket: R2Bucket, now = Date.now()): Promise<SweepResult> {
  const cutoff = now - SWEEP_GRACE_MS;
  let cursor: string | undefined;
  const result: SweepResult = { scanned: 0, deleted: 0 };
  do {
    const page = await bucket.list({ prefix: TESTDATA_PREFIX, limit: PAGE, cursor });
    result.scanned += page.objects.length;
    const old = page.objects.filter((o) => o.uploaded.getTime() < cutoff).map((o) => o.key.slice(TESTDATA_PREFIX.length));
    if (old.length > 0) {
      const kept = await referencedHashes(db, old);
      const unused = old.filter((hash) => !kept.has(hash)).map((hash) => TESTDATA_PREFIX + hash);
      if (unused.length > 0) await bucket.delete(unused);
      result.deleted += unused.length;
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return result;
}
