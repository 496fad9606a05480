// RFC 4180 text for spreadsheets: every cell quoted when it must be, and defended against formula
// injection (a cell a spreadsheet would run as a formula is prefixed with an apostrophe).
const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** The headers of a CSV download named `<name>-<UTC day>.csv`. */
export function csvDownloadHeaders(name: string, now = new Date()): Record<string, string> {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name}-${now.toISOString().slice(0, 10)}.csv"`,
    'cache-control': 'no-store',
  };
}
