import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { organizations, users } from '../db/schema.ts';
import { createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo seed, for customer management', () => {
  it.each(['Nordic Shield Distribution AS', 'Alpine Secure IT GmbH', 'Thames Cyber Partners Ltd'])(
    'gives %s pending customers to approve or decline',
    async (partner) => {
      const [row] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(organizations)
        .where(and(eq(organizations.partnerCybrOrgId, await t.orgId(partner)), eq(organizations.status, 'PENDING')));
      expect(row!.n).toBeGreaterThanOrEqual(2);
    },
  );

  it('gives customer members licences and a latest contact, for the members list', async () => {
    const customers = t.database.db
      .select({ id: organizations.cybrOrgId })
      .from(organizations)
      .where(eq(organizations.isPistachioPartner, false));
    const [row] = await t.database.db
      .select({
        sat: sql<number>`count(*) filter (where ${users.securityAwarenessLicense})::int`,
        itd: sql<number>`count(*) filter (where ${users.insiderThreatDetectionLicense})::int`,
        contacted: sql<number>`count(${users.latestContact})::int`,
        all: sql<number>`count(*)::int`,
      })
      .from(users)
      .where(inArray(users.cybrOrgId, customers));
    expect(row!.sat).toBeGreaterThan(0);
    expect(row!.itd).toBeGreaterThan(0);
    expect(row!.contacted).toBeGreaterThan(0);
    expect(row!.contacted).toBeLessThan(row!.all);
  });
});
