import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, partnerDomains } from '../../../db/schema.ts';
import { newPartner } from '@portal/test-kit/new-partner.ts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { demoDomains } from '../../../seed/demo-integrations.ts';

let t: TestApp;
let p: Awaited<ReturnType<typeof newPartner>>;
let q: Awaited<ReturnType<typeof newPartner>>;
beforeAll(async () => {
  t = await createTestApp();
  p = await newPartner(t, 'distributor');
  q = await newPartner(t, 'distributor');
});
afterAll(() => t.close());

const origin = 'http://127.0.0.1:3000';
const list = (cybrOrgId: string, cookie: string) =>
  t.app.inject({ url: api(`/api/v1/partners/${cybrOrgId}/domains`), headers: { cookie } });
const answer = (cybrOrgId: string, body: unknown, cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: api(`/api/v1/partners/${cybrOrgId}/domains`),
    headers: { cookie, origin },
    payload: body as object,
  });
const remove = (cybrOrgId: string, domain: string, cookie: string) =>
  t.app.inject({
    method: 'DELETE',
    url: api(`/api/v1/partners/${cybrOrgId}/domains/${encodeURIComponent(domain)}`),
    headers: { cookie, origin },
  });
const stored = (cybrOrgId: string) =>
  t.database.db.select().from(partnerDomains).where(eq(partnerDomains.cybrOrgId, cybrOrgId));
const audits = (cybrOrgId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.cybrOrgId, cybrOrgId)));

describe('GET domains', () => {
  it("asks a new partner about the domain of its own people's addresses (prompted), and lists nothing else", async () => {
    const response = await list(p.cybrOrgId, p.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { domain: p.email.split('@')[1], accepted: false, prompted: true, partner: p.cybrOrgId },
    ]);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: api(`/api/v1/partners/${p.cybrOrgId}/domains`) })).statusCode).toBe(401);
  });
});

describe('POST domains: the partner accepts or declines a domain', () => {
  it('accepts a typed domain, stored lower-cased, audited; it shows in the list', async () => {
    const response = await answer(p.cybrOrgId, { domain: '  Fjord-Security.NO ', accepted: true }, p.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      domain: 'fjord-security.no',
      accepted: true,
      prompted: false,
      partner: p.cybrOrgId,
    });
    expect((await list(p.cybrOrgId, p.cookie)).json()).toContainEqual({
      domain: 'fjord-security.no',
      accepted: true,
      prompted: false,
      partner: p.cybrOrgId,
    });
    const [entry] = (await audits(p.cybrOrgId)).filter((a) => a.action === 'domain.accepted');
    expect(entry).toMatchObject({
      actorCybrId: p.cybrId,
      target: 'fjord-security.no',
      before: null,
      after: { accepted: true },
    });
  });

  it('answering the prompt takes the domain out of the open questions', async () => {
    const own = p.email.split('@')[1]!;
    expect((await answer(p.cybrOrgId, { domain: own, accepted: false }, p.cookie)).statusCode).toBe(200);
    const domains = (await list(p.cybrOrgId, p.cookie)).json();
    expect(domains).toContainEqual({ domain: own, accepted: false, prompted: false, partner: p.cybrOrgId });
    expect(domains.filter((d: { prompted: boolean }) => d.prompted)).toEqual([]);
  });

  it('the same answer again writes nothing', async () => {
    const before = (await audits(p.cybrOrgId)).length;
    expect((await answer(p.cybrOrgId, { domain: 'fjord-security.no', accepted: true }, p.cookie)).statusCode).toBe(200);
    expect((await audits(p.cybrOrgId)).length).toBe(before);
  });

  it.each([
    ['one label', 'localhost'],
    ['an IP address', '10.0.0.1'],
    ['a Unicode name (punycode is taken)', 'bücher.de'],
    ['an e-mail address', 'someone@fjord.no'],
    ['an empty text', '   '],
  ])('refuses %s with 400 naming domain, changing nothing', async (_what, domain) => {
    const before = await stored(p.cybrOrgId);
    const response = await answer(p.cybrOrgId, { domain, accepted: true }, p.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'domain', message: 'Invalid input' }]);
    expect(await stored(p.cybrOrgId)).toEqual(before);
  });

  it('refuses a missing accepted with 400 naming it', async () => {
    const response = await answer(p.cybrOrgId, { domain: 'fjord.no' }, p.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('accepted');
  });

  it('takes an internationalised domain in its punycode form', async () => {
    expect(
      (await answer(p.cybrOrgId, { domain: 'xn--fjordsikkerhet-vlb.no', accepted: true }, p.cookie)).statusCode,
    ).toBe(200);
  });
});

