import PDFDocument from 'pdfkit';
import type { Currency, PriceLine } from '@portal/contracts';
import type { BillTo } from './invoice-issue.ts';
import type { InvoiceRow } from './invoices-repo.ts';
import { formatMoney } from './invoice-money.ts';

const productNames: Record<string, string> = {
  standard: 'Security awareness training',
  'insider-threat-detection': 'Insider threat detection',
};

// The PDF's built-in fonts encode WinAnsi (Latin-1 plus a few signs such as € and –): other letters
// lose their accents where they have one, and become "?" otherwise, rather than printing garbage.
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function printable(text: string): string {
  return [...text.normalize('NFC')]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(ch)) return ch;
      const bare = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      return /^[\x20-\x7e]+$/.test(bare) ? bare : '?';
    })
    .join('');
}

const day = (value: string | Date) => new Date(value).toISOString().slice(0, 10);

/** One invoice as a PDF: who it is addressed to, the period, a line per price tier, tax and total. */
export function invoicePdf(row: InvoiceRow): Promise<Buffer> {
  const billTo = row.billTo as BillTo;
  const currency = row.currency as Currency;
  const money = (amount: number) => formatMoney(amount, currency);
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Invoice ${row.number}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const text = (value: string, options?: PDFKit.Mixins.TextOptions) => doc.text(printable(value), options);

  doc.font('Helvetica-Bold').fontSize(20);
  text(`Invoice ${row.number}`);
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  text(`Issued: ${day(row.createdAt)}`);
  text(`Due: ${day(row.dueDate)}`);
  text(`Period: ${day(row.periodStart)} – ${day(row.periodEnd)}`);
  text(row.paymentDate ? `Status: paid on ${day(row.paymentDate)}` : `Status: ${row.status}`);

  doc.moveDown().font('Helvetica-Bold');
  text('Bill to');
  doc.font('Helvetica');
  const { partner } = billTo;
  text(partner.name);
  text(partner.address.line1);
  if (partner.address.line2) text(partner.address.line2);
  text(`${partner.address.postalCode} ${partner.address.city}`);
  text(partner.address.country);
  if (partner.vatNumber) text(`VAT number: ${partner.vatNumber}`);
  text(partner.email);

  doc.moveDown().font('Helvetica-Bold');
  text('Customer');
  doc.font('Helvetica');
  text(`${billTo.customer.name} (${billTo.customer.cybrOrgId})`);
  text(`${productNames[row.productType] ?? row.productType}, ${row.seats} seats, monthly`);

  doc.moveDown().font('Helvetica-Bold');
  const columns = [50, 250, 330, 430];
  const rowAt = (cells: string[]) => {
    const y = doc.y;
    cells.forEach((cell, i) => doc.text(printable(cell), columns[i]!, y, { width: (columns[i + 1] ?? 545) - columns[i]! - 10, align: i === 0 ? 'left' : 'right' }));
    doc.x = 50;
  };
  rowAt(['Seats', 'Count', 'Unit price', 'Amount']);
  doc.font('Helvetica');
  for (const line of row.lines as PriceLine[]) {
    rowAt([line.upTo === null ? `${line.start} and up` : `${line.start}–${line.upTo}`, String(line.seats), money(line.unitPrice), money(line.amount)]);
  }
  doc.moveDown();
  if (row.taxInclusive) {
    rowAt(['Total (tax included)', '', '', money(row.total)]);
    rowAt(['of which tax', '', '', money(row.tax)]);
  } else {
    rowAt(['Net', '', '', money(row.net)]);
    rowAt(['Tax', '', '', money(row.tax)]);
    doc.font('Helvetica-Bold');
    rowAt(['Total', '', '', money(row.total)]);
  }
  doc.end();
  return done;
}
