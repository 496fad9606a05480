import { checkoutRequestSchema, billingInterval, type CheckoutRequest } from '@portal/contracts';
import { parseForm, type FieldErrors, type FormText, type ParsedForm } from '../../../lib/parse-form.ts';

export type CheckoutFieldErrors = FieldErrors;

function address(text: FormText, prefix: 'billing' | 'shipping') {
  return {
    line1: text(`${prefix}.line1`),
    line2: text(`${prefix}.line2`).trim() || undefined,
    city: text(`${prefix}.city`),
    postalCode: text(`${prefix}.postalCode`),
    country: text(`${prefix}.country`),
  };
}

/** A seat count typed as text: only plain digits are a number (so "1e3" or "2.5" stay invalid). */
const seats = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN);

// The contract nests the fields; the form names them flat (customer, seats, billing.city, …).
const formField: [RegExp, string][] = [
  [/^customer\.cybrOrgId$/, 'customer'],
  [/^customer\.billingAddress\./, 'billing.'],
  [/^customer\.shippingAddress\./, 'shipping.'],
  [/^customer\./, ''],
  [/^subscription\.quantity$/, 'seats'],
  [/^subscription\.productType$/, 'product'],
  [/^subscription\./, ''],
];

/** The form field a contract path (from zod here or from the server's 400) belongs to. */
export function checkoutFieldName(path: string): string {
  for (const [pattern, name] of formField) if (pattern.test(path)) return path.replace(pattern, name);
  return path;
}

function checkoutInput(text: FormText): unknown {
  const billingAddress = address(text, 'billing');
  return {
    customer: {
      cybrOrgId: text('customer'),
      name: text('name'),
      email: text('email'),
      billingAddress,
      shippingAddress: text('sameAsBilling') === 'on' ? billingAddress : address(text, 'shipping'),
    },
    subscription: {
      provider: text('provider'),
      productType: text('product'),
      currency: text('currency'),
      quantity: seats(text('seats')),
      interval: billingInterval,
    },
  };
}

/**
 * The checkout form as the contract's request, checked with the contract's own rules (the §5
 * messages appear without a round trip). "Same as billing" copies the billing address.
 */
export function checkoutRequestFrom(form: FormData): ParsedForm<CheckoutRequest> {
  return parseForm(checkoutRequestSchema, form, { input: checkoutInput, fieldName: checkoutFieldName });
}
