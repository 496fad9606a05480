import { and, eq, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client.ts';
import { oidcModels } from '../../db/schema.ts';

/**
 * oidc-provider's storage in PostgreSQL, so sign-in state (interactions, codes, grants)
 * survives restarts and is shared by every server process.
 */
// Ids arrive from anonymous requests (client_id, uid, codes): one PostgreSQL cannot store is simply unknown.
const storable = (value: string) => value.length <= 1024 && !value.includes('\u0000');

export function postgresAdapter(db: Db): new (kind: string) => Adapter {
  return class PostgresAdapter implements Adapter {
    constructor(private readonly kind: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        kind: this.kind,
        id,
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000).toISOString() : null,
      };
      await db
        .insert(oidcModels)
        .values(row)
        .onConflictDoUpdate({ target: [oidcModels.kind, oidcModels.id], set: row });
    }

    private async findWhere(value: string, where: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      if (!storable(value)) return undefined;
      const rows = await db
        .select()
        .from(oidcModels)
        .where(
          and(
            eq(oidcModels.kind, this.kind),
            where,
            sql`(${oidcModels.expiresAt} is null or ${oidcModels.expiresAt} > now())`,
          ),
        )
        .limit(1);
      const row = rows[0];
      if (!row) return undefined;
      return {
        ...(row.payload as AdapterPayload),
        ...(row.consumedAt ? { consumed: Math.floor(Date.parse(row.consumedAt) / 1000) } : {}),
      };
    }

    find(id: string) {
      return this.findWhere(id, eq(oidcModels.id, id));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(userCode, eq(oidcModels.userCode, userCode));
    }

    findByUid(uid: string) {
      return this.findWhere(uid, eq(oidcModels.uid, uid));
    }

    async consume(id: string): Promise<void> {
      if (!storable(id)) return;
      await db
        .update(oidcModels)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(oidcModels.kind, this.kind), eq(oidcModels.id, id)));
    }

    async destroy(id: string): Promise<void> {
      if (!storable(id)) return;
      await db.delete(oidcModels).where(and(eq(oidcModels.kind, this.kind), eq(oidcModels.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      if (!storable(grantId)) return;
      await db.delete(oidcModels).where(eq(oidcModels.grantId, grantId));
    }
  };
}
