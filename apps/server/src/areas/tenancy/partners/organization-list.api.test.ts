import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Page = { data: { cybrOrgId: string; status: string }[]; total: number };

describe('GET /api/v1/organizations', () => {
  it("answers a partner's own book, as its partner list does", async () => {
    const cookie = await t.cookieFor('reseller');
    const alpine = await t.orgId('Alpine Secure IT GmbH');
    const mine = await t.app.inject({ url: api('/api/v1/organizations?from=0&to=50'), headers: { cookie } });
    const book = await t.app.inject({
      url: api(`/api/v1/partners/${alpine}/organizations?from=0&to=50`),
      headers: { cookie },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<Page>()).toEqual(book.json<Page>());
    expect(mine.json<Page>().total).toBeGreaterThan(0);
  });

  it('with approvedOnly lists the approved customers only', async () => {
    const cookie = await t.cookieFor('distributor');
    const all = (
      await t.app.inject({ url: api('/api/v1/organizations?from=0&to=100'), headers: { cookie } })
    ).json<Page>();
    const approved = (
      await t.app.inject({ url: api('/api/v1/organizations?from=0&to=100&approvedOnly=true'), headers: { cookie } })
    ).json<Page>();
    expect(approved.total).toBeLessThan(all.total);
    expect(new Set(approved.data.map((o) => o.status))).toEqual(new Set(['APPROVED']));
  });

  it("refuses a customer's people, a page over 100 rows and a filter beside approvedOnly", async () => {
    expect(
      (await t.app.inject({ url: api('/api/v1/organizations'), headers: { cookie: await t.cookieFor('customer') } }))
        .statusCode,
    ).toBe(403);
    const cookie = await t.cookieFor('reseller');
    for (const [query, field] of [
      ['from=0&to=500', 'to'],
      ['approvedOnly=true&filter=pending', 'filter'],
    ]) {
      const answer = await t.app.inject({ url: api(`/api/v1/organizations?${query}`), headers: { cookie } });
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ fields: { field: string }[] }>().fields[0]!.field).toBe(field);
    }
  });
});
