import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, errorBodySchema } from '@portal/contracts';
import { demoAccounts, type DemoAccount } from '../seed/demo.ts';
import { malformedRequest, type MalformedRequest, type RequestContext } from '@portal/test-kit/malformed-request.ts';
import { snapshotTables, tableChanges, type TableSnapshot } from '@portal/test-kit/table-snapshot.ts';
import { createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

// Requests every catalogue entry must refuse, generated from its own contract (@portal/test-kit/malformed-request.ts),
// sent as each demo account and anonymously. MALFORMED_REQUESTS sets how many in all; the default keeps
// `npm test` quick, `npm run test:malformed` runs the full size. MALFORMED_SEED replays a run.
const total = Number(process.env.MALFORMED_REQUESTS || 3000);
const seed = Number(process.env.MALFORMED_SEED || Date.now() % 2 ** 31);
const names = Object.keys(catalogue);
const perEndpoint = Math.max(1, Math.ceil(total / names.length));

// What a client must never read in an answer: a stack trace, SQL, or the database's own words.
const leaks = [
  /\n\s+at \S+/,
  /\.[jt]s:\d+/,
  /postgres/i,
  /relation/i,
  /syntax error/i,
  /\bselect\b[\s\S]*\bfrom\b/i,
  /\binsert into\b/i,
  /sqlstate/i,
];

let t: TestApp;
let context: RequestContext;
let before: TableSnapshot;
const statuses = new Map<number, number>();

beforeAll(async () => {
  t = await createTestApp();
  const accounts = Object.keys(demoAccounts) as DemoAccount[];
  const cookies = Object.fromEntries(
    await Promise.all(accounts.map(async (account) => [account, await t.cookieFor(account)])),
  );
  const ids = (await t.database.db.execute(
    sql`select cybr_org_id as id from organizations union all select cybr_id from users where email like '%@portal.example'`,
  )) as unknown as { rows: { id: string }[] };
  context = { ids: ids.rows.map((r) => r.id), cookies, sameOrigins: t.config.allowedOrigins };
  before = await snapshotTables(t.database.db);
});

afterAll(async () => {
  const seen = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
  const sent = [...statuses.values()].reduce((a, b) => a + b, 0);
  console.log(
    `malformed requests: ${sent} sent to ${names.length} endpoints (seed ${seed}); statuses ${seen.join(' ')}`,
  );
  await t?.close();
});

const parsedJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

function expectRefused(request: MalformedRequest, status: number, text: string) {
  const said = `${request.method} ${request.url.slice(0, 200)} as ${request.account} [${request.defects.join('; ')}] → ${status} ${text.slice(0, 300)}`;
  expect(status, said).toBeLessThan(500);
  expect(status, `a malformed request was served: ${said}`).toBeGreaterThanOrEqual(400);
  const body = errorBodySchema.safeParse(parsedJson(text));
  expect(body.success, `not the API's error body: ${said}`).toBe(true);
  if (status === 400) {
    expect(body.data?.code, said).toBe('VALIDATION');
    expect(body.data?.fields?.length, `a 400 that names no field: ${said}`).toBeGreaterThan(0);
    for (const { field } of body.data?.fields ?? [])
      expect(field.length, `an empty field name: ${said}`).toBeGreaterThan(0);
  }
  for (const leak of leaks) expect(text, said).not.toMatch(leak);
}

describe('malformed requests', () => {
  it.each(names)(
    '%s refuses them with a 4xx that names the field, and changes nothing',
    { timeout: 300_000 },
    async (name) => {
      let failure: unknown = null;
      await fc
        .assert(
          fc.asyncProperty(malformedRequest(name, catalogue[name]!, context), async (request) => {
            const { method, url, headers, payload, remoteAddress } = request;
            const response = await t.app.inject({ method: method as 'GET', url, headers, payload, remoteAddress });
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            expectRefused(request, response.statusCode, response.body);
          }),
          { numRuns: perEndpoint, seed },
        )
        .catch((error: unknown) => (failure = error));
      // Checked even when an answer was wrong, so a change is blamed on the endpoint that made it.
      const after = await snapshotTables(t.database.db);
      const changes = tableChanges(before, after);
      before = after;
      expect.soft(changes, `${name}: malformed requests changed the database`).toEqual([]);
      if (failure) throw failure;
    },
  );
});
