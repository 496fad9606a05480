import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { quote, type CheckoutRequest, type SellerDetails, type SubscriptionType } from '@portal/contracts';
import { AppError, invalidField } from '../../../app-error.ts';
import type { Caller } from '../../../auth/caller-types.ts';
import type { Database, Db } from '../../../db/client.ts';
import { checkoutRequests, organizations, partners, subscriptions } from '../../../db/schema.ts';
import { findPrice } from '../pricing/prices-repo.ts';
import { completeSeller, readSellerDetails } from '../seller/index.ts';
import { addMonth } from '../runs/billing-periods.ts';
import { issueInvoice } from '../invoices/invoice-issue.ts';
import type { ProviderRegistry } from '../providers/registry.ts';
import { priceProductFor, statusOf, type SubscriptionRow } from './subscription-view.ts';
import { isLive, liveStatuses } from './transitions.ts';
import { queueWebhookEvents, recordAudit } from '../../tenancy/index.ts';

export const idempotencyHeader = 'Idempotency-Key';
// Visible ASCII only, as the header travels through proxies and logs unchanged.
const keyPattern = /^[\x21-\x7e]{1,255}$/;

/** The Idempotency-Key of a checkout, or a 400 naming the header. */
export function idempotencyKeyOf(value: string | string[] | undefined): string {
  if (value === undefined)
    throw invalidField(
      idempotencyHeader,
      `The ${idempotencyHeader} header is required, so a retried checkout never buys twice`,
    );
  if (Array.isArray(value) || !keyPattern.test(value)) {
    throw invalidField(idempotencyHeader, `The ${idempotencyHeader} header must be 1 to 255 visible ASCII characters`);
  }
  return value;
}

/** docs/decisions/0045-subscriptions.md: more than 1000 seats is a volume subscription (the last price tier starts at 1001). */
export const volumeThreshold = 1000;
export const subscriptionTypeFor = (quantity: number): SubscriptionType =>
  quantity > volumeThreshold ? 'VOLUME' : 'STANDARD';

interface CheckoutInput {
  caller: Caller;
  customerCybrOrgId: string;
  body: CheckoutRequest;
  idempotencyKey: string;
  now: Date;
  /** The seller's details the environment sets (config.seller). */
  seller: SellerDetails;
}

/**
 * Buys seats for a customer. The Idempotency-Key row is written first in the same transaction: a
 * concurrent request with the same key waits on it, then finds the first one's subscription; a
 * failed checkout rolls the key back so it may be retried. Answers the subscription's row.
 */
