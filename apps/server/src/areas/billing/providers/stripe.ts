import type Stripe from 'stripe';
import type { PriceQuote, ProductType } from '@portal/contracts';
import type {
  PaymentProvider,
  ProviderCheckoutInput,
  ProviderCheckoutResult,
  ProviderSubscriptionRef,
} from './provider.ts';
import {
  atStripe,
  stripeClient,
  stripeIdempotencyKey,
  type StripeClientOptions,
  type StripeConfig,
} from './stripe-client.ts';
import { stripeSubscriptionState } from './stripe-subscription-state.ts';

// One Stripe product per product of ours, made on first use, so the Stripe dashboard groups sales by product.
const productNames: Record<ProductType, string> = {
  standard: 'Security awareness training seats',
  'insider-threat-detection': 'Insider threat detection seats',
};
const productId = (productType: ProductType) => `portal-${productType}`;

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

function address(from: ProviderCheckoutInput['customer']['billingAddress']): Stripe.AddressParam {
  return {
    line1: from.line1,
    line2: from.line2 ?? '',
    city: from.city,
    postal_code: from.postalCode,
    country: from.country,
  };
}

/**
 * The order goes to Stripe as one monthly line of the graduated total we computed (rules/price-tiers.ts),
 * quantity 1 and the seat count in metadata: Stripe's own tiers would be a second copy of our prices.
 */
function orderPrice(
  currency: string,
  product: string,
  quote: PriceQuote,
): Stripe.SubscriptionCreateParams.Item.PriceData {
  return { currency, product, unit_amount: quote.total, recurring: { interval: 'month' }, tax_behavior: 'inclusive' };
}

/** Card payments through Stripe (spec §3 provider stripe). */
export function createStripeProvider(config: StripeConfig, options: StripeClientOptions = {}): PaymentProvider {
  const sdk = stripeClient(config, options);

  async function ensureProduct(productType: ProductType): Promise<string> {
    const id = productId(productType);
    const stripe = await sdk;
    try {
      await stripe.products.retrieve(id);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode !== 404) throw error;
      await stripe.products.create({ id, name: productNames[productType] }, { idempotencyKey: `product/${id}` });
    }
    return id;
  }

  async function checkout(input: ProviderCheckoutInput): Promise<ProviderCheckoutResult> {
    const key = (step: string) => stripeIdempotencyKey(input.provisioningCybrOrgId, input.idempotencyKey, step);
    const metadata = {
      subscriptionId: input.subscriptionId,
      cybrOrgId: input.cybrOrgId,
      provisioningCybrOrgId: input.provisioningCybrOrgId,
    };
    return atStripe(async () => {
      const stripe = await sdk;
      const product = await ensureProduct(input.productType);
      // The idempotency key makes a retried checkout find the customer the first attempt made.
      const customer = await stripe.customers.create(
        {
          name: input.customer.name,
          email: input.customer.email,
          address: address(input.customer.billingAddress),
          shipping: { name: input.customer.name, address: address(input.customer.shippingAddress) },
          metadata: { cybrOrgId: input.customer.cybrOrgId, provisioningCybrOrgId: input.provisioningCybrOrgId },
        },
        { idempotencyKey: key('customer') },
      );
      const subscription = await stripe.subscriptions.create(
        {
          customer: customer.id,
          items: [{ price_data: orderPrice(input.currency, product, input.quote), quantity: 1 }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          metadata: { ...metadata, seats: String(input.quantity) },
          // Since API version 2025-03-31 the PaymentIntent's client secret is the invoice's confirmation secret.
          expand: ['latest_invoice.confirmation_secret'],
        },
        { idempotencyKey: key('subscription') },
      );
      const state = stripeSubscriptionState(subscription);
      const invoice = subscription.latest_invoice as Stripe.Invoice | null;
      return {
        customerId: customer.id,
        externalId: subscription.id,
        status: state.status,
        clientSecret: invoice?.confirmation_secret?.client_secret ?? null,
        paymentUrl: invoice?.hosted_invoice_url ?? null,
        currentPeriodStart: state.currentPeriodStart,
        nextBillingDate: state.nextBillingDate,
      };
    });
  }

  const externalId = (subscription: ProviderSubscriptionRef) => {
    if (!subscription.externalId) throw new Error(`subscription ${subscription.subscriptionId} has no Stripe id`);
    return subscription.externalId;
  };

  return {
    name: 'stripe',
    paymentMethod: 'card',
    checkout,
    async cancel(subscription, at) {
      await atStripe(async () =>
        (await sdk).subscriptions.update(externalId(subscription), { cancel_at: unix(at), proration_behavior: 'none' }),
      );
    },
    async resume(subscription) {
      await atStripe(async () => (await sdk).subscriptions.update(externalId(subscription), { cancel_at: '' }));
    },
    /** From the next period on, the order's line is the graduated total of the new seat count. */
    async changeQuantity(subscription: ProviderSubscriptionRef, quantity: number, quote: PriceQuote) {
      const id = externalId(subscription);
      await atStripe(async () => {
        const stripe = await sdk;
        const current = await stripe.subscriptions.retrieve(id);
        const item = current.items.data[0]!;
        const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
        await stripe.subscriptions.update(id, {
          items: [{ id: item.id, price_data: orderPrice(item.price.currency, product, quote), quantity: 1 }],
          metadata: { seats: String(quantity) },
          proration_behavior: 'none',
        });
      });
    },
  };
}
