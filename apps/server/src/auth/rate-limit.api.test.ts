import { afterEach, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { signInRateLimit } from './rate-limits.ts';

let t: TestApp | undefined;
afterEach(() => t?.close());

/** Starts `n` sign-ins, each claiming a different forwarded address, all from one real client. */
async function forgedSignIns(app: TestApp, n: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) {
    const response = await app.app.inject({
      url: api('/api/v1/login?auth-provider=microsoft'),
      remoteAddress: '10.7.7.7',
      headers: { 'x-forwarded-for': `203.0.113.${i}` },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

// Each test builds its own server (the limit's memory starts empty), which on a busy machine takes
// longer than the project's usual 30 s.
describe('the sign-in rate limit counts the real client', { timeout: 90_000 }, () => {
  it('is not bypassed by a forged X-Forwarded-For when no proxy is trusted', async () => {
    t = await createTestApp();
    const statuses = await forgedSignIns(t, signInRateLimit.max + 5);
    expect(statuses.slice(signInRateLimit.max)).toEqual(Array(5).fill(429));
  });

  it('believes X-Forwarded-For from a configured proxy, counting each client behind it', async () => {
    t = await createTestApp({ TRUSTED_PROXIES: '10.7.7.7' });
    const statuses = await forgedSignIns(t, signInRateLimit.max + 5);
    expect(statuses.every((s) => s === 200)).toBe(true);
  });

  it('writes nothing when an anonymous client starts a sign-in', async () => {
    t = await createTestApp();
    const rows = async () => {
      const result = (await t!.database.db.execute(
        'select (select count(*) from sessions) + (select count(*) from audit_log) as n',
      )) as unknown as { rows: { n: number | string }[] };
      return Number(result.rows[0]!.n);
    };
    const before = await rows();
    await forgedSignIns(t, 10);
    expect(await rows()).toBe(before);
  });
});
