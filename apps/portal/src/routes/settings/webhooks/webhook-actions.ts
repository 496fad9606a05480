import { data, type ActionFunctionArgs } from 'react-router';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  redeliverWebhook,
  rotateWebhookSecret,
  sendWebhookTestEvent,
  updateWebhookEndpoint,
  webhookEndpointRequestSchema,
  webhookEndpointUpdateSchema,
  type WebhookDelivery,
  type WebhookEndpoint,
  type webhookEndpointWithSecretSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import { call } from '../../../api/client.ts';
import { parseForm } from '../../../lib/parse-form.ts';
import { requirePartner } from '../../../session/require-partner.ts';
import { attempt, type Refusal } from '../../../ui/form-refusal.ts';

// A 404 means the endpoint is gone (deleted in another tab): the page reads its list again.
export { revalidateWhenGone as shouldRevalidate } from '../../../ui/form-refusal.ts';
import { endpointFields, endpointFormField, endpointInput } from './endpoint-input.ts';

export type WebhookIntent = 'create' | 'update' | 'enable' | 'disable' | 'rotate' | 'delete' | 'test' | 'redeliver';

type Issued = z.infer<typeof webhookEndpointWithSecretSchema>;

/**
 * What a webhook form did, and to which endpoint (its id and address, for the page's sentences).
 * `issued` carries a secret: it lives only in this answer, which the page's fetcher holds until the
 * person has copied it; the loader never sees it, nor does the URL.
 */
export type WebhookActionResult = { intent: WebhookIntent; endpointId: string; url: string } & (
  { issued: Issued } | { endpoint: WebhookEndpoint } | { deleted: true } | { delivery: WebhookDelivery } | Refusal
);

/** /settings/webhooks and /settings/webhooks/:endpointId action: one per intent of the form sent. */
export async function webhooksAction({ request }: ActionFunctionArgs) {
  const { cybrOrgId } = (await requirePartner()).org;
  const form = await request.formData();
  const text = (field: string) => String(form.get(field) ?? '');
  const intent = text('intent');
  const endpointId = text('endpointId');
  const params = { cybrOrgId, endpointId };
  const about = { endpointId, url: text('url') };
  switch (intent) {
    case 'create': {
      // The contract's rules first, so a mistake is shown at once; the server checks them again.
      const parsed = parseForm(webhookEndpointRequestSchema, form, {
        input: endpointInput,
        fieldName: endpointFormField,
      });
      if ('errors' in parsed) return data<WebhookActionResult>({ intent, ...about, ...parsed }, { status: 400 });
      return attempt(
        { intent, ...about },
        async () => ({ issued: await call(createWebhookEndpoint, { params: { cybrOrgId }, body: parsed.value }) }),
        endpointFields,
      );
    }
    case 'update': {
      const parsed = parseForm(webhookEndpointUpdateSchema, form, {
        input: endpointInput,
        fieldName: endpointFormField,
      });
      if ('errors' in parsed) return data<WebhookActionResult>({ intent, ...about, ...parsed }, { status: 400 });
      return attempt(
        { intent, ...about },
        async () => ({ endpoint: await call(updateWebhookEndpoint, { params, body: parsed.value }) }),
        endpointFields,
      );
    }
    case 'enable':
    case 'disable':
      return attempt({ intent, ...about }, async () => ({
        endpoint: await call(updateWebhookEndpoint, { params, body: { enabled: intent === 'enable' } }),
      }));
    case 'rotate':
      return attempt({ intent, ...about }, async () => ({ issued: await call(rotateWebhookSecret, { params }) }));
    case 'delete':
      return attempt({ intent, ...about }, async () => {
        await call(deleteWebhookEndpoint, { params });
        return { deleted: true as const };
      });
    case 'test':
      return attempt({ intent, ...about }, async () => ({ delivery: await call(sendWebhookTestEvent, { params }) }));
    case 'redeliver':
      return attempt({ intent, ...about }, async () => ({
        delivery: await call(redeliverWebhook, { params: { ...params, deliveryId: text('deliveryId') } }),
      }));
    default:
      throw new Response('Unknown form', { status: 400 });
  }
}
