import { data, type ActionFunctionArgs } from 'react-router';
import { cancelOrResumeSubscription, checkout } from '@portal/contracts';
import { ApiError } from '../../../api/api-error.ts';
import { call } from '../../../api/client.ts';
import { requirePartner } from '../../../session/require-partner.ts';
import { billingProblem, serverMessage, type BillingProblem } from '../../../ui/billing-problem.ts';
import { cancellationFrom, type CancelFormError } from './cancel-form.ts';
import { checkoutFieldName, checkoutRequestFrom, type CheckoutFieldErrors } from './checkout-request.ts';
import { idempotencyKeyFor, settleAttempt } from './idempotency.ts';

type Refused = { problem: BillingProblem; message?: string };

export type BillingActionResult =
  | ({ intent: 'cancel' | 'resume'; subscriptionId: string } & (
      { done: true } | { formError: CancelFormError } | Refused
    ))
  | ({ intent: 'checkout' } & (
      { created: string; awaitingCard: boolean; paymentUrl: string | null } | { errors: CheckoutFieldErrors } | Refused
    ));

const status: Record<BillingProblem, number> = {
  pricingHidden: 403,
  forbidden: 403,
  providerNotConfigured: 400,
  invalid: 400,
  providerUnavailable: 502,
  unavailable: 503,
  conflict: 409,
  notFound: 404,
  timeout: 504,
};

/** A refusal the screen can say in words; anything else goes to the error boundary. */
function refused(error: unknown): Refused {
  const problem = billingProblem(error);
  if (!problem) throw error;
  return { problem, message: serverMessage(error) };
}

async function cancelOrResume(cybrOrgId: string, form: FormData, intent: 'cancel' | 'resume') {
  const subscriptionId = String(form.get('subscriptionId') ?? '');
  const ids = { subscriptionId, cybrOrgId: String(form.get('customerCybrOrgId') ?? '') };
  let body;
  if (intent === 'resume') body = { ...ids, resume: true as const };
  else {
    const cancellation = cancellationFrom({
      ...ids,
      reason: String(form.get('reason') ?? ''),
      date: String(form.get('date') ?? ''),
    });
    if ('error' in cancellation)
      return data<BillingActionResult>({ intent, subscriptionId, formError: cancellation.error }, { status: 400 });
    body = cancellation.body;
  }
  try {
    await call(cancelOrResumeSubscription, { params: { cybrOrgId }, body });
    return { intent, subscriptionId, done: true } satisfies BillingActionResult;
  } catch (error) {
    const refusal = refused(error);
    return data<BillingActionResult>({ intent, subscriptionId, ...refusal }, { status: status[refusal.problem] });
  }
}

async function startCheckout(form: FormData) {
  const parsed = checkoutRequestFrom(form);
  if ('errors' in parsed)
    return data<BillingActionResult>({ intent: 'checkout', errors: parsed.errors }, { status: 400 });
  // One key per attempt: a resubmission of the same form after a failure is the same attempt.
  const key = idempotencyKeyFor(parsed.value);
  try {
    // Seats are bought for one customer: the path names that customer (docs/decisions/0045-subscriptions.md).
    const params = { cybrOrgId: parsed.value.customer.cybrOrgId };
    const created = await call(checkout, { params, body: parsed.value, headers: { 'Idempotency-Key': key } });
    settleAttempt(key);
    const awaitingCard = created.provider === 'stripe' && created.status === 'incomplete';
    return {
      intent: 'checkout',
      created: created.subscriptionId,
      awaitingCard,
      paymentUrl: created.paymentData?.paymentUrl ?? null,
    } satisfies BillingActionResult;
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.status === 400 &&
      error.body?.code === 'VALIDATION' &&
      error.body.fields?.length
    ) {
      const errors = Object.fromEntries(error.body.fields.map((f) => [checkoutFieldName(f.field), f.message]));
      return data<BillingActionResult>({ intent: 'checkout', errors }, { status: 400 });
    }
    const refusal = refused(error);
    return data<BillingActionResult>({ intent: 'checkout', ...refusal }, { status: status[refusal.problem] });
  }
}

/** /settings/billing action: cancel, resume, or start a subscription (by the form's intent). */
export async function billingAction({ request }: ActionFunctionArgs) {
  const { cybrOrgId } = (await requirePartner()).org;
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'cancel' || intent === 'resume') return cancelOrResume(cybrOrgId, form, intent);
  if (intent === 'checkout') return startCheckout(form);
  throw new Response('Unknown form', { status: 400 });
}
