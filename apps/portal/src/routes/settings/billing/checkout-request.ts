import { checkoutRequestSchema, billingInterval, type CheckoutRequest } from '@portal/contracts';

export type CheckoutFieldErrors = Partial<Record<string, string>>;

const text = (form: FormData, name: string) => String(form.get(name) ?? '');
const optional = (form: FormData, name: string) => text(form, name).trim() || undefined;

function address(form: FormData, prefix: 'billing' | 'shipping') {
  return {
    line1: text(form, `${prefix}.line1`),
    line2: optional(form, `${prefix}.line2`),
    city: text(form, `${prefix}.city`),
    postalCode: text(form, `${prefix}.postalCode`),
    country: text(form, `${prefix}.country`),
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

/**
 * The checkout form as the contract's request, checked with the contract's own rules (the §5
 * messages appear without a round trip). "Same as billing" copies the billing address.
 */
export function checkoutRequestFrom(form: FormData): { request: CheckoutRequest } | { errors: CheckoutFieldErrors } {
  const billingAddress = address(form, 'billing');
  const parsed = checkoutRequestSchema.safeParse({
    customer: {
      cybrOrgId: text(form, 'customer'),
      name: text(form, 'name'),
      email: text(form, 'email'),
      billingAddress,
      shippingAddress: form.get('sameAsBilling') === 'on' ? billingAddress : address(form, 'shipping'),
    },
    subscription: {
      provider: text(form, 'provider'),
      productType: text(form, 'product'),
      currency: text(form, 'currency'),
      quantity: seats(text(form, 'seats')),
      interval: billingInterval,
    },
  });
  if (parsed.success) return { request: parsed.data };
  const errors: CheckoutFieldErrors = {};
  for (const issue of parsed.error.issues) errors[checkoutFieldName(issue.path.join('.'))] ??= issue.message;
  return { errors };
}
