import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { InsiderThreatModel } from '@portal/contracts';
import type { Db } from '../db/client.ts';
import { crusades, licenses, organizations, sieges, users, wallActivity, walls, wallSieges } from '../db/schema.ts';
import { seededRandom } from './names.ts';

const models: InsiderThreatModel[] = ['download-quantity', 'download-sensitive', 'time-of-use', 'email-leakage'];
const actionsByModel: Record<InsiderThreatModel, { action: string; source: string; resources: string[] }> = {
  'download-quantity': {
    action: 'download',
    source: 'github',
    resources: ['payments-service', 'mobile-app', 'infrastructure', 'data-pipeline'],
  },
  'download-sensitive': {
    action: 'download',
    source: 'sharepoint',
    resources: ['Salaries 2026.xlsx', 'Board minutes.docx', 'Customer list.csv', 'Pricing strategy.pptx'],
  },
  'time-of-use': {
    action: 'sign-in',
    source: 'microsoft-365',
    resources: ['Outlook', 'Teams', 'OneDrive', 'Admin centre'],
  },
  'email-leakage': {
    action: 'email-sent',
    source: 'microsoft-365',
    resources: ['private.mail@gmail.example', 'me@outlook.example', 'backup@proton.example'],
  },
};
const crusadeNames = ['Phishing basics', 'Password hygiene', 'CEO fraud awareness', 'Safe remote work'];
const hourMs = 3_600_000;

/**
 * Training campaigns, insider-threat sieges, walls (some awaiting review, some decided and flagged)
 * and the activity behind them, for the first demo customers holding an active insider-threat licence.
 */
export async function seedDemoInsiderThreat(db: Db): Promise<void> {
  const random = seededRandom(2121);
  const ago = (hours: number) => new Date(Date.now() - hours * hourMs).toISOString();
  const licensed = await db
    .select({ cybrOrgId: organizations.cybrOrgId })
    .from(organizations)
    .innerJoin(
      licenses,
      and(
        eq(licenses.cybrOrgId, organizations.cybrOrgId),
        eq(licenses.productType, 'insider-threat-detection'),
        eq(licenses.active, true),
      ),
    )
    .where(eq(organizations.isPistachioPartner, false))
    .orderBy(asc(organizations.organizationName))
    .limit(5);
  if (licensed.length === 0) return;
  const orgIds = licensed.map((o) => o.cybrOrgId);
  const people = await db
    .select({ cybrId: users.cybrId, cybrOrgId: users.cybrOrgId })
    .from(users)
    .where(inArray(users.cybrOrgId, orgIds))
    .orderBy(asc(users.cybrId));

  const crusadeRows: (typeof crusades.$inferInsert)[] = [];
  const siegeRows: (typeof sieges.$inferInsert)[] = [];
  const wallRows: (typeof walls.$inferInsert)[] = [];
  const links: (typeof wallSieges.$inferInsert)[] = [];
  const activity: (typeof wallActivity.$inferInsert)[] = [];

  for (const cybrOrgId of orgIds) {
    crusadeNames.forEach((name, n) => {
      const status = n === 0 ? 'scheduled' : n === 1 ? 'running' : 'finished';
      crusadeRows.push({
        id: randomUUID(),
        cybrOrgId,
        name,
        status,
        startedAt: status === 'scheduled' ? null : ago(24 * (20 + n * 45)),
      });
    });
    const orgSieges = models.map((model, n) => ({
      id: randomUUID(),
      cybrOrgId,
      name: `${model} watch`,
      model,
      status: n === 3 ? 'finished' : 'running',
      startedAt: ago(24 * (200 - n * 30)),
    }));
    siegeRows.push(...orgSieges);
    const members = people.filter((p) => p.cybrOrgId === cybrOrgId);
    // Three awaiting review (the last still collecting its activity), two approved, one rejected.
    const reviews = ['awaiting', 'awaiting', 'awaiting', 'approved', 'approved', 'rejected'] as const;
    reviews.forEach((review, n) => {
      const person = members[n % members.length]!;
      const firstSeenHours = random.int(24 * 3, 24 * 300);
      const wallId = randomUUID();
      const csvReady = n !== 2;
      const decided = review !== 'awaiting';
      wallRows.push({
        id: wallId,
        cybrOrgId,
        userCybrId: person.cybrId,
        firstSeen: ago(firstSeenHours),
        updated: ago(random.int(1, firstSeenHours)),
        csvReady,
        customerReady: review === 'approved',
        review,
        decidedAt: decided ? ago(1) : null,
        customerFlag: review === 'approved' ? (n === 3 ? 'relevant' : '') : '',
        flaggedAt: n === 3 ? ago(1) : null,
      });
      const watching = [orgSieges[n % 4]!, ...(n % 2 === 0 ? [orgSieges[(n + 1) % 4]!] : [])];
      for (const siege of watching) {
        links.push({ wallId, siegeId: siege.id });
        if (!csvReady) continue;
        const kind = actionsByModel[siege.model];
        for (let a = 0; a < 6; a++) {
          activity.push({
            wallId,
            siegeId: siege.id,
            occurredAt: ago(random.int(1, firstSeenHours)),
            action: kind.action,
            resource: random.pick(kind.resources),
            source: kind.source,
            bytes: kind.action === 'download' ? random.int(10_000, 90_000_000) : null,
          });
        }
      }
    });
  }

  await db.transaction(async (tx) => {
    await tx.insert(crusades).values(crusadeRows);
    await tx.insert(sieges).values(siegeRows);
    await tx.insert(walls).values(wallRows);
    // A wall keeps the department and location its person was placed in when it was raised.
    await tx.execute(sql`update walls w set department_id = p.department_id, location_id = p.location_id
                           from user_placements p where p.cybr_id = w.user_cybr_id`);
    await tx.insert(wallSieges).values(links);
    await tx.insert(wallActivity).values(activity);
  });
}
