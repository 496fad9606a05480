import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import {
  attackAttempts,
  orgDepartments,
  orgLocations,
  organizations,
  trainingAttempts,
  userPlacements,
  users,
} from '../../db/schema.ts';
import type { DemoAccount } from '../../seed/demo.ts';
import { api, createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/**
 * A customer of the demo reseller (Alpine Secure IT GmbH) with activity known to the test: its
 * seeded activity replaced by five attacks and five quizzes at fixed distances from now.
 */
export async function knownActivity(t: TestApp, now = Date.now()) {
  const db = t.database.db;
  const reseller = await t.orgId('Alpine Secure IT GmbH');
  const customers = await db
    .select({ cybrOrgId: organizations.cybrOrgId })
    .from(organizations)
    .where(eq(organizations.partnerCybrOrgId, reseller))
    .orderBy(asc(organizations.organizationName));
  let org = '';
  let people: { cybrId: string; email: string; fullName: string }[] = [];
  for (const c of customers) {
    people = await db
      .select({ cybrId: users.cybrId, email: users.email, fullName: users.fullName })
      .from(users)
      .where(eq(users.cybrOrgId, c.cybrOrgId))
      .orderBy(asc(users.email));
    org = c.cybrOrgId;
    if (people.length >= 3) break;
  }
  const [u1, u2, u3] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0]];
  await db.delete(attackAttempts).where(eq(attackAttempts.cybrOrgId, org));
  await db.delete(trainingAttempts).where(eq(trainingAttempts.cybrOrgId, org));
  await db.delete(userPlacements).where(
    inArray(
      userPlacements.cybrId,
      people.map((p) => p.cybrId),
    ),
  );
  await db.delete(orgDepartments).where(eq(orgDepartments.cybrOrgId, org));
  await db.delete(orgLocations).where(eq(orgLocations.cybrOrgId, org));

  const id = (name: string) => `${name}-${org.slice(0, 8)}`;
  const departments = { finance: id('dep-finance'), sales: id('dep-sales') };
  const locations = { oslo: id('loc-oslo'), bergen: id('loc-bergen') };
  await db.insert(orgDepartments).values([
    { id: departments.sales, cybrOrgId: org, name: 'Sales' },
    { id: departments.finance, cybrOrgId: org, name: 'Finance' },
  ]);
  await db.insert(orgLocations).values([
    { id: locations.oslo, cybrOrgId: org, name: 'Oslo' },
    { id: locations.bergen, cybrOrgId: org, name: 'Bergen' },
  ]);
  await db.insert(userPlacements).values([
    { cybrId: u1.cybrId, departmentId: departments.finance, locationId: locations.oslo },
    { cybrId: u2.cybrId, departmentId: departments.sales, locationId: locations.bergen },
  ]);

  const at = (agoMs: number) => new Date(now - agoMs).toISOString();
  const attack = (
    n: number,
    who: { cybrId: string },
    agoMs: number,
    difficulty: number,
    languageCode: string,
    reactions: Partial<typeof attackAttempts.$inferInsert> = {},
  ) => ({
    attemptId: id(`attempt-${n}`),
    messageId: id(`message-${n}`),
    contentId: 'content-1',
    cybrId: who.cybrId,
    cybrOrgId: org,
    category: 'invoice',
    contentType: 'email',
    difficulty,
    languageCode,
    sentAt: at(agoMs),
    ...reactions,
  });
  await db
    .insert(attackAttempts)
    .values([
      attack(1, u1, 2 * hourMs, 4, 'en', { clickedAt: at(hourMs), credentialsLeakedAt: at(hourMs - 60_000) }),
      attack(2, u2, 3 * dayMs, 8, 'de', { reportedAt: at(2 * dayMs) }),
      attack(3, u1, 10 * dayMs, 6, 'en'),
      attack(4, u3, 100 * dayMs, 2, 'en', { repliedAt: at(99 * dayMs), calledAt: at(99 * dayMs) }),
      attack(5, u2, 400 * dayMs, 10, 'en', { clickedAt: at(399 * dayMs) }),
    ]);
  const quiz = (n: number, who: { cybrId: string }, agoMs: number, correct: boolean | null) => ({
    attemptId: id(`quiz-${n}`),
    messageId: id(`quiz-message-${n}`),
    contentId: 'quiz-1',
    cybrId: who.cybrId,
    cybrOrgId: org,
    languageCode: 'en',
    correctAnswer: 'Report it',
    sentAt: at(agoMs),
    completedAt: correct === null ? null : at(agoMs - 60_000),
    answer: correct === null ? null : correct ? 'Report it' : 'Open it',
    correct,
  });
  await db
    .insert(trainingAttempts)
    .values([
      quiz(1, u1, hourMs, true),
      quiz(2, u2, 5 * dayMs, false),
      quiz(3, u1, 20 * dayMs, null),
      quiz(4, u3, 200 * dayMs, true),
      quiz(5, u2, 500 * dayMs, true),
    ]);
  return { org, u1, u2, u3, departments, locations, id, now };
}

export type KnownActivity = Awaited<ReturnType<typeof knownActivity>>;

/**
 * For a test file: the app on a fresh database with `knownActivity`, set up before its tests and
 * closed after them (`t` and `known` are filled in then), and `get` asking the API as a demo account.
 */
export function withKnownActivity() {
  const t = {} as TestApp;
  const known = {} as KnownActivity;
  beforeAll(async () => {
    Object.assign(t, await createTestApp());
    Object.assign(known, await knownActivity(t));
  });
  afterAll(() => t.close());
  const get = async (path: string, account: DemoAccount | null = 'reseller') =>
    t.app.inject({ url: api(path), headers: account ? { cookie: await t.cookieFor(account) } : {} });
  return { t, known, get };
}

/** How many rows the activity tables hold, to show a refused write changed nothing. */
export async function activityCounts(t: TestApp) {
  const [row] = (
    (await t.database.db.execute(sql`select
    (select count(*) from attack_attempts where clicked_at is not null or credentials_leaked_at is not null or attachment_opened_at is not null or reported_at is not null)::int as reacted,
    (select count(*) from training_attempts where completed_at is not null)::int as answered,
    (select count(*) from audit_log where action in ('breach.interaction', 'teach.answer'))::int as audited`)) as unknown as {
      rows: { reacted: number; answered: number; audited: number }[];
    }
  ).rows;
  return row!;
}
