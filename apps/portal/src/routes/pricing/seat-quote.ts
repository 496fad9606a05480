import {
  quote,
  seatCountSchema,
  type Currency,
  type Price,
  type PriceInterval,
  type PriceQuote,
  type PriceTables,
} from '@portal/contracts';

export type TableProduct = 'sat' | 'itd';
export const tableProducts: readonly TableProduct[] = ['sat', 'itd'];
export const intervals: readonly PriceInterval[] = ['month', 'year'];

const tableOf = { month: 'monthly', year: 'yearly' } as const;

/** The currency the tables are in: the partner's (the server sends only that one). */
export function tablesCurrency(tables: PriceTables): Currency | null {
  return (Object.keys(tables.monthly)[0] ?? Object.keys(tables.yearly)[0] ?? null) as Currency | null;
}

export function priceOf(
  tables: PriceTables,
  currency: Currency,
  interval: PriceInterval,
  product: TableProduct,
): Price | null {
  return tables[tableOf[interval]][currency]?.[product] ?? null;
}

/** §9: a seat count is a whole number of at least 1; anything else in the field is refused. */
export function readSeats(value: string): number | null {
  const text = value.trim();
  if (!/^\d+$/.test(text)) return null;
  return seatCountSchema.safeParse(Number(text)).data ?? null;
}

export type Calculation = { error: 'seats' } | { error: 'noPrice' } | { quote: PriceQuote; price: Price };

/** The calculator's answer: the graduated tiers applied to the seats asked for. */
export function calculate(
  tables: PriceTables,
  input: { product: TableProduct; interval: PriceInterval; seats: string },
): Calculation {
  const seats = readSeats(input.seats);
  if (seats === null) return { error: 'seats' };
  const currency = tablesCurrency(tables);
  const price = currency && priceOf(tables, currency, input.interval, input.product);
  if (!price) return { error: 'noPrice' };
  return { quote: quote(price, seats), price };
}
