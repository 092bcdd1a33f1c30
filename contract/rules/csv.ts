/** CSV as spreadsheets write and read it (RFC 4180): commas, double quotes doubled, CRLF rows. */

/** The UTF-8 byte-order mark: with it, spreadsheet programs read Chinese text in a CSV correctly. */
export const UTF8_BOM = '\uFEFF';

/** A cell a spreadsheet would run as a formula is written as text (a leading apostrophe). */
function safeCell(cell: string): string {
  return /^[=+@\t\r]/.test(cell) || /^-[^\d]/.test(cell) ? `'${cell}` : cell;
}

function quoted(cell: string): string {
  const safe = safeCell(cell);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as CSV text with the byte-order mark, ready to download. */
export function formatCsv(rows: readonly (readonly string[])[]): string {
  return UTF8_BOM + rows.map((row) => row.map(quoted).join(',')).join('\r\n') + '\r\n';
}

export interface CsvRow {
  /** the line of the file the row starts on (1 is the first) */
  line: number;
  cells: string[];
}

/**
 * Parses CSV text (a leading byte-order mark is dropped; quoted cells may hold commas, quotes and
 * line breaks). Rows with no text at all are left out. Null when a quote is never closed.
 */
export function parseCsv(text: string): CsvRow[] | null {
  const source = text.startsWith(UTF8_BOM) ? text.slice(1) : text;
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let inQuotes = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((c) => c.trim() !== '')) rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (inQuotes) {
      if (ch === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') inQuotes = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && cell === '') inQuotes = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else cell += ch;
  }
  if (inQuotes) return null;
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}
