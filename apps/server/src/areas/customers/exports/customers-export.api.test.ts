import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { licenses, organizations } from '../../../db/schema.ts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { customersCsv } from './customers-export.ts';

let t: TestApp;
let distributor: string;
let thames: string;
const bulk = 1_050;
beforeAll(async () => {
  t = await createTestApp();
  distributor = await t.orgId('Nordic Shield Distribution AS');
  thames = await t.orgId('Thames Cyber Partners Ltd');
  // More customers than one batch, many sharing a status or a user count: ties are broken by the name or the id.
  await t.database.db.insert(organizations).values(
    Array.from({ length: bulk }, (_, n) => ({
      cybrOrgId: `bulk-${String(n).padStart(5, '0')}`,
      organizationName: `Bulk ${n % 40}-${n}`,
      country: 'GB',
      status: n % 3 === 0 ? 'PENDING' : 'APPROVED',
      totalUsers: n % 17,
      partnerCybrOrgId: thames,
      distributorCybrOrgId: distributor,
    })),
  );
  await t.database.db.insert(organizations).values({
    cybrOrgId: 'formula-org',
    organizationName: '=HYPERLINK("http://x","y")',
    country: 'GB',
    status: 'TRIAL',
    totalUsers: 12,
    partnerCybrOrgId: thames,
    distributorCybrOrgId: distributor,
  });
  await t.database.db.insert(licenses).values([
    { cybrOrgId: 'formula-org', productType: 'standard', issued: 12, licenseCap: 0 },
    { cybrOrgId: 'formula-org', productType: 'insider-threat-detection', issued: 3, licenseCap: 10 },
  ]);
});
afterAll(() => t.close());

const exportFor = (account: 'reseller' | 'reseller2' | 'distributor' | 'customer', org: string, query = '') =>
  t
    .cookieFor(account)
    .then((cookie) =>
      t.app.inject({ url: api(`/api/v1/partners/${org}/organizations/export${query}`), headers: { cookie } }),
    );
const ids = (csv: string) =>
  csv
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.match(/^(?:"(?:[^"]|"")*"|[^,]*),([^,]*)/)![1]);
async function idsInDb(where: string, order: string) {
  const result = (await t.database.db.execute(
    sql.raw(`select cybr_org_id from organizations where ${where} order by ${order}`),
  )) as unknown as { rows: { cybr_org_id: string }[] };
  return result.rows.map((r) => r.cybr_org_id);
}

describe('the customer export', () => {
  it('streams every customer of the book, more than one batch, in the list order, as a dated CSV download', async () => {
    const answer = await exportFor('reseller2', thames);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(answer.body.split('\r\n')[0]).toBe(
      'name,id,status,country,partner,users,standard in use / cap,insider-threat-detection in use / cap',
    );
    const expected = await idsInDb(`partner_cybr_org_id = '${thames}'`, 'organization_name, cybr_org_id');
    expect(expected.length).toBeGreaterThan(bulk);
    expect(ids(answer.body)).toEqual(expected);
  });

  it.each([
    [
      '?sortBy=status&order=desc',
      `partner_cybr_org_id = '%t'`,
      'status desc, organization_name desc, cybr_org_id desc',
    ],
    [
      '?sortBy=totalUsers&filter=pending',
      `partner_cybr_org_id = '%t' and status = 'PENDING'`,
      'total_users, cybr_org_id',
    ],
    [
      '?search=bulk%201&order=desc',
      `partner_cybr_org_id = '%t' and organization_name ilike '%bulk 1%'`,
      'organization_name desc, cybr_org_id desc',
    ],
    [
      '?sortBy=country&order=desc',
      `partner_cybr_org_id = '%t'`,
      `coalesce(country, '') desc, organization_name desc, cybr_org_id desc`,
    ],
    ['?sortBy=products', `partner_cybr_org_id = '%t'`, 'products, organization_name, cybr_org_id'],
    ['?sortBy=partnerName', `partner_cybr_org_id = '%t'`, 'organization_name, cybr_org_id'],
  ])('reads in batches with the list filters %s: complete and in order', async (query, where, order) => {
    const params = new URLSearchParams(query);
    let text = '';
    const filters = {
      sortBy: (params.get('sortBy') ?? 'organizationName') as 'status',
      order: (params.get('order') ?? 'asc') as 'asc',
      search: params.get('search') ?? undefined,
      filter: (params.get('filter') ?? undefined) as 'pending' | undefined,
    };
    for await (const chunk of customersCsv(t.database, { kind: 'partner', cybrOrgId: thames }, filters, 37))
      text += String(chunk);
    const expected = await idsInDb(where.replace('%t', thames), order);
    expect(expected.length).toBeGreaterThan(37);
    expect(ids(text)).toEqual(expected);
    expect(ids((await exportFor('reseller2', thames, query)).body)).toEqual(expected);
  });

  it('keeps to resellers or to customers when the list shows only those', async () => {
    const book = `distributor_cybr_org_id = '${distributor}' and cybr_org_id <> '${distributor}'`;
    const resellers = await idsInDb(`${book} and is_pistachio_partner`, 'organization_name, cybr_org_id');
    expect(resellers.length).toBe(2);
    expect(ids((await exportFor('distributor', distributor, '?resellersOnly=true')).body)).toEqual(resellers);
    const customers = ids((await exportFor('distributor', distributor, '?customersOnly=true')).body);
    expect(customers).toEqual(await idsInDb(`${book} and not is_pistachio_partner`, 'organization_name, cybr_org_id'));
    expect(customers.filter((id) => resellers.includes(id!))).toEqual([]);
  });

  it("gives a distributor its whole book, and no one another partner's", async () => {
    const whole = await exportFor('distributor', distributor);
    expect(ids(whole.body)).toEqual(
      await idsInDb(
        `distributor_cybr_org_id = '${distributor}' and cybr_org_id <> '${distributor}'`,
        'organization_name, cybr_org_id',
      ),
    );
    expect((await exportFor('reseller', thames)).statusCode).toBe(403);
    expect((await exportFor('customer', thames)).statusCode).toBe(403);
    expect((await exportFor('reseller', 'no-such-org')).statusCode).toBe(403);
  });

  it("writes licences as in use / cap with 'Unlimited' for 0, and defuses formulas", async () => {
    const line = (await exportFor('reseller2', thames, '?filter=trial&search=HYPERLINK')).body.split('\r\n')[1];
    expect(line).toBe(
      `"'=HYPERLINK(""http://x"",""y"")",formula-org,TRIAL,GB,Thames Cyber Partners Ltd,12,12 / Unlimited,3 / 10`,
    );
  });

  it('refuses a filter the list does not know, naming it', async () => {
    const answer = await exportFor('reseller2', thames, '?filter=everything');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields[0].field).toBe('filter');
  });
});
