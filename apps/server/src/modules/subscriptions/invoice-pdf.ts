import { unicodePdf } from '../../documents/unicode-pdf.ts';
import type { Currency, InvoiceStatus, LanguageCode, PriceLine, ProductType } from '@portal/contracts';
import type { BillTo } from './invoice-issue.ts';
import type { InvoiceRow } from './invoices-repo.ts';
import { invoiceLabels } from './invoice-labels.ts';
import { formatMoney } from './invoice-money.ts';

/**
 * One invoice as a PDF, in the paying partner's language: who it is addressed to, the period, a
 * line per price tier, tax and total.
 */
export async function invoicePdf(row: InvoiceRow, language: LanguageCode = 'en'): Promise<Buffer> {
  const l = invoiceLabels[language];
  const billTo = row.billTo as BillTo;
  const currency = row.currency as Currency;
  const money = (amount: number) => formatMoney(amount, currency, l.locale);
  const dates = new Intl.DateTimeFormat(l.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const day = (value: string | Date) => dates.format(new Date(value));
  const { doc, done } = await unicodePdf({ margin: 50, info: { Title: `${l.invoice} ${row.number}` } });
  const text = (value: string) => doc.text(value);

  doc.font('bold').fontSize(20);
  text(`${l.invoice} ${row.number}`);
  doc.moveDown(0.5).font('regular').fontSize(10);
  text(`${l.issued}: ${day(row.createdAt)}`);
  text(`${l.due}: ${day(row.dueDate)}`);
  text(`${l.period}: ${day(row.periodStart)} – ${day(row.periodEnd)}`);
  const status = l.statuses[row.status as InvoiceStatus] ?? row.status;
  text(`${l.status}: ${row.paymentDate ? `${status}, ${l.paidOn} ${day(row.paymentDate)}` : status}`);

  doc.moveDown().font('bold');
  text(l.billTo);
  doc.font('regular');
  const { partner } = billTo;
  text(partner.name);
  text(partner.address.line1);
  if (partner.address.line2) text(partner.address.line2);
  text(`${partner.address.postalCode} ${partner.address.city}`);
  text(partner.address.country);
  if (partner.vatNumber) text(`${l.vatNumber}: ${partner.vatNumber}`);
  text(partner.email);

  doc.moveDown().font('bold');
  text(l.customer);
  doc.font('regular');
  text(`${billTo.customer.name} (${billTo.customer.cybrOrgId})`);
  text(`${l.products[row.productType as ProductType] ?? row.productType}, ${l.seatsMonthly(row.seats)}`);

  doc.moveDown().font('bold');
  const columns = [50, 250, 330, 430];
  const rowAt = (cells: string[]) => {
    const y = doc.y;
    cells.forEach((cell, i) => doc.text(cell, columns[i]!, y, { width: (columns[i + 1] ?? 545) - columns[i]! - 10, align: i === 0 ? 'left' : 'right' }));
    doc.x = 50;
  };
  rowAt(l.columns);
  doc.font('regular');
  for (const line of row.lines as PriceLine[]) {
    rowAt([line.upTo === null ? l.andUp(line.start) : `${line.start}–${line.upTo}`, String(line.seats), money(line.unitPrice), money(line.amount)]);
  }
  doc.moveDown();
  if (row.taxInclusive) {
    rowAt([l.totalTaxIncluded, '', '', money(row.total)]);
    rowAt([l.ofWhichTax, '', '', money(row.tax)]);
  } else {
    rowAt([l.net, '', '', money(row.net)]);
    rowAt([l.tax, '', '', money(row.tax)]);
    doc.font('bold');
    rowAt([l.total, '', '', money(row.total)]);
  }
  doc.end();
  return done;
}
