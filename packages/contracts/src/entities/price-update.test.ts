import { describe, expect, it } from 'vitest';
import { priceUpdateSchema } from './price.ts';

// EUR 5.00 + 21 % for seats 1–50, 4.00 + 21 % for 51–250, 3.00 + 21 % from seat 251.
const tier = (start: number, upTo: number | null, unitPrice: number, tax: number, total = unitPrice + tax) => ({
  start,
  upTo,
  unitPrice,
  tax,
  total,
});
const valid = {
  taxInclusive: false,
  version: 3,
  priceTiers: [tier(1, 50, 500, 105), tier(51, 250, 400, 84), tier(251, null, 300, 63)],
};

/** The refusals of an update, as the 400 answer would name them: field path → message. */
function refusals(update: unknown): [string, string][] {
  const result = priceUpdateSchema.safeParse(update);
  if (result.success) return [];
  return result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('priceUpdateSchema', () => {
  it('takes tiers that run from seat 1 without gaps to an open last tier', () => {
    expect(refusals(valid)).toEqual([]);
    expect(refusals({ ...valid, priceTiers: [tier(1, null, 500, 105)] })).toEqual([]);
  });

  it('takes tax-inclusive tiers whose total is the unit price and holds the tax', () => {
    // NOK 60.00 with 25 % MVA inside: 12.00 of it is tax.
    expect(
      refusals({
        taxInclusive: true,
        version: 1,
        priceTiers: [tier(1, 50, 6000, 1200, 6000), tier(51, null, 5000, 1000, 5000)],
      }),
    ).toEqual([]);
  });

  it('refuses a first tier that does not start at seat 1', () => {
    expect(refusals({ ...valid, priceTiers: [tier(2, 50, 500, 105), tier(51, null, 400, 84)] })).toEqual([
      ['priceTiers.0.start', 'Tier 1 must start at seat 1'],
    ]);
  });

  it('refuses a gap between tiers', () => {
    expect(refusals({ ...valid, priceTiers: [tier(1, 50, 500, 105), tier(52, null, 400, 84)] })).toEqual([
      ['priceTiers.1.start', 'Tier 2 must start at seat 51'],
    ]);
  });

  it('refuses overlapping tiers', () => {
    expect(refusals({ ...valid, priceTiers: [tier(1, 50, 500, 105), tier(50, null, 400, 84)] })).toEqual([
      ['priceTiers.1.start', 'Tier 2 must start at seat 51'],
    ]);
  });

  it('refuses an open-ended tier that is not the last', () => {
    expect(refusals({ ...valid, priceTiers: [tier(1, null, 500, 105), tier(51, null, 400, 84)] })).toEqual([
      ['priceTiers.0.upTo', 'Only the last tier may be open-ended'],
    ]);
  });

  it('refuses a last tier with an end', () => {
    expect(refusals({ ...valid, priceTiers: [tier(1, 50, 500, 105), tier(51, 250, 400, 84)] })).toEqual([
      ['priceTiers.1.upTo', 'The last tier must be open-ended'],
    ]);
  });

  it('refuses a tier that ends before it starts', () => {
    expect(
      refusals({ ...valid, priceTiers: [tier(1, 50, 500, 105), tier(51, 40, 400, 84), tier(41, null, 300, 63)] }),
    ).toContainEqual(['priceTiers.1.upTo', 'upTo must not be below start']);
  });

  it('refuses a tax-exclusive total that is not unit price plus tax', () => {
    expect(refusals({ ...valid, priceTiers: [tier(1, 50, 500, 105, 600), tier(51, null, 400, 84)] })).toEqual([
      ['priceTiers.0.total', 'Without tax included, total is unitPrice plus tax'],
    ]);
  });

  it('refuses a tax-inclusive total that differs from the unit price, or tax larger than the total', () => {
    const message = 'With tax included, total equals unitPrice and tax is part of it';
    expect(refusals({ taxInclusive: true, version: 1, priceTiers: [tier(1, null, 6000, 1200, 7200)] })).toEqual([
      ['priceTiers.0.total', message],
    ]);
    expect(refusals({ taxInclusive: true, version: 1, priceTiers: [tier(1, null, 6000, 6001, 6000)] })).toEqual([
      ['priceTiers.0.total', message],
    ]);
  });

  it('refuses tax-exclusive figures sent as tax inclusive (and the other way round)', () => {
    expect(refusals({ ...valid, taxInclusive: true })).toHaveLength(3);
    expect(refusals({ taxInclusive: false, version: 1, priceTiers: [tier(1, null, 6000, 1200, 6000)] })).toEqual([
      ['priceTiers.0.total', 'Without tax included, total is unitPrice plus tax'],
    ]);
  });

  it.each([
    ['no tiers', { ...valid, priceTiers: [] }, 'priceTiers'],
    [
      '21 tiers',
      {
        ...valid,
        priceTiers: [...Array.from({ length: 20 }, (_, i) => tier(i + 1, i + 1, 500, 105)), tier(21, null, 500, 105)],
      },
      'priceTiers',
    ],
    ['a fractional amount', { ...valid, priceTiers: [tier(1, null, 499.5, 105, 604.5)] }, 'priceTiers.0.unitPrice'],
    ['a negative tax', { ...valid, priceTiers: [tier(1, null, 500, -5, 495)] }, 'priceTiers.0.tax'],
    [
      'an amount over 1,000,000.00',
      { ...valid, priceTiers: [tier(1, null, 100_000_001, 0)] },
      'priceTiers.0.unitPrice',
    ],
    ['no version', { taxInclusive: false, priceTiers: valid.priceTiers }, 'version'],
    ['version 0', { ...valid, version: 0 }, 'version'],
    ['no taxInclusive', { version: 1, priceTiers: valid.priceTiers }, 'taxInclusive'],
  ])('refuses %s, naming the field', (_what, update, field) => {
    expect(refusals(update).map(([path]) => path)).toContain(field);
  });
});
