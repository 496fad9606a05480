import { z } from 'zod';

/**
 * Every action the server writes to the audit log, grouped as the portal's filter offers them. The
 * server's audit column and its one writer are typed by this list, so a write of anything else does
 * not compile, and the portal has a label for each one in every language (audit-labels.test.ts).
 */
export const auditActions = [
  'customer.added',
  'customer.status',
  'customer.license-cap',
  'customer.view-permission',
  'mode.remote-view.entered',
  'mode.remote-view.left',
  'mode.ghost.entered',
  'mode.ghost.left',
  'partner.currency',
  'partner.terms-accepted',
  'partner.billing',
  'access-code.issued',
  'access-code.redeemed',
  'access-code.revoked',
  'organization.created',
  'organization.details',
  'organization.contact',
  'organization.admin.added',
  'organization.admin.removed',
  'organization.sync.started',
  'organization.sync.stopped',
  'session.sign-in',
  'session.sign-out',
  'user.joined',
  'user.delivery-preference',
  'connection.chat.connected',
  'connection.chat.disconnected',
  'connection.crm.connected',
  'connection.crm.disconnected',
  'connection.directory.connected',
  'integration.health',
  'domain.accepted',
  'domain.declined',
  'domain.removed',
  'autodiscovery',
  'wall.approved',
  'wall.rejected',
  'wall.flagged',
  'subscription.checkout',
  'subscription.license-cap',
  'subscription.cancel',
  'subscription.resume',
  'subscription.ended',
  'subscription.provider-change',
  'invoice.issued',
  'invoice.paid',
  'invoice.provider-change',
  'price.update',
  'resource.added',
  'resource.removed',
  'platform.contact.sent',
  'platform.contact-request.sent',
  'platform.license-request.sent',
  'platform.seller-details.updated',
  'platform.job.retried',
  'feedback.sent',
  'breach.interaction',
  'teach.answer',
  'message.test.sent',
  'message.test.failed',
  'provider-token.issued',
  'microsoft-tenant.linked',
  'api-key.created',
  'api-key.rotated',
  'api-key.revoked',
  'webhook.endpoint.created',
  'webhook.endpoint.updated',
  'webhook.endpoint.deleted',
  'webhook.endpoint.secret-rotated',
  'webhook.endpoint.disabled',
] as const;

export type AuditAction = (typeof auditActions)[number];

export const auditActionSchema = z.enum(auditActions);

/** The groups an action filter may name instead of one action: 'customer.' matches every customer.* action. */
export const auditActionGroups: readonly string[] = [
  ...new Set(
    auditActions.flatMap((action) =>
      action
        .split('.')
        .slice(0, -1)
        .map((_, i, parts) => `${parts.slice(0, i + 1).join('.')}.`),
    ),
  ),
];

const longestAction = Math.max(...auditActions.map((action) => action.length));

/** An audit-log filter: one listed action, or a group of them ending in a dot; anything else is refused. */
export const auditActionFilterSchema = z
  .string()
  .trim()
  // Bounded before it is compared: no listed action or group is longer than this.
  .max(longestAction, { error: 'Invalid input' })
  .refine((value) => auditActionSchema.safeParse(value).success || auditActionGroups.includes(value), {
    error: 'Invalid input',
  });
