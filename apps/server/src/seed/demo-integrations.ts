import type { Db } from '../db/client.ts';
import { autodiscoverySettings, dataSourceIntegrations, partnerDomains } from '../db/schema.ts';

/** Confirmed domains of the demo partners; their people's portal.example stays an open question. */
export const demoDomains = {
  distributor: ['nordicshield.example', 'nordicshield.no'],
  reseller: ['alpinesecure.de'],
} as const;

/**
 * The demo's domains, data-source integrations and autodiscovery: the distributor has one GitHub
 * export that is healthy and one that fails, and discovers its people from one of its domains.
 */
export async function seedDemoIntegrations(
  db: Db,
  ids: { distributor: string; reseller: string },
  daysAgo: (n: number) => string,
): Promise<void> {
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
  await db.insert(partnerDomains).values([
    ...demoDomains.distributor.map((domain) => ({
      cybrOrgId: ids.distributor,
      domain,
      accepted: true,
      createdAt: daysAgo(200),
      updatedAt: daysAgo(200),
    })),
    ...demoDomains.reseller.map((domain) => ({
      cybrOrgId: ids.reseller,
      domain,
      accepted: true,
      createdAt: daysAgo(150),
      updatedAt: daysAgo(150),
    })),
  ]);
  await db.insert(dataSourceIntegrations).values([
    {
      cybrOrgId: ids.distributor,
      provider: 'github',
      bucketName: 'nordic-shield-github-audit',
      serviceAccount: 'github-collector@nordic-shield.iam.example',
      status: 'ok',
      startedAt: daysAgo(120),
      updatedAt: minutesAgo(12),
    },
    {
      cybrOrgId: ids.distributor,
      provider: 'github',
      bucketName: 'nordic-shield-github-archive',
      serviceAccount: 'archive-collector@nordic-shield.iam.example',
      status: 'failing',
      startedAt: daysAgo(45),
      updatedAt: daysAgo(2),
    },
  ]);
  await db
    .insert(autodiscoverySettings)
    .values({ cybrOrgId: ids.distributor, enabled: true, domains: ['nordicshield.no'], updatedAt: daysAgo(30) });
}