describe('a domain belongs to one partner', () => {
  it("refuses another partner's domain with 409 that does not say whose it is", async () => {
    const response = await answer(q.cybrOrgId, { domain: 'fjord-security.no', accepted: true }, q.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'This domain is already registered to another partner',
      fields: [{ field: 'domain' }],
    });
    expect(JSON.stringify(response.json())).not.toContain(p.cybrOrgId);
    expect(await stored(q.cybrOrgId)).toEqual([]);
  });

  it('of two partners accepting one domain at the same moment, exactly one gets it', async () => {
    const results = await Promise.all([
      answer(p.cybrOrgId, { domain: 'contested.example', accepted: true }, p.cookie),
      answer(q.cybrOrgId, { domain: 'contested.example', accepted: true }, q.cookie),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const holders = await t.database.db
      .select()
      .from(partnerDomains)
      .where(eq(partnerDomains.domain, 'contested.example'));
    expect(holders).toHaveLength(1);
  });

  it('declining it is not holding it: another partner may still accept a domain one declined', async () => {
    expect((await answer(q.cybrOrgId, { domain: 'shared-mail.example', accepted: false }, q.cookie)).statusCode).toBe(
      200,
    );
    expect((await answer(p.cybrOrgId, { domain: 'shared-mail.example', accepted: true }, p.cookie)).statusCode).toBe(
      200,
    );
  });
});

describe('DELETE a domain', () => {
  it('removes it, audited, and frees it for another partner', async () => {
    const response = await remove(p.cybrOrgId, 'FJORD-security.no', p.cookie);
    expect(response.statusCode).toBe(200);
    expect((await list(p.cybrOrgId, p.cookie)).json().map((d: { domain: string }) => d.domain)).not.toContain(
      'fjord-security.no',
    );
    expect((await audits(p.cybrOrgId)).find((a) => a.action === 'domain.removed')).toMatchObject({
      target: 'fjord-security.no',
      before: { accepted: true },
      after: null,
    });
    expect((await answer(q.cybrOrgId, { domain: 'fjord-security.no', accepted: true }, q.cookie)).statusCode).toBe(200);
  });

  it('answers 404 for a domain the partner has not', async () => {
    expect((await remove(p.cybrOrgId, 'never-added.example', p.cookie)).statusCode).toBe(404);
  });
});

describe('who may read and change them', () => {
  it('another partner gets 404, exactly as for a missing partner, and changes nothing', async () => {
    const cookie = await t.cookieFor('reseller');
    const denied = await list(p.cybrOrgId, cookie);
    const missing = await list('no-such-partner', cookie);
    expect(denied.statusCode).toBe(404);
    expect({ ...denied.json(), requestId: 0 }).toEqual({ ...missing.json(), requestId: 0 });
    expect((await answer(p.cybrOrgId, { domain: 'grab.example', accepted: true }, cookie)).statusCode).toBe(404);
    expect((await remove(q.cybrOrgId, 'fjord-security.no', cookie)).statusCode).toBe(404);
    expect(await stored(q.cybrOrgId)).toContainEqual(expect.objectContaining({ domain: 'fjord-security.no' }));
  });

  it("a customer organisation's admin gets 404", async () => {
    expect((await list(p.cybrOrgId, await t.cookieFor('customer'))).statusCode).toBe(404);
  });

  it("a distributor reads its reseller's domains but may not change them (403)", async () => {
    const distributor = await t.cookieFor('distributor');
    const resellerId = await t.orgId('Alpine Secure IT GmbH');
    const read = await list(resellerId, distributor);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toContainEqual({
      domain: demoDomains.reseller[0],
      accepted: true,
      prompted: false,
      partner: resellerId,
    });
    expect((await answer(resellerId, { domain: 'alpine-extra.de', accepted: true }, distributor)).statusCode).toBe(403);
    expect((await remove(resellerId, demoDomains.reseller[0], distributor)).statusCode).toBe(403);
    expect((await stored(resellerId)).map((d) => d.domain)).toEqual([...demoDomains.reseller]);
  });

  it('the demo distributor cannot take a domain its reseller holds', async () => {
    const response = await answer(
      await t.orgId('Nordic Shield Distribution AS'),
      { domain: demoDomains.reseller[0], accepted: true },
      await t.cookieFor('distributor'),
    );
    expect(response.statusCode).toBe(409);
  });
});
