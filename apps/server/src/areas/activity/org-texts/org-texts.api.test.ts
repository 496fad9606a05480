import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { organizationTexts, organizations } from '../../../db/schema.ts';
import type { DemoAccount } from '../../../seed/demo.ts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
let ids: Record<'distributor' | 'alpine' | 'thames' | 'platform' | 'alpineCustomer' | 'thamesCustomer', string>;
beforeAll(async () => {
  t = await createTestApp();
  const [alpine, thames] = [await t.orgId('Alpine Secure IT GmbH'), await t.orgId('Thames Cyber Partners Ltd')];
  const firstCustomerOf = async (partner: string) =>
    (await t.database.db.select().from(organizations).where(eq(organizations.partnerCybrOrgId, partner)).limit(1))[0]!
      .cybrOrgId;
  ids = {
    distributor: await t.orgId('Nordic Shield Distribution AS'),
    alpine,
    thames,
    platform: await t.orgId('Platform Operations'),
    alpineCustomer: await firstCustomerOf(alpine),
    thamesCustomer: await firstCustomerOf(thames),
  };
});
afterAll(() => t.close());

// Every answer carries its own request id; the rest must not tell a hidden organisation from a missing one.
const withoutRequestId = ({ requestId: _, ...rest }: Record<string, unknown>) => rest;

const texts = async (cybrOrgId: string, account: DemoAccount | null) =>
  t.app.inject({
    url: api(`/api/v1/organizations/${encodeURIComponent(cybrOrgId)}/texts`),
    headers: account ? { cookie: await t.cookieFor(account) } : {},
  });

describe('GET /api/v1/organizations/{cybrOrgId}/texts', () => {
  it("answers a partner's own texts by key, in its own language", async () => {
    const response = await texts(ids.alpine, 'reseller');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      senderName: 'Alpine Secure IT Sicherheitsteam',
      senderEmail: 'awareness@alpinesecure.de',
      signature: 'Mit freundlichen Grüßen\nIhr Sicherheitsteam von Alpine Secure IT',
      supportContact: 'Fragen? +49 89 1234 5678 oder support@alpinesecure.de (Mo–Fr 9–17 Uhr).',
      welcomeMessage: 'Willkommen beim Sicherheitstraining von Alpine Secure IT!',
    });
  });

  it("answers a customer's texts to its partner and to the distributor above, with the partner's support line", async () => {
    const byReseller = await texts(ids.alpineCustomer, 'reseller');
    expect(byReseller.statusCode).toBe(200);
    expect(byReseller.json().supportContact).toContain('support@alpinesecure.de');
    expect(byReseller.json().senderName).toMatch(/ IT Security$/);
    const byDistributor = await texts(ids.alpineCustomer, 'distributor');
    expect(byDistributor.json()).toEqual(byReseller.json());
  });

  it('answers {} for an organisation with no texts', async () => {
    const response = await texts(ids.platform, 'staff');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
  });

  it('reads what the table holds now', async () => {
    await t.database.db
      .update(organizationTexts)
      .set({ text: 'Thames Awareness' })
      .where(and(eq(organizationTexts.cybrOrgId, ids.thames), eq(organizationTexts.key, 'senderName')));
    expect((await texts(ids.thames, 'reseller2')).json().senderName).toBe('Thames Awareness');
  });

  it("answers another partner's organisation, or its customer, exactly like a missing one (404)", async () => {
    const missing = await texts('no-such-organization', 'reseller2');
    expect(missing.statusCode).toBe(404);
    for (const other of [ids.alpine, ids.alpineCustomer, ids.distributor]) {
      const response = await texts(other, 'reseller2');
      expect(response.statusCode).toBe(404);
      expect(withoutRequestId(response.json())).toEqual(withoutRequestId(missing.json()));
    }
    // A customer's admin sees its own organisation, not its partner.
    expect((await texts(ids.distributor, 'customer')).statusCode).toBe(404);
  });

  it('answers platform staff in ghost mode for that organisation, and 404 outside it', async () => {
    const staff = await t.cookieFor('staff');
    const url = api(`/api/v1/organizations/${ids.alpine}/texts`);
    expect((await t.app.inject({ url, headers: { cookie: staff } })).statusCode).toBe(404);
    const ghost = await t.app.inject({ url, headers: { cookie: `${staff}; cybr-ghost-mode=${ids.alpine}` } });
    expect(ghost.statusCode).toBe(200);
    expect(ghost.json().senderEmail).toBe('awareness@alpinesecure.de');
  });

  it('answers 401 without a session and 400 naming cybrOrgId for an id no organisation can have', async () => {
    expect((await texts(ids.alpine, null)).statusCode).toBe(401);
    const response = await texts('x'.repeat(65), 'reseller');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((f: { field: string }) => f.field)).toContain('cybrOrgId');
  });

  it('keeps only the keys the platform defines', async () => {
    await expect(
      t.database.db.insert(organizationTexts).values({ cybrOrgId: ids.thames, key: 'favouriteColour', text: 'blue' }),
    ).rejects.toThrow();
    expect(Object.keys((await texts(ids.thames, 'reseller2')).json())).not.toContain('favouriteColour');
  });
});
