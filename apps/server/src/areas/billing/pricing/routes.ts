import type { FastifyInstance } from 'fastify';
import {
  partnerPricing,
  platformPrices,
  pricing,
  pricingV2,
  subscriptionPrices,
  updatePlatformPrice,
  type Currency,
} from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { AppError, notFound } from '../../../app-error.ts';
import { isPlatformStaff } from '../../../auth/platform-staff.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { findPartner } from '../../tenancy/index.ts';
import { inProductOrder, listPrice, priceTables } from './price-tables.ts';
import { updatePrice } from './price-update.ts';
import { findPrice, listPrices } from './prices-repo.ts';
import { priceEditor, priceReader, pricingCaller } from './pricing-access.ts';
import { availableProviders, requireProvider } from './provider-availability.ts';

// The price tables of §3 are the list prices of the built-in provider, cybr (docs/decisions/0043-prices-are-data.md):
// the provider every partner can pay through, whether or not card payments are set up.
const tableProvider = 'cybr';

/** Prices (spec §7): list prices for partners, and their upkeep by platform staff. */
export function registerPricingRoutes(app: FastifyInstance, { config, database, validateResponses }: AppContext): void {
  const options = { validateResponse: validateResponses };
  const { db } = database;
  const tablesIn = async (currency: Currency) =>
    priceTables(await listPrices(db, { providers: [tableProvider], currency }), currency);

  registerEndpoint(
    app,
    pricing,
    async ({ query, request }) => {
      await priceReader(db, request);
      return tablesIn(query.currency);
    },
    options,
  );

  // Monthly, since a subscription is billed monthly (§9); one entry per product and available provider.
  registerEndpoint(
    app,
    pricingV2,
    async ({ query, request }) => {
      await priceReader(db, request);
      const monthly = await listPrices(db, {
        providers: availableProviders(config),
        currency: query.currency,
        interval: 'month',
      });
      return inProductOrder(monthly).map(listPrice);
    },
    options,
  );

  // The partner's own users (and platform staff) only; to anyone else the partner does not exist.
  registerEndpoint(
    app,
    partnerPricing,
    async ({ params, request }) => {
      const caller = await pricingCaller(db, request);
      const own = caller.isPartner && caller.cybrOrgId === params.cybrOrgId;
      const found = own || isPlatformStaff(caller) ? await findPartner(database, params.cybrOrgId) : undefined;
      if (!found) throw notFound('Partner not found');
      // A reseller chooses no currency when it signs up (§2: access code and terms only): it sells
      // in its distributor's currency until it has one of its own.
      const parent =
        !found.partner.currency && found.placement.partnerCybrOrgId
          ? await findPartner(database, found.placement.partnerCybrOrgId)
          : undefined;
      const currency = found.partner.currency ?? parent?.partner.currency;
      if (!currency)
        throw new AppError(
          'CONFLICT',
          'This partner has not chosen its currency yet: choose one in sign-up to see its prices',
        );
      return tablesIn(currency);
    },
    options,
  );

  registerEndpoint(
    app,
    subscriptionPrices,
    async ({ params, request }) => {
      await priceReader(db, request);
      requireProvider(config, params.provider);
      const price = await findPrice(db, {
        provider: params.provider,
        product: params.products,
        currency: params.currency,
        interval: 'month',
      });
      if (!price) throw notFound('Price not found');
      return listPrice(price);
    },
    options,
  );

  registerEndpoint(
    app,
    platformPrices,
    async ({ request }) => {
      await priceEditor(db, request);
      return inProductOrder(await listPrices(db));
    },
    options,
  );

  registerEndpoint(
    app,
    updatePlatformPrice,
    async ({ params, body, request }) => {
      const caller = await priceEditor(db, request);
      return updatePrice(db, caller, params, body);
    },
    options,
  );
}
