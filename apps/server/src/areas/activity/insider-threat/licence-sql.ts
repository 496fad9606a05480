import type { Database } from '../../../db/client.ts';
import { statement } from '../../../db/statement.ts';

/** §3 licence entry of product insider-threat-detection: active, and not past its expiration when it has one. */
export const activeLicenceCondition = (cybrOrgIdParam: string) => `exists (select 1 from licenses l
  where l.cybr_org_id = ${cybrOrgIdParam} and l.product_type = 'insider-threat-detection' and l.active
    and (l.expiration is null or l.expiration > now()))`;

const licensed = statement<{ licensed: boolean }>(
  'insider_threat_licensed',
  `select ${activeLicenceCondition('$1')} as licensed`,
);

export async function hasActiveInsiderThreatLicence(database: Database, cybrOrgId: string): Promise<boolean> {
  const [row] = await database.query(licensed, [cybrOrgId]);
  return row?.licensed === true;
}
