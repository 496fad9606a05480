// The organisations, their placement and the one scope rule, access checks, users, the audit writer and the customer events every area publishes.
// Other areas import from here only (docs/architecture.md).
import type { AreaOptions } from '../../app-context.ts';
import fp from 'fastify-plugin';
import { registerUserRoutes } from './users/routes.ts';
import { registerOrganizationRoutes } from './organizations/routes.ts';
import { registerPartnerRoutes } from './partners/routes.ts';
import { registerPartnerSettingsRoutes } from './partners/settings-routes.ts';
import { registerAuditRoutes } from './audit/routes.ts';

export { recordAudit, type AuditEntry } from './audit/repo.ts';
export { eventFor } from './customer-events/events.ts';
export { queueWebhookEvents, type WebhookEvent } from './webhook-events/queue.ts';
export {
  customerEventsChannel,
  publishCustomerEvents,
  webhookDeliveriesChannel,
  type PublishedCustomerEvent,
  type StoredCustomerEvent,
} from './customer-events/publish.ts';
export { type Mode, modeCookies, modeRefusal, registerModeGuard } from './modes/mode-guard.ts';
export { partnerOrganizationCache } from './organizations/partner-cache.ts';
export {
  adminRoles,
  inCustomerScope,
  isDistributorCaller,
  isOwnAdmin,
  isPartnerOf,
  managesPartner,
  requireOwnPartner,
  mayChangeDetails,
  maySeeOrganization,
  maySeePartner,
} from './organizations/access.ts';
export { conditions, type CustomerScope, sortKeys } from './organizations/customer-list-sql.ts';
export { organizationNames } from './organizations/organization-names.ts';
export { type OrganizationRow } from './organizations/organization-sql.ts';
export { findOrganization } from './organizations/repo.ts';
export { visibleOrganization } from './organizations/visible.ts';
export { findPartner } from './partners/repo.ts';
export { type Placement, placementsOf, scopeFor } from './scope/placement.ts';
export { platformUserColumns } from './users/platform-user-sql.ts';
export { findOrCreateUser } from './users/repo.ts';

/** The tenancy area's routes, registered by app.ts as one plugin. */
export const tenancyArea = fp<AreaOptions>(
  async (app, { ctx }) => {
    registerUserRoutes(app, ctx);
    registerOrganizationRoutes(app, ctx);
    registerPartnerRoutes(app, ctx);
    registerPartnerSettingsRoutes(app, ctx);
    registerAuditRoutes(app, ctx);
  },
  { name: 'tenancy' },
);
