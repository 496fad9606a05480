import { unicodePdf } from '../../../documents/unicode-pdf.ts';
import type {
  CompleteSellerDetails,
  Currency,
  InvoiceStatus,
  LanguageCode,
  PriceLine,
  ProductType,
} from '@portal/contracts';
import type { BillTo } from './invoice-issue.ts';
import type { InvoiceRow } from './invoices-repo.ts';
import { fill, invoiceLabels } from './invoice-labels.ts';
import { formatMoney } from './invoice-money.ts';
import { buyerLines, sellerLines, type PrintedLine } from './invoice-parties.ts';
import { inGroupsOfFour, paymentReferenceFor } from './payment-reference.ts';
import { isReverseCharge, netAmount, vatRateTotals } from './invoice-tax.ts';

/** An invoice as printed: its row, and the seller and payment reference it was issued with. */
export type PrintableInvoice = InvoiceRow & { seller: CompleteSellerDetails };

const left = 50;
const right = 545;
// Wide enough for the longest heading in any language (Danish and Italian unit-price headings).
const columns = [left, 200, 280, 420];

/**
 * One invoice as a PDF in the paying partner's language, with what EU VAT Directive art. 226 and
 * bokføringsforskriften §5-1-1 ask of an invoice: number and dates, seller and buyer, the service
 * and its period, per VAT rate the taxable amount, rate and tax, the total, the due date, and how
 * to pay with a reference the payment is matched by.
 */
export async function invoicePdf(row: PrintableInvoice, language: LanguageCode = 'en'): Promise<Buffer> {
  const l = invoiceLabels(language);
  const billTo = row.billTo as BillTo;
  const { seller } = row;
  const currency = row.currency as Currency;
  const money = (amount: number) => formatMoney(amount, currency, l.locale);
  const dates = new Intl.DateTimeFormat(l.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const day = (value: string | Date) => dates.format(new Date(value));
  // A period ends where the next begins (exclusive): the invoice names its last day.
  const period = `${day(row.periodStart)} – ${day(new Date(Date.parse(row.periodEnd) - 86_400_000))}`;
  const reference = row.paymentReference ?? paymentReferenceFor(row.number, currency);
  const printedReference = reference.startsWith('RF') ? inGroupsOfFour(reference) : reference;
  const referenceLabel = currency === 'nok' ? l.kid : l.reference;
  const { doc, done } = await unicodePdf({ margin: left, info: { Title: `${l.invoice} ${row.number}` } });

  const block = (x: number, y: number, width: number, heading: string, lines: PrintedLine[]) => {
    doc.font('bold').fontSize(8).fillColor('#555555').text(heading, x, y, { width });
    doc.fillColor('#000000').fontSize(10);
    for (const line of lines) doc.font(line.bold ? 'bold' : 'regular').text(line.text, x, doc.y, { width });
    return doc.y;
  };
  // A right-aligned cell takes the width of the empty cells before it; the row ends below its tallest cell.
  const rowAt = (cells: string[], bold = false) => {
    const y = doc.y;
    let bottom = y;
    doc.font(bold ? 'bold' : 'regular');
    cells.forEach((cell, i) => {
      if (!cell) return;
      let from = i;
      while (from > 1 && !cells[from - 1]) from -= 1;
      const width = (columns[i + 1] ?? right) - columns[from]! - 8;
      doc.text(cell, columns[from]!, y, { width, align: i === 0 ? 'left' : 'right' });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = left;
    doc.y = bottom;
  };
  const rule = () => {
    doc
      .moveTo(left, doc.y + 2)
      .lineTo(right, doc.y + 2)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.moveDown(0.4);
  };

  doc.font('bold').fontSize(22).text(l.invoice, left, left);
  const top = doc.y + 10;
  const status = l.statuses[row.status as InvoiceStatus] ?? row.status;
  const meta: PrintedLine[] = [
    { text: `${l.number}: ${row.number}`, bold: true },
    { text: `${l.issued}: ${day(row.createdAt)}` },
    { text: `${l.due}: ${day(row.dueDate)}` },
    { text: `${l.period}: ${period}` },
    { text: `${l.status}: ${row.paymentDate ? `${status}, ${l.paidOn} ${day(row.paymentDate)}` : status}` },
    { text: `${referenceLabel}: ${printedReference}` },
  ];
  const sellerEnd = block(left, top, 220, l.seller, sellerLines(seller, l));
  const metaEnd = block(290, top, right - 290, l.invoice, meta);
  block(left, Math.max(sellerEnd, metaEnd) + 16, 260, l.billTo, buyerLines(billTo, l));

  doc.moveDown(1.2);
  const product = l.products[row.productType as ProductType] ?? row.productType;
  block(left, doc.y, right - left, l.description, [
    { text: fill(l.serviceFor, { product, customer: billTo.customer.name }), bold: true },
    { text: fill(l.seats, { seats: row.seats }) },
  ]);

  doc.moveDown(0.8).fontSize(9);
  rowAt(l.columns, true);
  rule();
  for (const line of row.lines as PriceLine[]) {
    const tier = line.upTo === null ? fill(l.andUp, { start: line.start }) : `${line.start}–${line.upTo}`;
    rowAt([tier, String(line.seats), money(netAmount(line) / line.seats), money(netAmount(line))]);
  }
  doc.moveDown(0.8);
  rowAt([l.vatColumns[0]!, '', l.vatColumns[1]!, l.vatColumns[2]!], true);
  rule();
  const percent = new Intl.NumberFormat(l.locale, { style: 'percent', maximumFractionDigits: 1 });
  for (const total of vatRateTotals(row.lines as PriceLine[]))
    rowAt([
      percent.format(total.rate / 100).replace(/[\u00a0\u202f]/g, ' '),
      '',
      money(total.taxable),
      money(total.tax),
    ]);
  doc.moveDown(0.8);
  rowAt([l.net, '', '', money(row.net)]);
  rowAt([l.tax, '', '', money(row.tax)]);
  rule();
  doc.fontSize(11);
  rowAt([l.total, '', '', money(row.total)], true);
  if (isReverseCharge(row.tax, billTo, seller)) {
    doc
      .moveDown(0.6)
      .font('bold')
      .fontSize(10)
      .text(l.reverseCharge, left, doc.y, { width: right - left });
  }

  doc.moveDown(1.2);
  block(left, doc.y, right - left, l.payment, [
    { text: fill(l.payBy, { total: money(row.total), due: day(row.dueDate) }) },
    { text: `${l.bankAccount}: ${seller.bankAccount}` },
    { text: `IBAN: ${inGroupsOfFour(seller.iban)}` },
    { text: `BIC: ${seller.bic}` },
    { text: `${referenceLabel}: ${printedReference}`, bold: true },
  ]);
  doc.end();
  return done;
}
