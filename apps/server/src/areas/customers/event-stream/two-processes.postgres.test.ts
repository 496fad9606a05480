import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { insertSession, sessionCookie } from '../../../auth/sessions.ts';
import { licenses, organizations, users } from '../../../db/schema.ts';
import { demoAccounts, seedDemo } from '../../../seed/demo.ts';
import { openSse } from '@portal/test-kit/sse-client.ts';
import { startServerProcesses } from '@portal/test-kit/server-process.ts';
import { createTestDatabase } from '@portal/test-kit/test-database.ts';
import { api } from '@portal/test-kit/test-app.ts';

// Two server processes on one PostgreSQL: what one commits, the streams of the other hear.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let processes: Awaited<ReturnType<typeof startServerProcesses>> | undefined;
let bases: string[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
  processes = await startServerProcesses(2, database.url!);
  bases = processes.bases;
}, 180_000);
afterAll(async () => {
  await processes?.stop();
  await database?.close();
});

const cookieFor = async (account: 'reseller' | 'reseller2') => {
  const [user] = await database.db.select().from(users).where(eq(users.email, demoAccounts[account].email));
  return `${sessionCookie}=${await insertSession(database, user!.cybrId, 3600)}`;
};

describe('two server processes', () => {
  it("deliver a cap change made through one to the partner's stream on the other, and to no other partner", async () => {
    const [alpine] = await database.db
      .select()
      .from(organizations)
      .where(eq(organizations.organizationName, 'Alpine Secure IT GmbH'));
    const [customer] = await database.db
      .select({ cybrOrgId: licenses.cybrOrgId, issued: licenses.issued })
      .from(licenses)
      .innerJoin(organizations, eq(organizations.cybrOrgId, licenses.cybrOrgId))
      .where(and(eq(organizations.partnerCybrOrgId, alpine!.cybrOrgId), eq(licenses.productType, 'standard')))
      .limit(1);
    const reseller = await cookieFor('reseller');
    const listening = openSse(bases[1] + api('/api/v1/events'), { cookie: reseller });
    const other = openSse(bases[1] + api('/api/v1/events'), { cookie: await cookieFor('reseller2') });
    expect((await listening.opened).status).toBe(200);
    expect((await other.opened).status).toBe(200);
    await listening.until(() => listening.messages.length > 0);

    const changed = await fetch(
      bases[0] + api(`/api/v1/partners/${alpine!.cybrOrgId}/organizations/${customer!.cybrOrgId}/license-caps`),
      {
        method: 'PATCH',
        headers: { cookie: reseller, origin: bases[0]!, 'content-type': 'application/json' },
        body: JSON.stringify({ productType: 'standard', licenseCap: customer!.issued + 7 }),
      },
    );
    expect(changed.status).toBe(200);
    await listening.until(() => listening.events('customer.changed').length > 0, 10_000);
    expect(listening.events('customer.changed')).toEqual([
      { cybrOrgId: customer!.cybrOrgId, partnerCybrOrgId: alpine!.cybrOrgId, change: 'caps' },
    ]);
    // The other partner's stream is still open and heard nothing of it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(other.ended).toBe(false);
    expect(other.events('customer.changed')).toEqual([]);
    listening.abort();
    other.abort();
  }, 60_000);
});
