/**
 * Which storage errors a retry can cure (docs/decisions/0041-transient-storage-errors.md). Pure: it
 * reads error messages only. D1 reports them as messages (Cloudflare's "List of D1_ERRORs" with the
 * recommended action "Retry the operation"); the local SQLite says SQLITE_BUSY when another process
 * holds the database file.
 */

/**
 * - busy: the database file was locked; the statement did not run.
 * - overloaded: D1 refused the request from its queue; the statement did not run.
 * - reset: the Durable Object holding the database restarted or timed out; pending requests were refused.
 * - connection: the answer was lost on the way; a write may or may not have been applied.
 */
export type StorageFailure = 'busy' | 'overloaded' | 'reset' | 'connection';

const FAILURES: readonly (readonly [StorageFailure, RegExp])[] = [
  ['busy', /\bSQLITE_BUSY\b|database is locked/i],
  ['overloaded', /D1 DB is overloaded|Too many requests queued|Requests queued for too long/i],
  ['reset', /reset because its code was updated|storage caused object to be reset|exceeded timeout which caused object to be reset|transient issue on remote node/i],
  ['connection', /Network connection lost/i],
];

/** How deep the `cause` chain is followed (drizzle wraps the D1 error once). */
const CAUSE_DEPTH = 5;

/**
 * The kind of transient failure `error` (or an error it wraps as its `cause`) reports, or null for
 * an error a retry cannot cure: bad SQL, a constraint, too many SQL variables, a memory or CPU limit
 * of the query itself, anything that is not a storage error. Drizzle's own wrapper ("Failed query:
 * …") is skipped: it quotes the statement's values, which are the caller's text.
 */
export function transientStorageFailure(error: unknown): StorageFailure | null {
  let at: unknown = error;
  for (let depth = 0; depth < CAUSE_DEPTH && at instanceof Error; depth += 1, at = at.cause) {
    const { message } = at;
    if (message.startsWith('Failed query:')) continue;
    const found = FAILURES.find(([, pattern]) => pattern.test(message));
    if (found) return found[0];
  }
  return null;
}

/** Whether the failure says the statement never ran, so that even a write can run again without applying twice. */
export function neverRan(failure: StorageFailure): boolean {
  return failure === 'busy' || failure === 'overloaded';
}
