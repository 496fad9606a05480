import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@portal/contracts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API documentation', () => {
  it('serves an OpenAPI 3.1 document with every catalogue entry', async () => {
    const response = await t.app.inject({ url: api('/docs/openapi.json') });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers[0].url).toBe('/app/baloo-router-api');
    for (const ep of Object.values(catalogue)) {
      expect(doc.paths[ep.path]?.[ep.method.toLowerCase()], `${ep.method} ${ep.path}`).toBeDefined();
    }
  });

  it('documents the customer list query with its enums and the path parameter', async () => {
    const doc = (await t.app.inject({ url: api('/docs/openapi.json') })).json();
    const op = doc.paths['/api/v1/partners/{cybrOrgId}/organizations'].get;
    const byName = Object.fromEntries(op.parameters.map((p: { name: string }) => [p.name, p]));
    expect(byName.cybrOrgId).toMatchObject({ in: 'path', required: true });
    expect(byName.sortBy.schema.enum).toEqual([
      'organizationName',
      'status',
      'totalUsers',
      'partnerName',
      'country',
      'products',
    ]);
    expect(byName.filter).toMatchObject({ in: 'query', required: false });
    expect(op.responses['200'].content['application/json'].schema.properties).toHaveProperty('reqFrom');
  });

  it('names both ways in and the API key scope each operation needs', async () => {
    const doc = (await t.app.inject({ url: api('/docs/openapi.json') })).json();
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['apiKey', 'session']);
    const list = doc.paths['/api/v1/partners/{cybrOrgId}/organizations'];
    expect(list.get.security).toEqual([{ session: [] }, { apiKey: ['read'] }]);
    expect(list.post.security).toEqual([{ session: [] }, { apiKey: ['write'] }]);
    expect(doc.paths['/api/v1/organizations/{cybrOrgId}/subscriptions'].get.security).toContainEqual({
      apiKey: ['billing'],
    });
    expect(doc.paths['/api/v1/logout'].post.security).toEqual([{ session: [] }]);
    const page = (await t.app.inject({ url: api('/docs') })).body;
    expect(page).toContain('curl -H "Authorization: Bearer $PORTAL_KEY"');
  });

  it('serves a readable page linking the JSON', async () => {
    const response = await t.app.inject({ url: api('/docs') });
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('/api/v1/users/me');
    expect(response.body).toContain('openapi.json');
  });
});
