import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/max';

// Phone numbers are parsed with libphonenumber's complete ("max") metadata: it checks the number
// against the ranges each country assigns, where the smaller build checks little but the length
// (docs/decisions/0005). The metadata loads only with the screens that edit a phone number.

/**
 * The phone number in E.164 ("+4722334455"; an extension follows as ";ext=12", RFC 3966), or
 * undefined when the text is not a phone number. A number without + or 00 is read as dialled in
 * `defaultCountry` (the organisation's country) when one is known.
 */
export function normalisePhoneNumber(value: string, defaultCountry?: string | null): string | undefined {
  const text = value.trim();
  // Only a number and its own punctuation: no letters, so a phone number is never read out of a sentence.
  if (!/^[\d\s+().\-/]+((ext\.?|x|#)\s*\d{1,6})?$/i.test(text)) return undefined;
  const country = defaultCountry && isSupportedCountry(defaultCountry) ? defaultCountry : undefined;
  // "00" is the international prefix in most of the world; read it as "+" wherever the person is.
  const international = text.replace(/^00(?=[1-9])/, '+');
  const phone = parsePhoneNumberFromString(international, { defaultCountry: country, extract: false });
  if (!phone?.isValid()) return undefined;
  return phone.ext ? `${phone.number};ext=${phone.ext}` : phone.number;
}

/** A stored number (E.164) as people read it: "+47 22 33 44 55". Text that is no number stays as it is. */
export function formatPhoneNumber(value: string): string {
  const [number, ext] = value.split(';ext=');
  const phone = parsePhoneNumberFromString(number ?? '', { extract: false });
  if (!phone) return value;
  return ext ? `${phone.formatInternational()} ext. ${ext}` : phone.formatInternational();
}
