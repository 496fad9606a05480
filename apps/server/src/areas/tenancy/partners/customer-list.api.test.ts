import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
let distributorId: string;
let resellerAId: string;
let resellerBId: string;

beforeAll(async () => {
  t = await createTestApp();
  distributorId = await t.orgId('Nordic Shield Distribution AS');
  resellerAId = await t.orgId('Alpine Secure IT GmbH');
  resellerBId = await t.orgId('Thames Cyber Partners Ltd');
});
afterAll(() => t.close());

async function list(
  account: 'distributor' | 'reseller' | 'reseller2' | 'customer' | 'staff',
  partnerId: string,
  query = '',
) {
  const response = await t.app.inject({
    url: api(`/api/v1/partners/${partnerId}/organizations${query}`),
    headers: { cookie: await t.cookieFor(account) },
  });
  return { status: response.statusCode, body: response.json() };
}

async function namesInDb(where: string) {
  const result = (await t.database.db.execute(
    sql.raw(`select organization_name from organizations where ${where} order by organization_name, cybr_org_id`),
  )) as unknown as { rows: { organization_name: string }[] };
  return result.rows.map((r) => r.organization_name);
}

describe('GET /api/v1/partners/{cybrOrgId}/organizations', () => {
  it("gives a distributor its own customers, its resellers and its resellers' customers", async () => {
    const { status, body } = await list('distributor', distributorId, '?from=0&to=100');
    expect(status).toBe(200);
    const expected = await namesInDb(
      `distributor_cybr_org_id = '${distributorId}' and cybr_org_id <> '${distributorId}'`,
    );
    expect(body.total).toBe(expected.length);
    expect(body.total).toBeGreaterThanOrEqual(60);
    expect(body.data.map((o: { organizationName: string }) => o.organizationName)).toEqual(expected);
    expect(body).toMatchObject({ count: expected.length, from: 0, to: expected.length, reqFrom: 0, reqTo: 100 });
  });

  it('gives a reseller only its own customers', async () => {
    const { body } = await list('reseller', resellerAId, '?to=100');
    expect(body.data.map((o: { organizationName: string }) => o.organizationName)).toEqual(
      await namesInDb(`partner_cybr_org_id = '${resellerAId}'`),
    );
    expect(body.data.every((o: { partnerCybrOrgId: string }) => o.partnerCybrOrgId === resellerAId)).toBe(true);
  });

  it("lets a distributor open one of its resellers' books", async () => {
    const { status, body } = await list('distributor', resellerBId, '?to=100');
    expect(status).toBe(200);
    expect(body.total).toBe((await namesInDb(`partner_cybr_org_id = '${resellerBId}'`)).length);
  });

  it.each([
    ['a reseller asking for its distributor', 'reseller', (): string => distributorId],
    ['a reseller asking for another reseller', 'reseller', (): string => resellerBId],
    ['a customer admin', 'customer', (): string => distributorId],
    ['platform staff outside ghost mode', 'staff', (): string => resellerAId],
    ['anyone asking for an unknown id', 'distributor', (): string => 'no-such-org'],
  ] as const)('refuses %s with 403 and no data', async (_what, account, id) => {
    const { status, body } = await list(account, id());
    expect(status).toBe(403);
    expect(body).toEqual({ code: 'FORBIDDEN', message: expect.any(String), requestId: expect.any(String) });
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ url: api(`/api/v1/partners/${distributorId}/organizations`) });
    expect(response.statusCode).toBe(401);
  });

  it('pages without overlap and reports the window it returned', async () => {
    const first = (await list('distributor', distributorId, '?from=0&to=25')).body;
    const second = (await list('distributor', distributorId, '?from=25&to=50')).body;
    expect(first.count).toBe(25);
    expect(second.from).toBe(25);
    const ids = new Set([...first.data, ...second.data].map((o: { cybrOrgId: string }) => o.cybrOrgId));
    expect(ids.size).toBe(50);
    const last = (await list('distributor', distributorId, `?from=${first.total - 5}&to=${first.total + 20}`)).body;
    expect(last).toMatchObject({ count: 5, to: first.total, reqTo: first.total + 20 });
  });

  it('sorts by users, status and name in either order', async () => {
    const byUsers = (await list('distributor', distributorId, '?sortBy=totalUsers&order=desc&to=100')).body.data.map(
      (o: { totalUsers: number }) => o.totalUsers,
    );
    expect(byUsers).toEqual([...byUsers].sort((a, b) => b - a));
    const byStatus = (await list('distributor', distributorId, '?sortBy=status&to=100')).body.data.map(
      (o: { status: string }) => o.status,
    );
    expect(byStatus).toEqual([...byStatus].sort());
    const byName = (await list('distributor', distributorId, '?order=desc&to=100')).body.data.map(
      (o: { organizationName: string }) => o.organizationName,
    );
    expect(byName).toEqual(
      await namesInDb(`distributor_cybr_org_id = '${distributorId}' and cybr_org_id <> '${distributorId}'`).then((n) =>
        n.reverse(),
      ),
    );
  });

  it.each([
    ['country', `coalesce(o.country, '')`],
    ['products', 'o.products'],
    ['partnerName', `coalesce(p.organization_name, '')`],
  ])(
    'sorts by %s in either order, names and then ids breaking ties, on pages that do not overlap',
    async (sortBy, key) => {
      for (const order of ['asc', 'desc']) {
        const pages = [0, 25, 50].map((from) =>
          list('distributor', distributorId, `?sortBy=${sortBy}&order=${order}&from=${from}&to=${from + 25}`),
        );
        const got = (await Promise.all(pages)).flatMap(({ body }) =>
          body.data.map((o: { cybrOrgId: string }) => o.cybrOrgId),
        );
        const result = (await t.database.db.execute(
          sql.raw(`select o.cybr_org_id from organizations o left join organizations p on p.cybr_org_id = o.partner_cybr_org_id
          where o.distributor_cybr_org_id = '${distributorId}' and o.cybr_org_id <> '${distributorId}'
          order by ${key} ${order}, o.organization_name ${order}, o.cybr_org_id ${order} limit 75`),
        )) as unknown as { rows: { cybr_org_id: string }[] };
        expect(got).toEqual(result.rows.map((r) => r.cybr_org_id));
      }
      const searched = await list('distributor', distributorId, `?sortBy=${sortBy}&search=a&to=100`);
      expect(searched.status).toBe(200);
      expect(searched.body.count).toBe(searched.body.data.length);
    },
  );

  it('searches names case-insensitively and treats % and _ as plain text', async () => {
    const { body } = await list('distributor', distributorId, '?search=GMBH&to=100');
    expect(body.total).toBeGreaterThan(0);
    expect(body.data.every((o: { organizationName: string }) => /gmbh/i.test(o.organizationName))).toBe(true);
    expect((await list('distributor', distributorId, '?search=%25')).body.total).toBe(0);
  });

  it('filters by status and by kind of organisation', async () => {
    const pending = (await list('distributor', distributorId, '?filter=pending&to=100')).body;
    expect(pending.total).toBe(
      (await namesInDb(`distributor_cybr_org_id = '${distributorId}' and status = 'PENDING'`)).length,
    );
    expect(pending.data.every((o: { status: string }) => o.status === 'PENDING')).toBe(true);
    const resellers = (await list('distributor', distributorId, '?resellersOnly=true')).body;
    expect(resellers.data.map((o: { organizationName: string }) => o.organizationName)).toEqual([
      'Alpine Secure IT GmbH',
      'Thames Cyber Partners Ltd',
    ]);
    const customers = (await list('distributor', distributorId, '?customersOnly=true&to=100')).body;
    expect(customers.data.some((o: { isPistachioPartner: boolean }) => o.isPistachioPartner)).toBe(false);
  });

  it("counts each organisation's users", async () => {
    const { body } = await list('distributor', distributorId, '?to=100');
    const result = (await t.database.db.execute(
      sql.raw(`select cybr_org_id, count(*)::int as n from users group by cybr_org_id`),
    )) as unknown as { rows: { cybr_org_id: string; n: number }[] };
    const counts = new Map(result.rows.map((r) => [r.cybr_org_id, r.n]));
    for (const org of body.data as { cybrOrgId: string; totalUsers: number }[]) {
      expect(org.totalUsers).toBe(counts.get(org.cybrOrgId) ?? 0);
    }
  });

  it('keeps totals right as organisations are added, change status and move', async () => {
    const db = t.database.db;
    const totalFor = async (query: string) => (await list('distributor', distributorId, query)).body.total;
    const before = {
      all: await totalFor(''),
      pending: await totalFor('?filter=pending'),
      disabled: await totalFor('?filter=disabled'),
    };
    await db.execute(
      sql.raw(`insert into organizations (cybr_org_id, organization_name, status, partner_cybr_org_id, distributor_cybr_org_id)
      values ('count-a', 'Counting One AS', 'PENDING', '${resellerAId}', '${distributorId}'), ('count-b', 'Counting Two AS', 'PENDING', '${distributorId}', '${distributorId}')`),
    );
    expect(await totalFor('')).toBe(before.all + 2);
    expect(await totalFor('?filter=pending')).toBe(before.pending + 2);
    await db.execute(
      sql.raw(`update organizations set status = 'DISABLED' where cybr_org_id in ('count-a', 'count-b')`),
    );
    expect(await totalFor('?filter=pending')).toBe(before.pending);
    expect(await totalFor('?filter=disabled')).toBe(before.disabled + 2);
    const resellerBefore = (await list('reseller2', resellerBId, '')).body.total;
    await db.execute(
      sql.raw(`update organizations set partner_cybr_org_id = '${resellerBId}' where cybr_org_id = 'count-a'`),
    );
    expect((await list('reseller2', resellerBId, '')).body.total).toBe(resellerBefore + 1);
    await db.execute(sql.raw(`delete from organizations where cybr_org_id in ('count-a', 'count-b')`));
    expect(await totalFor('')).toBe(before.all);
    expect((await list('reseller2', resellerBId, '')).body.total).toBe(resellerBefore);
  });

  it('returns each customer with its licences and partner name', async () => {
    const { body } = await list('reseller', resellerAId, '?to=1');
    expect(body.data[0].partnerName).toBe('Alpine Secure IT GmbH');
    expect(body.data[0].licenses.find((l: { productType: string }) => l.productType === 'standard')).toMatchObject({
      active: expect.any(Boolean),
      issued: expect.any(Number),
    });
  });

  it.each([
    ['?from=0&to=500', 'to'],
    ['?from=10&to=5', 'to'],
    ['?from=-1', 'from'],
    ['?sortBy=password', 'sortBy'],
    ['?order=sideways', 'order'],
    ['?filter=everything', 'filter'],
    ['?customersOnly=maybe', 'customersOnly'],
    [`?search=${'x'.repeat(101)}`, 'search'],
  ])('rejects %s with 400 naming %s', async (query, field) => {
    const { status, body } = await list('distributor', distributorId, query);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION');
    expect(body.fields.map((f: { field: string }) => f.field)).toContain(field);
  });
});
