import { describe, expect, it } from 'vitest';
import { withKnownActivity } from '../known-activity.fixture.ts';

const { t, known, get } = withKnownActivity();

describe('GET …/departments and …/locations', () => {
  it('lists the organisation’s own, by name', async () => {
    const departments = await get(`/api/v1/organizations/${known.org}/departments`);
    expect(departments.statusCode).toBe(200);
    expect(departments.json()).toEqual([
      { id: known.departments.finance, name: 'Finance' },
      { id: known.departments.sales, name: 'Sales' },
    ]);
    expect((await get(`/api/v1/organizations/${known.org}/locations`, 'distributor')).json()).toEqual([
      { id: known.locations.bergen, name: 'Bergen' },
      { id: known.locations.oslo, name: 'Oslo' },
    ]);
  });

  it('the demo seed gives a partner’s own organisation its departments and locations', async () => {
    const own = await t.orgId('Alpine Secure IT GmbH');
    expect((await get(`/api/v1/organizations/${own}/departments`)).json().map((d: { name: string }) => d.name)).toEqual(
      ['Engineering', 'Finance', 'Human Resources', 'Operations', 'Sales'],
    );
  });

  it('answers 404 to another partner and a customer elsewhere, 401 signed out', async () => {
    for (const kind of ['departments', 'locations']) {
      expect((await get(`/api/v1/organizations/${known.org}/${kind}`, 'reseller2')).statusCode).toBe(404);
      expect((await get(`/api/v1/organizations/${known.org}/${kind}`, 'customer')).statusCode).toBe(404);
      expect((await get(`/api/v1/organizations/${known.org}/${kind}`, null)).statusCode).toBe(401);
    }
  });
});
