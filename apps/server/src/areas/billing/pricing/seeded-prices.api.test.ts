import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quote, type Currency, type EditablePrice, type PriceInterval, type PriceProduct } from '@portal/contracts';
import { requester } from '@portal/test-kit/api-requests.ts';
import { createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

// The list prices a new database starts with (migration 0012), priced by hand: tiers 1–50, 51–250,
// 251–1000 and 1001+ are graduated, so 300 seats are 50 at the first tier's price, 200 at the second's
// and 50 at the third's. Amounts are minor units. A year costs ten months.
// Each row: [seats, net, tax, total of one month, total of one year].
type Row = [seats: number, net: number, tax: number, monthTotal: number, yearTotal: number];
const expected: Record<Currency, Record<PriceProduct, Row[]>> = {
  // EUR: 21 % tax on top of the unit price.
  eur: {
    // per seat (price/tax/total): 1–50: 500/105/605, 51–250: 400/84/484, 251–1000: 300/63/363, 1001–: 200/42/242
    sat: [
      [1, 500, 105, 605, 6050], // total 1×605
      [50, 25000, 5250, 30250, 302500], // total 50×605
      [51, 25400, 5334, 30734, 307340], // total 50×605 + 1×484
      [300, 120000, 25200, 145200, 1452000], // total 50×605 + 200×484 + 50×363
      [1200, 370000, 77700, 447700, 4477000], // total 50×605 + 200×484 + 750×363 + 200×242
    ],
    // per seat (price/tax/total): 1–50: 800/168/968, 51–250: 700/147/847, 251–1000: 600/126/726, 1001–: 500/105/605
    itd: [
      [1, 800, 168, 968, 9680], // total 1×968
      [50, 40000, 8400, 48400, 484000], // total 50×968
      [51, 40700, 8547, 49247, 492470], // total 50×968 + 1×847
      [300, 210000, 44100, 254100, 2541000], // total 50×968 + 200×847 + 50×726
      [1200, 730000, 153300, 883300, 8833000], // total 50×968 + 200×847 + 750×726 + 200×605
    ],
    // per seat (price/tax/total): 1–50: 1100/231/1331, 51–250: 900/189/1089, 251–1000: 800/168/968, 1001–: 600/126/726
    'itd+sat': [
      [1, 1100, 231, 1331, 13310], // total 1×1331
      [50, 55000, 11550, 66550, 665500], // total 50×1331
      [51, 55900, 11739, 67639, 676390], // total 50×1331 + 1×1089
      [300, 275000, 57750, 332750, 3327500], // total 50×1331 + 200×1089 + 50×968
      [1200, 955000, 200550, 1155550, 11555500], // total 50×1331 + 200×1089 + 750×968 + 200×726
    ],
  },
  // GBP: 20 % tax on top.
  gbp: {
    // per seat (price/tax/total): 1–50: 450/90/540, 51–250: 350/70/420, 251–1000: 250/50/300, 1001–: 200/40/240
    sat: [
      [1, 450, 90, 540, 5400], // total 1×540
      [50, 22500, 4500, 27000, 270000], // total 50×540
      [51, 22850, 4570, 27420, 274200], // total 50×540 + 1×420
      [300, 105000, 21000, 126000, 1260000], // total 50×540 + 200×420 + 50×300
      [1200, 320000, 64000, 384000, 3840000], // total 50×540 + 200×420 + 750×300 + 200×240
    ],
    // per seat (price/tax/total): 1–50: 700/140/840, 51–250: 600/120/720, 251–1000: 500/100/600, 1001–: 400/80/480
    itd: [
      [1, 700, 140, 840, 8400], // total 1×840
      [50, 35000, 7000, 42000, 420000], // total 50×840
      [51, 35600, 7120, 42720, 427200], // total 50×840 + 1×720
      [300, 180000, 36000, 216000, 2160000], // total 50×840 + 200×720 + 50×600
      [1200, 610000, 122000, 732000, 7320000], // total 50×840 + 200×720 + 750×600 + 200×480
    ],
    // per seat (price/tax/total): 1–50: 1000/200/1200, 51–250: 800/160/960, 251–1000: 700/140/840, 1001–: 500/100/600
    'itd+sat': [
      [1, 1000, 200, 1200, 12000], // total 1×1200
      [50, 50000, 10000, 60000, 600000], // total 50×1200
      [51, 50800, 10160, 60960, 609600], // total 50×1200 + 1×960
      [300, 245000, 49000, 294000, 2940000], // total 50×1200 + 200×960 + 50×840
      [1200, 835000, 167000, 1002000, 10020000], // total 50×1200 + 200×960 + 750×840 + 200×600
    ],
  },
  // USD: no tax.
  usd: {
    // per seat (price/tax/total): 1–50: 550/0/550, 51–250: 450/0/450, 251–1000: 350/0/350, 1001–: 250/0/250
    sat: [
      [1, 550, 0, 550, 5500], // total 1×550
      [50, 27500, 0, 27500, 275000], // total 50×550
      [51, 27950, 0, 27950, 279500], // total 50×550 + 1×450
      [300, 135000, 0, 135000, 1350000], // total 50×550 + 200×450 + 50×350
      [1200, 430000, 0, 430000, 4300000], // total 50×550 + 200×450 + 750×350 + 200×250
    ],
    // per seat (price/tax/total): 1–50: 900/0/900, 51–250: 800/0/800, 251–1000: 700/0/700, 1001–: 600/0/600
    itd: [
      [1, 900, 0, 900, 9000], // total 1×900
      [50, 45000, 0, 45000, 450000], // total 50×900
      [51, 45800, 0, 45800, 458000], // total 50×900 + 1×800
      [300, 240000, 0, 240000, 2400000], // total 50×900 + 200×800 + 50×700
      [1200, 850000, 0, 850000, 8500000], // total 50×900 + 200×800 + 750×700 + 200×600
    ],
    // per seat (price/tax/total): 1–50: 1300/0/1300, 51–250: 1100/0/1100, 251–1000: 900/0/900, 1001–: 700/0/700
    'itd+sat': [
      [1, 1300, 0, 1300, 13000], // total 1×1300
      [50, 65000, 0, 65000, 650000], // total 50×1300
      [51, 66100, 0, 66100, 661000], // total 50×1300 + 1×1100
      [300, 330000, 0, 330000, 3300000], // total 50×1300 + 200×1100 + 50×900
      [1200, 1100000, 0, 1100000, 11000000], // total 50×1300 + 200×1100 + 750×900 + 200×700
    ],
  },
  // NOK: 25 % MVA inside the price (tax = price ÷ 5).
  nok: {
    // per seat (price/tax/total): 1–50: 6000/1200/6000, 51–250: 5000/1000/5000, 251–1000: 4000/800/4000, 1001–: 3000/600/3000
    sat: [
      [1, 4800, 1200, 6000, 60000], // total 1×6000
      [50, 240000, 60000, 300000, 3000000], // total 50×6000
      [51, 244000, 61000, 305000, 3050000], // total 50×6000 + 1×5000
      [300, 1200000, 300000, 1500000, 15000000], // total 50×6000 + 200×5000 + 50×4000
      [1200, 3920000, 980000, 4900000, 49000000], // total 50×6000 + 200×5000 + 750×4000 + 200×3000
    ],
    // per seat (price/tax/total): 1–50: 9500/1900/9500, 51–250: 8000/1600/8000, 251–1000: 6500/1300/6500, 1001–: 5000/1000/5000
    itd: [
      [1, 7600, 1900, 9500, 95000], // total 1×9500
      [50, 380000, 95000, 475000, 4750000], // total 50×9500
      [51, 386400, 96600, 483000, 4830000], // total 50×9500 + 1×8000
      [300, 1920000, 480000, 2400000, 24000000], // total 50×9500 + 200×8000 + 50×6500
      [1200, 6360000, 1590000, 7950000, 79500000], // total 50×9500 + 200×8000 + 750×6500 + 200×5000
    ],
    // per seat (price/tax/total): 1–50: 13500/2700/13500, 51–250: 11500/2300/11500, 251–1000: 9500/1900/9500, 1001–: 7000/1400/7000
    'itd+sat': [
      [1, 10800, 2700, 13500, 135000], // total 1×13500
      [50, 540000, 135000, 675000, 6750000], // total 50×13500
      [51, 549200, 137300, 686500, 6865000], // total 50×13500 + 1×11500
      [300, 2760000, 690000, 3450000, 34500000], // total 50×13500 + 200×11500 + 50×9500
      [1200, 9200000, 2300000, 11500000, 115000000], // total 50×13500 + 200×11500 + 750×9500 + 200×7000
    ],
  },
};

let t: TestApp;
let seeded: EditablePrice[];

beforeAll(async () => {
  t = await createTestApp();
  const answer = await requester(t)('GET', '/api/v1/platform/prices', await t.cookieFor('staff'));
  expect(answer.status).toBe(200);
  seeded = answer.body;
});
afterAll(() => t.close());

const seededPrice = (product: PriceProduct, currency: Currency, interval: PriceInterval) =>
  seeded.find(
    (p) => p.provider === 'cybr' && p.product === product && p.currency === currency && p.interval === interval,
  )!;

describe('quote() of the seeded cybr prices', () => {
  const cases = Object.entries(expected).flatMap(([currency, products]) =>
    Object.entries(products).flatMap(([product, rows]) =>
      rows.map((row) => [currency as Currency, product as PriceProduct, ...row] as const),
    ),
  );

  it.each(cases)(
    '%s %s, %i seats: net %i, tax %i, %i a month, %i a year',
    (currency, product, seats, net, tax, monthTotal, yearTotal) => {
      expect(quote(seededPrice(product, currency, 'month'), seats)).toMatchObject({
        seats,
        net,
        tax,
        total: monthTotal,
      });
      expect(quote(seededPrice(product, currency, 'year'), seats).total).toBe(yearTotal);
    },
  );

  it('splits an order into one line per tier it reaches', () => {
    expect(quote(seededPrice('sat', 'eur', 'month'), 300).lines).toEqual([
      { start: 1, upTo: 50, seats: 50, unitPrice: 500, amount: 25000, tax: 5250, total: 30250 },
      { start: 51, upTo: 250, seats: 200, unitPrice: 400, amount: 80000, tax: 16800, total: 96800 },
      { start: 251, upTo: 1000, seats: 50, unitPrice: 300, amount: 15000, tax: 3150, total: 18150 },
    ]);
  });

  it('marks NOK prices tax inclusive and the others not', () => {
    for (const price of seeded) expect(price.taxInclusive).toBe(price.currency === 'nok');
  });
});
