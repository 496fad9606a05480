import { Readable } from 'node:stream';
import {
  findLicense,
  isUnlimitedCap,
  licenseCap,
  productTypeSchema,
  totalInUse,
  type License,
} from '@portal/contracts';
import type { Database } from '../../../db/client.ts';
import { csvRow } from '../../../http/csv.ts';
import type { CustomerScope } from '../../tenancy/index.ts';
import { customerBatch, type Cursor, type ExportQuery } from './customers-sql.ts';

export const exportBatchSize = 1000;
const products = productTypeSchema.options;
const header = ['name', 'id', 'status', 'country', 'partner', 'users', ...products.map((p) => `${p} in use / cap`)];

/** "in use / cap", 'Unlimited' for a cap of 0; only the seats where no cap applies; empty without the product. */
export function licenceCell(licenses: readonly License[] | null, product: (typeof products)[number]): string {
  const licence = findLicense(licenses, product);
  if (!licence) return '';
  const cap = licenseCap(licence);
  const inUse = totalInUse(licence) ?? 0;
  return cap === null ? String(inUse) : `${inUse} / ${isUnlimitedCap(cap) ? 'Unlimited' : cap}`;
}

/** Every matching customer as CSV, read in keyset batches as the client takes them: memory stays constant. */
export function customersCsv(
  database: Database,
  scope: CustomerScope,
  query: ExportQuery,
  batchSize = exportBatchSize,
): Readable {
  async function* rows() {
    yield csvRow(header);
    let cursor: Cursor | null = null;
    for (;;) {
      const batch = customerBatch(scope, query, batchSize, cursor);
      const found = await database.query(batch.statement, batch.values);
      if (found.length > 0) {
        yield found
          .map((o) =>
            csvRow([
              o.organizationName,
              o.cybrOrgId,
              o.status,
              o.country,
              o.partnerName,
              o.totalUsers,
              ...products.map((p) => licenceCell(o.licenses, p)),
            ]),
          )
          .join('');
      }
      if (found.length < batchSize) return;
      cursor = found[found.length - 1]!.cursor;
    }
  }
  return Readable.from(rows(), { objectMode: false });
}
