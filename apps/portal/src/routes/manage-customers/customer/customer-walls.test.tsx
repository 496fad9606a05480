import { MantineProvider } from '@mantine/core';
import { enGB } from 'date-fns/locale/en-GB';
import { de as deDates } from 'date-fns/locale/de';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Wall } from '@portal/contracts';
import { ApiError } from '../../../api/api-error.ts';
import { served, withTestServer } from '../../../api/test-harness.ts';
import { testI18n } from '../../../i18n/test-i18n.ts';
import enFeature from '../../../i18n/features/customer-walls/en.json';
import deFeature from '../../../i18n/features/customer-walls/de.json';
import CustomerWalls, {
  WallsView,
} from './customer-walls.tsx';
import {
  activityHref,
  failedLoad,
  loadReviewList,
  sendDecision,
  type DecisionOutcome,
  type ReviewList,
  type WallsState,
} from './customer-walls-api.ts';
import type { Confirming } from './wall-decision.tsx';

const i18n = await testI18n({ en: enFeature, de: deFeature });

// Midday UTC: the same calendar day in every time zone the tests may run in.
const wall = (n: number, overrides: Partial<Wall> = {}): Wall => ({
  wallId: `wall-${n}`,
  siegeIds: Array.from({ length: n }, (_, i) => `siege-${i}`),
  firstSeen: `2026-03-0${n}T12:00:00.000Z`,
  updated: `2026-04-1${n}T12:00:00.000Z`,
  csvReady: true,
  customerReady: false,
  user: `person-${n}`,
  ...overrides,
});

const list: ReviewList = {
  walls: [wall(1), wall(2, { csvReady: false }), wall(3)],
  people: {
    'person-1': { fullName: 'Jane Doe', email: 'jane.doe@customer.example' },
    'person-2': { fullName: 'Ola Nordmann', email: 'ola@customer.example' },
    // person-3's lookup failed: shown by cybrId.
  },
  dates: { language: 'en', locale: enGB },
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
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** The section as a person reads it: the table's caption, headings and rows, links, buttons, alerts. */
function read(
  state: WallsState,
  extra: { outcome?: DecisionOutcome; sending?: boolean; confirming?: Confirming } = {},
) {
  const markup = html(<WallsView cybrOrgId="org-7" state={state} {...extra} />);
  const table = /<table[^>]*>(.*?)<\/table>/s.exec(markup)?.[1];
  const body = /<tbody[^>]*>(.*)<\/tbody>/s.exec(table ?? '')?.[1] ?? '';
  const links = [...markup.matchAll(/<a[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gs)].map(([link, href, label]) => ({
    label: text(label!),
    name: /aria-label="([^"]*)"/.exec(link!)?.[1],
    href: href!.replaceAll('&amp;', '&'),
  }));
  const buttons = [...markup.matchAll(/<button([^>]*)>(.*?)<\/button>/gs)].map(([, attributes, label]) => ({
    label: text(label!),
    name: /aria-label="([^"]*)"/.exec(attributes!)?.[1],
    disabled: / disabled=""/.test(attributes!),
  }));
  // Mantine's Alert: role, then its body three elements deep.
  const alert = (role: string) =>
    [
      ...markup.matchAll(
        new RegExp(`<div(?=[^>]*mantine-Alert-root)(?=[^>]*role="${role}")[^>]*>(.*?)</div></div></div>`, 'gs'),
      ),
    ].map(([, body]) => text(body!));
  const alerts = alert('alert');
  const status = alert('status');
  return {
    markup,
    text: text(markup),
    caption: table === undefined ? null : text(/<caption[^>]*>(.*?)<\/caption>/s.exec(table)?.[1] ?? ''),
    headings: [...(table ?? '').matchAll(/<th[^>]*scope="col"[^>]*>(.*?)<\/th>/gs)].map(([, cell]) => text(cell!)),
    rows: [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].map(([, row]) =>
      [...row!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map(([, cell]) => text(cell!)),
    ),
    links,
    buttons,
    alerts,
    status,
  };
}

