import { describe, expect, it } from 'vitest';
import type { Price, PriceTables } from '@portal/contracts';
import { calculate, priceOf, readSeats, tablesCurrency } from './seat-quote.ts';

const price = (product: 'sat' | 'itd', unit: number): Price => ({
  provider: 'cybr',
  product,
  currency: 'nok',
  unitPrice: unit,
  tax: unit / 4,
  taxInclusive: false,
  total: unit * 1.25,
  priceTiers: [
    { start: 1, upTo: 10, unitPrice: unit, tax: unit / 4, total: unit * 1.25 },
    { start: 11, upTo: null, unitPrice: unit / 2, tax: unit / 8, total: (unit / 2) * 1.25 },
  ],
});

const tables: PriceTables = {
  monthly: { nok: { sat: price('sat', 800), itd: price('itd', 1600) } },
  yearly: { nok: { sat: price('sat', 8000), itd: price('itd', 16000) } },
};

describe('seat calculator', () => {
  it('reads the seat field: whole numbers of at least 1 only', () => {
    expect(['1', ' 12 ', '250'].map(readSeats)).toEqual([1, 12, 250]);
    expect(['', '0', '-3', '2.5', '1e3', 'ten'].map(readSeats)).toEqual([null, null, null, null, null, null]);
  });

  it("finds the partner's currency and the price of a product and interval", () => {
    expect(tablesCurrency(tables)).toBe('nok');
    expect(priceOf(tables, 'nok', 'year', 'itd')?.unitPrice).toBe(16000);
    expect(priceOf(tables, 'eur', 'month', 'sat')).toBeNull();
  });

  it('applies the tiers graduated: 12 monthly sat seats are 10 at 8.00 and 2 at 4.00, plus 25 % tax', () => {
    const result = calculate(tables, { product: 'sat', interval: 'month', seats: '12' });
    if (!('quote' in result)) throw new Error('expected a quote');
    expect(result.quote.lines.map((l) => [l.seats, l.unitPrice, l.amount])).toEqual([
      [10, 800, 8000],
      [2, 400, 800],
    ]);
    expect(result.quote).toMatchObject({ net: 8800, tax: 2200, total: 11000 });
  });

  it('a seat count that is not a whole number of at least 1 is a field error, not a price', () => {
    expect(calculate(tables, { product: 'itd', interval: 'year', seats: '0' })).toEqual({ error: 'seats' });
  });

  it('says so when the tables hold no price for the choice', () => {
    expect(calculate({ monthly: {}, yearly: {} }, { product: 'sat', interval: 'month', seats: '3' })).toEqual({
      error: 'noPrice',
    });
  });
});
