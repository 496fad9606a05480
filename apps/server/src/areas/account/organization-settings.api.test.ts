import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditAction } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { auditLog, organizationContacts, organizations, users } from '../../db/schema.ts';
import { insertSession, sessionCookie } from '../../auth/sessions.ts';
import { requester } from '@portal/test-kit/api-requests.ts';
import { newPartner } from '@portal/test-kit/new-partner.ts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
let send: ReturnType<typeof requester>;
let p: Awaited<ReturnType<typeof newPartner>>;
let cookies: Record<'distributor' | 'reseller' | 'reseller2', string>;
let ids: { distributor: string; resellerA: string };

beforeAll(async () => {
  t = await createTestApp();
  send = requester(t);
  p = await newPartner(t, 'distributor', 'Fjord Security AS');
  cookies = {
    distributor: await t.cookieFor('distributor'),
    reseller: await t.cookieFor('reseller'),
    reseller2: await t.cookieFor('reseller2'),
  };
  ids = {
    distributor: await t.orgId('Nordic Shield Distribution AS'),
    resellerA: await t.orgId('Alpine Secure IT GmbH'),
  };
});
afterAll(() => t.close());

const orgRow = async (id: string) =>
  (await t.database.db.select().from(organizations).where(eq(organizations.cybrOrgId, id)))[0]!;
const entries = (action: AuditAction, cybrOrgId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, cybrOrgId)));

describe('PATCH /api/v1/organizations/{cybrOrgId}: the account page (name, country, default language)', () => {
  it("lets the partner's own admin change them, audited with before and after", async () => {
    const answer = await send('PATCH', `/api/v1/organizations/${p.cybrOrgId}`, p.cookie, {
      organizationName: 'Fjord Security Group AS',
      country: 'SE',
      defaultLanguageCode: 'sw',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      organizationName: 'Fjord Security Group AS',
      country: 'SE',
      defaultLanguageCode: 'sw',
    });
    expect(await orgRow(p.cybrOrgId)).toMatchObject({
      organizationName: 'Fjord Security Group AS',
      country: 'SE',
      defaultLanguageCode: 'sw',
    });
    const [entry] = await entries('organization.details', p.cybrOrgId);
    expect(entry).toMatchObject({
      actorCybrId: p.cybrId,
      before: { organizationName: 'Fjord Security AS', country: 'NO', defaultLanguageCode: 'en' },
      after: { organizationName: 'Fjord Security Group AS', country: 'SE', defaultLanguageCode: 'sw' },
    });
  });

  it('refuses a country outside the §3 table and an empty name with 400 naming the field, changing nothing', async () => {
    const country = await send('PATCH', `/api/v1/organizations/${p.cybrOrgId}`, p.cookie, {
      country: 'XX',
      organizationName: 'Renamed AS',
    });
    expect(country.status).toBe(400);
    expect(country.body.fields).toEqual([{ field: 'country', message: 'Invalid input' }]);
    const name = await send('PATCH', `/api/v1/organizations/${p.cybrOrgId}`, p.cookie, { organizationName: '   ' });
    expect(name.body.fields).toEqual([{ field: 'organizationName', message: 'Text field cannot be empty' }]);
    const language = await send('PATCH', `/api/v1/organizations/${p.cybrOrgId}`, p.cookie, {
      defaultLanguageCode: 'sv',
    });
    expect(language.body.fields[0].field).toBe('defaultLanguageCode');
    expect(await orgRow(p.cybrOrgId)).toMatchObject({
      organizationName: 'Fjord Security Group AS',
      country: 'SE',
      defaultLanguageCode: 'sw',
    });
  });

  it('refuses another partner with 404, a session-less request with 401, and an ordinary member with 403', async () => {
    const other = await send('PATCH', `/api/v1/organizations/${p.cybrOrgId}`, cookies.distributor, { country: 'NO' });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Organization not found');
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: api(`/api/v1/organizations/${p.cybrOrgId}`),
      headers: { origin: new URL(t.config.publicUrl).origin },
      payload: { country: 'NO' },
    });
    expect(anonymous.statusCode).toBe(401);
    const [member] = await t.database.db
      .insert(users)
      .values({
        cybrId: `member-${p.cybrOrgId}`,
        cybrOrgId: p.cybrOrgId,
        email: 'member@fjord.example',
        fullName: 'Ordinary Member',
        userRole: 'User',
      })
      .returning();
    const memberCookie = `${sessionCookie}=${await insertSession(t.database, member!.cybrId, 600)}`;
    expect((await send('PATCH', `/api/v1/organizations/${p.cybrOrgId}`, memberCookie, { country: 'NO' })).status).toBe(
      403,
    );
    expect((await orgRow(p.cybrOrgId)).country).toBe('SE');
  });
});

const contactUrl = (id: string) => `/api/v1/organizations/${id}/contact`;
const typed = {
  name: 'Kari Nordmann',
  email: 'kari@fjord.example',
  phoneNumber: '+47 55 55 55 55',
  jobTitle: 'Partner manager',
};
// Phone numbers are stored in E.164 (docs/decisions/0005).
const contact = { ...typed, phoneNumber: '+4755555555' };

