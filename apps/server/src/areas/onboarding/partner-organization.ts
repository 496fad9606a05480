import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { isCountryCode } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { connections, organizations, partners, users } from '../../db/schema.ts';
import { linkMicrosoftTenant, type TenantLink } from '../integrations/index.ts';
import { recordAudit } from '../tenancy/index.ts';

export interface NewPartner {
  cybrId: string;
  organizationName: string;
  country: string | null;
  languageCode: string;
  partnerType: 'distributor' | 'reseller';
  products: string[];
  /** The directory's tenant (the ID token's `tid`), when the provider named one. */
  tenantId?: string | null;
}

class AlreadyConnected extends Error {}

/**
 * Creates the signed-in person's organisation as a partner and makes them its first member, in one
 * transaction that only commits if they had no organisation yet: a refresh, a double click or a
 * second tab never creates a second one. A reseller's parent is set when it redeems its code.
 * The directory's tenant is linked to it in the same transaction, unless another organisation has it.
 */
export async function createPartnerOrganization(
  db: Db,
  input: NewPartner,
): Promise<{ cybrOrgId: string; tenant: TenantLink | null } | 'already-connected'> {
  const cybrOrgId = randomUUID();
  let tenant: TenantLink | null = null;
  try {
    await db.transaction(async (tx) => {
      const organization = {
        cybrOrgId,
        organizationName: input.organizationName.slice(0, 200),
        country: input.country && isCountryCode(input.country) ? input.country : null,
        defaultLanguageCode: input.languageCode,
        isPistachioPartner: true,
        status: 'PARTNER',
        distributorCybrOrgId: cybrOrgId,
        products: input.products,
      };
      await tx.insert(organizations).values(organization);
      await tx.insert(partners).values({ cybrOrgId, signUpAs: input.partnerType });
      const joined = await tx
        .update(users)
        .set({ cybrOrgId, userRole: 'Partner' })
        .where(and(eq(users.cybrId, input.cybrId), isNull(users.cybrOrgId)))
        .returning({ cybrId: users.cybrId });
      if (joined.length === 0) throw new AlreadyConnected();
      await recordAudit(tx, {
        actorCybrId: input.cybrId,
        cybrOrgId,
        action: 'organization.created',
        target: cybrOrgId,
        after: { ...organization, signUpAs: input.partnerType },
      });
      // The organisation came through its directory's consent: that is its directory connection.
      await tx.insert(connections).values({
        cybrOrgId,
        provider: 'microsoft',
        kind: 'directory',
        connectedBy: input.cybrId,
        externalName: organization.organizationName,
      });
      if (input.tenantId)
        tenant = await linkMicrosoftTenant(tx, { tenantId: input.tenantId, cybrOrgId, linkedBy: input.cybrId });
    });
  } catch (error) {
    if (error instanceof AlreadyConnected) return 'already-connected';
    throw error;
  }
  return { cybrOrgId, tenant };
}
