// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Handler } from '../../../api/test-server.ts';
import { served, withTestServer } from '../../../api/test-harness.ts';
import { testI18n } from '../../../i18n/test-i18n.ts';
import { renderWith } from '../../../test-support/dom.tsx';
import { wall, wallsApi } from '../../../test-support/walls-api.ts';
import enFeature from '../../../i18n/features/customer-walls/en.json';
import deFeature from '../../../i18n/features/customer-walls/de.json';
import CustomerWalls from './customer-walls.tsx';

// The walls decision flow is in customer-walls-decision.test.tsx; the calls in customer-walls-api.test.ts.

const i18n = await testI18n({ en: enFeature, de: deFeature });
// person-3 cannot be looked up: shown by cybrId.
const people = { 'person-1': 'Jane Doe', 'person-2': 'Ola Nordmann' };
const walls = [wall(1), wall(2, { csvReady: false }), wall(3)];

describe('the insider-threat walls awaiting review', () => {
  const test = withTestServer();

  /** The section on a customer's page, as the server answers. */
  function shown(handler: Handler) {
    test.server.reset(handler);
    renderWith(i18n, <CustomerWalls cybrOrgId="org-7" />);
  }

  /** The review table once loaded: its rows below the headings. */
  async function loadedRows(name = 'Walls awaiting review') {
    const table = screen.getByRole('table', { name });
    await within(table).findAllByRole('rowheader');
    return within(table).getAllByRole('row').slice(1);
  }

  it('lists each wall: the person, first seen, last updated, detections, the activity file and the decisions', async () => {
    shown(wallsApi({ walls, people }));
    const rows = await loadedRows();
    expect(screen.getAllByRole('columnheader').map((heading) => heading.textContent)).toEqual([
      'Person',
      'First seen',
      'Last updated',
      'Detections',
      'Activity',
      'Review',
    ]);
    // The person heads their row: name and e-mail, or the cybrId when they could not be looked up.
    const lines = (element: Element) => Array.from(element.children, (child) => child.textContent);
    expect(rows.map((row) => lines(within(row).getByRole('rowheader')))).toEqual([
      ['Jane Doe', 'person-1@customer.example'],
      ['Ola Nordmann', 'person-2@customer.example'],
      ['person-3'],
    ]);
    // Last updated with its time of day (in the browser's zone); the last cell holds the two decisions.
    const cells = rows.map((row) => within(row).getAllByRole('cell'));
    expect(cells.map((row) => row.slice(0, 4).map((cell) => cell.textContent))).toEqual([
      ['1 Mar 2026', expect.stringMatching(/^1[01] Apr 2026 \d\d:\d\d$/), '1', 'Download (CSV)'],
      ['2 Mar 2026', expect.stringMatching(/^1[12] Apr 2026 \d\d:\d\d$/), '2', 'Activity still being collected'],
      ['3 Mar 2026', expect.stringMatching(/^1[23] Apr 2026 \d\d:\d\d$/), '3', 'Download (CSV)'],
    ]);
    for (const row of cells)
      expect(
        within(row[4]!)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Approve', 'Reject']);
    // Both dates are machine-readable.
    const [firstSeen, updated] = within(rows[0]!).getAllByRole('cell');
    expect(firstSeen!.querySelector('time')).toHaveAttribute('datetime', '2026-03-01T12:00:00.000Z');
    expect(updated!.querySelector('time')).toHaveAttribute('datetime', '2026-04-11T12:00:00.000Z');
    expect(screen.getByRole('table').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
  });

  it('offers the activity behind a wall as a download once it is collected', async () => {
    shown(wallsApi({ walls, people }));
    await loadedRows();
    // A plain link to the API, which answers with the file.
    const base = `${test.server.origin}${served('/api/v1/organizations/org-7/walls')}`;
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Download (CSV) the activity behind the wall about Jane Doe', `${base}/wall-1/activity`],
      ['Download (CSV) the activity behind the wall about person-3', `${base}/wall-3/activity`],
    ]);
    for (const link of links) expect(link).toHaveAttribute('download');
  });

  it('names the person in each decision button', async () => {
    shown(wallsApi({ walls, people }));
    await loadedRows();
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(
      ['Jane Doe', 'Ola Nordmann', 'person-3'].flatMap((name) => [
        `Approve the wall about ${name}`,
        `Reject the wall about ${name}`,
      ]),
    );
    for (const button of screen.getAllByRole('button')) expect(button).toBeEnabled();
  });

  it('while loading, says so and marks the table busy, keeping its headings', async () => {
    shown(wallsApi({ walls: () => ({ hang: true }), people }));
    expect(await screen.findByText('Loading the walls…')).toHaveAttribute('role', 'status');
    const table = screen.getByRole('table', { name: 'Walls awaiting review' });
    expect(table.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(6);
    expect(within(table).queryAllByRole('rowheader')).toEqual([]);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when no wall is waiting', async () => {
    shown(wallsApi({ walls: [], people }));
    expect(await screen.findByText('No walls are waiting for review.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the walls…' })).not.toBeInTheDocument();
  });

  it('explains a customer without an active insider-threat licence (403), as no failure', async () => {
    shown(
      wallsApi({
        walls: () => ({
          status: 403,
          body: { code: 'FORBIDDEN', message: 'No active insider-threat-detection licence' },
        }),
      }),
    );
    expect(
      await screen.findByText(
        'This customer has no active insider-threat-detection licence, so there are no walls to review.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed load says so briefly, and Try again loads the walls again', async () => {
    let failing = true;
    shown(
      wallsApi({
        walls: () => (failing ? { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } } : { body: walls }),
        people,
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the walls');
    expect(alert).toHaveTextContent('The walls awaiting review could not be loaded.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await loadedRows()).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks the page language, dates included', async () => {
    await i18n.changeLanguage('de');
    try {
      shown(wallsApi({ walls, people }));
      const rows = await loadedRows(deFeature.customerWalls.caption);
      expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent('1 März 2026');
      expect(within(rows[0]!).getByRole('button', { name: 'Freigeben: die Mauer zu Jane Doe' })).toBeEnabled();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
