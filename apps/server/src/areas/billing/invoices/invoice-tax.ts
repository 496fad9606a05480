import type { CompleteSellerDetails, PriceLine } from '@portal/contracts';
import type { BillTo } from './invoice-issue.ts';

/** The taxable amount and tax of one VAT rate on an invoice (EU VAT Directive art. 226 (8)–(10)). */
export interface VatRateTotal {
  /** Percent, to one decimal: 21, 25, 12.5. */
  rate: number;
  taxable: number;
  tax: number;
}

// A price tier carries its tax as an amount per seat, not as a rate: the rate is that amount over
// the price without it, to one decimal, which gives back the rate the price was made with (21 %,
// 25 %, 0 %) however the per-seat amount was rounded
// (docs/decisions/0003-invoice-content-tax-and-numbering.md).
const rateOf = (line: PriceLine) =>
  line.total === line.tax ? 0 : Math.round((line.tax / (line.total - line.tax)) * 1000) / 10;

/** A line's amount without tax, whether its price had the tax on top or inside. */
export const netAmount = (line: PriceLine) => line.total - line.tax;

/** The invoice's lines summed per VAT rate, highest rate first. */
export function vatRateTotals(lines: readonly PriceLine[]): VatRateTotal[] {
  const byRate = new Map<number, VatRateTotal>();
  for (const line of lines) {
    const rate = rateOf(line);
    const total = byRate.get(rate) ?? { rate, taxable: 0, tax: 0 };
    total.taxable += netAmount(line);
    total.tax += line.tax;
    byRate.set(rate, total);
  }
  return [...byRate.values()].sort((a, b) => b.rate - a.rate);
}

/**
 * Whether the invoice must say "reverse charge" (art. 226 (11a)): no tax is charged, and the buyer
 * is a business (it gave a VAT number) in another country than the seller, so it accounts for the
 * VAT itself. Whether a price carries tax is the price data's decision, not this one's.
 */
export function isReverseCharge(tax: number, billTo: BillTo, seller: Pick<CompleteSellerDetails, 'country'>): boolean {
  const buyer = billTo.partner;
  return tax === 0 && Boolean(buyer.vatNumber?.trim()) && buyer.address.country.toUpperCase() !== seller.country;
}
