import { Readable } from 'node:stream';
import type { Db } from '../../../db/client.ts';
import { csvRow } from '../../../http/csv.ts';
import type { BillingScope } from '../subscriptions/billing-scope.ts';
import type { BillTo } from './invoice-issue.ts';
import { decimalAmount } from './invoice-money.ts';
import { invoiceBatch, type InvoiceCursor } from './invoices-repo.ts';

export const invoiceExportBatchSize = 500;
const header = [
  'number',
  'invoiceId',
  'subscriptionId',
  'customer',
  'customerName',
  'productType',
  'seats',
  'periodStart',
  'periodEnd',
  'issued',
  'dueDate',
  'status',
  'paymentDate',
  'currency',
  'net',
  'tax',
  'total',
];
const iso = (value: string | null) => (value === null ? '' : new Date(value).toISOString());

/** Every invoice of the scope as CSV, newest first, read in keyset batches as the client takes them. */
export function invoicesCsv(db: Db, scope: BillingScope, batchSize = invoiceExportBatchSize): Readable {
  async function* rows() {
    yield csvRow(header);
    let cursor: InvoiceCursor | null = null;
    for (;;) {
      const batch = await invoiceBatch(db, scope, batchSize, cursor);
      if (batch.length > 0) {
        yield batch
          .map((row) =>
            csvRow([
              row.number,
              row.invoiceId,
              row.subscriptionId,
              row.cybrOrgId,
              (row.billTo as BillTo).customer.name,
              row.productType,
              row.seats,
              iso(row.periodStart),
              iso(row.periodEnd),
              iso(row.createdAt),
              iso(row.dueDate),
              row.status,
              iso(row.paymentDate),
              row.currency.toUpperCase(),
              decimalAmount(row.net),
              decimalAmount(row.tax),
              decimalAmount(row.total),
            ]),
          )
          .join('');
      }
      if (batch.length < batchSize) return;
      const last = batch[batch.length - 1]!;
      cursor = { periodStart: last.periodStart, invoiceId: last.invoiceId };
    }
  }
  return Readable.from(rows(), { objectMode: false });
}
