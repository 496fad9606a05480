import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { currencySchema } from '../entities/provider-enums.ts';
import {
  editablePriceSchema,
  priceIntervalSchema,
  priceProductSchema,
  priceSchema,
  priceTablesSchema,
  priceUpdateSchema,
} from '../entities/price.ts';
import { subscriptionProviderSchema } from '../entities/subscription.ts';

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

// Prices are data that platform staff keep (docs/decisions/0043-prices-are-data.md); partners only read them.
export const platformPrices = endpoint({
  method: 'GET',
  path: '/api/v1/platform/prices',
  response: z.array(editablePriceSchema),
  summary: 'Platform staff: every price, with its interval and version',
});

export const updatePlatformPrice = endpoint({
  method: 'PUT',
  path: '/api/v1/platform/prices/{provider}/{product}/{currency}/{interval}',
  params: z.object({
    provider: subscriptionProviderSchema,
    product: priceProductSchema,
    currency: currencySchema,
    interval: priceIntervalSchema,
  }),
  body: priceUpdateSchema,
  response: editablePriceSchema,
  summary: 'Platform staff: replaces the tiers of one price; a stale version is refused (409)',
});
