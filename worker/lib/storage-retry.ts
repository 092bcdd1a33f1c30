import { neverRan, transientStorageFailure, type StorageFailure } from './storage-errors';

/**
 * Trying a D1 statement again after a transient failure (docs/decisions/0041-transient-storage-errors.md):
 * a read after any of them, a write only after a failure that says it never ran (the database was
 * busy, D1 refused it from its queue). A write whose answer was lost (a dropped connection, a reset)
 * may have been applied, so it is not run again: the call answers 503 with Retry-After instead.
 */

export interface RetryPolicy {
  /** tries in all, the first one included */
  attempts: number;
  /** the wait before retry `n` (1 for the first), in milliseconds */
  delayMs(retry: number): number;
  sleep(ms: number): Promise<void>;
}

/** Three tries at most, after about 20-40 ms and 80-160 ms: a busy lock or a queue drains in that time, a request does not wait long. */
export const STORAGE_RETRY: RetryPolicy = {
  attempts: 3,
  delayMs: (retry) => 20 * 4 ** (retry - 1) * (1 + Math.random()),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Runs `operation`, and again while it fails transiently with a failure `retryable` accepts, up to the policy's attempts; the last error is thrown as it was. */
export async function withRetry<T>(operation: () => Promise<T>, retryable: (failure: StorageFailure) => boolean, policy: RetryPolicy = STORAGE_RETRY): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await operation();
    } catch (error) {
      const failure = transientStorageFailure(error);
      if (failure === null || !retryable(failure) || attempt >= policy.attempts) throw error;
      await policy.sleep(policy.delayMs(attempt));
    }
  }
}

/**
 * Whether a SQL statement only reads, so running it again changes nothing: a SELECT, or a WITH or
 * EXPLAIN that names no writing verb (a false "no" only costs a retry, never a double write).
 */
export function isReadOnly(sql: string): boolean {
  const text = sql.replace(/^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)+/, '');
  if (/^select\b/i.test(text)) return true;
  return /^(?:with|explain)\b/i.test(text) && !/\b(?:insert|update|delete|replace|upsert|create|drop|alter)\b/i.test(text);
}

const mayRetry = (readOnly: boolean) => (failure: StorageFailure) => readOnly || neverRan(failure);

interface Wrapped {
  inner: D1PreparedStatement;
  readOnly: boolean;
}

/** The statements made by `retryingD1`, to hand the binding's own to its batch. */
const wrapped = new WeakMap<object, Wrapped>();

function retryingStatement(inner: D1PreparedStatement, readOnly: boolean, policy: RetryPolicy): D1PreparedStatement {
  const retry = <T>(operation: () => Promise<T>) => withRetry(operation, mayRetry(readOnly), policy);
  const statement = {
    bind: (...values: unknown[]) => retryingStatement(inner.bind(...values), readOnly, policy),
    first: (column?: string) => retry(() => (column === undefined ? inner.first() : inner.first(column))),
    run: () => retry(() => inner.run()),
    all: () => retry(() => inner.all()),
    raw: (options?: { columnNames?: boolean }) => retry(() => inner.raw(options as { columnNames?: false })),
  };
  wrapped.set(statement, { inner, readOnly });
  return statement as unknown as D1PreparedStatement;
}

/**
 * The D1 binding with its statements and batches tried again as `withRetry` allows: a batch counts
 * as a read when every statement in it reads (it is one transaction, so a refused batch ran none).
 */
export function retryingD1(binding: D1Database, policy: RetryPolicy = STORAGE_RETRY): D1Database {
  return {
    prepare: (query: string) => retryingStatement(binding.prepare(query), isReadOnly(query), policy),
    batch: <T = unknown>(statements: D1PreparedStatement[]) => {
      const parts = statements.map((s) => wrapped.get(s) ?? { inner: s, readOnly: false });
      return withRetry(() => binding.batch<T>(parts.map((p) => p.inner)), mayRetry(parts.every((p) => p.readOnly)), policy);
    },
    exec: (query: string) => binding.exec(query),
    withSession: (constraintOrBookmark?: D1SessionBookmark | D1SessionConstraint) => binding.withSession(constraintOrBookmark),
    dump: () => binding.dump(),
  };
}
