import type { FastifyInstance } from 'fastify';
import {
  exportSubscriptionInvoices,
  invoicePdf as invoicePdfEndpoint,
  subscriptionInvoices,
  subscriptionInvoicesOf,
  toLanguageCode,
  type CompleteSellerDetails,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import { AppError, notFound } from '../../../app-error.ts';
import { requireCaller } from '../../../auth/caller.ts';
import { invoices } from '../../../db/schema.ts';
import { csvDownloadHeaders } from '../../../http/csv.ts';
import { pageOf } from '../../../http/page.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { findOrganization } from '../../tenancy/index.ts';
import { refusePricingHidden } from '../pricing/prices-repo.ts';
import { completeSeller, readSellerDetails } from '../seller/index.ts';
import { billingScopeFor, invoicesIn } from '../subscriptions/billing-scope.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { invoicesCsv } from './invoices-csv.ts';
import { findInvoice, invoicePage, invoicesOf, toInvoices } from './invoices-repo.ts';
import { findSubscription } from '../subscriptions/subscriptions-repo.ts';

/** Invoices under .../subscriptions/invoices (spec §7): pages, per subscription, PDF and CSV. */
export function registerInvoiceRoutes(app: FastifyInstance, { database, config, validateResponses }: AppContext): void {
  const db = database.db;
  const options = { validateResponse: validateResponses };

  // Tenant first, then hidePricing: another partner learns nothing, not even that pricing is hidden.
  const scopeOf = async (request: Parameters<typeof requireCaller>[0], cybrOrgId: string) => {
    const caller = requireCaller(request);
    const scope = await billingScopeFor(database, caller, cybrOrgId, request.mode);
    await refusePricingHidden(db, caller);
    return scope;
  };

  registerEndpoint(
    app,
    subscriptionInvoices,
    async ({ params, query, request }) => {
      const scope = await scopeOf(request, params.cybrOrgId);
      const { rows, total } = await invoicePage(db, scope, query);
      return pageOf(await toInvoices(db, rows), query, total);
    },
    options,
  );

  registerEndpoint(app, exportSubscriptionInvoices, async ({ params, request, reply }) => {
    const scope = await scopeOf(request, params.cybrOrgId);
    return reply.headers(csvDownloadHeaders('invoices')).send(invoicesCsv(db, scope));
  });

  registerEndpoint(
    app,
    subscriptionInvoicesOf,
    async ({ params, request }) => {
      const scope = await scopeOf(request, params.cybrOrgId);
      if (!(await findSubscription(db, scope, params.subscriptionId))) throw notFound('Subscription not found');
      return toInvoices(db, await invoicesOf(db, scope, params.subscriptionId));
    },
    options,
  );

  registerEndpoint(app, invoicePdfEndpoint, async ({ params, request, reply }) => {
    const scope = await scopeOf(request, params.cybrOrgId);
    const row = await findInvoice(
      db,
      params.invoiceId,
      and(invoicesIn(scope), eq(invoices.subscriptionId, params.subscriptionId)),
    );
    if (!row) throw notFound('Invoice not found');
    // A card provider's invoice is its own document, at the invoice's downloadLink.
    if (row.externalUrl) throw notFound('This invoice is with the card provider: its downloadLink opens it');
    // The seller the invoice was issued with; one issued before invoices kept theirs prints today's.
    const seller =
      (row.seller as CompleteSellerDetails | null) ?? completeSeller(await readSellerDetails(db, config.seller));
    if (!seller)
      throw new AppError(
        'CONFLICT',
        "This invoice cannot be printed until platform staff have completed the seller's details",
      );
    // An invoice is a document of the paying partner: it is printed in that organisation's language.
    const payer = await findOrganization(database, row.provisioningCybrOrgId);
    const pdf = await invoicePdf({ ...row, seller }, toLanguageCode(payer?.defaultLanguageCode));
    return reply
      .headers({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${row.number}.pdf"`,
        'cache-control': 'no-store',
      })
      .send(pdf);
  });
}
