import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { currencySchema } from '../entities/provider-enums.ts';
import { priceSchema, priceTablesSchema } from '../entities/price.ts';

// §7: pricing takes a currency search parameter.
const currencyQuery = z.object({ currency: currencySchema });

export const pricing = endpoint({
  method: 'GET',
  path: '/api/v1/pricing',
  query: currencyQuery,
  response: priceTablesSchema,
  summary: 'Monthly and yearly price tables for sat and itd',
});

export const pricingV2 = endpoint({
  method: 'GET',
  path: '/api/v2/pricing',
  query: currencyQuery,
  response: z.array(priceSchema),
  summary: 'Prices with tiers per product',
});
