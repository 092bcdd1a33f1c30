import { describe, expect, it } from 'vitest';
import { UTF8_BOM } from '../../../../contract/rules/csv';
import { accountsCsv, importParts, joinReports, readImportFile } from './user-files';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('reading an import file', () => {
  it('reads UTF-8 with or without a byte-order mark, Chinese names and quoted cells, numbering rows by line', () => {
    const read = readImportFile(bytes(`${UTF8_BOM}username,password\n张三,"pa,ss1"\n\n"李\n四",pass2222\n`));
    expect(read).toEqual({
      rows: [
        { line: 1, cells: ['username', 'password'] },
        { line: 2, cells: ['张三', 'pa,ss1'] },
        { line: 4, cells: ['李\n四', 'pass2222'] },
      ],
    });
  });

  it('drops the empty cells a spreadsheet pads rows with', () => {
    expect(readImportFile(bytes('stu01,pass1234,,,,,,,,,,,,,,,,,,,,\n'))).toEqual({ rows: [{ line: 1, cells: ['stu01', 'pass1234'] }] });
  });

  it('refuses text that is not UTF-8 (a GBK file from a spreadsheet), an unclosed quote and an empty file', () => {
    // 张三 in GBK
    expect(readImportFile(new Uint8Array([0xd5, 0xc5, 0xc8, 0xfd, 0x2c, 0x31]))).toEqual({ problem: 'not_utf8' });
    expect(readImportFile(bytes('a,"b\n'))).toEqual({ problem: 'unclosed_quote' });
    expect(readImportFile(bytes('\n\n'))).toEqual({ problem: 'empty' });
    expect(readImportFile(bytes('a,b\n'.repeat(5001)))).toEqual({ problem: 'too_many_rows' });
  });
});

describe('importing in parts', () => {
  const rows = Array.from({ length: 7 }, (_, i) => ({ line: i + 1, cells: [`u${i}`, 'pass1234'] }));

  it('sends only the good rows, in parts of the size given, keeping their lines', () => {
    const parts = importParts(rows, new Set([2, 3, 5, 6, 7]), 2);
    expect(parts.map((p) => p.map((r) => r.line))).toEqual([[2, 3], [5, 6], [7]]);
  });

  it('joins the parts’ reports by line', () => {
    const joined = joinReports([
      { imported: 1, users: [{ line: 5, username: 'b' }], errors: [{ line: 9, username: 'x', problem: 'username_taken', msg: 'm' }] },
      { imported: 1, users: [{ line: 2, username: 'a' }], errors: [{ line: 3, username: 'y', problem: 'password_length', msg: 'm' }] },
    ]);
    expect(joined.imported).toBe(2);
    expect(joined.users.map((u) => u.line)).toEqual([2, 5]);
    expect(joined.errors.map((e) => e.line)).toEqual([3, 9]);
  });
});

describe('the generated accounts file', () => {
  it('is a CSV with a header, readable by spreadsheets', () => {
    expect(accountsCsv([{ username: 'team1', password: 'Ab3dE' }])).toBe(`${UTF8_BOM}username,password\r\nteam1,Ab3dE\r\n`);
  });
});
