// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { webhookEventTypes } from '@portal/contracts';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { withTestServer } from '../../../api/test-harness.ts';
import type { Handler } from '../../../api/test-server.ts';
import { testI18n } from '../../../i18n/test-i18n.ts';
import { forgetSession } from '../../../session/current-user.ts';
import { renderWith } from '../../../test-support/dom.tsx';
import enFeature from '../../../i18n/features/webhooks/en.json';
import deFeature from '../../../i18n/features/webhooks/de.json';
import { action, Component, loader, shouldRevalidate } from './route.tsx';
import { secretOf, webhookCallsSent, webhookEndpoint, webhooksApi, type WebhooksState } from './webhooks.fixture.ts';

const i18n = await testI18n({ en: enFeature, de: deFeature });

let router: ReturnType<typeof createMemoryRouter> | undefined;
afterEach(() => {
  router?.dispose();
  forgetSession();
});

const listed = (): WebhooksState => ({
  endpoints: [
    webhookEndpoint(2, {
      url: 'https://psa.example.com/hooks/portal',
      description: 'PSA tickets',
      eventTypes: ['customer.created', 'customer.approved'],
    }),
    webhookEndpoint(1, {
      url: 'https://rmm.example.com/in',
      eventTypes: [...webhookEventTypes],
      enabled: false,
      disabledReason: '50 deliveries in a row failed (last: HTTP 503)',
    }),
  ],
  deliveries: {},
});