describe('GET and PUT /api/v1/organizations/{cybrOrgId}/contact', () => {
  it('answers 404 while the organisation has no contact', async () => {
    const answer = await send('GET', contactUrl(p.cybrOrgId), p.cookie);
    expect(answer.status).toBe(404);
  });

  it('stores the contact, answers it on reading, and audits the change with before and after', async () => {
    const saved = await send('PUT', contactUrl(p.cybrOrgId), p.cookie, typed);
    expect(saved).toMatchObject({ status: 200, body: contact });
    expect((await send('GET', contactUrl(p.cybrOrgId), p.cookie)).body).toEqual(contact);
    const changed = await send('PUT', contactUrl(p.cybrOrgId), p.cookie, {
      name: 'Ola Nordmann',
      email: 'ola@fjord.example',
      phoneNumber: '',
    });
    expect(changed.body).toEqual({
      name: 'Ola Nordmann',
      email: 'ola@fjord.example',
      phoneNumber: null,
      jobTitle: null,
    });
    const audit = await entries('organization.contact', p.cybrOrgId);
    expect(audit.map((e) => [e.before, e.after])).toEqual([
      [null, contact],
      [contact, { name: 'Ola Nordmann', email: 'ola@fjord.example', phoneNumber: null, jobTitle: null }],
    ]);
  });

  it('refuses an empty name and a bad e-mail with the §5 messages per field, changing nothing', async () => {
    const refused = await send('PUT', contactUrl(p.cybrOrgId), p.cookie, { name: ' ', email: 'not-an-address' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual([
      { field: 'name', message: 'Text field cannot be empty' },
      { field: 'email', message: 'Please provide a valid email' },
    ]);
    const [row] = await t.database.db
      .select()
      .from(organizationContacts)
      .where(eq(organizationContacts.cybrOrgId, p.cybrOrgId));
    expect(row).toMatchObject({ name: 'Ola Nordmann', email: 'ola@fjord.example' });
  });

  it('refuses what is not a phone number, naming the field and changing nothing', async () => {
    for (const phoneNumber of ['abc-not-a-phone', '12', '+47 00 00 00 00']) {
      const refused = await send('PUT', contactUrl(p.cybrOrgId), p.cookie, { ...typed, phoneNumber });
      expect(refused).toMatchObject({
        status: 400,
        body: {
          code: 'VALIDATION',
          fields: [{ field: 'phoneNumber', message: 'Enter a phone number, e.g. +47 22 33 44 55' }],
        },
      });
    }
    const [row] = await t.database.db
      .select()
      .from(organizationContacts)
      .where(eq(organizationContacts.cybrOrgId, p.cybrOrgId));
    expect(row).toMatchObject({ name: 'Ola Nordmann', phoneNumber: null });
  });

  it("reads a number without + as dialled in the organisation's country (here Sweden)", async () => {
    expect((await orgRow(p.cybrOrgId)).country).toBe('SE');
    const saved = await send('PUT', contactUrl(p.cybrOrgId), p.cookie, {
      ...typed,
      name: 'Ola Nordmann',
      email: 'ola@fjord.example',
      phoneNumber: '08-123 456 78',
    });
    expect(saved).toMatchObject({ status: 200, body: { phoneNumber: '+46812345678' } });
    await send('PUT', contactUrl(p.cybrOrgId), p.cookie, { name: 'Ola Nordmann', email: 'ola@fjord.example' });
  });

  it("is read by the reseller's distributor, hidden from another partner (404), and changed by neither a member (403) nor a stranger", async () => {
    await send('PUT', contactUrl(ids.resellerA), cookies.reseller, contact);
    expect((await send('GET', contactUrl(ids.resellerA), cookies.distributor)).body).toEqual(contact);
    for (const id of [ids.resellerA, p.cybrOrgId]) {
      const answer = await send('GET', contactUrl(id), cookies.reseller2);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Organization not found');
      expect((await send('PUT', contactUrl(id), cookies.reseller2, contact)).status).toBe(404);
    }
    const memberCookie = `${sessionCookie}=${await insertSession(t.database, `member-${p.cybrOrgId}`, 600)}`;
    expect((await send('PUT', contactUrl(p.cybrOrgId), memberCookie, contact)).status).toBe(403);
    expect((await send('GET', contactUrl(p.cybrOrgId), p.cookie)).body.name).toBe('Ola Nordmann');
  });

  it('is only read in ghost mode: platform staff see the contact, and a change is refused with 403', async () => {
    const ghost = `${await t.cookieFor('staff')}; cybr-ghost-mode=${p.cybrOrgId}`;
    expect((await send('GET', contactUrl(p.cybrOrgId), ghost)).body.name).toBe('Ola Nordmann');
    const refused = await send('PUT', contactUrl(p.cybrOrgId), ghost, contact);
    expect(refused).toMatchObject({ status: 403, body: { code: 'MODE_READ_ONLY' } });
    expect((await send('PATCH', `/api/v1/organizations/${p.cybrOrgId}`, ghost, { country: 'NO' })).status).toBe(403);
    expect((await send('GET', contactUrl(p.cybrOrgId), p.cookie)).body.name).toBe('Ola Nordmann');
  });
});
