import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo activity', () => {
  it('gives the demo partners and several customers a year of attacks and quizzes, with departments and locations', async () => {
    const result = (await t.database.db.execute(sql`select
      (select count(*) from attack_attempts)::int as attacks,
      (select count(*) from training_attempts)::int as quizzes,
      (select count(distinct cybr_org_id) from attack_attempts)::int as organisations,
      (select count(*) from attack_attempts where sent_at < now() - interval '12 months' or sent_at > now())::int as outside,
      (select count(*) from user_placements)::int as placed,
      (select count(distinct o.cybr_org_id) from attack_attempts a join organizations o using (cybr_org_id) where o.is_pistachio_partner)::int as partners`)) as unknown as {
      rows: {
        attacks: number;
        quizzes: number;
        organisations: number;
        outside: number;
        placed: number;
        partners: number;
      }[];
    };
    const row = result.rows[0]!;
    expect(row.attacks).toBe(400);
    expect(row.quizzes).toBe(200);
    expect(row.organisations).toBeGreaterThanOrEqual(8);
    expect(row.partners).toBe(3);
    expect(row.outside).toBe(0);
    expect(row.placed).toBeGreaterThan(20);
  });
});
