import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ApiKey, ApiKeyCreateRequest, ApiKeyWithSecret } from '@portal/contracts';
import { AppError, invalidField, notFound } from '../../../app-error.ts';
import { apiKeyEventsChannel, newApiKeySecret } from '../../../auth/api-keys.ts';
import type { Caller } from '../../../auth/caller-types.ts';
import type { Db } from '../../../db/client.ts';
import { apiKeys, users } from '../../../db/schema.ts';
import { recordAudit } from '../../tenancy/index.ts';

/** Live keys a partner may hold at once: enough for every tool, few enough to review. */
export const maxKeysPerPartner = 50;

const columns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  createdBy: users.fullName,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  expiresAt: apiKeys.expiresAt,
};
const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());
const view = <R extends { createdAt: string; lastUsedAt: string | null; expiresAt: string | null }>(row: R) => ({
  ...row,
  createdAt: iso(row.createdAt)!,
  lastUsedAt: iso(row.lastUsedAt),
  expiresAt: iso(row.expiresAt),
});
const live = (cybrOrgId: string) => and(eq(apiKeys.cybrOrgId, cybrOrgId), isNull(apiKeys.revokedAt));

/** A partner's keys that are not revoked, newest first (expired ones too: they say when). */
export async function listApiKeys(db: Db, cybrOrgId: string): Promise<ApiKey[]> {
  const rows = await db
    .select(columns)
    .from(apiKeys)
    .innerJoin(users, eq(users.cybrId, apiKeys.createdBy))
    .where(live(cybrOrgId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(view);
}

async function keyView(tx: Db, id: string): Promise<ApiKey> {
  const [row] = await tx
    .select(columns)
    .from(apiKeys)
    .innerJoin(users, eq(users.cybrId, apiKeys.createdBy))
    .where(eq(apiKeys.id, id));
  return view(row!);
}

export async function createApiKey(
  db: Db,
  caller: Caller,
  cybrOrgId: string,
  body: ApiKeyCreateRequest,
): Promise<ApiKeyWithSecret> {
  if (body.expiresAt !== undefined && !(Date.parse(body.expiresAt) > Date.now()))
    throw invalidField('expiresAt', 'Choose a time in the future');
  return db.transaction(async (tx) => {
    // Counted under the partner's row lock, so two creations at once cannot pass the limit together.
    await tx.execute(sql`select 1 from organizations where cybr_org_id = ${cybrOrgId} for update`);
    const [{ n }] = (await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(apiKeys)
      .where(live(cybrOrgId))) as [{ n: number }];
    if (n >= maxKeysPerPartner)
      throw new AppError('CONFLICT', `A partner can hold ${maxKeysPerPartner} API keys; revoke one first`);
    const { secret, secretHash, prefix } = newApiKeySecret();
    const id = randomUUID();
    await tx.insert(apiKeys).values({
      id,
      cybrOrgId,
      name: body.name,
      prefix,
      secretHash,
      scopes: body.scopes,
      createdBy: caller.cybrId,
      expiresAt: body.expiresAt ?? null,
    });
    await recordAudit(tx, {
      actorCybrId: caller.cybrId,
      cybrOrgId,
      action: 'api-key.created',
      target: id,
      after: { name: body.name, prefix, scopes: body.scopes, expiresAt: body.expiresAt ?? null },
    });
    return { key: await keyView(tx, id), secret };
  });
}

/** A new secret for a live key; every process refuses the old one from the commit on. */
export async function rotateApiKey(
  db: Db,
  caller: Caller,
  cybrOrgId: string,
  keyId: string,
): Promise<ApiKeyWithSecret> {
  return db.transaction(async (tx) => {
    const { secret, secretHash, prefix } = newApiKeySecret();
    const [before] = await tx
      .select({ prefix: apiKeys.prefix })
      .from(apiKeys)
      .where(and(eq(apiKeys.id, keyId), live(cybrOrgId)))
      .for('update');
    if (!before) throw notFound('API key not found');
    await tx.update(apiKeys).set({ secretHash, prefix }).where(eq(apiKeys.id, keyId));
    await recordAudit(tx, {
      actorCybrId: caller.cybrId,
      cybrOrgId,
      action: 'api-key.rotated',
      target: keyId,
      before: { prefix: before.prefix },
      after: { prefix },
    });
    await tx.execute(sql`select pg_notify(${apiKeyEventsChannel}, ${keyId})`);
    return { key: await keyView(tx, keyId), secret };
  });
}

export async function revokeApiKey(db: Db, caller: Caller, cybrOrgId: string, keyId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(apiKeys)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(apiKeys.id, keyId), live(cybrOrgId)))
      .returning({ prefix: apiKeys.prefix, name: apiKeys.name });
    if (!revoked) throw notFound('API key not found');
    await recordAudit(tx, {
      actorCybrId: caller.cybrId,
      cybrOrgId,
      action: 'api-key.revoked',
      target: keyId,
      before: revoked,
    });
    await tx.execute(sql`select pg_notify(${apiKeyEventsChannel}, ${keyId})`);
  });
}
