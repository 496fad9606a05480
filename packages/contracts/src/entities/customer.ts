import { z } from 'zod';
import { addressSchema, billingInfoValidation } from './partner.ts';
import { emailSchema, idSchema, maxLength, messages, tooLong } from '../rules/validation.ts';

// §3 customer (the paying party of a subscription), as the server answers it.
export const customerSchema = z.object({
  billingAddress: addressSchema,
  cybrOrgId: z.string().min(1),
  email: emailSchema,
  name: z.string(),
  shippingAddress: addressSchema,
});
export type Customer = z.infer<typeof customerSchema>;

// The same customer as a client sends it at checkout: addresses follow the
// billing form's rules and carry the §5 messages.
const validatedAddress = billingInfoValidation.shape.address;

export const customerRequestSchema = z.object({
  billingAddress: validatedAddress,
  cybrOrgId: idSchema,
  email: emailSchema,
  name: z.string({ error: messages.billingName }).trim().min(1, messages.billingName).max(maxLength.name, { error: tooLong(maxLength.name) }),
  shippingAddress: validatedAddress,
});
export type CustomerRequest = z.infer<typeof customerRequestSchema>;
