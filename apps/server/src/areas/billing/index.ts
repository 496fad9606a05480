// Pricing, subscriptions, invoices, the payment providers, the seller and the billing runs.
// Other areas import from here only (docs/architecture.md).
import type { AreaOptions } from '../../app-context.ts';
import fp from 'fastify-plugin';
import { defineBillingRuns } from './runs/billing-schedule.ts';
import { registerPricingRoutes } from './pricing/routes.ts';
import { registerStripeWebhook } from './providers/stripe-webhook.ts';
import { registerSubscriptionRoutes } from './subscriptions/routes.ts';
import { registerInvoiceRoutes } from './invoices/invoice-routes.ts';
import { registerPlatformBillingRoutes } from './runs/platform-billing-routes.ts';
import { registerSellerRoutes } from './seller/routes.ts';

export { readSellerDetails } from './seller/seller-details.ts';

/** The billing area's routes, registered by app.ts as one plugin. */
export const billingArea = fp<AreaOptions>(
  async (app, { ctx, logger }) => {
    defineBillingRuns(ctx.jobs, ctx.database.db, ctx.config.seller, logger);
    registerPricingRoutes(app, ctx);
    registerStripeWebhook(app, ctx);
    registerSubscriptionRoutes(app, ctx);
    registerInvoiceRoutes(app, ctx);
    registerPlatformBillingRoutes(app, ctx);
    registerSellerRoutes(app, ctx);
  },
  { name: 'billing' },
);
