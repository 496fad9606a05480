import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { auditLog, feedback, users } from '../../../db/schema.ts';
import { demoAccounts } from '../../../seed/demo.ts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { feedbackPerHour } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const origin = 'http://127.0.0.1:3000';
const send = async (payload: unknown, account: 'distributor' | 'reseller' | 'customer' | null = 'reseller') =>
  t.app.inject({
    method: 'POST',
    url: api('/api/v1/users/feedback'),
    headers: { origin, ...(account ? { cookie: await t.cookieFor(account) } : {}) },
    payload: payload as object,
  });
const storedFor = async (account: 'distributor' | 'reseller' | 'customer') => {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, demoAccounts[account].email));
  return t.database.db.select().from(feedback).where(eq(feedback.cybrId, user!.cybrId));
};

describe('POST /api/v1/users/feedback', () => {
  it('stores the score and text with who sent it, their organisation and when, and audits it', async () => {
    const before = Date.now();
    const response = await send({ score: 9, text: '  Die Liste ist schnell.  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const [row] = await storedFor('reseller');
    expect(row).toMatchObject({
      score: 9,
      text: 'Die Liste ist schnell.',
      cybrOrgId: await t.orgId('Alpine Secure IT GmbH'),
    });
    expect(Date.parse(String(row!.createdAt))).toBeGreaterThanOrEqual(before - 1000);
    const [audit] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      action: 'feedback.sent',
      actorCybrId: row!.cybrId,
      target: String(row!.id),
      after: { score: 9 },
    });
  });

  it.each([
    [{ score: 11, text: 'x' }, 'score'],
    [{ score: -1, text: 'x' }, 'score'],
    [{ score: 2.5, text: 'x' }, 'score'],
    [{ score: '7', text: 'x' }, 'score'],
    [{ text: 'x' }, 'score'],
    [{ score: 5, text: 'x'.repeat(5001) }, 'text'],
    [{ score: 5 }, 'text'],
  ])('refuses %j with 400 naming %s, storing nothing', async (payload, field) => {
    const response = await send(payload, 'distributor');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(await storedFor('distributor')).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const response = await send({ score: 5, text: 'hello' }, null);
    expect(response.statusCode).toBe(401);
  });

  it('takes feedback from a customer admin too (anyone signed in), under their own organisation', async () => {
    expect((await send({ score: 0, text: '' }, 'customer')).statusCode).toBe(200);
    const [row] = await storedFor('customer');
    expect(row).toMatchObject({ score: 0, text: '' });
    expect(row!.cybrOrgId).not.toBe(await t.orgId('Alpine Secure IT GmbH'));
  });

  it(`refuses more than ${feedbackPerHour} messages an hour from one person with 429, storing nothing more`, async () => {
    const already = (await storedFor('reseller')).length;
    const answers = await Promise.all(
      Array.from({ length: feedbackPerHour + 2 }, (_, n) => send({ score: 5, text: `message ${n}` })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(feedbackPerHour - already);
    expect(statuses.filter((s) => s === 429)).toHaveLength(feedbackPerHour + 2 - (feedbackPerHour - already));
    expect(await storedFor('reseller')).toHaveLength(feedbackPerHour);
    // Someone else is not held up by it.
    expect((await send({ score: 7, text: 'fine' }, 'distributor')).statusCode).toBe(200);
  });
});
