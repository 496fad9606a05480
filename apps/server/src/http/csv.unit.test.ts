import { describe, expect, it } from 'vitest';
import { csvCell, csvDownloadHeaders, csvRow } from './csv.ts';

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 says', () => {
    expect(csvRow(['plain', 'a,b', 'say "hi"', 'two\nlines', 12, null])).toBe(
      'plain,"a,b","say ""hi""","two\nlines",12,\r\n',
    );
  });

  it.each(['=SUM(A1)', '+1', '-2', '@cmd', '\tx', '\rx'])(
    'keeps a spreadsheet from running %j as a formula',
    (value) => {
      expect(csvCell(value).replace(/^"/, '').startsWith(`'${value[0]}`)).toBe(true);
    },
  );

  it('writes objects as JSON and names the file by the day', () => {
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvDownloadHeaders('customers', new Date('2026-03-04T23:00:00Z'))['content-disposition']).toBe(
      'attachment; filename="customers-2026-03-04.csv"',
    );
  });
});
