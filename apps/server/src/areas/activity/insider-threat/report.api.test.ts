import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ReportQuery } from '@portal/contracts';
import { licenses, organizations, sieges, users, wallActivity, walls, wallSieges } from '../../../db/schema.ts';
import { createTestApp, type TestApp } from '@portal/test-kit/test-app.ts';
import { insiderThreatReportCsv } from './report.ts';
import { reportHeadings } from './report-headings.ts';

let t: TestApp;
const org = 'report-org';
const now = new Date('2026-06-15T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db
    .insert(organizations)
    .values({ cybrOrgId: org, organizationName: 'Report Test AS', status: 'APPROVED', products: ['SAT', 'ITD'] });
  await db
    .insert(licenses)
    .values({ cybrOrgId: org, productType: 'insider-threat-detection', issued: 2, active: true });
  await db.insert(users).values([
    { cybrId: 'ada', cybrOrgId: org, email: 'ada@report.example', fullName: 'Ada Lovelace', userRole: 'User' },
    { cybrId: 'bob', cybrOrgId: org, email: 'bob@report.example', fullName: '=Bob, "B"', userRole: 'User' },
  ]);
  await db.insert(sieges).values([
    { id: 'r-s1', cybrOrgId: org, name: 'Mail', status: 'running', model: 'email-leakage' },
    { id: 'r-s2', cybrOrgId: org, name: 'Code', status: 'running', model: 'download-quantity' },
    { id: 'r-s3', cybrOrgId: org, name: 'More code', status: 'running', model: 'download-quantity' },
  ]);
  await db.insert(walls).values([
    // Seen in the last day.
    {
      id: 'r-today',
      cybrOrgId: org,
      userCybrId: 'ada',
      departmentId: 'finance',
      locationId: 'oslo',
      firstSeen: hoursAgo(30),
      updated: hoursAgo(2),
      review: 'approved',
      customerReady: true,
      customerFlag: 'relevant',
    },
    // Last updated four days ago: in 7 days, not in 24 hours.
    {
      id: 'r-week',
      cybrOrgId: org,
      userCybrId: 'bob',
      departmentId: 'sales',
      locationId: 'oslo',
      firstSeen: hoursAgo(24 * 10),
      updated: hoursAgo(24 * 4),
    },
    // Last updated two months ago.
    {
      id: 'r-old',
      cybrOrgId: org,
      userCybrId: 'gone',
      firstSeen: '2026-04-10T08:00:00Z',
      updated: '2026-04-12T08:00:00Z',
      review: 'rejected',
    },
  ]);
  await db.insert(wallSieges).values([
    { wallId: 'r-today', siegeId: 'r-s1' },
    { wallId: 'r-today', siegeId: 'r-s2' },
    { wallId: 'r-today', siegeId: 'r-s3' },
    { wallId: 'r-week', siegeId: 'r-s2' },
  ]);
  await db.insert(wallActivity).values([
    { wallId: 'r-today', occurredAt: hoursAgo(3), action: 'download', resource: 'repo', source: 'github' },
    {
      wallId: 'r-today',
      occurredAt: hoursAgo(4),
      action: 'email-sent',
      resource: 'x@y.example',
      source: 'microsoft-365',
    },
  ]);
});
afterAll(() => t.close());

async function report(query: Partial<ReportQuery>, batchSize?: number, cybrOrgId = org): Promise<string[]> {
  let text = '';
  for await (const chunk of insiderThreatReportCsv(
    t.database,
    cybrOrgId,
    { type: 'range', period: '30days', ...query } as ReportQuery,
    batchSize,
    now,
  ))
    text += String(chunk);
  return text.split('\r\n').slice(0, -1);
}
const ids = (lines: string[]) => lines.slice(1).map((line) => line.split(',')[0]);

describe('insiderThreatReportCsv', () => {
  it('writes one line per wall of the period, newest first, with the person, models and counts', async () => {
    const lines = await report({ period: '30days' });
    expect(lines).toEqual([
      reportHeadings.en.join(','),
      `r-today,Ada Lovelace,ada@report.example,${hoursAgo(30)},${hoursAgo(2)},download-quantity;email-leakage,2,approved,yes,relevant`,
      `r-week,"'=Bob, ""B""",bob@report.example,${hoursAgo(240)},${hoursAgo(96)},download-quantity,0,awaiting,no,`,
    ]);
  });

  it.each([
    [{ period: '24hours' }, ['r-today']],
    [{ period: '7days' }, ['r-today', 'r-week']],
    [{ period: '12months' }, ['r-today', 'r-week', 'r-old']],
    [{ period: 'custom', from: '2026-04-12', to: '2026-04-12' }, ['r-old']],
    [{ period: 'custom', from: '2026-04-13', to: '2026-06-05' }, ['r-week']],
    [{ period: 'custom', from: '2026-04-13', to: '2026-06-04' }, []],
    [{ period: 'custom', from: '2026-01-01', to: '2026-04-09' }, []],
    [{ period: '12months', department: 'sales' }, ['r-week']],
    [{ period: '12months', location: 'oslo' }, ['r-today', 'r-week']],
    [{ period: '12months', location: 'oslo', department: 'finance' }, ['r-today']],
    [{ period: '12months', location: 'bergen' }, []],
  ] as const)('%j → %j', async (query, expected) => {
    expect(ids(await report(query))).toEqual(expected);
  });

  it('reads in batches without losing or repeating a wall', async () => {
    expect(await report({ period: '12months' }, 1)).toEqual(await report({ period: '12months' }));
  });

  it('heads the columns in the language asked for; type does not change the file', async () => {
    const german = await report({ lang: 'de', period: '12months' });
    expect(german[0]).toBe(reportHeadings.de.join(','));
    expect(german[0]).toContain('Zuerst gesehen');
    expect(german.slice(1)).toEqual((await report({ period: '12months', type: 'scatter' })).slice(1));
  });

  it('has only its headings for an organisation without an active licence, or one that is not this one', async () => {
    await t.database.db
      .update(licenses)
      .set({ active: false })
      .where(and(eq(licenses.cybrOrgId, org), eq(licenses.productType, 'insider-threat-detection')));
    try {
      expect(await report({ period: '12months' })).toEqual([reportHeadings.en.join(',')]);
    } finally {
      await t.database.db.update(licenses).set({ active: true }).where(eq(licenses.cybrOrgId, org));
    }
    expect(await report({ period: '12months' }, undefined, 'no-such-org')).toHaveLength(1);
  });
});
