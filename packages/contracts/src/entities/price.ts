import { z } from 'zod';
import { subscriptionProviderSchema } from './subscription.ts';
import { currencySchema } from './provider-enums.ts';
import { currencies } from '../rules/countries.ts';
import { tierIsConsistent } from '../rules/price-tiers.ts';

// Money is integer minor units plus a currency code (architecture rule):
// unitPrice 990 in 'nok' is NOK 9.90 per seat.
// Bounded so a price fits the database's integers: at most 1,000,000.00 a seat, 10 million seats a tier.
const minorUnits = z.number().int().nonnegative().max(100_000_000);
const seats = z.number().int().nonnegative().max(10_000_000);

// §1: short product names, plus the bundle itd+sat.
// Shape not in the spec: see docs/decisions/0020-entity-shapes-the-spec-does-not-show.md
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
// Shape not in the spec: see docs/decisions/0020-entity-shapes-the-spec-does-not-show.md
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

// Price tables are monthly and yearly (§3); a subscription is billed monthly (§9).
export const priceIntervalSchema = z.enum(['month', 'year']);
export type PriceInterval = z.infer<typeof priceIntervalSchema>;

export const editablePriceSchema = priceSchema.extend({
  interval: priceIntervalSchema,
  version: z.number().int().positive().max(2_147_483_647),
});
export type EditablePrice = z.infer<typeof editablePriceSchema>;

const maxTiers = 20;

// A price platform staff set: graduated tiers that run from seat 1 without gaps to an open last tier,
// each seat's tax and total consistent with taxInclusive (rules/price-tiers.ts).
export const priceUpdateSchema = z
  .object({
    taxInclusive: z.boolean(),
    priceTiers: z.array(priceTierSchema).min(1).max(maxTiers),
    version: z.number().int().positive().max(2_147_483_647),
  })
  .superRefine((update, ctx) => {
    update.priceTiers.forEach((tier, i) => {
      const previous = update.priceTiers[i - 1];
      // After an open tier no start is right; that tier's own refusal says what is wrong.
      const expectedStart = previous ? (previous.upTo === null ? null : previous.upTo + 1) : 1;
      if (expectedStart !== null && tier.start !== expectedStart)
        ctx.addIssue({
          code: 'custom',
          path: ['priceTiers', i, 'start'],
          message: `Tier ${i + 1} must start at seat ${expectedStart}`,
        });
      const last = i === update.priceTiers.length - 1;
      if (last !== (tier.upTo === null))
        ctx.addIssue({
          code: 'custom',
          path: ['priceTiers', i, 'upTo'],
          message: last ? 'The last tier must be open-ended' : 'Only the last tier may be open-ended',
        });
      if (!tierIsConsistent(tier, update.taxInclusive)) {
        ctx.addIssue({
          code: 'custom',
          path: ['priceTiers', i, 'total'],
          message: update.taxInclusive
            ? 'With tax included, total equals unitPrice and tax is part of it'
            : 'Without tax included, total is unitPrice plus tax',
        });
      }
    });
  });
export type PriceUpdate = z.infer<typeof priceUpdateSchema>;
