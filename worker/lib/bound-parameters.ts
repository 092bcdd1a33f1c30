import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client';

/**
 * D1 binds at most 100 values a statement; one more fails the statement with "too many SQL
 * variables" (locally too). Every statement whose values come from a list of the caller's goes
 * through this module (docs/decisions/0040-bulk-writes-and-d1-parameter-limit.md): the rows of an
 * insert through `boundedStatements`, a list of values to match through `inList`. A lint rule
 * (scripts/eslint/bound-parameters.js) refuses the other ways to write them in worker/.
 */
export const D1_MAX_BOUND_PARAMETERS = 100;

/** How many rows one statement takes when each row binds `perRow` values beside `fixed` others. */
export function rowsPerStatement(perRow: number, fixed = 0, limit = D1_MAX_BOUND_PARAMETERS): number {
  if (!Number.isInteger(perRow) || perRow < 1 || !Number.isInteger(fixed) || fixed < 0) throw new RangeError(`rows bind a whole number of values: ${perRow} a row, ${fixed} besides`);
  const rows = Math.floor((limit - fixed) / perRow);
  if (rows < 1) throw new RangeError(`one row binds ${perRow + fixed} values, more than the ${limit} a statement may`);
  return rows;
}

/** What the statements here are measured by: every drizzle query builder has it. */
export interface BuiltStatement {
  toSQL(): { params: unknown[] };
}

const boundValues = (statement: BuiltStatement) => statement.toSQL().params.length;

/**
 * The statements `build` makes of `items`, cut so that none binds more than D1's limit, in the
 * items' order: for the caller's `db.batch()`, which keeps them one transaction. The values a row
 * binds are measured on the statement itself (built with one row, then two), never counted by hand,
 * so a column added to the table or a condition added to the statement moves the cut by itself. A
 * part whose rows bind more than the first two did (a value given where the first rows left a
 * default) is halved until it fits.
 */
export function boundedStatements<T, S extends BuiltStatement>(items: readonly T[], build: (part: T[]) => S, limit = D1_MAX_BOUND_PARAMETERS): S[] {
  if (items.length === 0) return [];
  const one = boundValues(build(items.slice(0, 1)));
  const perRow = items.length > 1 ? boundValues(build(items.slice(0, 2))) - one : one;
  const size = perRow < 1 ? items.length : rowsPerStatement(perRow, Math.max(one - perRow, 0), limit);
  const statements: S[] = [];
  const fit = (part: T[]): void => {
    const statement = build(part);
    const bound = boundValues(statement);
    if (bound <= limit) statements.push(statement);
    else if (part.length === 1) throw new RangeError(`one row binds ${bound} values, more than the ${limit} a statement may`);
    else {
      const half = Math.ceil(part.length / 2);
      fit(part.slice(0, half));
      fit(part.slice(half));
    }
  };
  for (let start = 0; start < items.length; start += size) fit(items.slice(start, start + size));
  return statements;
}

type BatchItem = Parameters<Db['batch']>[0][number];

/**
 * The rows that statements of one kind answer (reads, or inserts with `returning`, cut by
 * `boundedStatements`), run as one batch: one round trip, one transaction.
 */
export async function batchRows<S extends BatchItem & { readonly _: { readonly result: readonly unknown[] } }>(db: Db, statements: readonly S[]): Promise<S['_']['result'][number][]> {
  const [first, ...rest] = statements;
  if (!first) return [];
  const results = await db.batch([first, ...rest]);
  return results.flat();
}

/** The values as the column stores them, in one JSON array text. */
const jsonList = (column: SQLiteColumn, values: readonly (string | number)[]) => JSON.stringify(values.map((value) => column.mapToDriverValue(value)));

/**
 * `column IN (the values)` binding the whole list as one JSON text, so a list of any length is one
 * value of the statement (drizzle's `inArray` binds each). SQLite still searches the column's index
 * once per value (EXPLAIN QUERY PLAN: "SEARCH … USING INDEX", "LIST SUBQUERY" over json_each).
 * An empty list matches nothing, as `inArray` does.
 */
export function inList(column: SQLiteColumn, values: readonly (string | number)[]): SQL {
  return sql`${column} IN (SELECT value FROM json_each(${jsonList(column, values)}))`;
}

/** `column NOT IN (the values)`, the list bound as one value (see `inList`); an empty list excludes nothing. */
export function notInList(column: SQLiteColumn, values: readonly (string | number)[]): SQL {
  return sql`${column} NOT IN (SELECT value FROM json_each(${jsonList(column, values)}))`;
}
