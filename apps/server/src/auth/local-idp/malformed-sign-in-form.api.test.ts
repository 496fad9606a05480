import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { malformedSignInForm } from '@portal/test-kit/malformed-sign-in-form.ts';
import { openSignInForm, type SignInForm } from '@portal/test-kit/sign-in-form.ts';
import { snapshotTables, tableChanges, type TableSnapshot } from '@portal/test-kit/table-snapshot.ts';
import { createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

// The login form of the built-in identity provider, under the same rule as the API: malformed posts are
// refused and change nothing (no failed attempt counted). A twentieth of MALFORMED_REQUESTS, at least 50.
const runs = Math.max(50, Math.ceil(Number(process.env.MALFORMED_REQUESTS || 3000) / 20));
const seed = Number(process.env.MALFORMED_SEED || Date.now() % 2 ** 31);
const leaks = [/\n\s+at \S+/, /\.[jt]s:\d+/, /postgres/i, /relation/i, /syntax error/i, /sqlstate/i];

let t: TestApp;
let form: SignInForm;
let before: TableSnapshot;
const statuses = new Map<number, number>();

beforeAll(async () => {
  t = await createTestApp();
  form = await openSignInForm(t);
  before = await snapshotTables(t.database.db);
});
afterAll(async () => {
  const seen = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
  console.log(
    `malformed sign-in forms: ${[...statuses.values()].reduce((a, b) => a + b, 0)} sent (seed ${seed}); statuses ${seen.join(' ')}`,
  );
  await t?.close();
});

describe('malformed sign-in forms', () => {
  it(
    'are refused with a 4xx that shows nothing internal, and count no failed attempt',
    { timeout: 300_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(malformedSignInForm, async ({ payload, contentType, remoteAddress, defects }) => {
          const response = await t.app.inject({
            method: 'POST',
            url: form.action,
            headers: { ...form.headers, 'content-type': contentType },
            payload,
            remoteAddress,
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const said = `[${defects.join('; ')}] ${payload.slice(0, 200)} as ${contentType} → ${response.statusCode}`;
          expect(response.statusCode, said).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, said).toBeLessThan(500);
          for (const leak of leaks) expect(response.body, said).not.toMatch(leak);
        }),
        { numRuns: runs, seed },
      );
      expect(tableChanges(before, await snapshotTables(t.database.db))).toEqual([]);
    },
  );
});
