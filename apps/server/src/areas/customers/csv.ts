export interface CsvRecord {
  /** The file's line the record starts on (1 is the header). */
  line: number;
  fields: string[];
}

export class CsvError extends Error {}

/** ';' when the header row has more semicolons than commas outside quotes (spreadsheets in many locales save so), else ','. */
function delimiterOf(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && c === ',') commas++;
    else if (!quoted && c === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * RFC 4180: fields separated by the delimiter, records by CRLF or LF; a field in double quotes may
 * hold delimiters, line breaks and doubled quotes. A byte-order mark is ignored. Records whose
 * fields are all empty (blank lines) are left out.
 */
export function parseCsv(input: string): CsvRecord[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const delimiter = delimiterOf(text);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const endRecord = () => {
    fields.push(field);
    if (fields.some((f) => f.trim() !== '')) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"' && field.trim() === '') {
      // A quoted field: read to the closing quote.
      const start = line;
      field = '';
      i++;
      for (;;) {
        if (i >= text.length) throw new CsvError(`Line ${start}: a quoted field is not closed`);
        const q = text[i]!;
        if (q === '"' && text[i + 1] === '"') {
          field += '"';
          i += 2;
        } else if (q === '"') {
          i++;
          break;
        } else {
          if (q === '\n') line++;
          field += q;
          i++;
        }
      }
      while (i < text.length && text[i] === ' ') i++;
      if (i < text.length && text[i] !== delimiter && text[i] !== '\r' && text[i] !== '\n') {
        throw new CsvError(`Line ${line}: text follows a quoted field`);
      }
      continue;
    }
    if (c === delimiter) {
      fields.push(field);
      field = '';
      i++;
    } else if (c === '\r' || c === '\n') {
      endRecord();
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
    } else {
      field += c;
      i++;
    }
  }
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}
