import { messages, type ReportQuery } from '@portal/contracts';
import { invalidField } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { placeBelongsStatement } from './org-units/repo.ts';
import { reportWindow } from './report-window.ts';

/**
 * The parameters $1–$6 every report statement takes (report-sql.ts): organisation, window,
 * language, department and location. A department or location that is not this organisation's
 * is refused as a 400 on that field, so a filter can never reach into another organisation.
 */
export async function reportValues(
  database: Database,
  cybrOrgId: string,
  query: ReportQuery,
  now = new Date(),
): Promise<unknown[]> {
  for (const kind of ['department', 'location'] as const) {
    const id = query[kind];
    if (id === undefined) continue;
    const [found] = await database.query(placeBelongsStatement[kind], [id, cybrOrgId]);
    if (!found) throw invalidField(kind, messages.invalid);
  }
  const window = reportWindow(query, now);
  return [
    cybrOrgId,
    window.start.toISOString(),
    window.end?.toISOString() ?? null,
    query.lang ?? null,
    query.department ?? null,
    query.location ?? null,
  ];
}
