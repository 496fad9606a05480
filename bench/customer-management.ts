// The writes and downloads of customer management, measured on our server only (the anchor has
// no counterpart): a licence-cap update under load, and the CSV export of the whole book.
import autocannon from 'autocannon';
import { apiBasePath } from '@portal/contracts';
import { loadResult, type LoadResult } from './load.ts';
import type { Served } from './processes.ts';
import { distributorId } from './seed.ts';

interface Customer {
  cybrOrgId: string;
  partnerCybrOrgId: string | null;
  licenses: { productType: string; issued: number }[];
}

/**
 * PATCH license-caps on the distributor's own customers, `connections` at a time: request n sets
 * customer n mod N to one of two caps, alternating on every pass, so every request changes a cap.
 */
export async function capUpdateLoad(
  server: Served,
  cookie: string,
  connections: number,
  durationSeconds: number,
): Promise<LoadResult> {
  const page = await fetch(
    `${server.base}${apiBasePath}/api/v1/partners/${distributorId}/organizations?from=0&to=100&customersOnly=true`,
    { headers: { cookie } },
  );
  const customers = ((await page.json()) as { data: Customer[] }).data.filter(
    (c) => c.partnerCybrOrgId === distributorId && c.licenses.some((l) => l.productType === 'standard'),
  );
  if (customers.length === 0)
    throw new Error('cap update: the distributor has no direct customer with a standard licence');
  let n = 0;
  const cpuBefore = server.cpuMs();
  const result = await autocannon({
    url: server.base,
    connections,
    duration: durationSeconds,
    timeout: 60,
    headers: { cookie, origin: server.base, 'content-type': 'application/json' },
    requests: [
      {
        method: 'PATCH',
        setupRequest: (request: Record<string, unknown>) => {
          const customer = customers[n % customers.length]!;
          const issued = customer.licenses.find((l) => l.productType === 'standard')!.issued;
          const licenseCap = issued + 1000 + (Math.floor(n / customers.length) % 2);
          n++;
          return {
            ...request,
            path: `${apiBasePath}/api/v1/partners/${distributorId}/organizations/${customer.cybrOrgId}/license-caps`,
            body: JSON.stringify({ productType: 'standard', licenseCap }),
          };
        },
      },
    ],
  });
  return loadResult(result, server.cpuMs() - cpuBefore);
}

export interface ExportResult {
  ms: number;
  rows: number;
  megabytes: number;
  rssBeforeMb: number;
  peakRssGrowthMb: number;
}

/**
 * One download of the distributor's book as CSV (all of it, or what `query` filters), read as it
 * arrives, with the server's resident memory sampled meanwhile.
 */
export async function exportRun(server: Served, cookie: string, query = ''): Promise<ExportResult> {
  const rssBefore = server.rssBytes();
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, server.rssBytes())), 10);
  const started = performance.now();
  const response = await fetch(
    `${server.base}${apiBasePath}/api/v1/partners/${distributorId}/organizations/export${query}`,
    { headers: { cookie } },
  );
  if (response.status !== 200) throw new Error(`export: ${response.status}`);
  let bytes = 0;
  let lines = 0;
  const reader = response.body!.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const chunk = read.value;
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, server.rssBytes());
  const mb = (v: number) => v / 2 ** 20;
  return {
    ms,
    rows: lines - 1,
    megabytes: mb(bytes),
    rssBeforeMb: mb(rssBefore),
    peakRssGrowthMb: mb(peak - rssBefore),
  };
}
