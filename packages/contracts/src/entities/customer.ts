import { z } from 'zod';
import { addressSchema } from './partner.ts';
import { emailSchema } from '../rules/validation.ts';

// §3 customer (the paying party of a subscription), as the server answers it.
export const customerSchema = z.object({
  billingAddress: addressSchema,
  cybrOrgId: z.string().min(1),
  email: emailSchema,
  name: z.string(),
  shippingAddress: addressSchema,
});
export type Customer = z.infer<typeof customerSchema>;
