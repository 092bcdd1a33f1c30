import { describe, expect, it } from 'vitest';
import { neverRan, transientStorageFailure } from './storage-errors';

/** An error as drizzle throws it: its own message quotes the statement and values, the D1 error is the cause. */
const drizzleError = (cause: Error, params = '1') => new Error(`Failed query: select "id" from "users" where "users"."id" = ?\nparams: ${params}`, { cause });

describe('transientStorageFailure', () => {
  it('names the failures D1 says to retry, and the local SQLite busy lock', () => {
    const cases: [string, string][] = [
      ['D1_ERROR: Network connection lost.', 'connection'],
      ['D1_ERROR: D1 DB is overloaded. Requests queued for too long.', 'overloaded'],
      ['D1_ERROR: D1 DB is overloaded. Too many requests queued.', 'overloaded'],
      ['D1_ERROR: D1 DB reset because its code was updated.', 'reset'],
      ['D1_ERROR: Internal error while starting up D1 DB storage caused object to be reset.', 'reset'],
      ['D1_ERROR: Internal error in D1 DB storage caused object to be reset.', 'reset'],
      ['D1_ERROR: D1 DB storage operation exceeded timeout which caused object to be reset.', 'reset'],
      ['D1_ERROR: Cannot resolve D1 DB due to transient issue on remote node.', 'reset'],
      ['D1_ERROR: database is locked: SQLITE_BUSY', 'busy'],
      ['SQLITE_BUSY: database is locked', 'busy'],
    ];
    for (const [message, failure] of cases) expect(transientStorageFailure(new Error(message)), message).toBe(failure);
  });

  it('finds the failure inside drizzle’s wrapper, but never in the statement’s values it quotes', () => {
    expect(transientStorageFailure(drizzleError(new Error('D1_ERROR: Network connection lost.')))).toBe('connection');
    expect(transientStorageFailure(drizzleError(new Error('D1_ERROR: UNIQUE constraint failed: users.email: SQLITE_CONSTRAINT'), 'Network connection lost'))).toBeNull();
  });

  it('is null for what a retry cannot cure', () => {
    for (const message of [
      'D1_ERROR: too many SQL variables at offset 221: SQLITE_ERROR',
      'D1_ERROR: UNIQUE constraint failed: users.username_key: SQLITE_CONSTRAINT',
      'D1_ERROR: FOREIGN KEY constraint failed: SQLITE_CONSTRAINT',
      'D1_ERROR: no such table: nope: SQLITE_ERROR',
      "D1_ERROR: D1 DB's isolate exceeded its memory limit and was reset.",
      'D1_ERROR: D1 DB exceeded its CPU time limit and was reset.',
      'D1_ERROR: Exceeded maximum DB size.',
      'D1_TYPE_ERROR: Type undefined not supported for value undefined',
    ]) {
      expect(transientStorageFailure(new Error(message)), message).toBeNull();
    }
    expect(transientStorageFailure('Network connection lost')).toBeNull();
    expect(transientStorageFailure(undefined)).toBeNull();
    expect(transientStorageFailure(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBeNull();
  });

  it('stops on a cause chain that loops', () => {
    const looping = new Error('Failed query: x');
    (looping as { cause?: unknown }).cause = looping;
    expect(transientStorageFailure(looping)).toBeNull();
  });
});

describe('neverRan', () => {
  it('holds for a busy lock and a refused queue, not for a lost answer or a reset', () => {
    expect([neverRan('busy'), neverRan('overloaded'), neverRan('connection'), neverRan('reset')]).toEqual([true, true, false, false]);
  });
});
