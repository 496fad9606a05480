import { describe, expect, it } from 'vitest';
import { api } from '@portal/test-kit/test-app.ts';
import type { DemoAccount } from '../../seed/demo.ts';
import { withKnownActivity } from './known-activity.fixture.ts';

const { t, known, get } = withKnownActivity();
const stats = (kind: 'attacks' | 'training', query: string, account: DemoAccount | null = 'reseller') =>
  get(`/api/v1/organizations/${known.org}/statistics/${kind}?type=range&${query}`, account);
const metric = (count: number, averageDifficulty: number | null) => ({ count, averageDifficulty });
const none = metric(0, null);
const day = (agoDays: number) => new Date(known.now - agoDays * 86_400_000).toISOString().slice(0, 10);

describe('GET …/statistics/attacks', () => {
  it.each([
    [
      'period=24hours',
      {
        attemptedAttacks: metric(1, 4),
        linkClicks: metric(1, 4),
        leakedCredentials: metric(1, 4),
        reports: none,
        replies: none,
        calls: none,
        interactions: metric(1, 4),
        ignored: none,
      },
    ],
    [
      'period=7days',
      {
        attemptedAttacks: metric(2, 6),
        linkClicks: metric(1, 4),
        leakedCredentials: metric(1, 4),
        reports: metric(1, 8),
        replies: none,
        calls: none,
        interactions: metric(2, 6),
        ignored: none,
      },
    ],
    [
      'period=30days',
      {
        attemptedAttacks: metric(3, 6),
        linkClicks: metric(1, 4),
        leakedCredentials: metric(1, 4),
        reports: metric(1, 8),
        replies: none,
        calls: none,
        interactions: metric(2, 6),
        ignored: metric(1, 6),
      },
    ],
    [
      'period=12months',
      {
        attemptedAttacks: metric(4, 5),
        linkClicks: metric(1, 4),
        leakedCredentials: metric(1, 4),
        reports: metric(1, 8),
        replies: metric(1, 2),
        calls: metric(1, 2),
        interactions: metric(3, 4.67),
        ignored: metric(1, 6),
      },
    ],
  ])('%s counts the attacks sent in it, each with its average difficulty', async (query, expected) => {
    const response = await stats('attacks', query);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expected);
  });

  it('filters by department, location and language (the person’s department and location, the message’s language)', async () => {
    const finance = (await stats('attacks', `period=12months&department=${known.departments.finance}`)).json();
    expect(finance.attemptedAttacks).toEqual(metric(2, 5));
    expect(finance.ignored).toEqual(metric(1, 6));
    const bergen = (await stats('attacks', `period=12months&location=${known.locations.bergen}`)).json();
    expect(bergen.attemptedAttacks).toEqual(metric(1, 8));
    expect(bergen.reports).toEqual(metric(1, 8));
    const german = (await stats('attacks', 'period=12months&lang=de')).json();
    expect(german.attemptedAttacks).toEqual(metric(1, 8));
    const both = (
      await stats(
        'attacks',
        `period=12months&department=${known.departments.finance}&location=${known.locations.bergen}`,
      )
    ).json();
    expect(both.attemptedAttacks).toEqual(none);
  });

  it('a custom period covers its days whole; type changes nothing', async () => {
    const oneDay = `period=custom&from=${day(10)}&to=${day(10)}`;
    const range = (await stats('attacks', oneDay)).json();
    expect(range.attemptedAttacks).toEqual(metric(1, 6));
    const scatter = await get(`/api/v1/organizations/${known.org}/statistics/attacks?type=scatter&${oneDay}`);
    expect(scatter.json()).toEqual(range);
    const wide = (await stats('attacks', `period=custom&from=${day(500)}&to=${day(0)}`)).json();
    expect(wide.attemptedAttacks.count).toBe(5);
  });

  it.each([
    ['period=fortnight', 'period'],
    ['', 'period'],
    ['period=custom&to=2026-01-01', 'from'],
    ['period=custom&from=2026-02-01&to=2026-01-01', 'to'],
    ['period=7days&from=2026-01-01', 'from'],
    ['period=7days&lang=xx', 'lang'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const response = await stats('attacks', query);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it('refuses a department or location of another organisation with 400 naming it', async () => {
    const other = await t.database.db.query.orgDepartments.findFirst({
      where: (d, { ne }) => ne(d.cybrOrgId, known.org),
    });
    const response = await stats('attacks', `period=7days&department=${other!.id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'department', message: 'Invalid input' }]);
    const location = await stats('attacks', 'period=7days&location=nowhere');
    expect(location.json().fields[0].field).toBe('location');
  });

  it('answers the distributor above the reseller; 404 for another partner and a customer elsewhere; 401 signed out', async () => {
    expect((await stats('attacks', 'period=7days', 'distributor')).json().attemptedAttacks).toEqual(metric(2, 6));
    for (const account of ['reseller2', 'customer', 'staff'] as const) {
      const response = await stats('attacks', 'period=7days', account);
      expect(response.statusCode, account).toBe(404);
      expect(response.body).not.toContain('attemptedAttacks');
    }
    expect((await stats('attacks', 'period=7days', null)).statusCode).toBe(401);
    expect((await get('/api/v1/organizations/no-such-org/statistics/attacks?type=range&period=7days')).statusCode).toBe(
      404,
    );
  });
});

describe('GET …/statistics/training', () => {
  it.each([
    ['period=24hours', { attempts: 1, completed: 1, right: 1, wrong: 0 }],
    ['period=7days', { attempts: 2, completed: 2, right: 1, wrong: 1 }],
    ['period=30days', { attempts: 3, completed: 2, right: 1, wrong: 1 }],
    ['period=12months', { attempts: 4, completed: 3, right: 2, wrong: 1 }],
  ])('%s counts quizzes sent in it: answered, right and wrong', async (query, expected) => {
    expect((await stats('training', query)).json()).toEqual(expected);
  });

  it('filters by department and location', async () => {
    expect((await stats('training', `period=12months&department=${known.departments.finance}`)).json()).toEqual({
      attempts: 2,
      completed: 1,
      right: 1,
      wrong: 0,
    });
    expect((await stats('training', `period=12months&location=${known.locations.bergen}`)).json()).toEqual({
      attempts: 1,
      completed: 1,
      right: 0,
      wrong: 1,
    });
  });

  it('refuses another partner with 404 and a bad period with 400', async () => {
    expect((await stats('training', 'period=7days', 'reseller2')).statusCode).toBe(404);
    expect((await stats('training', 'period=custom')).json().fields[0].field).toBe('from');
  });
});

describe('GET …/breach/log and …/teach/log', () => {
  it('pages the attack log newest first with the person’s e-mail and name', async () => {
    const all = (await get(`/api/v1/organizations/${known.org}/breach/log`)).json();
    expect(all.total).toBe(5);
    expect(all.data.map((e: { attemptId: string }) => e.attemptId)).toEqual(
      [1, 2, 3, 4, 5].map((n) => known.id(`attempt-${n}`)),
    );
    expect(all.data[0]).toMatchObject({
      messageId: known.id('message-1'),
      email: known.u1.email,
      fullName: known.u1.fullName,
      difficulty: 4,
      category: 'invoice',
      contentType: 'email',
      reportDate: null,
      replyDate: null,
      callDate: null,
    });
    expect(Date.parse(all.data[0].clickedDate)).toBe(known.now - 3_600_000);
    const page = (await get(`/api/v1/organizations/${known.org}/breach/log?from=1&to=3`)).json();
    expect(page).toMatchObject({ count: 2, from: 1, to: 3, reqFrom: 1, reqTo: 3, total: 5 });
    expect(page.data.map((e: { attemptId: string }) => e.attemptId)).toEqual([
      known.id('attempt-2'),
      known.id('attempt-3'),
    ]);
    const past = (await get(`/api/v1/organizations/${known.org}/breach/log?from=10&to=20`)).json();
    expect(past).toMatchObject({ data: [], count: 0, total: 5 });
  });

  it('lists answered quizzes only, newest answer first', async () => {
    const log = (await get(`/api/v1/organizations/${known.org}/teach/log?from=0&to=2`)).json();
    expect(log).toMatchObject({ count: 2, total: 4 });
    expect(log.data.map((e: { correct: boolean }) => e.correct)).toEqual([true, false]);
    expect(Date.parse(log.data[0].completedDate)).toBe(known.now - 3_600_000 + 60_000);
  });

  it('refuses a bad page with 400 naming the field, another partner with 404, no session with 401', async () => {
    expect((await get(`/api/v1/organizations/${known.org}/breach/log?from=-1`)).json().fields[0].field).toBe('from');
    expect((await get(`/api/v1/organizations/${known.org}/teach/log?to=x`)).json().fields[0].field).toBe('to');
    expect((await get(`/api/v1/organizations/${known.org}/breach/log`, 'reseller2')).statusCode).toBe(404);
    expect((await get(`/api/v1/organizations/${known.org}/teach/log`, null)).statusCode).toBe(401);
  });
});

describe('GET /api/v1/users/{cybrId}/summaries', () => {
  it('sums one person’s attacks and quizzes of all time', async () => {
    const response = await get(`/api/v1/users/${known.u2.cybrId}/summaries`);
    expect(response.statusCode).toBe(200);
    const { attacks, training } = response.json();
    expect(attacks.attemptedAttacks).toEqual(metric(2, 9));
    expect(attacks.linkClicks).toEqual(metric(1, 10));
    expect(attacks.reports).toEqual(metric(1, 8));
    expect(attacks.ignored).toEqual(none);
    expect(training).toEqual({ attempts: 2, completed: 2, right: 1, wrong: 1 });
  });

  it('answers the person themselves and those who see their organisation; 404 for others, 401 signed out', async () => {
    const customer = await t.database.db.query.users.findFirst({
      where: (u, { eq }) => eq(u.email, 'customer@portal.example'),
    });
    expect((await get(`/api/v1/users/${customer!.cybrId}/summaries`, 'customer')).statusCode).toBe(200);
    expect((await get(`/api/v1/users/${known.u1.cybrId}/summaries`, 'distributor')).statusCode).toBe(200);
    expect((await get(`/api/v1/users/${known.u1.cybrId}/summaries`, 'reseller2')).statusCode).toBe(404);
    expect((await get(`/api/v1/users/${known.u1.cybrId}/summaries`, 'customer')).statusCode).toBe(404);
    expect((await get('/api/v1/users/nobody/summaries')).statusCode).toBe(404);
    expect((await get(`/api/v1/users/${known.u1.cybrId}/summaries`, null)).statusCode).toBe(401);
  });
});

describe('in ghost mode', () => {
  it('platform staff read the target’s statistics, logs and people’s summaries, and record nothing', async () => {
    const ghost = { cookie: `${await t.cookieFor('staff')}; cybr-ghost-mode=${known.org}` };
    const read = (path: string) => t.app.inject({ url: api(path), headers: ghost });
    expect(
      (await read(`/api/v1/organizations/${known.org}/statistics/attacks?type=range&period=7days`)).json()
        .attemptedAttacks,
    ).toEqual(metric(2, 6));
    expect((await read(`/api/v1/organizations/${known.org}/breach/log`)).json().total).toBe(5);
    expect((await read(`/api/v1/users/${known.u1.cybrId}/summaries`)).statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'POST',
      url: api('/api/v1/breach/interactions'),
      headers: { ...ghost, origin: 'http://127.0.0.1:3000' },
      payload: {
        cybrId: known.u1.cybrId,
        contentId: 'content-1',
        messageId: known.id('message-3'),
        interactionType: 'click',
      },
    });
    expect(refused.json().code).toBe('MODE_READ_ONLY');
    expect(
      (await read(`/api/v1/organizations/${known.org}/statistics/attacks?type=range&period=30days`)).json().ignored,
    ).toEqual(metric(1, 6));
  });
});
