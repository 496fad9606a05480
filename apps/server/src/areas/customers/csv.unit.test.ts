import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv } from './csv.ts';

describe('parseCsv', () => {
  it('reads a header and rows, with the line each starts on', () => {
    expect(parseCsv('a,b\n1,2\n3,4')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['1', '2'] },
      { line: 3, fields: ['3', '4'] },
    ]);
  });

  it('keeps delimiters, doubled quotes and line breaks inside quotes, and counts lines past them', () => {
    const records = parseCsv('name,x\r\n"Smith, Jones ""& Co""",1\r\n"two\nlines",2\r\nlast,3\r\n');
    expect(records.map((r) => r.fields[0])).toEqual(['name', 'Smith, Jones "& Co"', 'two\nlines', 'last']);
    expect(records.map((r) => r.line)).toEqual([1, 2, 3, 5]);
  });

  it('ignores a byte-order mark and blank lines, and reads semicolon files', () => {
    expect(parseCsv('\uFEFFa;b\n\n1;"x;y"\n;\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 3, fields: ['1', 'x;y'] },
    ]);
  });

  it('refuses an unclosed quote and text after a closing quote, naming the line', () => {
    expect(() => parseCsv('a\n"open')).toThrow(new CsvError('Line 2: a quoted field is not closed'));
    expect(() => parseCsv('a,b\n"x"y,1')).toThrow(new CsvError('Line 2: text follows a quoted field'));
  });

  it('keeps empty fields', () => {
    expect(parseCsv('a,b,c\n,,3')[1]!.fields).toEqual(['', '', '3']);
  });
});
