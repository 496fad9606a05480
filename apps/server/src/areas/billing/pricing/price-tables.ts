import {
  priceProductSchema,
  type Currency,
  type EditablePrice,
  type Price,
  type PriceInterval,
  type PriceTables,
} from '@portal/contracts';

/** A stored price as partners see it: the staff's interval and version are not theirs to know. */
export function listPrice(price: EditablePrice): Price {
  const { provider, product, currency, unitPrice, tax, taxInclusive, total, priceTiers } = price;
  return { provider, product, currency, unitPrice, tax, taxInclusive, total, priceTiers };
}

const productOrder = priceProductSchema.options;

/** Prices in the order a table shows them: by provider as given, then sat, itd, itd+sat. */
export function inProductOrder(prices: readonly EditablePrice[]): EditablePrice[] {
  return [...prices].sort(
    (a, b) => a.provider.localeCompare(b.provider) || productOrder.indexOf(a.product) - productOrder.indexOf(b.product),
  );
}

/**
 * §3 price tables for one currency: the monthly and yearly sat and itd prices. `prices` holds one
 * provider's prices in that currency; every product and interval is seeded (migration 0012), so a
 * missing one is a broken database, not a client's mistake.
 */
export function priceTables(prices: readonly EditablePrice[], currency: Currency): PriceTables {
  const pick = (interval: PriceInterval, product: 'sat' | 'itd') => {
    const found = prices.find((p) => p.currency === currency && p.interval === interval && p.product === product);
    if (!found) throw new Error(`The ${interval}ly ${product} price in ${currency} is missing from the prices table`);
    return listPrice(found);
  };
  return {
    monthly: { [currency]: { sat: pick('month', 'sat'), itd: pick('month', 'itd') } },
    yearly: { [currency]: { sat: pick('year', 'sat'), itd: pick('year', 'itd') } },
  };
}
