import { z } from 'zod';
import { productTypeSchema } from './license.ts';
import { currencySchema } from './provider-enums.ts';

// §3 shows only 'paid'; the other states are the card provider's invoice states.
// Shape not in the spec: see docs/decisions/0020-entity-shapes-the-spec-does-not-show.md
export const invoiceStatusSchema = z.enum(['draft', 'open', 'paid', 'void', 'uncollectible']);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

// §3 invoice. Money is integer minor units plus a currency code (architecture
// rule): total 12900 with currency 'eur' is EUR 129.00.
export const invoiceSchema = z
  .object({
    invoiceId: z.string().min(1),
    // The number printed on the invoice, e.g. INV-2026-000042.
    number: z.string().min(1),
    subscriptionId: z.string().min(1),
    cybrOrgId: z.string().min(1),
    // The customer the invoiced seats are for, so a list of invoices needs no lookup per row.
    organizationName: z.string(),
    currency: currencySchema,
    // An absolute URL (card provider) or an API path (built-in provider).
    downloadLink: z.string().min(1),
    dueDate: z.iso.datetime({ offset: true }),
    paymentDate: z.iso.datetime({ offset: true }).nullable(),
    periodStart: z.iso.datetime({ offset: true }),
    periodEnd: z.iso.datetime({ offset: true }),
    status: invoiceStatusSchema,
    total: z.number().int().nonnegative(),
    productType: productTypeSchema,
  })
  .refine((invoice) => Date.parse(invoice.periodEnd) >= Date.parse(invoice.periodStart), {
    path: ['periodEnd'],
    message: 'periodEnd must not be before periodStart',
  });
export type Invoice = z.infer<typeof invoiceSchema>;
