import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc, eq, inArray } from 'drizzle-orm';
import { attackAttempts, auditLog, trainingAttempts, users } from '../../db/schema.ts';
import { demoAccounts, type DemoAccount } from '../../seed/demo.ts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { activityCounts } from './known-activity.fixture.ts';

let t: TestApp;
let person: { cybrId: string; cybrOrgId: string };
let colleagueId: string;
const origin = 'http://127.0.0.1:3000';

beforeAll(async () => {
  t = await createTestApp();
  const [found] = await t.database.db.select().from(users).where(eq(users.email, demoAccounts.customer.email));
  person = { cybrId: found!.cybrId, cybrOrgId: found!.cybrOrgId! };
  const [colleague] = await t.database.db
    .select()
    .from(users)
    .where(eq(users.cybrOrgId, person.cybrOrgId))
    .orderBy(desc(users.email));
  colleagueId = colleague!.cybrId === person.cybrId ? '' : colleague!.cybrId;
});
afterAll(() => t.close());

// Fresh messages for each test: one attack and one quiz sent to the demo customer admin, one attack to a colleague.
beforeEach(async () => {
  await t.database.db.delete(attackAttempts).where(inArray(attackAttempts.messageId, ['m-own', 'm-colleague']));
  await t.database.db.delete(trainingAttempts).where(eq(trainingAttempts.messageId, 'q-own'));
  const sent = new Date(Date.now() - 3_600_000).toISOString();
  const attack = {
    contentId: 'c-1',
    cybrOrgId: person.cybrOrgId,
    category: 'invoice',
    contentType: 'email',
    difficulty: 7,
    languageCode: 'es',
    sentAt: sent,
  };
  await t.database.db
    .insert(attackAttempts)
    .values([
      { ...attack, attemptId: 'a-own', messageId: 'm-own', cybrId: person.cybrId },
      ...(colleagueId ? [{ ...attack, attemptId: 'a-colleague', messageId: 'm-colleague', cybrId: colleagueId }] : []),
    ]);
  await t.database.db.insert(trainingAttempts).values({
    attemptId: 't-own',
    messageId: 'q-own',
    contentId: 'quiz-1',
    cybrId: person.cybrId,
    cybrOrgId: person.cybrOrgId,
    languageCode: 'es',
    correctAnswer: 'Report it',
    sentAt: sent,
  });
});

const post = async (path: string, payload: object, account: DemoAccount | null = 'customer') =>
  t.app.inject({
    method: 'POST',
    url: api(path),
    headers: { origin, ...(account ? { cookie: await t.cookieFor(account) } : {}) },
    payload,
  });
const interact = (event: object, account?: DemoAccount | null) =>
  post(
    '/api/v1/breach/interactions',
    { cybrId: person.cybrId, contentId: 'c-1', messageId: 'm-own', ...event },
    account,
  );
const answer = (event: object, account?: DemoAccount | null) =>
  post(
    '/api/v1/teach/answers',
    { cybrId: person.cybrId, contentId: 'quiz-1', messageId: 'q-own', interactionType: 'click', ...event },
    account,
  );
const ownAttack = async () =>
  (await t.database.db.select().from(attackAttempts).where(eq(attackAttempts.attemptId, 'a-own')))[0]!;
const ownQuiz = async () =>
  (await t.database.db.select().from(trainingAttempts).where(eq(trainingAttempts.attemptId, 't-own')))[0]!;
const auditsOf = (target: string) => t.database.db.select().from(auditLog).where(eq(auditLog.target, target));

