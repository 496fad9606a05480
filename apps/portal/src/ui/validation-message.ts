import type { TFunction } from 'i18next';
import { messages } from '@portal/contracts';

// §5 fixes the English wording of these messages; each language has its own words for them.
const keys = Object.fromEntries(Object.entries(messages).map(([key, text]) => [text, `validation.${key}`])) as Record<
  string,
  string
>;

/** A validation message from the contract or the server, in the person's language where it is a §5 message. */
export function validationMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return keys[message] ? t(keys[message]) : message;
}
