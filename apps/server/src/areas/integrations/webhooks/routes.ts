import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { notFound } from '../../../app-error.ts';
import { requireCaller } from '../../../auth/caller.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { pageOf } from '../../../http/page.ts';
import { managesPartner } from '../../tenancy/index.ts';
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
  const own = (request: FastifyRequest, cybrOrgId: string) => {
    const caller = requireCaller(request);
    // Another partner's endpoints answer exactly like a partner that does not exist.
    if (!managesPartner(caller, cybrOrgId)) throw notFound('Partner not found');
    return caller;
  };
  // A test or a redelivery goes out now, not at the next minute's dispatch.
  const dispatchNow = () => dispatchPending(database, jobs).catch(() => 0);

  registerEndpoint(
    app,
    webhookEndpoints,
    async ({ params, request }) => {
      own(request, params.cybrOrgId);
      return { data: await repo.listEndpoints(db, params.cybrOrgId) };
    },
    options,
  );
  registerEndpoint(
    app,
    createWebhookEndpoint,
    async ({ params, body, request }) => {
      const caller = own(request, params.cybrOrgId);
      await repo.checkAddress(body.url, requireHttps, config.webhooksAllowPrivate);
      return repo.createEndpoint(db, sealer, caller, params.cybrOrgId, body);
    },
    options,
  );
  registerEndpoint(
    app,
    updateWebhookEndpoint,
    async ({ params, body, request }) => {
      const caller = own(request, params.cybrOrgId);
      if (body.url !== undefined) await repo.checkAddress(body.url, requireHttps, config.webhooksAllowPrivate);
      return repo.updateEndpoint(db, caller, params.cybrOrgId, params.endpointId, body);
    },
    options,
  );
  registerEndpoint(
    app,
    deleteWebhookEndpoint,
    async ({ params, request }) => {
      await repo.deleteEndpoint(db, own(request, params.cybrOrgId), params.cybrOrgId, params.endpointId);
      return { ok: true as const };
    },
    options,
  );
  registerEndpoint(
    app,
    rotateWebhookSecret,
    async ({ params, request }) =>
      repo.rotateSecret(db, sealer, own(request, params.cybrOrgId), params.cybrOrgId, params.endpointId),
    options,
  );
  registerEndpoint(
    app,
    sendWebhookTestEvent,
    async ({ params, request }) => {
      own(request, params.cybrOrgId);
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
      own(request, params.cybrOrgId);
      const { data, total } = await repo.listDeliveries(db, params.cybrOrgId, params.endpointId, query.from, query.to);
      return pageOf(data, query, total);
    },
    options,
  );
  registerEndpoint(
    app,
    redeliverWebhook,
    async ({ params, request }) => {
      own(request, params.cybrOrgId);
      const delivery = await repo.resetForRedelivery(db, params.cybrOrgId, params.endpointId, params.deliveryId);
      await dispatchNow();
      return delivery;
    },
    options,
  );
}
