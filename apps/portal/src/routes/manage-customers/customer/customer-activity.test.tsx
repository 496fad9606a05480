import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { AttackStats } from '@portal/contracts';
import { served, withTestServer } from '../../../api/test-harness.ts';
import { testI18n } from '../../../i18n/test-i18n.ts';
import enFeature from '../../../i18n/features/customer-activity/en.json';
import deFeature from '../../../i18n/features/customer-activity/de.json';
import CustomerActivity, {
  ActivityView,
  loadActivity,
  reportHref,
  type Activity,
  type ActivityPeriod,
  type ActivityState,
} from './customer-activity.tsx';

const i18n = await testI18n({ en: enFeature, de: deFeature });

const metric = (count: number) => ({ count, averageDifficulty: count > 0 ? 2.5 : null });
const attacks = (counts: Partial<Record<keyof AttackStats, number>>): AttackStats => ({
  attemptedAttacks: metric(counts.attemptedAttacks ?? 0),
  linkClicks: metric(counts.linkClicks ?? 0),
  leakedCredentials: metric(counts.leakedCredentials ?? 0),
  reports: metric(counts.reports ?? 0),
  replies: metric(counts.replies ?? 0),
  calls: metric(counts.calls ?? 0),
  interactions: metric(counts.interactions ?? 0),
  ignored: metric(counts.ignored ?? 0),
});

const activity: Activity = {
  attacks: attacks({
    attemptedAttacks: 12,
    linkClicks: 3,
    leakedCredentials: 1,
    reports: 4,
    ignored: 5,
    interactions: 7,
  }),
  training: { attempts: 8, completed: 6, right: 4, wrong: 2 },
};

const html = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>{node}</MantineProvider>
    </I18nextProvider>,
  );

