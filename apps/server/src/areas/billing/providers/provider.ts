import type {
  CheckoutRequest,
  Currency,
  PaymentMethod,
  ProductType,
  SubscriptionProvider,
  SubscriptionStatus,
  PriceQuote,
} from '@portal/contracts';

/** What checkout hands a payment provider once the server has checked and priced the order. */
export interface ProviderCheckoutInput {
  /** Ours, made before the provider is called: the provider stores it with its own records. */
  subscriptionId: string;
  /** The customer organisation the seats are for, and the partner that pays for them. */
  cybrOrgId: string;
  provisioningCybrOrgId: string;
  customer: CheckoutRequest['customer'];
  productType: ProductType;
  currency: Currency;
  quantity: number;
  /** The month's price of `quantity` seats under the current tiers (rules/price-tiers.ts). */
  quote: PriceQuote;
  /** Passed on to the provider, so a retried checkout cannot charge twice there either. */
  idempotencyKey: string;
  now: Date;
}

/** The provider's answer: its ids, the subscription's first status, and what the buyer must still do. */
export interface ProviderCheckoutResult {
  customerId: string;
  externalId: string | null;
  status: SubscriptionStatus;
  /** Set when the buyer must confirm a payment in the browser (a card provider's PaymentIntent). */
  clientSecret: string | null;
  /** The provider's own page where the buyer can pay instead (Stripe's hosted invoice page). */
  paymentUrl: string | null;
  currentPeriodStart: Date;
  nextBillingDate: Date | null;
}

/** A stored subscription as a provider needs it to change it. */
export interface ProviderSubscriptionRef {
  subscriptionId: string;
  externalId: string | null;
  nextBillingDate: Date | null;
}

/**
 * One way of paying (spec §3: provider cybr or stripe). The server keeps the subscription in its
 * own table; a provider only does what happens at the payment side.
 */
export interface PaymentProvider {
  readonly name: SubscriptionProvider;
  readonly paymentMethod: PaymentMethod;
  checkout(input: ProviderCheckoutInput): Promise<ProviderCheckoutResult>;
  /** Ends the subscription at `at` (a chosen date, or the end of the paid period). */
  cancel(subscription: ProviderSubscriptionRef, at: Date): Promise<void>;
  /** Undoes a cancellation that has not taken effect yet. */
  resume(subscription: ProviderSubscriptionRef): Promise<void>;
  /** Changes the number of seats billed from the next period on, at `quote` (the price of those seats). */
  changeQuantity(subscription: ProviderSubscriptionRef, quantity: number, quote: PriceQuote): Promise<void>;
}
