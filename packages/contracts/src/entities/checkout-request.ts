import { z } from 'zod';
import { addressValidation } from './billing-details.ts';
import { productTypeSchema } from './license.ts';
import { currencySchema } from './provider-enums.ts';
import { subscriptionProviderSchema } from './subscription.ts';
import {
  billingInterval,
  emailSchema,
  idSchema,
  maxLength,
  messages,
  seatCountSchema,
  tooLong,
} from '../rules/validation.ts';

// A checkout as a client sends it. Apart from the subscription records: its addresses follow the
// billing form's rules, whose format libraries load in the portal only with the checkout form.

// The customer of a checkout: addresses follow the billing form's rules and carry its messages.
export const customerRequestSchema = z.object({
  billingAddress: addressValidation,
  cybrOrgId: idSchema,
  email: emailSchema,
  name: z
    .string({ error: messages.billingName })
    .trim()
    .min(1, messages.billingName)
    .max(maxLength.name, { error: tooLong(maxLength.name) }),
  shippingAddress: addressValidation,
});
export type CustomerRequest = z.infer<typeof customerRequestSchema>;

// §7 checkout: customer plus subscription with seat quantity; §5 interval is month.
// Shape not in the spec: see docs/decisions/0020-entity-shapes-the-spec-does-not-show.md (productType and currency in the subscription part)
export const checkoutRequestSchema = z.object({
  customer: customerRequestSchema,
  subscription: z.object({
    // cybr bills by invoice; stripe takes a card and is offered only where the server has its keys.
    provider: subscriptionProviderSchema,
    productType: productTypeSchema,
    currency: currencySchema,
    quantity: seatCountSchema,
    interval: z.literal(billingInterval),
  }),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
