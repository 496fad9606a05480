import type { FormText } from '../../../lib/parse-form.ts';

/** The portal's own wording for an expiry it refuses before asking the server (see key-messages.ts). */
export const expiryMessages = {
  invalid: 'Enter the date as year-month-day',
  past: 'Choose today or a later day',
} as const;

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The last moment of a chosen day in the person's own time zone, as the contract's timestamp: a key
 * "expiring on 30 June" still works all of that day where its admin lives. Null for a text that is no
 * real calendar day (a browser without a date picker lets one type anything).
 */
export function endOfDay(day: string): Date | null {
  const match = isoDay.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const end = new Date(year, month, date, 23, 59, 59, 999);
  return end.getFullYear() === year && end.getMonth() === month && end.getDate() === date ? end : null;
}

/** Today as a date input's value, in the person's time zone: the earliest expiry offered. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The create form as the contract's request. The scopes come from the checkbox group's one hidden
 * field ("read,write"); a blank expiry means none. An expiry that is no date or lies in the past is
 * reported with its own message, not as a malformed timestamp.
 */
export function createKeyInput(text: FormText, now = new Date()) {
  const scopes = text('scopes')
    .split(',')
    .filter((scope) => scope !== '');
  const day = text('expiresOn').trim();
  const end = day === '' ? undefined : endOfDay(day);
  return {
    input: { name: text('name'), scopes, ...(end ? { expiresAt: end.toISOString() } : {}) },
    expiryError: end === null ? expiryMessages.invalid : end && end <= now ? expiryMessages.past : undefined,
  };
}

/** The form field beside which a problem at a contract path (the server's or the schema's) is shown. */
export function createFormField(path: string): string {
  if (path.startsWith('scopes')) return 'scopes';
  if (path === 'expiresAt') return 'expiresOn';
  return path;
}
