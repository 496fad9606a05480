// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { withTestServer } from '../../../../api/test-harness.ts';
import type { Handler } from '../../../../api/test-server.ts';
import { testI18n } from '../../../../i18n/test-i18n.ts';
import { forgetSession } from '../../../../session/current-user.ts';
import { renderWith } from '../../../../test-support/dom.tsx';
import enFeature from '../../../../i18n/features/webhooks/en.json';
import deFeature from '../../../../i18n/features/webhooks/de.json';
import {
  webhookCallsSent,
  webhookDelivery,
  webhookEndpoint,
  webhooksApi,
  type WebhooksState,
} from '../webhooks.fixture.ts';
import { action, Component, ErrorBoundary, loader, shouldRevalidate } from './route.tsx';

const i18n = await testI18n({ en: enFeature, de: deFeature });

let router: ReturnType<typeof createMemoryRouter> | undefined;
afterEach(() => {
  router?.dispose();
  forgetSession();
});

const url = 'https://psa.example.com/hooks/portal';

/** One endpoint with `count` deliveries, newest first; the newest failed and is being retried. */
const withDeliveries = (count: number): WebhooksState => {
  const deliveries = Array.from({ length: count }, (_, i) => webhookDelivery(count - i));
  if (count > 0)
    deliveries[0] = webhookDelivery(count, {
      eventType: 'customer.approved',
      status: 'failed',
      attempts: 3,
      responseStatus: 503,
      durationMs: 10_000,
      responseExcerpt: 'Service Unavailable',
    });
  return {
    endpoints: [
      webhookEndpoint(2, { url, description: 'PSA tickets', eventTypes: ['customer.created', 'customer.approved'] }),
    ],
    deliveries: { 'ep-2': deliveries },
  };
};

