import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { hashToken } from '../../../auth/sessions.ts';
import type { Db } from '../../../db/client.ts';
import { microsoftTenants, sessions, users } from '../../../db/schema.ts';
import { recordAudit } from '../../tenancy/index.ts';

/** Whether any organisation is linked to the tenant: no other tenant's keys are ever fetched. */
export async function isLinkedTenant(db: Db, tenantId: string): Promise<boolean> {
  const [row] = await db
    .select({ tenantId: microsoftTenants.tenantId })
    .from(microsoftTenants)
    .where(eq(microsoftTenants.tenantId, tenantId));
  return Boolean(row);
}

/** The active user with this sign-in name in the organisation linked to the tenant, if any. */
export async function findTenantMember(db: Db, tenantId: string, username: string) {
  const [row] = await db
    .select({ cybrId: users.cybrId, cybrOrgId: users.cybrOrgId })
    .from(users)
    .innerJoin(microsoftTenants, eq(microsoftTenants.cybrOrgId, users.cybrOrgId))
    .where(
      and(
        eq(microsoftTenants.tenantId, tenantId),
        sql`lower(${users.email}) = lower(${username})`,
        eq(users.status, 'active'),
      ),
    );
  return row ?? null;
}

export type TenantLink = 'linked' | 'already-linked' | 'taken';

/**
 * Links the tenant to the organisation whose directory was connected with it, audited, in the
 * caller's transaction. A tenant already linked stays with its organisation ('taken' when that is
 * another one): connecting a directory never moves a tenant, so nobody takes over another
 * organisation's token exchange by connecting.
 */
export async function linkMicrosoftTenant(
  db: Db,
  link: { tenantId: string; cybrOrgId: string; linkedBy: string },
): Promise<TenantLink> {
  const inserted = await db
    .insert(microsoftTenants)
    .values(link)
    .onConflictDoNothing()
    .returning({ tenantId: microsoftTenants.tenantId });
  if (inserted.length === 0) {
    const [owner] = await db
      .select({ cybrOrgId: microsoftTenants.cybrOrgId })
      .from(microsoftTenants)
      .where(eq(microsoftTenants.tenantId, link.tenantId));
    return owner?.cybrOrgId === link.cybrOrgId ? 'already-linked' : 'taken';
  }
  await recordAudit(db, {
    actorCybrId: link.linkedBy,
    cybrOrgId: link.cybrOrgId,
    action: 'microsoft-tenant.linked',
    target: link.tenantId,
    after: { provider: 'microsoft', tenantId: link.tenantId },
  });
  return 'linked';
}

/**
 * A session for the user, lasting `ttlSeconds`, and its audit entry in one transaction. The token
 * is a session id like the portal's cookie; only its hash is stored.
 */
export async function issueSessionToken(
  db: Db,
  member: { cybrId: string; cybrOrgId: string | null },
  ttlSeconds: number,
  audit: { tenantId: string; objectId: string | null },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      idHash: hashToken(token),
      cybrId: member.cybrId,
      expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
    });
    await recordAudit(tx, {
      actorCybrId: member.cybrId,
      cybrOrgId: member.cybrOrgId,
      action: 'provider-token.issued',
      target: member.cybrId,
      after: { provider: 'microsoft', tenantId: audit.tenantId, objectId: audit.objectId, expiresIn: ttlSeconds },
    });
  });
  return token;
}
