import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { markInvoicePaid, runBilling as runBillingEndpoint } from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { AppError, invalidField, notFound } from '../../../app-error.ts';
import { requireStaff } from '../../../auth/platform-staff.ts';
import { invoices } from '../../../db/schema.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { runBilling } from './billing-run.ts';
import { toInvoices } from '../invoices/invoices-repo.ts';
import { missingSellerMessage } from '../seller/index.ts';
import { queueWebhookEvents, recordAudit } from '../../tenancy/index.ts';

/** What platform staff do to billing (§4 roles): run billing now, record a payment. */
export function registerPlatformBillingRoutes(
  app: FastifyInstance,
  { database, config, validateResponses }: AppContext,
): void {
  const db = database.db;
  const options = { validateResponse: validateResponses };

  registerEndpoint(
    app,
    runBillingEndpoint,
    async ({ request }) => {
      requireStaff(request);
      // Each invoice issued writes its own audit entry.
      const run = await runBilling(db, config.seller, new Date(), (subscriptionId, why) =>
        request.log.warn({ subscriptionId }, `billing skipped: ${why}`),
      );
      if (run.missingSellerDetails.length > 0) {
        // Nothing was done: staff learn which details to fill in, field by field.
        const fields = run.missingSellerDetails.map((field) => ({ field: `seller.${field}`, message: 'Missing' }));
        throw new AppError('CONFLICT', missingSellerMessage(run.missingSellerDetails), fields);
      }
      return { issued: run.issued };
    },
    options,
  );

  registerEndpoint(
    app,
    markInvoicePaid,
    async ({ params, body, request }) => {
      const caller = requireStaff(request);
      const now = new Date();
      const paidAt = body.paymentDate ? new Date(body.paymentDate) : now;
      if (paidAt > now) throw invalidField('paymentDate', 'The payment date cannot be in the future');
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(invoices).where(eq(invoices.invoiceId, params.invoiceId)).for('update');
        if (!row) throw notFound('Invoice not found');
        if (row.status !== 'open')
          throw new AppError('CONFLICT', `Only an open invoice can be marked paid; this one is ${row.status}`);
        if (paidAt < new Date(row.createdAt))
          throw invalidField('paymentDate', 'The payment date cannot be before the invoice was issued');
        const [updated] = await tx
          .update(invoices)
          .set({ status: 'paid', paymentDate: paidAt.toISOString() })
          .where(and(eq(invoices.invoiceId, row.invoiceId), eq(invoices.status, 'open')))
          .returning();
        await recordAudit(tx, {
          actorCybrId: caller.cybrId,
          cybrOrgId: caller.cybrOrgId,
          action: 'invoice.paid',
          target: row.invoiceId,
          before: { status: row.status, paymentDate: null },
          after: { status: 'paid', paymentDate: paidAt.toISOString() },
        });
        await queueWebhookEvents(tx, [
          {
            type: 'invoice.paid',
            objectId: row.invoiceId,
            audience: [row.provisioningCybrOrgId],
            data: {
              invoice: {
                invoiceId: row.invoiceId,
                number: row.number,
                subscriptionId: row.subscriptionId,
                cybrOrgId: row.cybrOrgId,
                status: 'paid',
                currency: row.currency,
                total: row.total,
                paymentDate: paidAt.toISOString(),
              },
            },
          },
        ]);
        return (await toInvoices(tx, [updated!]))[0]!;
      });
    },
    options,
  );
}
