import { z } from 'zod';
import { productTypeSchema } from './license.ts';
import { currencySchema } from './provider-enums.ts';
import { seatCountSchema } from '../rules/validation.ts';

// Money is integer minor units (cents, øre, pence) plus a currency code
// (architecture rule), so amounts never suffer floating-point rounding.
const minorUnits = z.number().int().nonnegative();

export const subscriptionTypeSchema = z.enum(['ACCESSCODE', 'TRIAL', 'STANDARD', 'VOLUME']);
export type SubscriptionType = z.infer<typeof subscriptionTypeSchema>;

// §3: stripe takes cards; cybr is the platform's own invoice provider.
export const subscriptionProviderSchema = z.enum(['stripe', 'cybr']);
export type SubscriptionProvider = z.infer<typeof subscriptionProviderSchema>;

// §3: the card provider's statuses; §4 leaves the transitions between them open.
export const subscriptionStatusSchema = z.enum([
  'trialing',
  'active',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
]);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const paymentMethodSchema = z.enum(['card', 'invoice']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

// §3 base subscription. §3: a licenseCap of 0 means unlimited; null means none set.
export const subscriptionSchema = z.object({
  cybrOrgId: z.string().min(1),
  subscriptionId: z.string().min(1),
  active: z.boolean(),
  licenseCap: z.number().int().nonnegative().nullable(),
  cancellationTime: z.iso.datetime({ offset: true }).optional(),
  subscriptionType: subscriptionTypeSchema,
  productType: productTypeSchema,
  provisioningCybrOrgId: z.string().min(1),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

// §3 paymentData: clientSecret is null once no client-side confirmation is pending.
// paymentUrl (not in the spec) is the card provider's own page where the buyer can pay the first
// invoice, for a client that does not confirm the payment itself with the client secret.
export const paymentDataSchema = z.object({
  clientSecret: z.string().min(1).nullable(),
  paymentUrl: z.url({ protocol: /^https?$/ }).nullable(),
  subscriptionId: z.string().min(1),
  tax: minorUnits,
  taxInclusive: z.boolean(),
  total: minorUnits,
});
export type PaymentData = z.infer<typeof paymentDataSchema>;

// §3: what a card-provider subscription adds to the base.
export const cardSubscriptionSchema = subscriptionSchema.extend({
  currency: currencySchema,
  customerId: z.string().min(1),
  // null for a partner whose pricing is hidden (hidePricing): the server never sends it an amount.
  paymentData: paymentDataSchema.nullable(),
  status: subscriptionStatusSchema,
  nextBillingDate: z.iso.datetime({ offset: true }).nullable(),
  paymentMethod: paymentMethodSchema,
  quantity: seatCountSchema,
});
export type CardSubscription = z.infer<typeof cardSubscriptionSchema>;

// Lists mix both providers, so each entry names its provider. §3 lets paymentMethod be card or
// invoice, so an invoice (cybr) subscription carries the same fields as a card one: a partner sees
// status, seats and next billing date whichever way it pays. organizationName names the customer,
// so a list of a partner's subscriptions needs no second request per row.
// Shape not in the spec: see docs/decisions/0020-entity-shapes-the-spec-does-not-show.md
const listedSubscriptionSchema = cardSubscriptionSchema.extend({ organizationName: z.string() });
export const providerSubscriptionSchema = z.discriminatedUnion('provider', [
  listedSubscriptionSchema.extend({ provider: z.literal('cybr') }),
  listedSubscriptionSchema.extend({ provider: z.literal('stripe') }),
]);
export type ProviderSubscription = z.infer<typeof providerSubscriptionSchema>;
