// How a tiered price turns into an amount for a number of seats. The portal's seat calculator and
// the server's invoices both use this, so the screen never quotes a figure the invoice disagrees with.
//
// Tiers are graduated (docs/decisions/0043-prices-are-data.md): seats 1–10 at the first tier's price, seats 11–50 at the
// second's, and so on, so adding a seat never makes the whole order cheaper. Every amount is integer
// minor units; a tier's per-seat figures are multiplied, never divided, so no rounding happens.

export interface TierAmounts {
  start: number;
  upTo: number | null;
  unitPrice: number;
  tax: number;
  total: number;
}

export interface TieredPrice {
  taxInclusive: boolean;
  priceTiers: readonly TierAmounts[];
}

/** The seats of one tier in an order, and what they cost. */
export interface PriceLine {
  start: number;
  upTo: number | null;
  seats: number;
  unitPrice: number;
  /** seats × unitPrice: the amount as listed (with the tax in it when the price is tax inclusive). */
  amount: number;
  tax: number;
  total: number;
}

export interface PriceQuote {
  seats: number;
  lines: PriceLine[];
  /** The amount before tax. */
  net: number;
  tax: number;
  /** What the buyer pays. */
  total: number;
}

/**
 * A seat's figures hold together: tax exclusive, total = unitPrice + tax; tax inclusive, the listed
 * unit price already is the total and tax is the part of it that is tax.
 */
export function tierIsConsistent(tier: TierAmounts, taxInclusive: boolean): boolean {
  return taxInclusive
    ? tier.total === tier.unitPrice && tier.tax <= tier.total
    : tier.total === tier.unitPrice + tier.tax;
}

/** The seats of an order that fall in a tier (tiers are inclusive ranges, the last may be open). */
function seatsIn(tier: TierAmounts, seats: number): number {
  const last = tier.upTo === null ? seats : Math.min(seats, tier.upTo);
  return Math.max(0, last - tier.start + 1);
}

/** The price of `seats` seats under graduated tiers. */
export function quote(price: TieredPrice, seats: number): PriceQuote {
  if (!Number.isSafeInteger(seats) || seats < 0)
    throw new RangeError(`seats must be a whole number of at least 0, not ${seats}`);
  const lines = price.priceTiers
    .map((tier) => {
      const n = seatsIn(tier, seats);
      return {
        start: tier.start,
        upTo: tier.upTo,
        seats: n,
        unitPrice: tier.unitPrice,
        amount: n * tier.unitPrice,
        tax: n * tier.tax,
        total: n * tier.total,
      };
    })
    .filter((line) => line.seats > 0);
  const covered = lines.reduce((sum, line) => sum + line.seats, 0);
  if (covered !== seats)
    throw new RangeError(
      `the tiers price ${covered} of ${seats} seats: they must run contiguously from 1 and end open`,
    );
  const tax = lines.reduce((sum, line) => sum + line.tax, 0);
  const total = lines.reduce((sum, line) => sum + line.total, 0);
  return { seats, lines, net: total - tax, tax, total };
}
