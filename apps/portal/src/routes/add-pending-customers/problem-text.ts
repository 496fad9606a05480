import type { TFunction } from 'i18next';
import { maxLength } from '@portal/contracts';
import { validationMessage } from '../../ui/validation-message.ts';

// Messages of the contract and the server that are not §5's own, with the numbers they carry;
// each language has its words for them. Anything else is shown as the server wrote it.
const known: [RegExp, string, string[]][] = [
  [/^Choose a country from the list$/, 'country', []],
  [/^Use at most (\d+) characters$/, 'tooLong', ['max']],
  [/^A customer with this name already exists$/, 'nameTaken', []],
  [/^This e-mail address is already in use$/, 'emailTaken', []],
  [/^This name is already on line (\d+)$/, 'nameOnLine', ['line']],
  [/^This e-mail address is already on line (\d+)$/, 'emailOnLine', ['line']],
  [/^The file holds no customers$/, 'noRows', []],
  [/^The first row must name the columns .+ \(missing: (.+)\)$/, 'header', ['missing']],
  [/^A file may hold at most (\d+) customers; this one holds (\d+)$/, 'tooManyRows', ['max', 'count']],
];

/** A field problem from the contract or the server, in the person's language where the wording is known. */
export function problemText(t: TFunction, message: string): string {
  for (const [pattern, key, names] of known) {
    const match = pattern.exec(message);
    if (match)
      return t(`addCustomers.problems.${key}`, Object.fromEntries(names.map((name, i) => [name, match[i + 1]])));
  }
  return validationMessage(t, message) ?? message;
}

export const fields = ['organizationName', 'country', 'adminEmail', 'productType'] as const;
export type Field = (typeof fields)[number];

/** A field's label, or the field's own name when the server names one the form does not have. */
export function fieldLabel(t: TFunction, field: string): string {
  return (fields as readonly string[]).includes(field) ? t(`addCustomers.fields.${field}`) : field;
}

export const nameMaxLength = maxLength.name;
