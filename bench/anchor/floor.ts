// The floor: the least any HTTP endpoint on this machine can take for a scenario's SQL. Node's
// own http module and pg, nothing else: no framework, no validation, no log, no headers of ours,
// and the session looked up once per cookie and then trusted for the life of the process (a cache
// that never expires, which no real server may keep). Each request runs exactly the statements
// ours runs (bench/scenarios.ts) and answers JSON.stringify of the same rows. PostgreSQL only:
// run.ts has it take turns with ours, the anchor and the bare SQL on one connection.
import http from 'node:http';
import pg from 'pg';
import { customerPage } from '@portal/server/src/areas/tenancy/organizations/customer-list-sql.ts';
import { findOrganizationStatement } from '@portal/server/src/areas/tenancy/organizations/organization-sql.ts';
import type { Statement } from '@portal/server/src/db/statement.ts';
import { listFilters } from './list-filters.ts';
import { sessionLookup } from './session-lookup.ts';

const port = Number(process.env.PORT);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const run = async (s: Statement<unknown>, values: unknown[]) =>
  (await pool.query({ name: s.name, text: s.text, values })).rows as Record<string, unknown>[];

const sessions = new Map<string, Record<string, unknown> | undefined>();
async function session(cookie: string | undefined) {
  const key = cookie ?? '';
  if (!sessions.has(key)) {
    const lookup = sessionLookup(cookie);
    sessions.set(key, (await run(lookup.statement, lookup.values))[0]);
  }
  return sessions.get(key);
}

const listPath = /^\/app\/baloo-router-api\/api\/v1\/partners\/([^/]+)\/organizations$/;

async function answer(request: http.IncomingMessage): Promise<[number, unknown]> {
  const user = await session(request.headers.cookie);
  if (!user) return [401, { code: 'UNAUTHENTICATED' }];
  const url = new URL(request.url ?? '/', 'http://floor');
  const list = listPath.exec(url.pathname);
  if (list) {
    const query = listFilters(Object.fromEntries(url.searchParams));
    const page = customerPage({ kind: 'distributor', cybrOrgId: list[1]! }, query);
    const rows = await run(page.statement as Statement<unknown>, page.values);
    const data = rows[0]?.cybrOrgId === null ? [] : rows;
    return [
      200,
      {
        data,
        count: data.length,
        from: query.from,
        to: query.from + data.length,
        reqFrom: query.from,
        reqTo: query.to,
        total: rows[0]?.total ?? 0,
      },
    ];
  }
  if (url.pathname === '/app/baloo-router-api/api/v1/users/me') {
    const [organization] = await run(findOrganizationStatement, [user.cybrOrgId]);
    const { cybrId, email, fullName, userRole, languageCode } = user;
    return [200, { cybrId, email, fullName, userRole, languageCode, organizationData: organization ?? null }];
  }
  return [404, { code: 'NOT_FOUND' }];
}

const server = http.createServer((request, response) => {
  answer(request).then(
    ([status, body]) => {
      const text = JSON.stringify(body);
      response
        .writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) })
        .end(text);
    },
    (error: Error) => response.writeHead(500).end(error.message),
  );
});
server.listen(port, '127.0.0.1', () => console.log('Floor listening'));
process.on('SIGTERM', () => process.exit(0));
