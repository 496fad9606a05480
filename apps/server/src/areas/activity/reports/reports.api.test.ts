import { describe, expect, it } from 'vitest';
import { reportHeadings } from '../insider-threat/report-headings.ts';
import type { DemoAccount } from '../../../seed/demo.ts';
import { withKnownActivity } from '../known-activity.fixture.ts';
import { reportValues } from '../report-filter.ts';
import { attacksReportCsv } from './attacks-csv.ts';

const { t, known, get } = withKnownActivity();

const report = (kind: string, query: string, account: DemoAccount | null = 'reseller') =>
  get(`/api/v1/organizations/${known.org}/reports/${kind}?type=range&${query}`, account);
const lines = (body: string) => body.trim().split('\r\n');

describe('GET …/reports/{attacks|training|insider-threat}', () => {
  it('the attacks report has one row per attack in the period, newest first, with the person’s department and location', async () => {
    const response = await report('attacks', 'period=12months');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="attacks-report-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = lines(response.body);
    expect(header).toBe(
      'sentDate,attemptId,messageId,email,fullName,department,location,category,contentType,difficulty,language,clickedDate,credentialsLeakedDate,attachmentOpenedDate,reportDate,replyDate,callDate',
    );
    expect(rows.map((r) => r.split(',')[1])).toEqual([1, 2, 3, 4].map((n) => known.id(`attempt-${n}`)));
    expect(rows[0]).toContain(`,${known.u1.email},`);
    expect(rows[0]).toContain(',Finance,Oslo,invoice,email,4,en,');
    expect(rows[3]).toContain(',,,invoice,email,2,en,');
  });

  it('applies department, location, language and custom days', async () => {
    expect(lines((await report('attacks', `period=12months&department=${known.departments.sales}`)).body)).toHaveLength(
      2,
    );
    expect(lines((await report('attacks', `period=12months&location=${known.locations.oslo}`)).body)).toHaveLength(3);
    expect(lines((await report('attacks', 'period=12months&lang=de')).body)).toHaveLength(2);
    const day = new Date(known.now - 400 * 86_400_000).toISOString().slice(0, 10);
    const old = lines((await report('attacks', `period=custom&from=${day}&to=${day}`)).body);
    expect(old.slice(1).map((r) => r.split(',')[1])).toEqual([known.id('attempt-5')]);
  });

  it('the training report lists each quiz sent in the period with its answer', async () => {
    const [header, ...rows] = lines((await report('training', 'period=30days')).body);
    expect(header).toBe(
      'sentDate,attemptId,messageId,contentId,email,fullName,department,location,language,completedDate,correct',
    );
    expect(rows.map((r) => r.split(',')[1])).toEqual([1, 2, 3].map((n) => known.id(`quiz-${n}`)));
    expect(rows[0]!.endsWith(',true')).toBe(true);
    expect(rows[1]!.endsWith(',false')).toBe(true);
    expect(rows[2]!.endsWith(',,')).toBe(true);
  });

  it('reads in batches without losing or repeating a row', async () => {
    const values = await reportValues(t.database, known.org, {
      period: 'custom',
      from: '2000-01-01',
      to: '2100-01-01',
      type: 'range',
    });
    let text = '';
    for await (const chunk of attacksReportCsv(t.database, values, 2)) text += String(chunk);
    expect(
      lines(text)
        .slice(1)
        .map((r) => r.split(',')[1]),
    ).toEqual([1, 2, 3, 4, 5].map((n) => known.id(`attempt-${n}`)));
  });

  it('the insider-threat report is the walls file, its headings only for an organisation without an insider-threat licence', async () => {
    const response = await report('insider-threat', 'period=7days');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="insider-threat-report-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(lines(response.body)).toEqual([reportHeadings.en.join(',')]);
    expect((await report('insider-threat', 'period=7days&location=elsewhere')).json().fields[0].field).toBe('location');
  });

  it.each([
    ['attacks', 'period=someday', 'period'],
    ['training', 'period=custom&from=2026-01-01', 'to'],
    ['attacks', 'period=7days&department=elsewhere', 'department'],
  ])('refuses %s?%s with 400 naming %s', async (kind, query, field) => {
    const response = await report(kind, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe(field);
  });

  it('refuses an unknown report, another partner and a customer elsewhere with 404, and 401 signed out', async () => {
    expect((await report('phishing', 'period=7days')).statusCode).toBe(400);
    for (const kind of ['attacks', 'training', 'insider-threat']) {
      expect((await report(kind, 'period=7days', 'reseller2')).statusCode).toBe(404);
      expect((await report(kind, 'period=7days', 'customer')).json().code).toBe('NOT_FOUND');
      expect((await report(kind, 'period=7days', null)).statusCode).toBe(401);
    }
  });
});