describe('Settings → Webhooks → an endpoint', () => {
  const test = withTestServer();

  /** The endpoint's page as the server answers, once its deliveries (or the word that there are none) show. */
  async function shown(handler: Handler, path = '/settings/webhooks/ep-2') {
    test.server.reset(handler);
    router = createMemoryRouter(
      [
        {
          path: '/settings/webhooks/:endpointId',
          loader,
          action,
          shouldRevalidate,
          Component,
          ErrorBoundary,
          HydrateFallback: () => null,
        },
        { path: '/settings/webhooks', Component: () => <h2>All endpoints</h2> },
      ],
      { initialEntries: [path] },
    );
    renderWith(
      i18n,
      <main>
        <RouterProvider router={router} />
      </main>,
    );
    // The deliveries' heading, or the alert of a page that could not be shown.
    await screen.findByRole(
      path.endsWith('ep-2') ? 'heading' : 'alert',
      path.endsWith('ep-2') ? { name: 'Deliveries' } : {},
    );
    return userEvent.setup();
  }

  const table = () => screen.getByRole('table', { name: 'Deliveries to this endpoint, newest first' });
  const rows = () => within(table()).getAllByRole('row').slice(1);
  const cells = (row: HTMLElement) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);

  it('shows the endpoint and a page of its deliveries: status, response code, duration, attempts, times and answer', async () => {
    await shown(webhooksApi(withDeliveries(3)));
    expect(screen.getByRole('heading', { name: url })).toBeVisible();
    expect(screen.getByText('PSA tickets')).toBeVisible();
    expect(screen.getByText('Events: Customer created, Customer approved')).toBeVisible();
    expect(screen.getByRole('link', { name: 'All endpoints' })).toHaveAttribute('href', '/settings/webhooks');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((heading) => heading.textContent),
    ).toEqual([
      'Time',
      'Event',
      'Status',
      'Response code',
      'Duration',
      'Attempts',
      'Last attempt',
      'Response',
      'Actions',
    ]);
    expect(rows().map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      expect.stringMatching(/^1 Mar 2026 \d\d:03$/),
      expect.stringMatching(/^1 Mar 2026 \d\d:02$/),
      expect.stringMatching(/^1 Mar 2026 \d\d:01$/),
    ]);
    expect(cells(rows()[0]!)).toEqual([
      'Customer approved',
      'Failed, will retry',
      '503',
      '10000 ms',
      '3',
      expect.stringMatching(/^1 Mar 2026 \d\d:03$/),
      'Service Unavailable',
      'Redeliver',
    ]);
    expect(cells(rows()[2]!).slice(0, 6)).toEqual([
      'Customer created',
      'Delivered',
      '200',
      '121 ms',
      '1',
      expect.any(String),
    ]);
    expect(screen.getByText('1–3 of 3')).toBeVisible();
    expect(webhookCallsSent(test.server.requests, true)).toContain('GET /ep-2/deliveries?from=0&to=25');
  });

  it('pages the deliveries on the server, the page in the address', async () => {
    const user = await shown(webhooksApi(withDeliveries(30)));
    expect(rows()).toHaveLength(25);
    expect(screen.getByText('1–25 of 30')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => {
      expect(screen.getByText('26–30 of 30')).toBeVisible();
      expect(rows()).toHaveLength(5);
    });
    expect(router!.state.location.search).toBe('?page=2');
    expect(within(rows()[4]!).getByRole('rowheader')).toHaveTextContent(/^1 Mar 2026 \d\d:01$/);
    expect(webhookCallsSent(test.server.requests, true)).toContain('GET /ep-2/deliveries?from=25&to=50');

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(screen.getByText('1–25 of 30')).toBeVisible());
    expect(router!.state.location.search).toBe('');
  });

  it('redelivers a delivery and shows its new attempt', async () => {
    const user = await shown(webhooksApi(withDeliveries(3)));
    const redeliver = within(rows()[0]!).getByRole('button', { name: /^Redeliver Customer approved of 1 Mar 2026/ });
    await user.click(redeliver);
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent(`The delivery is sent again to ${url}.`);
      expect(cells(rows()[0]!).slice(1, 5)).toEqual(['Waiting', '503', '10000 ms', '4']);
    });
    expect(webhookCallsSent(test.server.requests)).toEqual(['POST /ep-2/deliveries/msg_0003/redeliver']);
  });

  it('sends a test event, which shows among the deliveries', async () => {
    const user = await shown(webhooksApi(withDeliveries(0)));
    expect(screen.getByText('Nothing has been sent to this endpoint yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send a test event' }));
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent(`A test event is on its way to ${url}.`);
      expect(rows().map((row) => cells(row).slice(0, 2))).toEqual([['Test event', 'Waiting']]);
    });
    expect(webhookCallsSent(test.server.requests)).toEqual(['POST /ep-2/test']);
  });

  it('switches the endpoint off from its page', async () => {
    const user = await shown(webhooksApi(withDeliveries(1)));
    await user.click(screen.getByRole('button', { name: `Switch off ${url}` }));
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent(`${url} is switched off`);
      expect(screen.getByRole('button', { name: `Switch on ${url}` })).toBeVisible();
    });
  });

  it('saves a changed address, description and events, and shows a refused address at its field', async () => {
    const message = 'Use an https address';
    const user = await shown(
      webhooksApi(withDeliveries(1), (request) =>
        request.body.includes('http://')
          ? {
              status: 400,
              body: { code: 'VALIDATION', message: `url: ${message}`, fields: [{ field: 'url', message }] },
            }
          : null,
      ),
    );
    const form = screen.getByRole('region', { name: 'Change the endpoint' });
    const address = within(form).getByRole('textbox', { name: /^Address/ });
    expect(address).toHaveValue(url);
    expect(within(form).getByRole('checkbox', { name: 'Customer approved' })).toBeChecked();

    await user.clear(address);
    await user.type(address, 'http://psa.example.com/v2');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(address).toBeInvalid();
      expect(address).toHaveAccessibleDescription(expect.stringContaining(message));
    });
    expect(address).toHaveValue('http://psa.example.com/v2');

    await user.clear(address);
    await user.type(address, 'https://psa.example.com/v2');
    await user.clear(within(form).getByRole('textbox', { name: /^Description/ }));
    await user.click(within(form).getByRole('checkbox', { name: 'Customer created' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Licence cap changed' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(within(form).getByRole('status')).toHaveTextContent('The changes are saved.');
      expect(screen.getByRole('heading', { name: 'https://psa.example.com/v2' })).toBeVisible();
    });
    expect(address).not.toHaveAttribute('aria-invalid');
    const patches = test.server.requests.filter((r) => r.method === 'PATCH').map((r) => JSON.parse(r.body) as unknown);
    expect(patches.at(-1)).toEqual({
      url: 'https://psa.example.com/v2',
      description: '',
      eventTypes: ['customer.approved', 'license-cap.changed'],
    });
  });

  it('says so when the endpoint does not exist, with a way back to the list', async () => {
    await shown(webhooksApi(withDeliveries(0)), '/settings/webhooks/ep-404');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This endpoint no longer exists: it may have been deleted meanwhile.',
    );
    expect(screen.getByRole('link', { name: 'All endpoints' })).toHaveAttribute('href', '/settings/webhooks');
  });

  it('has no accessibility violations axe can find, with deliveries, paging and a refused field', async () => {
    const user = await shown(webhooksApi(withDeliveries(30)));
    const form = screen.getByRole('region', { name: 'Change the endpoint' });
    await user.clear(within(form).getByRole('textbox', { name: /^Address/ }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /^Address/ })).toHaveAttribute('aria-invalid', 'true'),
    );
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
