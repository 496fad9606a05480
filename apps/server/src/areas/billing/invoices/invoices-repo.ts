import { and, count, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import { apiBasePath, type Currency, type Invoice, type InvoiceStatus, type ProductType } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { rowsOnPage } from '../../../http/page.ts';
import { invoices } from '../../../db/schema.ts';
import { invoicesIn, type BillingScope } from '../subscriptions/billing-scope.ts';
import { organizationNames } from '../../tenancy/index.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

const newestFirst = [desc(invoices.periodStart), desc(invoices.invoiceId)];
const iso = (value: string) => new Date(value).toISOString();

/** Where the PDF of a built-in invoice downloads from: a path of this API, under the customer. */
export const pdfPath = (row: Pick<InvoiceRow, 'cybrOrgId' | 'subscriptionId' | 'invoiceId'>) =>
  `${apiBasePath}/api/v1/organizations/${row.cybrOrgId}/subscriptions/invoices/${row.subscriptionId}/${row.invoiceId}/pdf`;

/** Invoices in the contract's shape, each naming its customer. */
export async function toInvoices(db: Db, rows: readonly InvoiceRow[]): Promise<Invoice[]> {
  const names = await organizationNames(
    db,
    rows.map((row) => row.cybrOrgId),
  );
  return rows.map((row) => toInvoice(row, names.get(row.cybrOrgId) ?? ''));
}

function toInvoice(row: InvoiceRow, organizationName: string): Invoice {
  return {
    invoiceId: row.invoiceId,
    number: row.number,
    subscriptionId: row.subscriptionId,
    cybrOrgId: row.cybrOrgId,
    organizationName,
    currency: row.currency as Currency,
    downloadLink: row.externalUrl ?? pdfPath(row),
    dueDate: iso(row.dueDate),
    paymentDate: row.paymentDate === null ? null : iso(row.paymentDate),
    periodStart: iso(row.periodStart),
    periodEnd: iso(row.periodEnd),
    status: row.status as InvoiceStatus,
    total: row.total,
    productType: row.productType as ProductType,
  };
}

export async function invoicePage(
  db: Db,
  scope: BillingScope,
  page: { from: number; to: number },
): Promise<{ rows: InvoiceRow[]; total: number }> {
  const [counted] = await db.select({ n: count() }).from(invoices).where(invoicesIn(scope));
  const size = rowsOnPage(page);
  const rows =
    size === 0
      ? []
      : await db
          .select()
          .from(invoices)
          .where(invoicesIn(scope))
          .orderBy(...newestFirst)
          .offset(page.from)
          .limit(size);
  return { rows, total: counted?.n ?? 0 };
}

export async function invoicesOf(db: Db, scope: BillingScope, subscriptionId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(invoicesIn(scope), eq(invoices.subscriptionId, subscriptionId)))
    .orderBy(...newestFirst);
}

export async function findInvoice(db: Db, invoiceId: string, also?: SQL): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.invoiceId, invoiceId), also));
  return row;
}

export type InvoiceCursor = { periodStart: string; invoiceId: string };

/** One keyset batch of the scope's invoices, newest first, after `cursor`. */
export async function invoiceBatch(
  db: Db,
  scope: BillingScope,
  size: number,
  cursor: InvoiceCursor | null,
): Promise<InvoiceRow[]> {
  const after = cursor
    ? or(
        lt(invoices.periodStart, cursor.periodStart),
        and(eq(invoices.periodStart, cursor.periodStart), lt(invoices.invoiceId, cursor.invoiceId)),
      )
    : undefined;
  return db
    .select()
    .from(invoices)
    .where(and(invoicesIn(scope), after))
    .orderBy(...newestFirst)
    .limit(size);
}
