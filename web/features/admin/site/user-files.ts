import type { ImportReport } from '../../../../contract/api/admin';
import { IMPORT_ROWS_MAX, IMPORT_ROWS_PER_CALL } from '../../../../contract/rules/admin';
import { formatCsv, parseCsv, type CsvRow } from '../../../../contract/rules/csv';

/**
 * The files of the user screen (part 3 §5; decision 36): reading an import file, cutting its good rows
 * into the parts the server imports one batch at a time, joining the parts' reports, and the list of
 * generated accounts to download.
 */

export type CsvFileProblem = 'not_utf8' | 'unclosed_quote' | 'empty' | 'too_many_rows';

/** The rows of an import file, or why it cannot be read: it must be UTF-8 (a byte-order mark is dropped). */
export function readImportFile(bytes: Uint8Array): { rows: CsvRow[] } | { problem: CsvFileProblem } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { problem: 'not_utf8' };
  }
  const parsed = parseCsv(text);
  if (parsed === null) return { problem: 'unclosed_quote' };
  // Spreadsheets pad rows with empty cells up to their widest row: those say nothing.
  const rows = parsed.map((row) => ({ line: row.line, cells: withoutTrailingEmpty(row.cells) }));
  if (rows.length === 0) return { problem: 'empty' };
  if (rows.length > IMPORT_ROWS_MAX) return { problem: 'too_many_rows' };
  return { rows };
}

function withoutTrailingEmpty(cells: string[]): string[] {
  let end = cells.length;
  while (end > 0 && cells[end - 1]!.trim() === '') end -= 1;
  return cells.slice(0, end);
}

/** The rows a check found good, in parts of at most one call's size. */
export function importParts(rows: readonly CsvRow[], goodLines: ReadonlySet<number>, size = IMPORT_ROWS_PER_CALL): CsvRow[][] {
  const good = rows.filter((row) => goodLines.has(row.line));
  const parts: CsvRow[][] = [];
  for (let i = 0; i < good.length; i += size) parts.push(good.slice(i, i + size));
  return parts;
}

/** The reports of a file's parts as one: every account imported, every bad row by line. */
export function joinReports(reports: readonly ImportReport[]): ImportReport {
  return {
    imported: reports.reduce((sum, r) => sum + r.imported, 0),
    users: reports.flatMap((r) => r.users).sort((a, b) => a.line - b.line),
    errors: reports.flatMap((r) => r.errors).sort((a, b) => a.line - b.line),
  };
}

/** The generated accounts as a CSV file a spreadsheet opens (UTF-8 with a byte-order mark). */
export function accountsCsv(users: readonly { username: string; password: string }[]): string {
  return formatCsv([['username', 'password'], ...users.map((u) => [u.username, u.password])]);
}