describe('the insider-threat walls awaiting review', () => {
  it('lists each wall: the person, first seen, last updated, detections, the activity file and the decisions', () => {
    const { caption, headings, rows, markup } = read({ status: 'loaded', list });
    expect(caption).toBe('Walls awaiting review');
    expect(headings).toEqual(['Person', 'First seen', 'Last updated', 'Detections', 'Activity', 'Review']);
    expect(rows.map((row) => row.slice(0, 2).concat(row.slice(3)))).toEqual([
      ['Jane Doe jane.doe@customer.example', '1 Mar 2026', '1', 'Download (CSV)', 'Approve Reject'],
      ['Ola Nordmann ola@customer.example', '2 Mar 2026', '2', 'Activity still being collected', 'Approve Reject'],
      ['person-3', '3 Mar 2026', '3', 'Download (CSV)', 'Approve Reject'],
    ]);
    // Last updated with its time of day (in the browser's zone), and both dates machine-readable.
    expect(rows.map((row) => row[2])).toEqual([
      expect.stringMatching(/^1[01] Apr 2026 \d\d:\d\d$/),
      expect.stringMatching(/^1[12] Apr 2026 \d\d:\d\d$/),
      expect.stringMatching(/^1[23] Apr 2026 \d\d:\d\d$/),
    ]);
    expect(markup).toContain('<time dateTime="2026-03-01T12:00:00.000Z">');
    expect(markup).toContain('<time dateTime="2026-04-11T12:00:00.000Z">');
    // The person heads their row.
    expect(markup.match(/<th[^>]*scope="row"/g)).toHaveLength(3);
  });

  it('offers the activity behind a wall as a download once it is collected', () => {
    const { links, markup } = read({ status: 'loaded', list });
    const base = '/app/baloo-router-api/api/v1/organizations/org-7/walls';
    expect(links).toEqual([
      {
        label: 'Download (CSV)',
        name: 'Download (CSV) the activity behind the wall about Jane Doe',
        href: `${base}/wall-1/activity`,
      },
      {
        label: 'Download (CSV)',
        name: 'Download (CSV) the activity behind the wall about person-3',
        href: `${base}/wall-3/activity`,
      },
    ]);
    expect(markup.match(/ download=""/g)).toHaveLength(2);
    expect(activityHref('org 7', 'wall/1')).toBe(
      '/app/baloo-router-api/api/v1/organizations/org%207/walls/wall%2F1/activity',
    );
  });

  it('names the person in each decision button', () => {
    const { buttons } = read({ status: 'loaded', list });
    expect(buttons).toEqual(
      ['Jane Doe', 'Ola Nordmann', 'person-3'].flatMap((name) => [
        { label: 'Approve', name: `Approve the wall about ${name}`, disabled: false },
        { label: 'Reject', name: `Reject the wall about ${name}`, disabled: false },
      ]),
    );
  });

  it('disables the decisions while one is being sent', () => {
    const { buttons, markup } = read({ status: 'loaded', list }, { sending: true });
    expect(buttons.every((button) => button.disabled)).toBe(true);
    expect(markup).toContain('aria-busy="true"');
  });

  it('says so when no wall is waiting', () => {
    const { text: said, caption } = read({ status: 'loaded', list: { ...list, walls: [] } });
    expect(said).toContain('No walls are waiting for review.');
    expect(caption).toBeNull();
  });

  it('explains a customer without an active insider-threat licence (403)', () => {
    const { text: said, caption, alerts } = read({ status: 'unlicensed' });
    expect(said).toContain('This customer has no active insider-threat-detection licence');
    expect(caption).toBeNull();
    expect(alerts).toEqual([]);
    expect(failedLoad(new ApiError(403, null))).toEqual({ status: 'unlicensed' });
    expect(failedLoad(new ApiError(500, null))).toEqual({ status: 'failed' });
  });

  it('a failed load says so briefly, with a way to try again', () => {
    const { alerts, caption, buttons } = read({ status: 'failed' });
    expect(alerts).toEqual(['Could not load the walls The walls awaiting review could not be loaded. Try again']);
    expect(buttons).toEqual([{ label: 'Try again', name: undefined, disabled: false }]);
    expect(caption).toBeNull();
  });

  it('while loading, says so and marks the table busy, keeping its headings', () => {
    const { markup, caption, headings, rows } = read({ status: 'loading' });
    expect(markup).toContain('aria-busy="true"');
    expect(text(/role="status"[^>]*>(.*?)<\//s.exec(markup)?.[1] ?? '')).toBe('Loading the walls…');
    expect(caption).toBe('Walls awaiting review');
    expect(headings).toHaveLength(6);
    expect(rows.flat().join('')).toBe('');
    expect(markup).toContain('mantine-Skeleton-root');
    expect(read({ status: 'loaded', list }).markup).toContain('aria-busy="false"');
  });

  it('starts loading', () => {
    const markup = html(<CustomerWalls cybrOrgId="org-7" />);
    expect(markup).toContain('aria-busy="true"');
    expect(markup).toContain('Loading the walls…');
  });

  it('asks before a decision, saying what it means, with the focus on Cancel', () => {
    const approving = read(
      { status: 'loaded', list },
      { confirming: { wallId: 'wall-1', name: 'Jane Doe', decision: 'approve' } },
    );
    expect(approving.text).toContain('Approve the wall about Jane Doe?');
    expect(approving.text).toContain(
      "Approving shows this wall, with the activity behind it, to the customer's admins.",
    );
    expect(approving.markup).toMatch(/<button[^>]*data-autofocus="true"[^>]*>.*?Cancel/s);
    const rejecting = read(
      { status: 'loaded', list },
      { confirming: { wallId: 'wall-1', name: 'Jane Doe', decision: 'reject' } },
    );
    expect(rejecting.text).toContain('Reject the wall about Jane Doe?');
    expect(rejecting.text).toContain("Rejecting hides this wall: the customer's admins will not see it.");
  });

  it('announces a decision that was made, and shows a refusal or failure at once', () => {
    const done = read(
      { status: 'loaded', list },
      { outcome: { status: 'done', decision: 'approve', name: 'Jane Doe' } },
    );
    expect(done.status).toEqual(["The wall about Jane Doe was approved and is now shown to the customer's admins."]);
    expect(done.alerts).toEqual([]);
    const conflict = read(
      { status: 'loaded', list },
      { outcome: { status: 'conflict', message: 'This wall has already been approved' } },
    );
    expect(conflict.alerts).toEqual([
      'This wall was already reviewed This wall has already been approved The list now shows the walls still awaiting review.',
    ]);
    const failed = read({ status: 'loaded', list }, { outcome: { status: 'failed' } });
    expect(failed.alerts).toEqual(['The decision could not be sent. Please try again.']);
  });

  it('speaks the page language', async () => {
    await i18n.changeLanguage('de');
    try {
      const { caption, rows, buttons } = read({
        status: 'loaded',
        list: { ...list, dates: { language: 'de', locale: deDates } },
      });
      expect(caption).toBe(deFeature.customerWalls.caption);
      expect(rows[0]![1]).toBe('1 März 2026');
      expect(buttons[0]!.name).toBe('Freigeben: die Mauer zu Jane Doe');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('loading the walls and deciding', () => {
  const test = withTestServer();
  const person = (cybrId: string, fullName: string) => ({
    cybrId,
    email: `${cybrId}@customer.example`,
    fullName,
    jobTitle: null,
    languageCode: 'en',
    phoneNumber: null,
    labels: [],
    processedLabels: [],
    status: 'active',
    userRole: 'User',
    permissionRoles: [],
    profilePhoto: null,
    securityAwarenessLicense: true,
    insiderThreatDetectionLicense: true,
    latestContact: null,
    latestAlert: null,
  });

  it('asks for the walls and once for each person, leaving out a person who cannot be looked up', async () => {
    const walls = [wall(1), wall(2, { user: 'person-1' }), wall(3)];
    test.server.reset((request) =>
      request.url.endsWith('/walls')
        ? { body: walls }
        : request.url.endsWith('/users/person-1')
          ? { body: person('person-1', 'Jane Doe') }
          : { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } },
    );
    const loaded = await loadReviewList('org-7', 'en');
    expect(loaded.walls).toEqual(walls);
    expect(loaded.people).toEqual({ 'person-1': { fullName: 'Jane Doe', email: 'person-1@customer.example' } });
    expect(loaded.dates.language).toBe('en');
    expect(test.server.requests.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      [
        `GET ${served('/api/v1/organizations/org-7/walls')}`,
        `GET ${served('/api/v1/users/person-1')}`,
        `GET ${served('/api/v1/users/person-3')}`,
      ].sort(),
    );
  });

  it('fails with the 403 of a customer without an active licence', async () => {
    test.server.reset(() => ({
      status: 403,
      body: { code: 'FORBIDDEN', message: 'This organisation has no active insider-threat-detection licence' },
    }));
    const error = await loadReviewList('org-7', 'en').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', status: 403 });
    expect(failedLoad(error)).toEqual({ status: 'unlicensed' });
  });

  it('sends the decision as a PATCH of the wall', async () => {
    test.server.reset(() => ({ body: wall(1, { customerReady: true }) }));
    expect(await sendDecision('org-7', 'wall-1', 'approve', 'Jane Doe')).toEqual({
      status: 'done',
      decision: 'approve',
      name: 'Jane Doe',
    });
    test.server.reset(() => ({ body: wall(2) }));
    await sendDecision('org-7', 'wall-2', 'reject', 'Ola Nordmann');
    const [request] = test.server.requests;
    expect(`${request!.method} ${request!.url}`).toBe(`PATCH ${served('/api/v1/organizations/org-7/walls/wall-2')}`);
    expect(JSON.parse(request!.body)).toEqual({ decision: 'reject' });
  });

  it("a wall decided already is the server's message; anything else failed", async () => {
    test.server.reset(() => ({
      status: 409,
      body: { code: 'CONFLICT', message: 'This wall has already been approved' },
    }));
    expect(await sendDecision('org-7', 'wall-1', 'reject', 'Jane Doe')).toEqual({
      status: 'conflict',
      message: 'This wall has already been approved',
    });
    test.server.reset(() => ({ status: 403, body: { code: 'FORBIDDEN', message: 'Forbidden' } }));
    expect(await sendDecision('org-7', 'wall-1', 'approve', 'Jane Doe')).toEqual({ status: 'failed' });
  });
});
