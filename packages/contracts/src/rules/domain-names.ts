import { z } from 'zod';
import { maxLength, messages } from './validation.ts';

// A label of a host name (RFC 1035/1123): letters, digits and inner hyphens, at most 63 long.
const label = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
// The top-level domain is a name, never a number (so an IP address is not a domain): letters, or
// an internationalised TLD in its ASCII (xn--) form.
const topLevel = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * Whether a lower-cased text is a registrable e-mail domain: two labels or more, a real TLD.
 * An internationalised name is taken only in its ASCII (punycode, xn--) form: a Unicode form could
 * hide a look-alike of another partner's domain, and it is how the name appears in e-mail headers.
 */
export function isDomainName(value: string): boolean {
  if (value.length > maxLength.domain) return false;
  const labels = value.split('.');
  if (labels.length < 2 || !labels.every((part) => label.test(part))) return false;
  return topLevel.test(labels.at(-1)!);
}

/** A domain as a person types it: trimmed and lower-cased, then checked (§5 'Invalid input' otherwise). */
export const domainNameSchema = z
  .string({ error: messages.invalid })
  .trim()
  .toLowerCase()
  .max(maxLength.domain, { error: messages.invalid, abort: true })
  .refine(isDomainName, { error: messages.invalid });
