import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { organizationUpdateSchema } from '@portal/contracts';
import { AppError, invalidField, notFound } from '../../../app-error.ts';
import type { Caller } from '../../../auth/sessions.ts';
import type { Db } from '../../../db/client.ts';
import { organizations } from '../../../db/schema.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { eventFor } from '../customer-events/events.ts';
import { publishCustomerEvents } from '../customer-events/publish.ts';
import { isPartnerOf, mayChangeDetails } from './access.ts';
import type { OrganizationRow } from './organization-sql.ts';
import { recordAudit } from '../audit/repo.ts';

type Update = z.output<typeof organizationUpdateSchema>;

// §4: an update may set only APPROVED or DISABLED. A partner approves or declines a pending
// customer, disables an approved one and approves a disabled one again; nothing else moves.
const allowedFrom: Record<string, readonly string[]> = {
  PENDING: ['APPROVED', 'DISABLED'],
  APPROVED: ['DISABLED'],
  DISABLED: ['APPROVED'],
};

export const nameTaken = 'Another customer of this partner already has this name';

/** Who may change what; throws 403 for a visible organisation the caller may not change this way. */
export function checkUpdateAllowed(caller: Caller, org: OrganizationRow, update: Update): void {
  // The status is the partner's decision about its customer: not the customer's own, and never a partner's.
  if (update.status !== undefined && (!isPartnerOf(caller, org) || org.isPistachioPartner)) {
    throw new AppError('FORBIDDEN', "Only the customer's partner can change its status", [
      { field: 'status', message: "Only the customer's partner can change its status" },
    ]);
  }
  const details =
    update.organizationName !== undefined ||
    update.defaultLanguageCode !== undefined ||
    update.domainPoolId !== undefined ||
    update.country !== undefined;
  if (details && !mayChangeDetails(caller, org)) {
    throw new AppError('FORBIDDEN', "Only the organisation's admins or its partner can change these details");
  }
}

/**
 * Applies an update in one transaction with the organisation's row locked: the status transition is
 * checked against the status it really has, and each change is written to the audit log.
 */
export async function applyOrganizationUpdate(
  db: Db,
  caller: Caller,
  cybrOrgId: string,
  update: Update,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(organizations)
        .where(eq(organizations.cybrOrgId, cybrOrgId))
        .for('update');
      if (!current) throw notFound('Organization not found');
      const statusChanges = update.status !== undefined && update.status !== current.status;
      if (statusChanges && !allowedFrom[current.status]?.includes(update.status!)) {
        const message = `A customer that is ${current.status} cannot be set to ${update.status}`;
        throw new AppError('CONFLICT', message, [{ field: 'status', message }]);
      }
      const details = {
        ...(update.organizationName !== undefined && update.organizationName !== current.organizationName
          ? { organizationName: update.organizationName }
          : {}),
        ...(update.defaultLanguageCode !== undefined && update.defaultLanguageCode !== current.defaultLanguageCode
          ? { defaultLanguageCode: update.defaultLanguageCode }
          : {}),
        ...(update.domainPoolId !== undefined && update.domainPoolId !== current.domainPoolId
          ? { domainPoolId: update.domainPoolId }
          : {}),
        ...(update.country !== undefined && update.country !== current.country ? { country: update.country } : {}),
      };
      if (details.organizationName && current.partnerCybrOrgId) {
        const [clash] = await tx
          .select({ id: organizations.cybrOrgId })
          .from(organizations)
          .where(
            and(
              eq(organizations.partnerCybrOrgId, current.partnerCybrOrgId),
              eq(sql`lower(${organizations.organizationName})`, details.organizationName.toLowerCase()),
              ne(organizations.cybrOrgId, cybrOrgId),
            ),
          );
        if (clash) throw invalidField('organizationName', nameTaken);
      }
      if (!statusChanges && Object.keys(details).length === 0) return;
      await tx
        .update(organizations)
        .set({ ...details, ...(statusChanges ? { status: update.status! } : {}) })
        .where(eq(organizations.cybrOrgId, cybrOrgId));
      const audit = { actorCybrId: caller.cybrId, cybrOrgId: caller.cybrOrgId, target: cybrOrgId };
      if (statusChanges) {
        await recordAudit(tx, {
          ...audit,
          action: 'customer.status',
          before: { status: current.status },
          after: { status: update.status },
        });
        await publishCustomerEvents(tx, [
          { ...eventFor(current, 'status'), statusChange: { from: current.status, to: update.status! } },
        ]);
      }
      if (Object.keys(details).length > 0) {
        const before = Object.fromEntries(
          Object.keys(details).map((key) => [key, current[key as keyof typeof details]]),
        );
        await recordAudit(tx, { ...audit, action: 'organization.details', before, after: details });
      }
    });
  } catch (error) {
    // Renamed at the same moment as another customer took the name.
    if (isUniqueViolation(error, 'organizations_partner_name_unique_idx'))
      throw invalidField('organizationName', nameTaken);
    throw error;
  }
}
