import { describe, expect, it } from 'vitest';
import { formatCsv, parseCsv, UTF8_BOM } from './csv';

describe('csv', () => {
  it('writes a byte-order mark, quotes what needs it and neutralises formulas', () => {
    expect(formatCsv([['a', 'b,c'], ['say "hi"', '=1+1'], ['张三', 'line\nbreak']])).toBe(`${UTF8_BOM}a,"b,c"\r\n"say ""hi""",'=1+1\r\n张三,"line\nbreak"\r\n`);
  });

  it('reads quoted cells with commas, quotes and line breaks, numbering rows by their first line', () => {
    const rows = parseCsv(`${UTF8_BOM}type,content\r\n0,"a ""quoted"", multi\nline"\n\n3,中文\n`);
    expect(rows).toEqual([
      { line: 1, cells: ['type', 'content'] },
      { line: 2, cells: ['0', 'a "quoted", multi\nline'] },
      { line: 5, cells: ['3', '中文'] },
    ]);
  });

  it('reads a last row without a line break and refuses an unclosed quote', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', '2'] },
    ]);
    expect(parseCsv('a,"b\n')).toBeNull();
  });
});
