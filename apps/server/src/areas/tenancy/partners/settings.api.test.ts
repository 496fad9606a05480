import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { termsVersion } from '@portal/contracts';
import { auditLog, partners } from '../../../db/schema.ts';
import { newPartner } from '@portal/test-kit/new-partner.ts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
let p: Awaited<ReturnType<typeof newPartner>>;
beforeAll(async () => {
  t = await createTestApp();
  p = await newPartner(t, 'distributor');
});
afterAll(() => t.close());

const origin = 'http://127.0.0.1:3000';
const patch = (url: string, body: unknown, cookie = p.cookie) =>
  t.app.inject({ method: 'PATCH', url: api(url), headers: { cookie, origin }, payload: body as object });
const record = async () => (await t.database.db.select().from(partners).where(eq(partners.cybrOrgId, p.cybrOrgId)))[0]!;
const validBilling = {
  name: 'Fjord Security AS',
  email: 'billing@fjord.example',
  address: { line1: 'Strandgata 1', city: 'Bergen', postalCode: '5004', country: 'NO' },
};

describe('currency (§9: eur, gbp, usd or nok, per partner)', () => {
  it('sets the currency and records who changed it', async () => {
    const response = await patch(`/api/v1/partners/${p.cybrOrgId}/currencies`, { currency: 'nok' });
    expect(response.statusCode).toBe(200);
    expect(response.json().currency).toBe('nok');
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'partner.currency'));
    expect(entry).toMatchObject({ actorCybrId: p.cybrId, before: { currency: null }, after: { currency: 'nok' } });
  });

  it('refuses another currency with 400 naming the field, changing nothing', async () => {
    const response = await patch(`/api/v1/partners/${p.cybrOrgId}/currencies`, { currency: 'sek' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('currency');
    expect((await record()).currency).toBe('nok');
  });
});

describe('terms of service', () => {
  it('refuses an acceptance of a version other than the current one', async () => {
    const response = await patch(`/api/v1/partners/${p.cybrOrgId}/terms-of-service`, {
      accepted: true,
      version: '2020-01-01',
    });
    expect(response.statusCode).toBe(409);
    expect((await record()).acceptedTosDate).toBeNull();
  });

  it('records the date and version accepted, once', async () => {
    const first = await patch(`/api/v1/partners/${p.cybrOrgId}/terms-of-service`, {
      accepted: true,
      version: termsVersion,
    });
    expect(first.json()).toMatchObject({ acceptedTOSVersion: termsVersion, acceptedTOSDate: expect.any(String) });
    const again = await patch(`/api/v1/partners/${p.cybrOrgId}/terms-of-service`, {
      accepted: true,
      version: termsVersion,
    });
    expect(again.json().acceptedTOSDate).toBe(first.json().acceptedTOSDate);
  });
});

describe('billing details (§5)', () => {
  it('refuses bad billing details with the spec messages per field, changing nothing', async () => {
    const response = await patch(`/api/v2/partners/${p.cybrOrgId}/billing`, {
      name: ' ',
      email: 'nope',
      address: { line1: '', city: '', postalCode: '', country: 'XX' },
    });
    expect(response.statusCode).toBe(400);
    const messages = Object.fromEntries(
      response.json().fields.map((f: { field: string; message: string }) => [f.field, f.message]),
    );
    expect(messages).toEqual({
      name: 'Name is required',
      email: 'Please provide a valid email',
      'address.line1': 'A billing address is required',
      'address.city': 'City or state is required',
      'address.postalCode': 'Postal code is required',
      'address.country': 'Invalid input',
    });
    expect((await record()).billingInfo).toBeNull();
  });

  it('saves valid details, and refuses a stale edit instead of overwriting', async () => {
    const { version } = await record();
    const saved = await patch(`/api/v2/partners/${p.cybrOrgId}/billing`, { ...validBilling, version });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().billingInfo).toEqual(validBilling);
    const stale = await patch(`/api/v2/partners/${p.cybrOrgId}/billing`, {
      ...validBilling,
      name: 'Someone else',
      version,
    });
    expect(stale.statusCode).toBe(409);
    expect(((await record()).billingInfo as { name: string }).name).toBe('Fjord Security AS');
  });
});

