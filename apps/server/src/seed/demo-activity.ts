import { randomUUID } from 'node:crypto';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { attackAttempts, orgDepartments, orgLocations, trainingAttempts, userPlacements, users } from '../db/schema.ts';
import { demoAccounts } from './demo-accounts.ts';
import { seededRandom } from './names.ts';

const departmentNames = ['Finance', 'Sales', 'Engineering', 'Human Resources', 'Operations'];
const locationNames = ['Head office', 'Branch office', 'Remote'];
const categories = ['credential-harvest', 'malicious-attachment', 'ceo-fraud', 'delivery-notice', 'invoice'];
const channels = ['email', 'email', 'email', 'sms', 'teams'];
const customersWithActivity = 6;
const dayMs = 86_400_000;

/**
 * Attack and training activity over the last 12 months for the demo partners' own organisations
 * and a few customers (the demo customer admin's first), with departments and locations, so the
 * statistics, logs and reports have something to show.
 */
export async function seedDemoActivity(db: Db): Promise<void> {
  const random = seededRandom(2027);
  const partnerPeople = await db
    .select({ cybrOrgId: users.cybrOrgId })
    .from(users)
    .where(
      inArray(users.email, [
        demoAccounts.distributor.email,
        demoAccounts.reseller.email,
        demoAccounts.reseller2.email,
        demoAccounts.customer.email,
      ]),
    );
  const partnerOrgIds = partnerPeople.map((p) => p.cybrOrgId!);
  // A few more customers of the demo distributor's tree, the same ones on every seed (by name).
  const more = await db.query.organizations.findMany({
    columns: { cybrOrgId: true },
    where: (o, { and, eq, notInArray }) =>
      and(eq(o.isPistachioPartner, false), eq(o.status, 'APPROVED'), notInArray(o.cybrOrgId, partnerOrgIds)),
    orderBy: (o) => [asc(o.organizationName)],
    limit: customersWithActivity - 1,
  });
  const orgIds = [...partnerOrgIds, ...more.map((o) => o.cybrOrgId)];
  const people = await db
    .select({ cybrId: users.cybrId, cybrOrgId: users.cybrOrgId, languageCode: users.languageCode })
    .from(users)
    .where(inArray(users.cybrOrgId, orgIds))
    .orderBy(asc(users.email));

  const departments = orgIds.flatMap((cybrOrgId) =>
    departmentNames.map((name) => ({ id: randomUUID(), cybrOrgId, name })),
  );
  const locations = orgIds.flatMap((cybrOrgId) => locationNames.map((name) => ({ id: randomUUID(), cybrOrgId, name })));
  const placements = people.map((p) => ({
    cybrId: p.cybrId,
    departmentId: random.pick(departments.filter((d) => d.cybrOrgId === p.cybrOrgId)).id,
    locationId: random.pick(locations.filter((l) => l.cybrOrgId === p.cybrOrgId)).id,
  }));

  const now = Date.now();
  const at = (ms: number) => new Date(ms).toISOString();
  const later = (from: number, maxHours: number) => from + random.int(1, maxHours * 60) * 60_000;
  const attacks: (typeof attackAttempts.$inferInsert)[] = [];
  const training: (typeof trainingAttempts.$inferInsert)[] = [];
  // About 400 attacks and 200 quizzes in all, whatever the organisations' sizes.
  for (let n = 0; n < 400; n++) {
    const person = random.pick(people);
    const sent = now - random.int(0, 364) * dayMs - random.int(0, 86_399) * 1000;
    const category = random.pick(categories);
    const clicked = random.next() < 0.3 ? later(sent, 48) : null;
    attacks.push({
      attemptId: randomUUID(),
      messageId: randomUUID(),
      contentId: `attack-${category}-${random.int(1, 8)}`,
      cybrId: person.cybrId,
      cybrOrgId: person.cybrOrgId!,
      category,
      contentType: random.pick(channels),
      difficulty: random.int(1, 10),
      languageCode: person.languageCode,
      sentAt: at(sent),
      clickedAt: clicked === null ? null : at(clicked),
      credentialsLeakedAt: clicked !== null && random.next() < 0.4 ? at(later(clicked, 1)) : null,
      attachmentOpenedAt: category === 'malicious-attachment' && random.next() < 0.3 ? at(later(sent, 24)) : null,
      reportedAt: random.next() < 0.3 ? at(later(sent, 24)) : null,
      repliedAt: random.next() < 0.05 ? at(later(sent, 24)) : null,
      calledAt: category === 'ceo-fraud' && random.next() < 0.2 ? at(later(sent, 24)) : null,
    });
  }
  for (let n = 0; n < 200; n++) {
    const person = random.pick(people);
    const sent = now - random.int(0, 364) * dayMs - random.int(0, 86_399) * 1000;
    const answered = random.next() < 0.7;
    const right = random.next() < 0.75;
    training.push({
      attemptId: randomUUID(),
      messageId: randomUUID(),
      contentId: `quiz-${random.int(1, 12)}`,
      cybrId: person.cybrId,
      cybrOrgId: person.cybrOrgId!,
      languageCode: person.languageCode,
      correctAnswer: 'Report it to IT',
      sentAt: at(sent),
      completedAt: answered ? at(Math.min(later(sent, 72), now)) : null,
      answer: answered ? (right ? 'Report it to IT' : 'Click the link to check') : null,
      correct: answered ? right : null,
    });
  }

  await db.transaction(async (tx) => {
    await tx.insert(orgDepartments).values(departments);
    await tx.insert(orgLocations).values(locations);
    await tx.insert(userPlacements).values(placements);
    await tx.insert(attackAttempts).values(attacks);
    await tx.insert(trainingAttempts).values(training);
  });
}
