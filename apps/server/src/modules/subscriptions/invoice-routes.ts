import type { FastifyInstance } from 'fastify';
import { exportSubscriptionInvoices, invoicePdf as invoicePdfEndpoint, subscriptionInvoices, subscriptionInvoicesOf, toLanguageCode } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../app-error.ts';
import { requireCaller } from '../../auth/caller.ts';
import { invoices } from '../../db/schema.ts';
import { csvDownloadHeaders } from '../../http/csv.ts';
import { pageOf } from '../../http/page.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { findOrganization } from '../organizations/repo.ts';
import { refusePricingHidden } from '../pricing/prices-repo.ts';
import { billingScopeFor, invoicesIn } from './billing-scope.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { invoicesCsv } from './invoices-csv.ts';
import { findInvoice, invoicePage, invoicesOf, toInvoices } from './invoices-repo.ts';
import { findSubscription } from './subscriptions-repo.ts';

/** Invoices under .../subscriptions/invoices (spec §7): pages, per subscription, PDF and CSV. */
export function registerInvoiceRoutes(app: FastifyInstance, { database, validateResponses }: AppContext): void {
  const db = database.db;
  const options = { validateResponse: validateResponses };

  // Tenant first, then hidePricing: another partner learns nothing, not even that pricing is hidden.
  const scopeOf = async (request: Parameters<typeof requireCaller>[0], cybrOrgId: string) => {
    const caller = requireCaller(request);
    const scope = await billingScopeFor(database, caller, cybrOrgId, request.mode);
    await refusePricingHidden(db, caller);
    return scope;
  };

  registerEndpoint(app, subscriptionInvoices, async ({ params, query, request }) => {
    const scope = await scopeOf(request, params.cybrOrgId);
    const { rows, total } = await invoicePage(db, scope, query);
    return pageOf(await toInvoices(db, rows), query, total);
  }, options);

  registerEndpoint(app, exportSubscriptionInvoices, async ({ params, request, reply }) => {
    const scope = await scopeOf(request, params.cybrOrgId);
    return reply.headers(csvDownloadHeaders('invoices')).send(invoicesCsv(db, scope));
  });

  registerEndpoint(app, subscriptionInvoicesOf, async ({ params, request }) => {
    const scope = await scopeOf(request, params.cybrOrgId);
    if (!(await findSubscription(db, scope, params.subscriptionId))) throw notFound('Subscription not found');
    return toInvoices(db, await invoicesOf(db, scope, params.subscriptionId));
  }, options);

  registerEndpoint(app, invoicePdfEndpoint, async ({ params, request, reply }) => {
    const scope = await scopeOf(request, params.cybrOrgId);
    const row = await findInvoice(db, params.invoiceId, and(invoicesIn(scope), eq(invoices.subscriptionId, params.subscriptionId)));
    if (!row) throw notFound('Invoice not found');
    // An invoice is a document of the paying partner: it is printed in that organisation's language.
    const payer = await findOrganization(database, row.provisioningCybrOrgId);
    const pdf = await invoicePdf(row, toLanguageCode(payer?.defaultLanguageCode));
    return reply
      .headers({ 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${row.number}.pdf"`, 'cache-control': 'no-store' })
      .send(pdf);
  });
}
