import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { auditLog, organizations } from '../../db/schema.ts';
import { requester } from '@portal/test-kit/api-requests.ts';
import { listenToCustomerEvents } from '@portal/test-kit/customer-events.ts';
import { createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
let send: ReturnType<typeof requester>;
let events: Awaited<ReturnType<typeof listenToCustomerEvents>>;
let reseller: string;
let resellerId: string;

beforeAll(async () => {
  t = await createTestApp();
  send = requester(t);
  events = await listenToCustomerEvents(t.database);
  reseller = await t.cookieFor('reseller');
  resellerId = await t.orgId('Alpine Secure IT GmbH');
});
afterAll(() => t.close());

const importCsv = (csv: string, addValidRows?: boolean, cookie = reseller, partner = resellerId) =>
  send('POST', `/api/v1/partners/${partner}/organizations/import`, cookie, {
    csv,
    ...(addValidRows === undefined ? {} : { addValidRows }),
  });
const countLike = async (pattern: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(organizations)
      .where(and(eq(organizations.partnerCybrOrgId, resellerId), like(organizations.organizationName, pattern)))
  )[0]!.n;

describe('POST /api/v1/partners/{cybrOrgId}/organizations/import', () => {
  it('adds every row of a good file in one go (columns in any order, BOM, CRLF, quotes) and reports each', async () => {
    const csv =
      '\uFEFFadminEmail,productType,organizationName,country\r\nit@alpha.example,standard,"Alpha, Beta & ""Co"" GmbH",DE\r\nit@gamma.example,insider-threat-detection,Gamma AG,ch\r\n';
    const answer = await importCsv(csv);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ added: 2, refused: 0, needsConfirmation: false });
    expect(answer.body.rows).toEqual([
      {
        line: 2,
        organizationName: 'Alpha, Beta & "Co" GmbH',
        outcome: 'added',
        problems: [],
        cybrOrgId: expect.any(String),
      },
      { line: 3, organizationName: 'Gamma AG', outcome: 'added', problems: [], cybrOrgId: expect.any(String) },
    ]);
    const [gamma] = await t.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.cybrOrgId, answer.body.rows[1].cybrOrgId));
    expect(gamma).toMatchObject({ status: 'PENDING', country: 'CH', products: ['ITD'], partnerCybrOrgId: resellerId });
    expect(
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.target, gamma!.cybrOrgId), eq(auditLog.action, 'customer.added'))),
    ).toHaveLength(1);
    await events.waitFor({ cybrOrgId: gamma!.cybrOrgId, change: 'added' });
  });

  it('adds nothing from a file with a bad row until confirmed, then adds only the good rows', async () => {
    const csv = [
      'organizationName;country;adminEmail;productType',
      'Quokka One GmbH;DE;it@delta1.example;standard',
      'Quokka Two GmbH;XX;not-an-address;standard',
      'Quokka Three GmbH;AT;it@delta3.example;standard',
      'quokka one gmbh;DE;it@delta1.example;standard',
    ].join('\n');
    const first = await importCsv(csv);
    expect(first.body).toMatchObject({ added: 0, refused: 2, needsConfirmation: true });
    expect(first.body.rows.map((r: { outcome: string }) => r.outcome)).toEqual([
      'ready',
      'refused',
      'ready',
      'refused',
    ]);
    expect(first.body.rows[1].problems).toEqual([
      { field: 'country', message: 'Choose a country from the list' },
      { field: 'adminEmail', message: 'Please provide a valid email' },
    ]);
    expect(first.body.rows[3].problems).toEqual([
      { field: 'organizationName', message: 'This name is already on line 2' },
      { field: 'adminEmail', message: 'This e-mail address is already on line 2' },
    ]);
    expect(await countLike('Quokka %')).toBe(0);

    const confirmed = await importCsv(csv, true);
    expect(confirmed.body).toMatchObject({ added: 2, refused: 2, needsConfirmation: false });
    expect(confirmed.body.rows.map((r: { outcome: string }) => r.outcome)).toEqual([
      'added',
      'refused',
      'added',
      'refused',
    ]);
    expect(await countLike('Quokka %')).toBe(2);

    // Imported again: every row is now taken.
    const again = await importCsv(csv, true);
    expect(again.body).toMatchObject({ added: 0, refused: 4, needsConfirmation: false });
    expect(again.body.rows[0].problems).toEqual([
      { field: 'organizationName', message: 'A customer with this name already exists' },
      { field: 'adminEmail', message: 'This e-mail address is already in use' },
    ]);
    expect(await countLike('Quokka %')).toBe(2);
  });

  it.each([
    ['organizationName,country\nX,NO', /missing: adminEmail, productType/],
    ['organizationName,country,adminEmail,productType\n', /no customers/],
    [
      'organizationName,country,adminEmail,productType\n"unclosed,NO,a@b.example,standard',
      /Line 2: a quoted field is not closed/,
    ],
  ])('refuses a file it cannot read with 400 naming csv (%#)', async (csv, message) => {
    const refused = await importCsv(csv);
    expect(refused.status).toBe(400);
    expect(refused.body.fields[0]).toEqual({ field: 'csv', message: expect.stringMatching(message) });
  });

  it('refuses more than 5000 rows, and takes 5000 in one transaction within seconds', async () => {
    const rows = (n: number, tag: string) =>
      Array.from({ length: n }, (_, i) => `Bulk ${tag} ${i} GmbH,DE,it${i}@bulk-${tag}.example,standard`);
    const tooMany = await importCsv(['organizationName,country,adminEmail,productType', ...rows(5001, 'x')].join('\n'));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields[0]).toEqual({
      field: 'csv',
      message: 'A file may hold at most 5000 customers; this one holds 5001',
    });
    const started = Date.now();
    const many = await importCsv(['organizationName,country,adminEmail,productType', ...rows(5000, 'y')].join('\n'));
    expect(many.body).toMatchObject({ added: 5000, refused: 0 });
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(await countLike('Bulk y %')).toBe(5000);
  });

  it("answers 404 for another partner's book and for a customer admin, adding nothing", async () => {
    const csv = 'organizationName,country,adminEmail,productType\nStranger GmbH,DE,it@stranger.example,standard';
    expect((await importCsv(csv, true, await t.cookieFor('reseller2'))).status).toBe(404);
    expect((await importCsv(csv, true, await t.cookieFor('customer'))).status).toBe(404);
    expect((await importCsv(csv, true, await t.cookieFor('distributor'))).status).toBe(404);
    expect(await countLike('Stranger %')).toBe(0);
  });
});
