import { maxImportRows, pendingCustomerRequestSchema, type PendingCustomerRequest } from '@portal/contracts';
import { invalidField } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { emailTaken, nameTaken, takenEmails, takenNames } from './add-customers.ts';
import { CsvError, parseCsv } from './csv.ts';

export const columns = ['organizationName', 'country', 'adminEmail', 'productType'] as const;

export interface ImportRow {
  line: number;
  organizationName: string;
  request: PendingCustomerRequest | null;
  problems: { field: string; message: string }[];
}

/** The file's rows as requests, each checked alone; a file that cannot be read at all is a 400 naming csv. */
export function readImportFile(csv: string): ImportRow[] {
  let records;
  try {
    records = parseCsv(csv);
  } catch (error) {
    if (error instanceof CsvError) throw invalidField('csv', error.message);
    throw error;
  }
  const [header, ...body] = records;
  const position = new Map(header?.fields.map((name, index) => [name.trim().toLowerCase(), index]));
  const missing = columns.filter((column) => !position.has(column.toLowerCase()));
  if (!header || missing.length > 0) {
    throw invalidField(
      'csv',
      `The first row must name the columns ${columns.join(', ')} (missing: ${missing.join(', ')})`,
    );
  }
  if (body.length === 0) throw invalidField('csv', 'The file holds no customers');
  if (body.length > maxImportRows)
    throw invalidField('csv', `A file may hold at most ${maxImportRows} customers; this one holds ${body.length}`);
  return body.map(({ line, fields }) => {
    const cell = (column: (typeof columns)[number]) => (fields[position.get(column.toLowerCase())!] ?? '').trim();
    // Codes typed in any case are read as the contract spells them.
    const row = {
      organizationName: cell('organizationName'),
      country: cell('country').toUpperCase(),
      adminEmail: cell('adminEmail'),
      productType: cell('productType').toLowerCase(),
    };
    const parsed = pendingCustomerRequestSchema.safeParse(row);
    if (parsed.success) return { line, organizationName: row.organizationName, request: parsed.data, problems: [] };
    const problems = parsed.error.issues.map((issue) => ({
      field: String(issue.path[0] ?? 'csv'),
      message: issue.message,
    }));
    return { line, organizationName: row.organizationName, request: null, problems };
  });
}

/** Adds the problems only the whole file and the database show: a name or address used twice, or already taken. */
export async function checkAgainstOthers(db: Db, partnerCybrOrgId: string, rows: ImportRow[]): Promise<void> {
  const firstName = new Map<string, number>();
  const firstEmail = new Map<string, number>();
  for (const row of rows) {
    if (!row.request) continue;
    const name = row.request.organizationName.toLowerCase();
    const email = row.request.adminEmail.toLowerCase();
    const nameLine = firstName.get(name);
    const emailLine = firstEmail.get(email);
    if (nameLine !== undefined)
      row.problems.push({ field: 'organizationName', message: `This name is already on line ${nameLine}` });
    else firstName.set(name, row.line);
    if (emailLine !== undefined)
      row.problems.push({ field: 'adminEmail', message: `This e-mail address is already on line ${emailLine}` });
    else firstEmail.set(email, row.line);
  }
  const names = await takenNames(db, partnerCybrOrgId, [...firstName.keys()]);
  const emails = await takenEmails(db, [...firstEmail.keys()]);
  for (const row of rows) {
    if (!row.request) continue;
    if (names.has(row.request.organizationName.toLowerCase()))
      row.problems.push({ field: 'organizationName', message: nameTaken });
    if (emails.has(row.request.adminEmail.toLowerCase()))
      row.problems.push({ field: 'adminEmail', message: emailTaken });
  }
}
