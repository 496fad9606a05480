import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { apiBasePath } from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { AppError } from '../../../app-error.ts';
import { paymentEvents } from '../../../db/schema.ts';
import { stripeClient } from './stripe-client.ts';
import { applyStripeEvent, handledStripeEvents } from './stripe-webhook-events.ts';

export const stripeWebhookPath = `${apiBasePath}/api/v1/subscriptions/providers/stripe/webhook`;

const badSignature = () =>
  new AppError('VALIDATION', 'The Stripe-Signature header does not match this payload', [
    { field: 'stripe-signature', message: 'Invalid signature' },
  ]);

/**
 * Stripe tells us of payments and subscription changes here. The signature is computed over the exact
 * bytes Stripe sent, so this route keeps the raw body (its own parser, scoped to this plugin). Each event
 * is applied once: its id goes into payment_events in the same transaction as the change it makes.
 */
export function registerStripeWebhook(app: FastifyInstance, { config, database }: AppContext): void {
  const secret = config.stripe?.webhookSecret ?? null;
  const stripe = config.stripe && secret ? stripeClient(config.stripe) : null;

  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.post(stripeWebhookPath, { config: { signedByCaller: true } }, async (request, reply) => {
      // Without a signing secret no event can be trusted: the endpoint is not set up.
      if (!stripe || !secret) throw new AppError('NOT_FOUND', 'Stripe webhooks are not set up on this server');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw badSignature();
      const sdk = await stripe;
      let event: Stripe.Event;
      try {
        event = sdk.webhooks.constructEvent(request.body, signature, secret);
      } catch {
        throw badSignature();
      }
      if (handledStripeEvents.has(event.type)) {
        await database.db.transaction(async (tx) => {
          const fresh = await tx
            .insert(paymentEvents)
            .values({ provider: 'stripe', eventId: event.id, type: event.type })
            .onConflictDoNothing()
            .returning();
          // A redelivered event was applied the first time.
          if (fresh.length > 0) await applyStripeEvent(tx as never, event);
        });
      }
      return reply.code(200).send({ received: true });
    });
  });
}
