// The bare anchor: what this machine allows for the same work with nothing of ours around it.
// Fastify and pg (or PGlite) only: no ORM, no schema library, no session cache. Every request
// looks the session up and runs the same SQL text the portal's repository sends, imported from
// the modules that build it, as a prepared statement. Started by run.ts as a process of its own.
import Fastify from 'fastify';
import { customerPage } from '@portal/server/src/areas/tenancy/organizations/customer-list-sql.ts';
import { findOrganizationStatement } from '@portal/server/src/areas/tenancy/organizations/organization-sql.ts';
import type { Statement } from '@portal/server/src/db/statement.ts';
import { listFilters } from './list-filters.ts';
import { sessionLookup } from './session-lookup.ts';

const port = Number(process.env.PORT);
type Run = (statement: Statement<unknown>, values: unknown[]) => Promise<Record<string, unknown>[]>;

async function connect(): Promise<Run> {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
    return async (s, values) => (await pool.query({ name: s.name, text: s.text, values })).rows;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(process.env.DATA_DIR!, { extensions: { pg_trgm } });
  return async (s, values) => (await db.query<Record<string, unknown>>(s.text, values)).rows;
}

const run = await connect();
const app = Fastify();

async function session(cookie: string | undefined) {
  const lookup = sessionLookup(cookie);
  const [row] = await run(lookup.statement, lookup.values);
  return row;
}

app.get('/app/baloo-router-api/api/v1/partners/:cybrOrgId/organizations', async (request, reply) => {
  if (!(await session(request.headers.cookie))) return reply.code(401).send({ code: 'UNAUTHENTICATED' });
  const query = listFilters(request.query as Record<string, string>);
  const page = customerPage(
    { kind: 'distributor', cybrOrgId: (request.params as { cybrOrgId: string }).cybrOrgId },
    query,
  );
  const rows = await run(page.statement as Statement<unknown>, page.values);
  const data = rows[0]?.cybrOrgId === null ? [] : rows;
  const body = {
    data,
    count: data.length,
    from: query.from,
    to: query.from + data.length,
    reqFrom: query.from,
    reqTo: query.to,
    total: rows[0]?.total ?? 0,
  };
  return reply.type('application/json').send(JSON.stringify(body));
});

app.get('/app/baloo-router-api/api/v1/users/me', async (request, reply) => {
  const user = await session(request.headers.cookie);
  if (!user) return reply.code(401).send({ code: 'UNAUTHENTICATED' });
  const [organization] = await run(findOrganizationStatement, [user.cybrOrgId]);
  const { cybrId, email, fullName, userRole, languageCode } = user;
  return reply
    .type('application/json')
    .send(JSON.stringify({ cybrId, email, fullName, userRole, languageCode, organizationData: organization ?? null }));
});

await app.listen({ port, host: '127.0.0.1' });
// A clean exit, so that a CPU profile (bench/profile.ts) is written.
process.on('SIGTERM', () => process.exit(0));
console.log('Anchor listening');
