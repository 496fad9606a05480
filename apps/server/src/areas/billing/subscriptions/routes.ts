import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  cancelOrResumeSubscription,
  checkout,
  subscription,
  subscriptions as subscriptionsEndpoint,
  subscriptionsV3,
  updateSubscriptionLicenseCaps,
} from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { notFound } from '../../../app-error.ts';
import { requireCaller } from '../../../auth/caller.ts';
import { subscriptions } from '../../../db/schema.ts';
import { pageOf } from '../../../http/page.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { pricingHiddenFor, refusePricingHidden } from '../pricing/prices-repo.ts';
import { billingScopeFor, mayChange, notThePayer, organizationNotFound } from './billing-scope.ts';
import { cancelOrResume } from './cancellation.ts';
import { checkout as buy, idempotencyKeyOf } from './checkout.ts';
import { providerRegistry } from '../providers/registry.ts';
import { setSubscriptionLicenseCap } from './subscription-license-cap.ts';
import { findSubscription, liveSubscriptionFor, subscriptionPage } from './subscriptions-repo.ts';
import { toProviderSubscriptions, type SubscriptionRow } from './subscription-view.ts';

const subscriptionNotFound = () => notFound('Subscription not found');

/** Subscriptions under /api/v1/organizations/{cybrOrgId}/subscriptions (spec §7) and the v3 list. */
export function registerSubscriptionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { database, config, validateResponses } = ctx;
  const db = database.db;
  const options = { validateResponse: validateResponses };
  const providers = providerRegistry(ctx);

  const view = async (request: Parameters<typeof requireCaller>[0], rows: SubscriptionRow[], now: Date) =>
    toProviderSubscriptions(db, rows, { hidePricing: await pricingHiddenFor(db, requireCaller(request)), now });

  // v1 lists what still runs; v3 also what has ended (docs/decisions/0045-subscriptions.md).
  for (const [endpoint, liveOnly] of [
    [subscriptionsEndpoint, true],
    [subscriptionsV3, false],
  ] as const) {
    registerEndpoint(
      app,
      endpoint,
      async ({ params, query, request }) => {
        const scope = await billingScopeFor(database, requireCaller(request), params.cybrOrgId, request.mode);
        const now = new Date();
        const { rows, total } = await subscriptionPage(db, scope, { liveOnly, now, ...query });
        return pageOf(await view(request, rows, now), query, total);
      },
      options,
    );
  }

  registerEndpoint(
    app,
    subscription,
    async ({ params, request }) => {
      const scope = await billingScopeFor(database, requireCaller(request), params.cybrOrgId, request.mode);
      const row = await findSubscription(db, scope, params.subscriptionId);
      if (!row) throw subscriptionNotFound();
      return (await view(request, [row], new Date()))[0]!;
    },
    options,
  );

  registerEndpoint(
    app,
    checkout,
    async ({ params, body, request }) => {
      const caller = requireCaller(request);
      const scope = await billingScopeFor(database, caller, params.cybrOrgId);
      // Seats are bought for a customer, never for the partner itself.
      if (scope.kind !== 'customer') throw organizationNotFound();
      // A partner whose pricing is hidden could see neither the price nor the invoices of what it bought:
      // its distributor buys for its customers instead (docs/decisions/0044-who-sees-prices.md).
      await refusePricingHidden(db, caller);
      const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key']);
      const now = new Date();
      const row = await buy(database, providers, {
        caller,
        customerCybrOrgId: params.cybrOrgId,
        body,
        idempotencyKey,
        now,
        seller: config.seller,
      });
      return (await view(request, [row], now))[0]!;
    },
    options,
  );

  registerEndpoint(
    app,
    cancelOrResumeSubscription,
    async ({ params, body, request }) => {
      const caller = requireCaller(request);
      const scope = await billingScopeFor(database, caller, params.cybrOrgId);
      const row = await findSubscription(db, scope, body.subscriptionId, eq(subscriptions.cybrOrgId, body.cybrOrgId));
      if (!row) throw subscriptionNotFound();
      if (!mayChange(caller, row.provisioningCybrOrgId)) throw notThePayer();
      const now = new Date();
      return (await view(request, [await cancelOrResume(db, providers, caller, row, body, now)], now))[0]!;
    },
    options,
  );

  registerEndpoint(
    app,
    updateSubscriptionLicenseCaps,
    async ({ params, body, request }) => {
      const caller = requireCaller(request);
      const scope = await billingScopeFor(database, caller, params.cybrOrgId);
      const now = new Date();
      const row = await liveSubscriptionFor(db, scope, body.productType, now);
      if (!row) throw notFound('This organisation has no running subscription for this product');
      if (!mayChange(caller, row.provisioningCybrOrgId)) throw notThePayer();
      return (await view(request, [await setSubscriptionLicenseCap(db, caller, row, body)], now))[0]!;
    },
    options,
  );
}
