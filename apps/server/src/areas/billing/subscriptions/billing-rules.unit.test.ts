import { describe, expect, it } from 'vitest';
import { addMonth, utcMidnight } from '../runs/billing-periods.ts';
import { subscriptionTypeFor } from './checkout.ts';
import { billedSeats, invoiceNumber } from '../invoices/invoice-issue.ts';
import { decimalAmount, formatMoney } from '../invoices/invoice-money.ts';

describe('monthly periods', () => {
  it('start at UTC midnight and end on the same day of the next month, or its last day', () => {
    expect(utcMidnight(new Date('2026-03-10T23:59:59+05:00')).toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(addMonth(new Date('2026-03-10T00:00:00Z')).toISOString()).toBe('2026-04-10T00:00:00.000Z');
    expect(addMonth(new Date('2026-01-31T00:00:00Z')).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(addMonth(new Date('2028-01-31T00:00:00Z')).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(addMonth(new Date('2026-12-15T00:00:00Z')).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });
});

describe('invoice rules', () => {
  it('bills the seats in use, never fewer than the quantity bought', () => {
    expect(billedSeats(10, 3)).toBe(10);
    expect(billedSeats(10, 14)).toBe(14);
  });

  it('makes a subscription of more than 1000 seats a volume one', () => {
    expect(subscriptionTypeFor(1000)).toBe('STANDARD');
    expect(subscriptionTypeFor(1001)).toBe('VOLUME');
  });

  it('numbers invoices INV-YYYY-NNNNNN', () => {
    expect(invoiceNumber(new Date('2026-11-23T10:00:00Z'), 42)).toBe('INV-2026-000042');
  });

  it('prints amounts in their currency', () => {
    expect(formatMoney(35090, 'eur')).toBe('€350.90');
    expect(formatMoney(123456, 'gbp')).toBe('£1,234.56');
    expect(formatMoney(600000, 'nok')).toBe('NOK 6,000.00');
    expect(formatMoney(5, 'usd')).toBe('US$0.05');
    expect(decimalAmount(35090)).toBe('350.90');
    expect(decimalAmount(7)).toBe('0.07');
  });

  it('prints amounts as the invoice language writes numbers', () => {
    expect(formatMoney(600000, 'nok', 'nb-NO')).toBe('6 000,00 kr');
    expect(formatMoney(35090, 'eur', 'de-DE')).toBe('350,90 €');
  });
});
