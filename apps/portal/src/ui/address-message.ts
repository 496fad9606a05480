import type { TFunction } from 'i18next';
import { messages, postalCodeExample, vatNumberExample } from '@portal/contracts';
import { regionName } from './region-name.ts';
import { validationMessage } from './validation-message.ts';

// The contracts refuse a postal code or VAT number with one fixed English sentence; here it names
// the country of the address and shows a real example of that country's format. Apart from
// validation-message.ts: the examples come with the format rules, which load only with the forms.
const withExample = {
  [messages.postalCodeInvalid]: { key: 'validation.postalCodeFor', example: postalCodeExample },
  [messages.vatNumberInvalid]: { key: 'validation.vatNumberFor', example: vatNumberExample },
} as Record<string, { key: string; example: (country: string) => string | undefined }>;

/** A validation message of an address or billing field, for an address in `country` (when chosen). */
export function addressMessage(
  t: TFunction,
  language: string,
  message: string | undefined,
  country: string | undefined,
): string | undefined {
  const rule = message ? withExample[message] : undefined;
  const example = rule && country ? rule.example(country) : undefined;
  if (!rule || !country || !example) return validationMessage(t, message);
  return t(rule.key, { country: regionName(language, country), example });
}
