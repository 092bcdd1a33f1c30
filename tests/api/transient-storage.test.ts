import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '../../contract/envelope';
import { buildRequest, dispatch, signUp, type Account, type CallOptions, type Method, type Session } from './support';

/**
 * D1 failures a retry can cure (decision 41), injected beneath the Worker: each call runs with a D1
 * binding that fails the statements it is told to, a given number of times, before they reach the
 * real local database. A read is tried again; a write only when the failure says it never ran;
 * what is left is a 503 with Retry-After, never a 500.
 */

const LOST = 'D1_ERROR: Network connection lost.';
const BUSY = 'D1_ERROR: database is locked: SQLITE_BUSY';

/** env.DB failing the next `times` executions (a statement, or a batch) whose SQL `matches`, with `message`. */
function faultyD1(matches: (sql: string) => boolean, message: string, times: number) {
  const faults = { left: times, thrown: 0 };
  const sqlOf = new WeakMap<object, { inner: D1PreparedStatement; sql: string }>();
  const failIf = (sql: string) => {
    if (faults.left === 0 || !matches(sql)) return;
    faults.left -= 1;
    faults.thrown += 1;
    throw new Error(message);
  };
  const statement = (inner: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const wrapped = {
      bind: (...values: unknown[]) => statement(inner.bind(...values), sql),
      first: async (column?: string) => (failIf(sql), column === undefined ? inner.first() : inner.first(column)),
      all: async () => (failIf(sql), inner.all()),
      run: async () => (failIf(sql), inner.run()),
      raw: async (options?: { columnNames?: false }) => (failIf(sql), inner.raw(options)),
    };
    sqlOf.set(wrapped, { inner, sql });
    return wrapped as unknown as D1PreparedStatement;
  };
  const binding = {
    prepare: (sql: string) => statement(env.DB.prepare(sql), sql),
    batch: async (statements: D1PreparedStatement[]) => {
      const parts = statements.map((s) => sqlOf.get(s)!);
      failIf(parts.map((p) => p.sql).join(';\n'));
      return env.DB.batch(parts.map((p) => p.inner));
    },
    exec: (sql: string) => env.DB.exec(sql),
  };
  return { binding: binding as unknown as D1Database, faults };
}

/** One call through the Worker with `db` as its D1 binding. */
async function callWith<T>(db: D1Database, method: Method, path: string, options: CallOptions = {}) {
  const response = await dispatch(buildRequest(method, path, options), { ...env, DB: db });
  return { status: response.status, retryAfter: response.headers.get('Retry-After'), body: await response.json<ApiEnvelope<T>>() };
}

const readsSession = (sql: string) => sql.includes('from "sessions"');
const updatesUser = (sql: string) => sql.startsWith('update "users"');
const signatureOf = async (username: string) => (await env.DB.prepare('SELECT signature FROM users WHERE username = ?').bind(username).first<{ signature: string | null }>())!.signature;

let account: Account & Session;
beforeAll(async () => {
  account = await signUp();
});

describe('a read that fails transiently', () => {
  it('is tried again and answers as if nothing happened', async () => {
    const { binding, faults } = faultyD1(readsSession, LOST, 2);
    const answer = await callWith<{ roles: string[] }>(binding, 'GET', '/api/get-user-auth-info', { token: account.token });
    expect(faults.thrown).toBe(2);
    expect(answer.status).toBe(200);
    expect(answer.body.data?.roles).toEqual(['user']);
  });

  it('answers 503 with Retry-After when the failure outlasts the retries', async () => {
    const { binding, faults } = faultyD1(readsSession, 'D1_ERROR: D1 DB is overloaded. Requests queued for too long.', 100);
    const answer = await callWith(binding, 'GET', '/api/get-user-auth-info', { token: account.token });
    expect(faults.thrown).toBe(3);
    expect(answer).toEqual({ status: 503, retryAfter: '2', body: { status: 503, msg: 'The database is busy, please try again in a moment', data: null } });
  });
});

describe('a write that fails transiently', () => {
  it('runs again when the database was busy (it never ran), and is applied once', async () => {
    const { binding, faults } = faultyD1(updatesUser, BUSY, 1);
    const answer = await callWith<{ signature: string }>(binding, 'POST', '/api/change-userInfo', { token: account.token, body: { signature: 'after a busy lock' } });
    expect(faults.thrown).toBe(1);
    expect(answer.status).toBe(200);
    expect(await signatureOf(account.username)).toBe('after a busy lock');
  });

  it('is not run again when its answer was lost (it may have been applied): 503 with Retry-After', async () => {
    const before = await signatureOf(account.username);
    const { binding, faults } = faultyD1(updatesUser, LOST, 1);
    const answer = await callWith(binding, 'POST', '/api/change-userInfo', { token: account.token, body: { signature: 'after a lost answer' } });
    expect(faults.thrown).toBe(1);
    expect(answer).toEqual({ status: 503, retryAfter: '2', body: { status: 503, msg: 'The database is busy, please try again in a moment', data: null } });
    expect(await signatureOf(account.username)).toBe(before);
  });

  it('still answers 500 for an error no retry cures', async () => {
    const { binding } = faultyD1(updatesUser, 'D1_ERROR: no such column: nope: SQLITE_ERROR', 1);
    const answer = await callWith(binding, 'POST', '/api/change-userInfo', { token: account.token, body: { signature: 'never' } });
    expect(answer.status).toBe(500);
    expect(answer.retryAfter).toBeNull();
  });
});