const text = (fragment: string) =>
  fragment
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The section as a person reads it: each table's caption and rows ("label | value"), links, alerts. */
function read(state: ActivityState, period: ActivityPeriod = '30days') {
  const markup = html(
    <ActivityView cybrOrgId="org-7" period={period} state={state} onPeriodChange={() => {}} onRetry={() => {}} />,
  );
  const tables = [...markup.matchAll(/<table[^>]*>(.*?)<\/table>/gs)].map(([, table]) => ({
    caption: text(/<caption[^>]*>(.*?)<\/caption>/s.exec(table!)?.[1] ?? ''),
    headings: [...table!.matchAll(/<th[^>]*scope="col"[^>]*>(.*?)<\/th>/gs)].map(([, cell]) => text(cell!)),
    rows: [...(/<tbody[^>]*>(.*)<\/tbody>/s.exec(table!)?.[1] ?? '').matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].map(
      ([, row]) => [...row!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map(([, cell]) => text(cell!)).join(' | '),
    ),
  }));
  const links = [...markup.matchAll(/<a[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gs)].map(([, href, label]) => ({
    label: text(label!),
    href: href!.replaceAll('&amp;', '&'),
  }));
  const alert = /role="alert"[^>]*>(.*?)<\/div><\/div><\/div>/s.exec(markup)?.[1];
  const selected =
    /<option[^>]*selected=""[^>]*>(.*?)<\/option>/s.exec(markup)?.[1] ?? /<select[^>]*>/.exec(markup)?.[0];
  return { markup, tables, links, alert: alert === undefined ? null : text(alert), selected };
}

describe('the security-awareness section of a customer', () => {
  it('shows the counts the server gave, each reaction as a share of the attacks sent', () => {
    const { tables } = read({ status: 'loaded', activity });
    expect(tables).toEqual([
      {
        caption: 'Attack simulations',
        headings: ['Outcome', 'Number (share of sent)'],
        rows: [
          'Attacks sent | 12',
          'Link clicked | 3 (25%)',
          'Credentials entered | 1 (8%)',
          'Reported | 4 (33%)',
          'No reaction | 5 (42%)',
        ],
      },
      {
        caption: 'Training',
        headings: ['Outcome', 'Number (share)'],
        rows: ['Quizzes sent | 8', 'Completed | 6 (75%)', 'Answered right | 4 (67%)', 'Answered wrong | 2 (33%)'],
      },
    ]);
  });

  it('shows no share when nothing was sent', () => {
    const { tables } = read({
      status: 'loaded',
      activity: { attacks: attacks({}), training: { attempts: 0, completed: 0, right: 0, wrong: 0 } },
    });
    expect(tables.map((table) => table.rows)).toEqual([
      ['Attacks sent | 0', 'Link clicked | 0', 'Credentials entered | 0', 'Reported | 0', 'No reaction | 0'],
      ['Quizzes sent | 0', 'Completed | 0', 'Answered right | 0', 'Answered wrong | 0'],
    ]);
  });

  it('offers the three reports as CSV downloads for the chosen period', () => {
    const { links, markup } = read({ status: 'loaded', activity }, '7days');
    const base = '/app/baloo-router-api/api/v1/organizations/org-7/reports';
    expect(links).toEqual([
      { label: 'Attacks report (CSV)', href: `${base}/attacks?period=7days&type=range` },
      { label: 'Training report (CSV)', href: `${base}/training?period=7days&type=range` },
      { label: 'Insider-threat report (CSV)', href: `${base}/insider-threat?period=7days&type=range` },
    ]);
    expect(markup.match(/ download=""/g)).toHaveLength(3);
    expect(reportHref('org 7', 'attacks', '12months')).toBe(
      '/app/baloo-router-api/api/v1/organizations/org%207/reports/attacks?period=12months&type=range',
    );
  });

  it('offers the four periods, labelled, with the chosen one selected', () => {
    const { markup } = read({ status: 'loaded', activity }, '12months');
    const options = [...markup.matchAll(/<option[^>]*value="([^"]*)"[^>]*>(.*?)<\/option>/g)].map(
      ([, value, label]) => `${value}: ${label}`,
    );
    expect(options).toEqual([
      '24hours: Last 24 hours',
      '7days: Last 7 days',
      '30days: Last 30 days',
      '12months: Last 12 months',
    ]);
    expect(markup).toMatch(/<option value="12months" selected="">/);
    const id = /<select[^>]*id="([^"]+)"/.exec(markup)?.[1];
    expect(markup).toContain(`for="${id}"`);
    expect(text(new RegExp(`<label[^>]*for="${id}"[^>]*>(.*?)</label>`, 's').exec(markup)?.[1] ?? '')).toBe('Period');
  });

  it('while loading, says so and marks the numbers busy, keeping the table headings', () => {
    const { markup, tables } = read({ status: 'loading' });
    expect(markup).toContain('aria-busy="true"');
    expect(text(/role="status"[^>]*>(.*?)<\//s.exec(markup)?.[1] ?? '')).toBe('Loading the activity…');
    expect(tables.map((table) => table.caption)).toEqual(['Attack simulations', 'Training']);
    // The rows are named, but no number is shown before the server answers.
    expect(tables.map((table) => table.rows.map((row) => row.split(' | ')[0]))).toEqual([
      ['Attacks sent', 'Link clicked', 'Credentials entered', 'Reported', 'No reaction'],
      ['Quizzes sent', 'Completed', 'Answered right', 'Answered wrong'],
    ]);
    expect(tables.flatMap((table) => table.rows).join()).not.toMatch(/\d/);
    expect(read({ status: 'loaded', activity }).markup).toContain('aria-busy="false"');
  });

  it('a failed load says so briefly, with a way to try again, and still offers the reports', () => {
    const { alert, tables, links } = read({ status: 'failed' });
    expect(alert).toContain('Could not load the activity');
    expect(alert).toContain('The attack and training statistics for this period could not be loaded.');
    expect(alert).toContain('Try again');
    expect(tables).toEqual([]);
    expect(links).toHaveLength(3);
  });

  it('starts with the last 30 days, loading', () => {
    const markup = html(<CustomerActivity cybrOrgId="org-7" />);
    expect(markup).toMatch(/<option value="30days" selected="">/);
    expect(markup).toContain('aria-busy="true"');
  });

  it('speaks the page language', async () => {
    await i18n.changeLanguage('de');
    try {
      const { tables } = read({ status: 'loaded', activity });
      expect(tables[0]!.caption).toBe(deFeature.customerActivity.attacks.caption);
      expect(tables[0]!.rows[1]).toBe(`${deFeature.customerActivity.attacks.linkClicks} | 3 (25 %)`);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('loading the activity', () => {
  const test = withTestServer();
  const answers = (url: string) =>
    url.includes('/statistics/attacks')
      ? { body: activity.attacks }
      : url.includes('/statistics/training')
        ? { body: activity.training }
        : { status: 404, body: {} };

  it('asks for the attack and training statistics of the period, and again for another period', async () => {
    test.server.reset((request) => answers(request.url));
    expect(await loadActivity('org-7', '30days')).toEqual(activity);
    expect(await loadActivity('org-7', '7days')).toEqual(activity);
    expect(test.server.requests.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      [
        `GET ${served('/api/v1/organizations/org-7/statistics/attacks?period=30days&type=range')}`,
        `GET ${served('/api/v1/organizations/org-7/statistics/training?period=30days&type=range')}`,
        `GET ${served('/api/v1/organizations/org-7/statistics/attacks?period=7days&type=range')}`,
        `GET ${served('/api/v1/organizations/org-7/statistics/training?period=7days&type=range')}`,
      ].sort(),
    );
  });

  it("fails when either answer fails (another partner's customer is 404)", async () => {
    test.server.reset((request) =>
      request.url.includes('/training') ? { status: 404, body: { error: 'Not found' } } : answers(request.url),
    );
    await expect(loadActivity('org-8', '24hours')).rejects.toMatchObject({ name: 'ApiError', status: 404 });
  });
});
