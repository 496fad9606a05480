import { z } from 'zod';
import { subscriptionProviderSchema } from './subscription.ts';
import { currencySchema } from './provider-enums.ts';
import { currencies } from '../rules/countries.ts';

// Money is integer minor units plus a currency code (architecture rule):
// unitPrice 990 in 'nok' is NOK 9.90 per seat.
const minorUnits = z.number().int().nonnegative();
const seats = z.number().int().nonnegative();

// §1: short product names, plus the bundle itd+sat.
// Shape not in the spec: see docs/decisions.md
export const priceProductSchema = z.enum(['sat', 'itd', 'itd+sat']);
export type PriceProduct = z.infer<typeof priceProductSchema>;

// §3 price tier; upTo is null for the open-ended last tier.
export const priceTierSchema = z
  .object({ start: seats, upTo: seats.nullable(), unitPrice: minorUnits, tax: minorUnits, total: minorUnits })
  .refine((tier) => tier.upTo === null || tier.upTo >= tier.start, {
    path: ['upTo'],
    message: 'upTo must not be below start',
  });
export type PriceTier = z.infer<typeof priceTierSchema>;

// §3 price.
export const priceSchema = z.object({
  provider: subscriptionProviderSchema,
  product: priceProductSchema,
  currency: currencySchema,
  unitPrice: minorUnits,
  tax: minorUnits,
  taxInclusive: z.boolean(),
  total: minorUnits,
  priceTiers: z.array(priceTierSchema).superRefine((tiers, ctx) => {
    tiers.forEach((tier, i) => {
      const previous = tiers[i - 1];
      if (previous && tier.start <= previous.start) {
        ctx.addIssue({ code: 'custom', path: [i, 'start'], message: 'Tiers must start in ascending order' });
      }
      if (tier.upTo === null && i !== tiers.length - 1) {
        ctx.addIssue({ code: 'custom', path: [i, 'upTo'], message: 'Only the last tier may be open-ended' });
      }
    });
  }),
});
export type Price = z.infer<typeof priceSchema>;

// §3 price tables: per currency, the sat and itd prices. A table may hold only
// the currencies asked for, so every currency key is optional.
// Shape not in the spec: see docs/decisions.md
const productPricesSchema = z.object({ sat: priceSchema, itd: priceSchema });

const currencyPriceMapSchema = z.partialRecord(currencySchema, productPricesSchema).superRefine((map, ctx) => {
  for (const currency of currencies) {
    const entry = map[currency];
    if (!entry) continue;
    for (const product of ['sat', 'itd'] as const) {
      if (entry[product].currency !== currency || entry[product].product !== product) {
        ctx.addIssue({
          code: 'custom',
          path: [currency, product],
          message: `Expected the ${product} price in ${currency}`,
        });
      }
    }
  }
});

export const priceTablesSchema = z.object({ monthly: currencyPriceMapSchema, yearly: currencyPriceMapSchema });
export type PriceTables = z.infer<typeof priceTablesSchema>;