export async function checkout(
  database: Database,
  providers: ProviderRegistry,
  input: CheckoutInput,
): Promise<SubscriptionRow> {
  const { caller, body, now } = input;
  const partner = caller.cybrOrgId!;
  if (body.customer.cybrOrgId !== input.customerCybrOrgId)
    throw invalidField('customer.cybrOrgId', 'Must be the organisation the subscription is for');
  const provider = providers[body.subscription.provider];
  if (!provider)
    throw new AppError(
      'PROVIDER_NOT_CONFIGURED',
      `Payment by ${body.subscription.provider} is not set up on this server`,
    );
  const requestHash = createHash('sha256')
    .update(JSON.stringify({ cybrOrgId: input.customerCybrOrgId, body }))
    .digest('hex');

  return database.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(checkoutRequests)
      .values({ provisioningCybrOrgId: partner, idempotencyKey: input.idempotencyKey, requestHash })
      .onConflictDoNothing()
      .returning({ requestHash: checkoutRequests.requestHash });
    if (claimed.length === 0) return replay(tx, partner, input.idempotencyKey, requestHash);

    const { productType, currency, quantity } = body.subscription;
    const price = await findPrice(tx, {
      provider: provider.name,
      product: priceProductFor[productType],
      currency,
      interval: 'month',
    });
    if (!price)
      throw invalidField(
        'subscription.currency',
        `There is no ${provider.name} price for this product in ${currency.toUpperCase()}`,
      );
    const [payer] = await tx
      .select({ billingInfo: partners.billingInfo })
      .from(partners)
      .where(eq(partners.cybrOrgId, partner));
    if (provider.name === 'cybr' && !payer?.billingInfo) {
      throw new AppError(
        'CONFLICT',
        'Fill in your billing details before ordering by invoice: the invoices are addressed to them',
      );
    }
    // One live subscription per customer and product: the customer row is locked so two different
    // checkouts for the same seats cannot both pass this check.
    await tx
      .select({ id: organizations.cybrOrgId })
      .from(organizations)
      .where(eq(organizations.cybrOrgId, input.customerCybrOrgId))
      .for('update');
    const current = await tx
      .select({ status: subscriptions.status, cancellationTime: subscriptions.cancellationTime })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.cybrOrgId, input.customerCybrOrgId),
          eq(subscriptions.productType, productType),
          inArray(subscriptions.status, liveStatuses),
        ),
      );
    // One whose cancellation has taken effect no longer counts, even before the billing run records it.
    if (current.some((row) => isLive(statusOf(row, now))))
      throw new AppError(
        'CONFLICT',
        'This customer already has a subscription for this product: change or cancel that one instead',
      );

    const subscriptionId = randomUUID();
    const result = await provider.checkout({
      subscriptionId,
      cybrOrgId: input.customerCybrOrgId,
      provisioningCybrOrgId: partner,
      customer: body.customer,
      productType,
      currency,
      quantity,
      quote: quote(price, quantity),
      idempotencyKey: input.idempotencyKey,
      now,
    });
    // The built-in provider bills by invoice: the first period's is issued with the purchase, or,
    // while the seller's details are incomplete, left due for the billing run to issue once they are.
    const seller = provider.name === 'cybr' ? completeSeller(await readSellerDetails(tx, input.seller)) : null;
    const firstInvoiceWaits = provider.name === 'cybr' && !seller;
    const [row] = await tx
      .insert(subscriptions)
      .values({
        subscriptionId,
        cybrOrgId: input.customerCybrOrgId,
        provisioningCybrOrgId: partner,
        provider: provider.name,
        subscriptionType: subscriptionTypeFor(quantity),
        productType,
        status: result.status,
        paymentMethod: provider.paymentMethod,
        currency,
        quantity,
        customer: body.customer,
        customerId: result.customerId,
        externalId: result.externalId,
        clientSecret: result.clientSecret,
        paymentUrl: result.paymentUrl,
        currentPeriodStart: result.currentPeriodStart.toISOString(),
        nextBillingDate: firstInvoiceWaits
          ? result.currentPeriodStart.toISOString()
          : (result.nextBillingDate?.toISOString() ?? null),
      })
      .returning();
    await tx
      .update(checkoutRequests)
      .set({ subscriptionId })
      .where(
        and(
          eq(checkoutRequests.provisioningCybrOrgId, partner),
          eq(checkoutRequests.idempotencyKey, input.idempotencyKey),
        ),
      );
    if (seller) {
      await issueInvoice(
        tx,
        row!,
        { start: result.currentPeriodStart, end: result.nextBillingDate ?? addMonth(result.currentPeriodStart) },
        now,
        seller,
      );
    }
    await recordAudit(tx, {
      actorCybrId: caller.cybrId,
      cybrOrgId: partner,
      action: 'subscription.checkout',
      target: subscriptionId,
      before: null,
      after: {
        cybrOrgId: input.customerCybrOrgId,
        provider: provider.name,
        productType,
        currency,
        quantity,
        status: result.status,
        subscriptionType: row!.subscriptionType,
      },
    });
    await queueWebhookEvents(tx, [
      {
        type: 'subscription.created',
        objectId: subscriptionId,
        audience: [partner],
        data: {
          subscription: {
            subscriptionId,
            cybrOrgId: input.customerCybrOrgId,
            productType,
            currency,
            quantity,
            status: result.status,
          },
        },
      },
    ]);
    return row!;
  });
}

/** A key seen before: the same request gets the first answer, a different one is refused. */
async function replay(tx: Db, partner: string, key: string, requestHash: string): Promise<SubscriptionRow> {
  const [first] = await tx
    .select()
    .from(checkoutRequests)
    .where(and(eq(checkoutRequests.provisioningCybrOrgId, partner), eq(checkoutRequests.idempotencyKey, key)));
  if (!first || first.requestHash !== requestHash || first.subscriptionId === null) {
    throw new AppError(
      'CONFLICT',
      `This ${idempotencyHeader} was already used for a different checkout: use a new key for a new order`,
    );
  }
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.subscriptionId, first.subscriptionId));
  return row!;
}
