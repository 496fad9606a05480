import { describe, expect, it } from 'vitest';
import { quote, tierIsConsistent } from './price-tiers.ts';

// Seats 1–10 at 5.00 + 1.25 tax, 11–50 at 4.00 + 1.00, 51 and up at 3.00 + 0.75.
const exclusive = {
  taxInclusive: false,
  priceTiers: [
    { start: 1, upTo: 10, unitPrice: 500, tax: 125, total: 625 },
    { start: 11, upTo: 50, unitPrice: 400, tax: 100, total: 500 },
    { start: 51, upTo: null, unitPrice: 300, tax: 75, total: 375 },
  ],
};

// NOK 99.00 a seat with 25 % VAT inside (19.80), then 79.00 (15.80) from seat 26.
const inclusive = {
  taxInclusive: true,
  priceTiers: [
    { start: 1, upTo: 25, unitPrice: 9900, tax: 1980, total: 9900 },
    { start: 26, upTo: null, unitPrice: 7900, tax: 1580, total: 7900 },
  ],
};

describe('quote', () => {
  it('prices each seat at the tier it falls in', () => {
    // 10 × 6.25 + 40 × 5.00 + 10 × 3.75 = 62.50 + 200.00 + 37.50 = 300.00, of which 60.00 is tax.
    const q = quote(exclusive, 60);
    expect(q).toMatchObject({ seats: 60, net: 24000, tax: 6000, total: 30000 });
    expect(q.lines.map((l) => [l.seats, l.amount, l.tax, l.total])).toEqual([
      [10, 5000, 1250, 6250],
      [40, 16000, 4000, 20000],
      [10, 3000, 750, 3750],
    ]);
  });

  it('stays in the first tier up to its last seat, and moves on at the next', () => {
    expect(quote(exclusive, 10).total).toBe(6250);
    expect(quote(exclusive, 11).total).toBe(6750);
    expect(quote(exclusive, 1).lines).toHaveLength(1);
  });

  it('keeps the tax inside the listed price when the price is tax inclusive', () => {
    // 25 × 99.00 + 5 × 79.00 = 2,475.00 + 395.00 = 2,870.00; tax 25 × 19.80 + 5 × 15.80 = 574.00.
    expect(quote(inclusive, 30)).toMatchObject({ net: 287000 - 57400, tax: 57400, total: 287000 });
  });

  it('costs nothing for no seats and refuses what is not a seat count', () => {
    expect(quote(exclusive, 0)).toMatchObject({ total: 0, lines: [] });
    expect(() => quote(exclusive, -1)).toThrow(RangeError);
    expect(() => quote(exclusive, 2.5)).toThrow(RangeError);
  });

  it('refuses tiers that leave seats unpriced', () => {
    const gap = { taxInclusive: false, priceTiers: [{ start: 1, upTo: 10, unitPrice: 1, tax: 0, total: 1 }] };
    expect(() => quote(gap, 11)).toThrow(/1 and end open/);
  });
});

describe('tierIsConsistent', () => {
  it('adds the tax on top of an exclusive price and keeps it inside an inclusive one', () => {
    expect(tierIsConsistent(exclusive.priceTiers[0]!, false)).toBe(true);
    expect(tierIsConsistent({ ...exclusive.priceTiers[0]!, total: 600 }, false)).toBe(false);
    expect(tierIsConsistent(inclusive.priceTiers[0]!, true)).toBe(true);
    expect(tierIsConsistent({ ...inclusive.priceTiers[0]!, total: 11880 }, true)).toBe(false);
  });
});
