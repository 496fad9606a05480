import type { TFunction } from 'i18next';
import { isUnlimitedCap } from '@portal/contracts';

type Value = string | number | boolean | null | readonly unknown[];

export interface FieldChange {
  field: string;
  /** undefined: the field did not exist before (something was added). */
  before: Value | undefined;
  after: Value | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Nested objects as dotted paths (billingInfo.address.city), so each changed leaf is named. */
// A whole side that is null (nothing before an addition) has no fields.
function flatten(value: unknown, prefix = '', out = new Map<string, Value>()): Map<string, Value> {
  if (isRecord(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  } else if (value !== undefined && !(value === null && prefix === '')) {
    out.set(prefix, value as Value);
  }
  return out;
}

/** The fields an audit entry changed, each with its value before and after; unchanged fields are left out. */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const was = flatten(before);
  const is = flatten(after);
  const fields = [...new Set([...was.keys(), ...is.keys()])];
  return fields
    .map((field) => ({ field, before: was.get(field), after: is.get(field) }))
    .filter((c) => JSON.stringify(c.before) !== JSON.stringify(c.after));
}

/** One value as a person reads it: statuses and products in their language, yes/no, dashes for nothing. */
export function valueText(t: TFunction, field: string, value: Value | undefined): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'audit.values.yes' : 'audit.values.no');
  const leaf = field.split('.').pop();
  // §3: a licence cap of 0 means unlimited.
  if (typeof value === 'number')
    return leaf === 'licenseCap' && isUnlimitedCap(value) ? t('customers.unlimitedCap') : String(value);
  if (typeof value === 'string') {
    if (leaf === 'status') return t(`statuses.${value}`, { defaultValue: value });
    if (leaf === 'productType' || leaf === 'product') return t(`products.${value}`, { defaultValue: value });
    return value;
  }
  return JSON.stringify(value);
}

/** "Status: Pending → Approved"; a field that is new reads "Country: NO". */
export function changeText(t: TFunction, change: FieldChange): string {
  const after = valueText(t, change.field, change.after);
  const values = change.before === undefined ? after : `${valueText(t, change.field, change.before)} → ${after}`;
  return change.field ? `${t(`audit.fields.${change.field}`, { defaultValue: change.field })}: ${values}` : values;
}
