import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** The longest LIKE pattern, in bytes, the SQLite inside workerd accepts ("LIKE or GLOB pattern too complex" beyond). */
export const LIKE_PATTERN_MAX_BYTES = 50;

const utf8 = new TextEncoder();

/**
 * Whether `column` contains `text`, ignoring the case of ASCII letters, as a keyword search does;
 * `%` and `_` in the text match only themselves.
 *
 * A keyword whose LIKE pattern fits the limit is searched with LIKE, the cheaper scan (about three
 * times faster than `instr(lower(...))` over a table of titles). A longer one (49 letters, 17 Chinese
 * characters: searches accept 100 characters) would fail the statement, so it is searched with
 * `instr`, which has no limit; `lower` folds ASCII only, the same case rule LIKE has.
 */
export function containsText(column: SQLWrapper, text: string): SQL {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  if (utf8.encode(pattern).length <= LIKE_PATTERN_MAX_BYTES) return sql`${column} LIKE ${pattern} ESCAPE '\\'`;
  return sql`instr(lower(${column}), lower(${text})) > 0`;
}