describe('POST /api/v1/breach/interactions', () => {
  it('records the person’s first click, audits it, and a repeat counts once', async () => {
    const response = await interact({ interactionType: 'click' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const first = await ownAttack();
    expect(first.clickedAt).not.toBeNull();
    expect(await auditsOf('a-own')).toEqual([
      expect.objectContaining({
        action: 'breach.interaction',
        actorCybrId: person.cybrId,
        cybrOrgId: person.cybrOrgId,
        after: { messageId: 'm-own', interactionType: 'click' },
      }),
    ]);
    expect((await interact({ interactionType: 'click' })).statusCode).toBe(200);
    expect((await ownAttack()).clickedAt).toBe(first.clickedAt);
    expect(await auditsOf('a-own')).toHaveLength(1);
  });

  it('credentials are also a click; attachment and report have their own dates; the statistics count them', async () => {
    for (const interactionType of ['credentials', 'attachment', 'report'])
      expect((await interact({ interactionType })).statusCode).toBe(200);
    const stored = await ownAttack();
    expect(stored.clickedAt).not.toBeNull();
    expect(stored.credentialsLeakedAt).not.toBeNull();
    expect(stored.attachmentOpenedAt).not.toBeNull();
    expect(stored.reportedAt).not.toBeNull();
    const summary = (
      await t.app.inject({
        url: api(`/api/v1/users/${person.cybrId}/summaries`),
        headers: { cookie: await t.cookieFor('customer') },
      })
    ).json();
    expect(summary.attacks.leakedCredentials.count).toBeGreaterThanOrEqual(1);
    const log = (
      await t.app.inject({
        url: api(`/api/v1/organizations/${person.cybrOrgId}/breach/log?to=1`),
        headers: { cookie: await t.cookieFor('customer') },
      })
    ).json();
    expect(log.data[0]).toMatchObject({
      attemptId: 'a-own',
      clickedDate: expect.any(String),
      credentialsLeakedDate: expect.any(String),
      reportDate: expect.any(String),
    });
  });

  it.each([
    ['someone else’s cybrId', { cybrId: 'someone-else' }, 'customer', 403],
    ['a partner recording for the person', {}, 'reseller', 403],
    ['a message of another person', { messageId: 'm-colleague' }, 'customer', 404],
    ['content the message did not carry', { contentId: 'c-2' }, 'customer', 404],
    ['an unknown message', { messageId: 'm-none' }, 'customer', 404],
  ] as const)('refuses %s (%#) and changes nothing', async (_, event, account, status) => {
    const before = await activityCounts(t);
    const response = await interact({ interactionType: 'click', ...event }, account);
    expect(response.statusCode).toBe(status);
    expect(await activityCounts(t)).toEqual(before);
  });

  it.each([
    [{ interactionType: 'reply' }, 'interactionType'],
    [{ interactionType: 'click', messageId: '' }, 'messageId'],
    [{ interactionType: 'click', cybrId: 5 }, 'cybrId'],
    [{ interactionType: 'click', contentId: 'x'.repeat(65) }, 'contentId'],
  ])('refuses %j with 400 naming %s, changing nothing', async (event, field) => {
    const before = await activityCounts(t);
    const response = await interact(event);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(await activityCounts(t)).toEqual(before);
  });

  it('answers 401 signed out', async () => {
    expect((await interact({ interactionType: 'click' }, null)).statusCode).toBe(401);
    expect((await ownAttack()).clickedAt).toBeNull();
  });
});

describe('POST /api/v1/teach/answers', () => {
  it('a test answer is only checked: nothing stored, nothing audited', async () => {
    const response = await answer({ answer: 'Report it', test: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ correct: true });
    expect(await ownQuiz()).toMatchObject({ completedAt: null, answer: null, correct: null });
    expect(await auditsOf('t-own')).toEqual([]);
  });

  it('stores the first real answer with its audit; the same answer again answers the same; another is a 409', async () => {
    const response = await answer({ answer: '  Open the attachment ' });
    expect(response.json()).toEqual({ correct: false });
    const stored = await ownQuiz();
    expect(stored).toMatchObject({ answer: 'Open the attachment', correct: false });
    expect(stored.completedAt).not.toBeNull();
    expect(await auditsOf('t-own')).toEqual([
      expect.objectContaining({
        action: 'teach.answer',
        actorCybrId: person.cybrId,
        after: { messageId: 'q-own', correct: false },
      }),
    ]);
    expect((await answer({ answer: 'Open the attachment' })).json()).toEqual({ correct: false });
    const changed = await answer({ answer: 'Report it' });
    expect(changed.statusCode).toBe(409);
    expect(await ownQuiz()).toEqual(stored);
    expect(await auditsOf('t-own')).toHaveLength(1);
    const log = (
      await t.app.inject({
        url: api(`/api/v1/organizations/${person.cybrOrgId}/teach/log?to=1`),
        headers: { cookie: await t.cookieFor('customer') },
      })
    ).json();
    expect(log.data[0]).toEqual({ completedDate: expect.any(String), correct: false });
  });

  it('a right answer is right', async () => {
    expect((await answer({ answer: 'Report it' })).json()).toEqual({ correct: true });
    expect((await ownQuiz()).correct).toBe(true);
  });

  it.each([
    ['someone else’s cybrId', { cybrId: 'someone-else' }, 'customer', 403],
    ['a partner answering for the person', {}, 'distributor', 403],
    ['another quiz content', { contentId: 'quiz-2' }, 'customer', 404],
    ['an unknown message', { messageId: 'nothing' }, 'customer', 404],
  ] as const)('refuses %s (%#) and changes nothing', async (_, event, account, status) => {
    const before = await activityCounts(t);
    expect((await answer({ answer: 'Report it', ...event }, account)).statusCode).toBe(status);
    expect(await activityCounts(t)).toEqual(before);
  });

  it.each([
    [{ answer: '' }, 'answer'],
    [{ answer: 'Report it', test: 'yes' }, 'test'],
    [{ answer: 'Report it', interactionType: 'quiz' }, 'interactionType'],
  ])('refuses %j with 400 naming %s', async (event, field) => {
    const before = await activityCounts(t);
    const response = await answer(event);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(await activityCounts(t)).toEqual(before);
  });

  it('answers 401 signed out', async () => {
    expect((await answer({ answer: 'Report it' }, null)).statusCode).toBe(401);
    expect((await ownQuiz()).completedAt).toBeNull();
  });
});
