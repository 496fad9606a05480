import { and, eq, sql } from 'drizzle-orm';
import type { IntegrationHealth } from '@portal/contracts';
import type { Database, Db } from '../../../db/client.ts';
import { dataSourceIntegrations } from '../../../db/schema.ts';
import { statement } from '../../../db/statement.ts';

type HealthRow = Required<IntegrationHealth>;

const columns = `provider, status, started_at as "startedAt", updated_at as "updatedAt",
  bucket_name as "bucketName", service_account as "serviceAccount"`;

const listStatement = statement<HealthRow>(
  'data_sources_list',
  `select ${columns} from data_source_integrations where cybr_org_id = $1 order by provider, bucket_name`,
);

const iso = (value: string | Date) => new Date(value).toISOString();
const toHealth = (row: HealthRow): HealthRow => ({
  ...row,
  startedAt: iso(row.startedAt),
  updatedAt: iso(row.updatedAt),
});

/** Every data-source integration of the organisation, one per bucket it delivers to. */
export async function listIntegrations(database: Database, cybrOrgId: string): Promise<HealthRow[]> {
  return (await database.query(listStatement, [cybrOrgId])).map(toHealth);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Report = { cybrOrgId: string; provider: string; bucketName: string; serviceAccount: string; status: string };

export async function lockIntegration(tx: Tx, report: Report) {
  const [row] = await tx
    .select()
    .from(dataSourceIntegrations)
    .where(
      and(
        eq(dataSourceIntegrations.cybrOrgId, report.cybrOrgId),
        eq(dataSourceIntegrations.provider, report.provider),
        eq(dataSourceIntegrations.bucketName, report.bucketName),
      ),
    )
    .for('update');
  return row;
}

/** A report: the first one starts the integration; each one after it is its latest news. */
export async function saveReport(tx: Tx, report: Report): Promise<HealthRow> {
  const [row] = await tx
    .insert(dataSourceIntegrations)
    .values(report)
    .onConflictDoUpdate({
      target: [dataSourceIntegrations.cybrOrgId, dataSourceIntegrations.provider, dataSourceIntegrations.bucketName],
      set: { status: report.status, serviceAccount: report.serviceAccount, updatedAt: sql`now()` },
    })
    .returning();
  return toHealth({
    provider: row!.provider as HealthRow['provider'],
    status: row!.status as HealthRow['status'],
    startedAt: row!.startedAt,
    updatedAt: row!.updatedAt,
    bucketName: row!.bucketName,
    serviceAccount: row!.serviceAccount,
  });
}
