import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiBasePath, catalogue } from '@portal/contracts';
import { createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the catalogue', () => {
  it('is served whole: every operation it documents has its route', () => {
    const missing = Object.entries(catalogue)
      .filter(
        ([, ep]) => !t.app.hasRoute({ method: ep.method, url: apiBasePath + ep.path.replace(/\{(\w+)\}/g, ':$1') }),
      )
      .map(([name, ep]) => `${name}: ${ep.method} ${ep.path}`);
    expect(missing).toEqual([]);
  });
});
