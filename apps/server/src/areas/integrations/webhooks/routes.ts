import type { FastifyInstance } from 'fastify';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  redeliverWebhook,
  rotateWebhookSecret,
  sendWebhookTestEvent,
  updateWebhookEndpoint,
  webhookDeliveries,
  webhookEndpoints,
} from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { pageOf } from '../../../http/page.ts';
import { requireOwnPartner } from '../../tenancy/index.ts';
import { dispatchPending } from './dispatch.ts';
import * as repo from './repo.ts';
import type { SecretSealer } from './secrets.ts';

/** Settings → Webhooks: a partner's admins manage its endpoints and see what was delivered. */
export function registerWebhookRoutes(
  app: FastifyInstance,
  { database, validateResponses, jobs, config }: AppContext,
  sealer: SecretSealer,
): void {
  const options = { validateResponse: validateResponses };
  const db = database.db;
  const requireHttps = config.environment === 'production';
  // A test or a redelivery goes out now, not at the next minute's dispatch.
  const dispatchNow = () => dispatchPending(database, jobs).catch(() => 0);

  registerEndpoint(
    app,
    webhookEndpoints,
    async ({ params, request }) => {
      requireOwnPartner(request, params.cybrOrgId);
      return { data: await repo.listEndpoints(db, params.cybrOrgId) };
    },
    options,
  );
  registerEndpoint(
    app,
    createWebhookEndpoint,
    async ({ params, body, request }) => {
      const caller = requireOwnPartner(request, params.cybrOrgId);
      await repo.checkAddress(body.url, requireHttps, config.webhooksAllowPrivate);
      return repo.createEndpoint(db, sealer, caller, params.cybrOrgId, body);
    },
    options,
  );
  registerEndpoint(
    app,
    updateWebhookEndpoint,
    async ({ params, body, request }) => {
      const caller = requireOwnPartner(request, params.cybrOrgId);
      if (body.url !== undefined) await repo.checkAddress(body.url, requireHttps, config.webhooksAllowPrivate);
      return repo.updateEndpoint(db, caller, params.cybrOrgId, params.endpointId, body);
    },
    options,
  );
  registerEndpoint(
    app,
    deleteWebhookEndpoint,
    async ({ params, request }) => {
      await repo.deleteEndpoint(db, requireOwnPartner(request, params.cybrOrgId), params.cybrOrgId, params.endpointId);
      return { ok: true as const };
    },
    options,
  );
  registerEndpoint(
    app,
    rotateWebhookSecret,
    async ({ params, request }) =>
      repo.rotateSecret(db, sealer, requireOwnPartner(request, params.cybrOrgId), params.cybrOrgId, params.endpointId),
    options,
  );
  registerEndpoint(
    app,
    sendWebhookTestEvent,
    async ({ params, request }) => {
      requireOwnPartner(request, params.cybrOrgId);
      const delivery = await repo.queueTestEvent(db, params.cybrOrgId, params.endpointId);
      await dispatchNow();
      return delivery;
    },
    options,
  );
  registerEndpoint(
    app,
    webhookDeliveries,
    async ({ params, query, request }) => {
      requireOwnPartner(request, params.cybrOrgId);
      const { data, total } = await repo.listDeliveries(db, params.cybrOrgId, params.endpointId, query.from, query.to);
      return pageOf(data, query, total);
    },
    options,
  );
  registerEndpoint(
    app,
    redeliverWebhook,
    async ({ params, request }) => {
      requireOwnPartner(request, params.cybrOrgId);
      const delivery = await repo.resetForRedelivery(db, params.cybrOrgId, params.endpointId, params.deliveryId);
      await dispatchNow();
      return delivery;
    },
    options,
  );
}