// docs/decisions/0004: postal codes in the format of the address's country, VAT numbers with their check digit.
describe('billing details that cannot exist, per country', () => {
  const billingUrl = () => `/api/v2/partners/${p.cybrOrgId}/billing`;
  const withAddress = (country: string, postalCode: string, vatNumber?: string) => ({
    ...validBilling,
    address: { ...validBilling.address, country, postalCode },
    ...(vatNumber ? { vatNumber } : {}),
  });
  const refusedOn = async (body: unknown, field: string, message: string) => {
    const before = await record();
    const response = await patch(billingUrl(), body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', fields: [{ field, message }] });
    const after = await record();
    expect({ billingInfo: after.billingInfo, version: after.version }).toEqual({
      billingInfo: before.billingInfo,
      version: before.version,
    });
  };

  it.each([
    ['NO', 'ABCDE'],
    ['NO', '12'],
    ['DE', '1234'],
    ['GB', '12345'],
    ['SE', '1234'],
    ['US', '2050'],
    ['CA', '12345'],
    ['NL', '1012'],
    ['CH', '30030'],
  ])('%s: postal code %j is refused on address.postalCode, changing nothing', async (country, postalCode) => {
    await refusedOn(
      withAddress(country, postalCode),
      'address.postalCode',
      'Enter a postal code as used in the country of the address',
    );
  });

  it.each([
    ['NO', '0150', '!!!'],
    ['NO', '0150', 'NO 923 609 017 MVA'],
    ['DE', '10115', 'DE136695977'],
    ['GB', 'SW1A 1AA', 'GB980780685'],
    ['FR', '75001', 'FR41303265045'],
    ['SE', '111 22', 'SE556188840501'],
    ['NL', '1012 AB', 'NL004495446B01'],
    ['NO', '0150', 'DE136695976'],
  ])('%s: VAT number %j is refused on vatNumber, changing nothing', async (country, postalCode, vatNumber) => {
    await refusedOn(
      withAddress(country, postalCode, vatNumber),
      'vatNumber',
      'Enter a VAT number of the billing country',
    );
  });

  it.each([
    ['NO', '0150', 'NO 923 609 016 MVA', '0150', 'NO923609016MVA'],
    ['DE', '10115', '136695976', '10115', 'DE136695976'],
    ['GB', 'sw1a 1aa', 'gb 980 7806 84', 'SW1A 1AA', 'GB980780684'],
  ])('%s: stores %j and %j normalised', async (country, postalCode, vatNumber, storedPostalCode, storedVatNumber) => {
    const saved = await patch(billingUrl(), withAddress(country, postalCode, vatNumber));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      billingInfoValid: true,
      billingInfo: { address: { postalCode: storedPostalCode }, vatNumber: storedVatNumber },
    });
    expect((await record()).billingInfo).toMatchObject({
      address: { postalCode: storedPostalCode },
      vatNumber: storedVatNumber,
    });
  });

  it('reports details stored before these rules as not valid, so the portal asks for a fix', async () => {
    await t.database.db
      .update(partners)
      .set({ billingInfo: withAddress('NO', 'ABCDE', '!!!') })
      .where(eq(partners.cybrOrgId, p.cybrOrgId));
    const read = await t.app.inject({
      method: 'GET',
      url: api(`/api/v2/partners/${p.cybrOrgId}`),
      headers: { cookie: p.cookie },
    });
    expect(read.json()).toMatchObject({
      billingInfoValid: false,
      billingInfo: { address: { postalCode: 'ABCDE' }, vatNumber: '!!!' },
    });
    await patch(billingUrl(), validBilling);
    const fixed = await t.app.inject({
      method: 'GET',
      url: api(`/api/v2/partners/${p.cybrOrgId}`),
      headers: { cookie: p.cookie },
    });
    expect(fixed.json()).toMatchObject({ billingInfoValid: true });
  });
});

describe('another partner', () => {
  it.each([
    ['currency', '/currencies', { currency: 'eur' }],
    ['terms', '/terms-of-service', { accepted: true, version: termsVersion }],
  ])('cannot change this partner’s %s: 404, as for a missing partner', async (_what, path, body) => {
    const other = await t.cookieFor('distributor');
    const denied = await patch(`/api/v1/partners/${p.cybrOrgId}${path}`, body, other);
    const missing = await patch(`/api/v1/partners/no-such-partner${path}`, body, other);
    expect(denied.statusCode).toBe(404);
    expect({ ...denied.json(), requestId: 0 }).toEqual({ ...missing.json(), requestId: 0 });
  });

  it('cannot change its billing details', async () => {
    expect(
      (await patch(`/api/v2/partners/${p.cybrOrgId}/billing`, validBilling, await t.cookieFor('reseller'))).statusCode,
    ).toBe(404);
  });
});