describe('Settings → Webhooks', () => {
  const test = withTestServer();

  /** The page as the server answers, once its endpoints (or the word that there are none) show. */
  async function shown(handler: Handler) {
    test.server.reset(handler);
    router = createMemoryRouter(
      [{ path: '/settings/webhooks', loader, action, shouldRevalidate, Component, HydrateFallback: () => null }],
      { initialEntries: ['/settings/webhooks'] },
    );
    // Inside <main>, as the layout puts every page.
    renderWith(
      i18n,
      <main>
        <RouterProvider router={router} />
      </main>,
    );
    await screen.findByRole('heading', { name: 'Endpoints' });
    return userEvent.setup();
  }

  const table = () => screen.getByRole('table', { name: "Your organisation's webhook endpoints" });
  const rowOf = (url: string) => within(table()).getByRole('rowheader', { name: url }).closest('tr')!;
  const cells = (row: HTMLElement) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);

  it('explains the signature, retries and switching off, and lists each endpoint with what it hears', async () => {
    await shown(webhooksApi(listed()));
    expect(screen.getByText(/webhook-id, webhook-timestamp and webhook-signature carry an HMAC-SHA256/)).toBeVisible();
    expect(screen.getByText(/secret \(whsec_…\)/)).toBeVisible();
    expect(screen.getByText(/for about a day/)).toHaveTextContent('ignore a webhook-id you have already handled');
    expect(screen.getByRole('link', { name: 'Standard Webhooks specification' })).toHaveAttribute(
      'href',
      'https://www.standardwebhooks.com/',
    );
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((heading) => heading.textContent),
    ).toEqual(['Address', 'Description', 'Events', 'Status', 'Created', 'Actions']);
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'https://psa.example.com/hooks/portal',
      'https://rmm.example.com/in',
    ]);
    expect(rows.map(cells)).toEqual([
      [
        'PSA tickets',
        'Customer created, Customer approved',
        'On',
        expect.stringMatching(/^2 Mar 2026 \d\d:\d\d$/),
        'Switch offRotate secretDelete',
      ],
      [
        '',
        'All events',
        'OffSwitched off by the portal: 50 deliveries in a row failed (last: HTTP 503)',
        expect.stringMatching(/^1 Mar 2026 \d\d:\d\d$/),
        'Switch onRotate secretDelete',
      ],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'https://psa.example.com/hooks/portal' })).toHaveAttribute(
      'href',
      '/settings/webhooks/ep-2',
    );
    expect(screen.getByText('The portal switched off 1 endpoint that kept failing')).toBeVisible();
    expect(within(rows[1]!).getByRole('button', { name: 'Switch on https://rmm.example.com/in' })).toBeEnabled();
  });

  it('says so when the organisation has no endpoints, and offers every event type in words', async () => {
    await shown(webhooksApi({ endpoints: [], deliveries: {} }));
    expect(screen.getByText('Your organisation has no webhook endpoints yet.')).toBeVisible();
    expect(screen.queryByText(/The portal switched off/)).not.toBeInTheDocument();
    const events = screen.getByRole('group', { name: /^Events/ });
    expect(
      within(events)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual([...webhookEventTypes]);
    // Each in words, not as the code the API takes.
    expect(within(events).getByRole('checkbox', { name: 'Invoice paid' })).toBeInTheDocument();
    expect(within(events).getByRole('checkbox', { name: 'Licence cap changed' })).not.toBeChecked();
  });

  it('adds an endpoint, shows its signing secret once with a copy button, then only the list', async () => {
    const user = await shown(webhooksApi(listed()));
    await user.type(screen.getByRole('textbox', { name: /^Address/ }), 'https://erp.example.com/webhooks');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'ERP');
    await user.click(screen.getByRole('checkbox', { name: 'Customer approved' }));
    await user.click(screen.getByRole('checkbox', { name: 'Licence cap changed' }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    const box = await screen.findByRole('region', { name: 'The signing secret of https://erp.example.com/webhooks' });
    const secret = secretOf(1);
    expect(within(box).getByText(secret)).toBeVisible();
    expect(box).toHaveTextContent('It will not be shown again.');
    expect(within(box).getByRole('heading')).toHaveFocus();
    expect(JSON.parse(test.server.requests.find((r) => r.method === 'POST')!.body)).toEqual({
      url: 'https://erp.example.com/webhooks',
      description: 'ERP',
      eventTypes: ['customer.approved', 'license-cap.changed'],
    });
    await waitFor(() => expect(rowOf('https://erp.example.com/webhooks')).toBeInTheDocument());
    expect(cells(rowOf('https://erp.example.com/webhooks')).slice(0, 3)).toEqual([
      'ERP',
      'Customer approved, Licence cap changed',
      'On',
    ]);
    // The form starts afresh for the next endpoint.
    expect(screen.getByRole('textbox', { name: /^Address/ })).toHaveValue('');

    await user.click(within(box).getByRole('button', { name: 'Copy secret' }));
    expect(await navigator.clipboard.readText()).toBe(secret);

    // Not in the address, the loaders' data or the browser's storage: only in the box.
    expect(router!.state.location.pathname + router!.state.location.search).toBe('/settings/webhooks');
    expect(JSON.stringify(router!.state.loaderData)).not.toContain(secret);
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain(secret);

    await user.click(within(box).getByRole('button', { name: 'Done, I have copied it' }));
    expect(screen.queryByRole('region', { name: /secret/ })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(secret);
    expect(within(table()).getByRole('rowheader', { name: 'https://erp.example.com/webhooks' })).toHaveFocus();
    expect(webhookCallsSent(test.server.requests)).toEqual(['POST /']);
  });

  it('shows the server’s refusal of an address at the address field, keeps what was typed, and adds once corrected', async () => {
    const message = 'This address resolves to a private network; the portal does not call it';
    const user = await shown(
      webhooksApi(listed(), (request) =>
        request.body.includes('10.0.0.5')
          ? {
              status: 400,
              body: { code: 'VALIDATION', message: `url: ${message}`, fields: [{ field: 'url', message }] },
            }
          : null,
      ),
    );
    const address = screen.getByRole('textbox', { name: /^Address/ });
    await user.type(address, 'https://10.0.0.5/hook');
    await user.click(screen.getByRole('checkbox', { name: 'Customer created' }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    // The field is marked and its message attached in separate renders: wait for both.
    await waitFor(() => {
      expect(address).toBeInvalid();
      expect(address).toHaveAccessibleDescription(expect.stringContaining(message));
    });
    expect(address).toHaveValue('https://10.0.0.5/hook');
    expect(screen.getByRole('checkbox', { name: 'Customer created' })).toBeChecked();
    expect(screen.queryByRole('region', { name: /secret/ })).not.toBeInTheDocument();

    await user.clear(address);
    await user.type(address, 'https://hooks.example.com/in{Enter}');
    await screen.findByRole('region', { name: 'The signing secret of https://hooks.example.com/in' });
    const fresh = screen.getByRole('textbox', { name: /^Address/ });
    expect(fresh).toHaveValue('');
    expect(fresh).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a missing address and no event at their fields without asking the server, in the person’s language', async () => {
    const user = await shown(webhooksApi(listed()));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const address = screen.getByRole('textbox', { name: /^Address/ });
    const events = screen.getByRole('group', { name: /^Events/ });
    // Each field is marked and its message attached in separate renders: wait for all of it.
    await waitFor(() => {
      expect(address).toHaveAttribute('aria-invalid', 'true');
      expect(address).toHaveAccessibleDescription(expect.stringContaining('Enter the full address'));
      expect(events).toHaveAccessibleDescription(expect.stringContaining('Choose at least one event'));
    });
    expect(webhookCallsSent(test.server.requests)).toEqual([]);

    await i18n.changeLanguage('de');
    try {
      expect(await screen.findByText('Wählen Sie mindestens ein Ereignis')).toBeVisible();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('switches an endpoint off and on again, keeping the focus on its button', async () => {
    const user = await shown(webhooksApi(listed()));
    const url = 'https://psa.example.com/hooks/portal';
    await user.click(screen.getByRole('button', { name: `Switch off ${url}` }));
    expect(await screen.findByRole('status')).toHaveTextContent(`${url} is switched off`);
    await waitFor(() => expect(cells(rowOf(url))[2]).toBe('Off'));
    const again = screen.getByRole('button', { name: `Switch on ${url}` });
    expect(again).toHaveFocus();

    await user.click(again);
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent(`${url} is switched on.`);
      expect(cells(rowOf(url))[2]).toBe('On');
    });
    expect(webhookCallsSent(test.server.requests)).toEqual(['PATCH /ep-2', 'PATCH /ep-2']);
    const bodies = test.server.requests.filter((r) => r.method === 'PATCH').map((r) => JSON.parse(r.body) as unknown);
    expect(bodies).toEqual([{ enabled: false }, { enabled: true }]);
  });

  it('switches on an endpoint the portal switched off, which clears the reason and the notice', async () => {
    const user = await shown(webhooksApi(listed()));
    await user.click(screen.getByRole('button', { name: 'Switch on https://rmm.example.com/in' }));
    await waitFor(() => {
      expect(cells(rowOf('https://rmm.example.com/in'))[2]).toBe('On');
      expect(screen.queryByText(/The portal switched off/)).not.toBeInTheDocument();
    });
  });

  it('rotates a secret only once confirmed, shows the new one once, and says the previous one signs for 24 hours', async () => {
    const user = await shown(webhooksApi(listed()));
    const rotate = screen.getByRole('button', { name: 'Rotate the secret of https://rmm.example.com/in' });
    await user.click(rotate);
    let dialog = await screen.findByRole('dialog', { name: 'Rotate the secret of https://rmm.example.com/in?' });
    expect(dialog).toHaveTextContent('The previous one keeps signing beside it for 24 hours');
    expect(within(dialog).getByText('Cancel').closest('button')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rotate).toHaveFocus();
    expect(webhookCallsSent(test.server.requests)).toEqual([]);

    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: /^Rotate the secret/ });
    await user.click(within(dialog).getByRole('button', { name: 'Rotate secret' }));
    const box = await screen.findByRole('region', { name: 'The new signing secret of https://rmm.example.com/in' });
    expect(within(box).getByText(secretOf(1))).toBeVisible();
    expect(box).toHaveTextContent(
      /The previous secret keeps signing beside the new one for 24 hours, until 2 Apr 2026 \d\d:\d\d: give your receiver/,
    );
    expect(webhookCallsSent(test.server.requests)).toEqual(['POST /ep-1/rotate-secret']);
  });

  it('deletes an endpoint once confirmed and gives the focus to the list', async () => {
    const user = await shown(webhooksApi(listed()));
    await user.click(screen.getByRole('button', { name: 'Delete https://psa.example.com/hooks/portal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete https://psa.example.com/hooks/portal?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete endpoint' }));
    expect(await screen.findByRole('status')).toHaveTextContent('https://psa.example.com/hooks/portal is deleted.');
    expect(
      within(table())
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['https://rmm.example.com/in']);
    expect(screen.getByRole('heading', { name: 'Endpoints' })).toHaveFocus();
    expect(webhookCallsSent(test.server.requests)).toEqual(['DELETE /ep-2']);
  });

  it('says why a change was refused in the server’s words, and reads the list again when the endpoint is gone', async () => {
    const state = listed();
    const user = await shown(webhooksApi(state));
    // Deleted in another tab meanwhile.
    state.endpoints.splice(0, 1);
    await user.click(screen.getByRole('button', { name: 'Switch off https://psa.example.com/hooks/portal' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This endpoint no longer exists: it may have been deleted meanwhile.');
    expect(alert).toHaveTextContent('The server said: No such webhook endpoint');
    await waitFor(() =>
      expect(
        within(table())
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['https://rmm.example.com/in']),
    );
  });

  it('has no accessibility violations axe can find, with a secret on show and a refused field', async () => {
    const user = await shown(webhooksApi(listed()));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Address/ })).toHaveAttribute('aria-invalid', 'true'),
    );
    await user.type(screen.getByRole('textbox', { name: /^Address/ }), 'https://audit.example.com/in');
    await user.click(screen.getByRole('checkbox', { name: 'Customer created' }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    await screen.findByRole('region', { name: /audit\.example\.com/ });
    // jsdom lays nothing out: colour contrast is left to the browser tests.
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
