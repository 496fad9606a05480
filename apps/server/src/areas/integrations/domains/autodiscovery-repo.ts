import { and, eq, sql } from 'drizzle-orm';
import type { AutodiscoverySettings } from '@portal/contracts';
import type { Database } from '../../../db/client.ts';
import { autodiscoverySettings, partnerDomains } from '../../../db/schema.ts';
import { statement } from '../../../db/statement.ts';
import type { Tx } from './repo.ts';

const settingsStatement = statement<AutodiscoverySettings>(
  'autodiscovery_find',
  'select enabled, domains from autodiscovery_settings where cybr_org_id = $1',
);

/** The organisation's setting; one never set is off, with no domains. */
export async function findSettings(database: Database, cybrOrgId: string): Promise<AutodiscoverySettings> {
  const [row] = await database.query(settingsStatement, [cybrOrgId]);
  return row ?? { enabled: false, domains: [] };
}

export async function lockSettings(tx: Tx, cybrOrgId: string): Promise<AutodiscoverySettings | undefined> {
  const [row] = await tx
    .select({ enabled: autodiscoverySettings.enabled, domains: autodiscoverySettings.domains })
    .from(autodiscoverySettings)
    .where(eq(autodiscoverySettings.cybrOrgId, cybrOrgId))
    .for('update');
  return row;
}

/** The partner's confirmed domains, locked so none is removed while autodiscovery is set to read it. */
export async function lockAcceptedDomains(tx: Tx, cybrOrgId: string): Promise<string[]> {
  const rows = await tx
    .select({ domain: partnerDomains.domain })
    .from(partnerDomains)
    .where(and(eq(partnerDomains.cybrOrgId, cybrOrgId), eq(partnerDomains.accepted, true)))
    .orderBy(partnerDomains.domain)
    .for('share');
  return rows.map((row) => row.domain);
}

export async function saveSettings(tx: Tx, cybrOrgId: string, settings: AutodiscoverySettings): Promise<void> {
  await tx
    .insert(autodiscoverySettings)
    .values({ cybrOrgId, ...settings })
    .onConflictDoUpdate({ target: autodiscoverySettings.cybrOrgId, set: { ...settings, updatedAt: sql`now()` } });
}
