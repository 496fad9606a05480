import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { connections, connectionStatesUsed, organizations, organizationSyncs, users } from '../../../db/schema.ts';
import { oauthProviders, type OAuthProvider } from '../../../config/oauth-providers.ts';
import { recordAudit } from '../../tenancy/index.ts';

const isoUtc = (column: unknown) => sql<string | null>`iso_utc(${column})`;

export interface StoredConnection {
  provider: string;
  kind: string;
  connectedAt: string | null;
  connectedBy: { cybrId: string; fullName: string } | null;
  externalName: string | null;
}

/** The organisation's stored connections, with the name of who connected each (never the token). */
export async function listConnections(db: Db, cybrOrgId: string): Promise<StoredConnection[]> {
  const rows = await db
    .select({
      provider: connections.provider,
      kind: connections.kind,
      connectedAt: isoUtc(connections.connectedAt),
      cybrId: users.cybrId,
      fullName: users.fullName,
      externalName: connections.externalName,
    })
    .from(connections)
    .leftJoin(users, eq(users.cybrId, connections.connectedBy))
    .where(eq(connections.cybrOrgId, cybrOrgId));
  return rows.map(({ cybrId, fullName, ...row }) => ({
    ...row,
    connectedBy: cybrId && fullName ? { cybrId, fullName } : null,
  }));
}

export interface NewConnection {
  cybrOrgId: string;
  provider: string;
  kind: 'chat' | 'crm' | 'directory';
  connectedBy: string;
  externalName: string | null;
  tokenSealed: string | null;
}

/** Stores (or replaces) a connection with its audit row, in one transaction. */
export async function saveConnection(db: Db, connection: NewConnection): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        connectedBy: connections.connectedBy,
        connectedAt: connections.connectedAt,
        externalName: connections.externalName,
      })
      .from(connections)
      .where(and(eq(connections.cybrOrgId, connection.cybrOrgId), eq(connections.provider, connection.provider)))
      .for('update');
    const values = { ...connection, connectedAt: new Date().toISOString() };
    await tx
      .insert(connections)
      .values(values)
      .onConflictDoUpdate({ target: [connections.cybrOrgId, connections.provider], set: values });
    await recordAudit(tx, {
      actorCybrId: connection.connectedBy,
      cybrOrgId: connection.cybrOrgId,
      action: `connection.${connection.kind}.connected`,
      target: connection.provider,
      before: before ?? null,
      after: {
        provider: connection.provider,
        connectedBy: connection.connectedBy,
        externalName: connection.externalName,
      },
    });
  });
}

/** Removes a chat or CRM connection (the kinds a person may remove) and audits it; false when there was none. */
export async function deleteConnection(
  db: Db,
  actor: string,
  cybrOrgId: string,
  provider: OAuthProvider,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(connections)
      .where(and(eq(connections.cybrOrgId, cybrOrgId), eq(connections.provider, provider)))
      .returning({
        kind: connections.kind,
        connectedBy: connections.connectedBy,
        externalName: connections.externalName,
      });
    if (!removed) return false;
    await recordAudit(tx, {
      actorCybrId: actor,
      cybrOrgId,
      action: `connection.${oauthProviders[provider].kind}.disconnected`,
      target: provider,
      before: { provider, ...removed },
      after: null,
    });
    return true;
  });
}

/**
 * Marks an OAuth state as used; false when it already was (a replayed callback). Used ids are kept
 * until the state itself would have expired, then swept here, so the table stays small.
 */
export async function useState(db: Db, stateId: string, expiresAt: Date): Promise<boolean> {
  await db.delete(connectionStatesUsed).where(lt(connectionStatesUsed.expiresAt, new Date().toISOString()));
  const inserted = await db
    .insert(connectionStatesUsed)
    .values({ stateId, expiresAt: expiresAt.toISOString() })
    .onConflictDoNothing()
    .returning();
  return inserted.length === 1;
}

/** The organisation's sync: its §3 syncStatus and syncDate, and who switched it on and when. */
export async function findSync(db: Db, cybrOrgId: string) {
  const [row] = await db
    .select({
      syncStatus: organizations.syncStatus,
      syncDate: isoUtc(organizations.syncDate),
      startedAt: isoUtc(organizationSyncs.startedAt),
      cybrId: users.cybrId,
      fullName: users.fullName,
    })
    .from(organizations)
    .leftJoin(organizationSyncs, eq(organizationSyncs.cybrOrgId, organizations.cybrOrgId))
    .leftJoin(users, eq(users.cybrId, organizationSyncs.startedBy))
    .where(eq(organizations.cybrOrgId, cybrOrgId));
  if (!row) return null;
  const { cybrId, fullName, ...sync } = row;
  return { ...sync, on: sync.startedAt !== null, startedBy: cybrId && fullName ? { cybrId, fullName } : null };
}

/**
 * Switches the sync on (status `pending` until the platform's directory collector reports a run)
 * or off (status cleared), with its audit row; nothing is written when it is already so.
 */
export async function setSync(db: Db, actor: string, cybrOrgId: string, on: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ syncStatus: organizations.syncStatus })
      .from(organizations)
      .where(eq(organizations.cybrOrgId, cybrOrgId))
      .for('update');
    const [started] = await tx.select().from(organizationSyncs).where(eq(organizationSyncs.cybrOrgId, cybrOrgId));
    if (!current || Boolean(started) === on) return;
    if (on) await tx.insert(organizationSyncs).values({ cybrOrgId, startedBy: actor });
    else await tx.delete(organizationSyncs).where(eq(organizationSyncs.cybrOrgId, cybrOrgId));
    const syncStatus = on ? 'pending' : null;
    await tx.update(organizations).set({ syncStatus }).where(eq(organizations.cybrOrgId, cybrOrgId));
    await recordAudit(tx, {
      actorCybrId: actor,
      cybrOrgId,
      action: on ? 'organization.sync.started' : 'organization.sync.stopped',
      target: cybrOrgId,
      before: { syncStatus: current.syncStatus },
      after: { syncStatus },
    });
  });
}
