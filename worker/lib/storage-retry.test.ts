import { describe, expect, it } from 'vitest';
import { isReadOnly, retryingD1, withRetry, type RetryPolicy } from './storage-retry';

/** A policy that records its waits instead of waiting. */
function recordingPolicy(attempts = 3): RetryPolicy & { waits: number[] } {
  const waits: number[] = [];
  return { attempts, delayMs: (retry) => retry * 10, sleep: async (ms) => void waits.push(ms), waits };
}

/** An operation that fails with `errors` in turn, then answers 'done'; counts its calls. */
function failing(...errors: Error[]) {
  const operation = async () => {
    operation.calls += 1;
    const error = errors[operation.calls - 1];
    if (error) throw error;
    return 'done';
  };
  operation.calls = 0;
  return operation;
}

const lost = () => new Error('D1_ERROR: Network connection lost.');
const busy = () => new Error('D1_ERROR: database is locked: SQLITE_BUSY');

describe('withRetry', () => {
  it('tries again after a transient failure, waiting the policy’s delays', async () => {
    const policy = recordingPolicy();
    const operation = failing(lost(), busy());
    await expect(withRetry(operation, () => true, policy)).resolves.toBe('done');
    expect(operation.calls).toBe(3);
    expect(policy.waits).toEqual([10, 20]);
  });

  it('gives up after the policy’s attempts with the last error', async () => {
    const policy = recordingPolicy(3);
    const last = busy();
    const operation = failing(lost(), lost(), last, lost());
    await expect(withRetry(operation, () => true, policy)).rejects.toBe(last);
    expect(operation.calls).toBe(3);
  });

  it('never retries an error a retry cannot cure, nor a failure the caller refuses', async () => {
    const policy = recordingPolicy();
    const constraint = failing(new Error('D1_ERROR: UNIQUE constraint failed: users.email: SQLITE_CONSTRAINT'));
    await expect(withRetry(constraint, () => true, policy)).rejects.toThrow(/UNIQUE/);
    expect(constraint.calls).toBe(1);
    const refused = failing(lost());
    await expect(withRetry(refused, (failure) => failure === 'busy', policy)).rejects.toThrow(/Network connection lost/);
    expect(refused.calls).toBe(1);
    expect(policy.waits).toEqual([]);
  });
});

describe('isReadOnly', () => {
  it('knows a SELECT, and a WITH or EXPLAIN that writes nothing', () => {
    expect(isReadOnly('select "id" from "users" where "users"."id" = ?')).toBe(true);
    expect(isReadOnly('  /* page */ SELECT 1')).toBe(true);
    expect(isReadOnly('WITH t AS (SELECT 1) SELECT * FROM t')).toBe(true);
    expect(isReadOnly('EXPLAIN QUERY PLAN SELECT 1')).toBe(true);
  });

  it('counts every write as one, and an unknown statement too', () => {
    for (const sql of [
      'insert into "users" ("id") values (?)',
      'update "users" set "status" = ? where "users"."id" = ?',
      'delete from "users" where "users"."id" = ?',
      'WITH t AS (SELECT 1) INSERT INTO x SELECT * FROM t',
      'replace into "x" values (1)',
      'PRAGMA foreign_keys = ON',
      'begin',
    ]) {
      expect(isReadOnly(sql), sql).toBe(false);
    }
  });
});

/** A D1 binding whose statements fail with the errors queued for their SQL's first word, then answer. */
function fakeD1(queued: Record<string, Error[]>) {
  const runs: string[] = [];
  const outcome = (sql: string) => {
    runs.push(sql);
    const error = queued[sql.split(' ')[0]!.toLowerCase()]?.shift();
    if (error) throw error;
  };
  const statement = (sql: string) => ({
    sql,
    bind: () => statement(sql),
    all: async () => (outcome(sql), { results: [{ sql }], success: true, meta: {} }),
    first: async () => (outcome(sql), { sql }),
    run: async () => (outcome(sql), { results: [], success: true, meta: {} }),
    raw: async () => (outcome(sql), [[sql]]),
  });
  const binding = {
    prepare: (sql: string) => statement(sql),
    batch: async (statements: { sql: string }[]) => {
      outcome(statements.map((s) => s.sql).join('; '));
      return statements.map((s) => ({ results: [{ sql: s.sql }], success: true, meta: {} }));
    },
  };
  return { binding: binding as unknown as D1Database, runs };
}

describe('retryingD1', () => {
  it('runs a read again after any transient failure', async () => {
    const { binding, runs } = fakeD1({ select: [lost(), new Error('D1_ERROR: D1 DB reset because its code was updated.')] });
    const db = retryingD1(binding, recordingPolicy());
    await expect(db.prepare('select 1').bind().all()).resolves.toMatchObject({ results: [{ sql: 'select 1' }] });
    expect(runs).toHaveLength(3);
  });

  it('runs a write again only when the failure says it never ran', async () => {
    const { binding, runs } = fakeD1({ insert: [busy(), lost()] });
    const db = retryingD1(binding, recordingPolicy());
    await expect(db.prepare('insert into x values (?)').bind(1).run()).rejects.toThrow(/Network connection lost/);
    expect(runs).toEqual(['insert into x values (?)', 'insert into x values (?)']);
  });

  it('runs a batch again when it only reads or never ran, and hands the binding its own statements', async () => {
    const reads = fakeD1({ select: [lost()] });
    const readDb = retryingD1(reads.binding, recordingPolicy());
    const answers = await readDb.batch([readDb.prepare('select 1'), readDb.prepare('select 2').bind(2)]);
    expect(answers.map((a) => a.results)).toEqual([[{ sql: 'select 1' }], [{ sql: 'select 2' }]]);
    expect(reads.runs).toHaveLength(2);

    const writes = fakeD1({ select: [lost()] });
    const writeDb = retryingD1(writes.binding, recordingPolicy());
    await expect(writeDb.batch([writeDb.prepare('select 1'), writeDb.prepare('update x set y = 1')])).rejects.toThrow(/Network connection lost/);
    expect(writes.runs).toHaveLength(1);
  });
});
