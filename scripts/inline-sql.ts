import { drizzle } from 'drizzle-orm/d1';
import type { Db } from '../worker/db/client';

/** SQL literal of a value: scripts write statements into files for `wrangler d1 execute`, or run them on the D1 file. */
export const sqlLiteral = (value: string | number | null): string => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`);

/**
 * A text literal that stays on one line: a line break is written as char(10), since the seeds write
 * their statements one a line into a file (and D1's exec splits statements at line ends).
 */
export const sqlOneLine = (value: string | null): string => (value === null || !value.includes('\n') ? sqlLiteral(value) : `(${value.split('\n').map(sqlLiteral).join(' || char(10) || ')})`);

/**
 * A drizzle instance that only builds statements (its binding is never called), so scripts can
 * write out the Worker's own statements (e.g. worker/trainings/progress.ts) instead of copies.
 */
export function statementBuilder(): Db {
  return drizzle({} as Parameters<typeof drizzle>[0]) as unknown as Db;
}

/** A drizzle statement written out as one SQL statement with its parameters inlined. */
export function inlineSql(query: { toSQL: () => { sql: string; params: unknown[] } }): string {
  const { sql: text, params } = query.toSQL();
  let i = 0;
  return `${text.replace(/\?/g, () => sqlLiteral(params[i++] as string | number | null))};`;
}
