import { and, eq } from 'drizzle-orm';
import type { Cancellation, SubscriptionStatus } from '@portal/contracts';
import { AppError, invalidField } from '../../../app-error.ts';
import type { Caller } from '../../../auth/caller-types.ts';
import type { Db } from '../../../db/client.ts';
import { subscriptions } from '../../../db/schema.ts';
import type { ProviderRegistry } from '../providers/registry.ts';
import type { SubscriptionRow } from './subscription-view.ts';
import { cancelRefusal, resumeRefusal } from './transitions.ts';
import { queueWebhookEvents, recordAudit } from '../../tenancy/index.ts';

export const staleSubscription = () =>
  new AppError('CONFLICT', 'This subscription changed while you were looking at it: reload it and try again');

const refused = (message: string) => new AppError('CONFLICT', message);

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * When a cancellation ends the subscription (docs/decisions/0045-subscriptions.md: cancelling). With a reason: at the
 * end of the period already paid for. With a time: then, which may be no earlier than now and no
 * later than the end of the paid period (a later end would need a period nobody has billed yet).
 */
export function cancellationEnd(
  row: Pick<SubscriptionRow, 'nextBillingDate'>,
  request: { cancellationTime?: string | undefined },
  now: Date,
): Date {
  const periodEnd = row.nextBillingDate === null ? now : new Date(row.nextBillingDate);
  if (request.cancellationTime === undefined) return periodEnd;
  const at = new Date(request.cancellationTime);
  if (at < now) throw invalidField('cancellationTime', 'The cancellation time cannot be in the past');
  if (at > periodEnd)
    throw invalidField(
      'cancellationTime',
      `The cancellation time cannot be after the end of the paid period (${periodEnd.toISOString()})`,
    );
  return at;
}

/**
 * Cancels or resumes `row` as it was read. The write only lands if the row still has the version
 * that was read (optimistic locking): a change made in between is never silently overwritten.
 */
export async function cancelOrResume(
  db: Db,
  providers: ProviderRegistry,
  caller: Caller,
  row: SubscriptionRow,
  request: Cancellation,
  now: Date,
): Promise<SubscriptionRow> {
  const state = {
    status: row.status as SubscriptionStatus,
    cancellationTime: row.cancellationTime ? new Date(row.cancellationTime) : null,
  };
  const provider = providers[row.provider as keyof ProviderRegistry];
  if (!provider)
    throw new AppError('PROVIDER_NOT_CONFIGURED', `Payment by ${row.provider} is not set up on this server`);
  const ref = {
    subscriptionId: row.subscriptionId,
    externalId: row.externalId,
    nextBillingDate: row.nextBillingDate ? new Date(row.nextBillingDate) : null,
  };

  let change: { cancellationTime: string | null; cancellationReason: string | null };
  if (request.resume) {
    const refusal = resumeRefusal(state, now);
    if (refusal) throw refused(refusal);
    change = { cancellationTime: null, cancellationReason: null };
  } else {
    const refusal = cancelRefusal(state);
    if (refusal) throw refused(refusal);
    const end = cancellationEnd(row, request, now);
    change = { cancellationTime: end.toISOString(), cancellationReason: request.cancellationReason ?? null };
  }

  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(subscriptions)
      .set({ ...change, version: row.version + 1 })
      .where(and(eq(subscriptions.subscriptionId, row.subscriptionId), eq(subscriptions.version, row.version)))
      .returning();
    if (!updated) throw staleSubscription();
    if (request.resume) await provider.resume(ref);
    else await provider.cancel(ref, new Date(change.cancellationTime!));
    await recordAudit(tx, {
      actorCybrId: caller.cybrId,
      cybrOrgId: caller.cybrOrgId,
      action: request.resume ? 'subscription.resume' : 'subscription.cancel',
      target: row.subscriptionId,
      before: { cancellationTime: iso(row.cancellationTime), cancellationReason: row.cancellationReason },
      after: change,
    });
    await queueWebhookEvents(tx, [
      {
        type: request.resume ? 'subscription.resumed' : 'subscription.cancelled',
        objectId: row.subscriptionId,
        audience: [row.provisioningCybrOrgId],
        data: {
          subscription: {
            subscriptionId: row.subscriptionId,
            cybrOrgId: row.cybrOrgId,
            productType: row.productType,
            ...change,
          },
        },
      },
    ]);
    return updated;
  });
}
