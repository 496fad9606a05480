// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiKey } from '@portal/contracts';
import { withTestServer } from '../../../api/test-harness.ts';
import type { Handler } from '../../../api/test-server.ts';
import { testI18n } from '../../../i18n/test-i18n.ts';
import { forgetSession } from '../../../session/current-user.ts';
import { renderWith } from '../../../test-support/dom.tsx';
import enFeature from '../../../i18n/features/api-keys/en.json';
import deFeature from '../../../i18n/features/api-keys/de.json';
import { apiKey, apiKeysApi, keyCallsSent, secretOf } from './api-keys.fixture.ts';
import { action, Component, loader, shouldRevalidate } from './route.tsx';

const i18n = await testI18n({ en: enFeature, de: deFeature });

let router: ReturnType<typeof createMemoryRouter> | undefined;
afterEach(() => {
  router?.dispose();
  forgetSession();
});

const listed = () => [
  apiKey(2, {
    name: 'PSA sync',
    scopes: ['read', 'write'],
    lastUsedAt: '2026-04-10T12:00:00.000Z',
    expiresAt: '2027-01-31T12:00:00.000Z',
  }),
  apiKey(1, { name: 'Invoices to ERP', scopes: ['billing'], createdBy: 'Ola Nordmann' }),
];

describe('Settings → API', () => {
  const test = withTestServer();

  /** The page as the server answers, once its keys (or the word that there are none) show. */
  async function shown(handler: Handler) {
    test.server.reset(handler);
    router = createMemoryRouter(
      [{ path: '/settings/api', loader, action, shouldRevalidate, Component, HydrateFallback: () => null }],
      { initialEntries: ['/settings/api'] },
    );
    // Inside <main>, as the layout puts every page.
    renderWith(
      i18n,
      <main>
        <RouterProvider router={router} />
      </main>,
    );
    await screen.findByRole('heading', { name: 'Keys' });
    return userEvent.setup();
  }

  const table = () => screen.getByRole('table', { name: "Your organisation's API keys" });
  const rowNames = () =>
    within(table())
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);

  it('says how a key is used and lists each key: name, prefix, scopes, creator, dates, and what can be done', async () => {
    await shown(apiKeysApi(listed()));
    expect(screen.getByText('Authorization: Bearer <secret>')).toBeVisible();
    expect(screen.getByRole('link', { name: 'API documentation' })).toHaveAttribute(
      'href',
      `${test.server.origin}/app/baloo-router-api/docs`,
    );
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((heading) => heading.textContent),
    ).toEqual(['Name', 'Prefix', 'Scopes', 'Created by', 'Created', 'Last used', 'Expires', 'Actions']);
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['PSA sync', 'Invoices to ERP']);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        'ppk_0002abcd',
        'ReadWrite',
        'Kari Nordmann',
        expect.stringMatching(/^2 Mar 2026 \d\d:\d\d$/),
        expect.stringMatching(/^10 Apr 2026 \d\d:\d\d$/),
        expect.stringMatching(/^31 Jan 2027 \d\d:\d\d$/),
        'RotateRevoke',
      ],
      [
        'ppk_0001abcd',
        'Billing',
        'Ola Nordmann',
        expect.stringMatching(/^1 Mar 2026 \d\d:\d\d$/),
        'Never',
        'Never',
        'RotateRevoke',
      ],
    ]);
    expect(within(rows[1]!).getByRole('button', { name: 'Revoke Invoices to ERP' })).toBeEnabled();
    expect(rows[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-03-02T12:00:00.000Z');
  });

  it('says so when the organisation has no keys', async () => {
    await shown(apiKeysApi([]));
    expect(screen.getByText('Your organisation has no API keys yet.')).toBeVisible();
  });

  it('marks a key past its expiry', async () => {
    await shown(apiKeysApi([apiKey(1, { expiresAt: '2026-01-01T12:00:00.000Z' })]));
    expect(within(table()).getAllByRole('cell')[5]).toHaveTextContent(/^1 Jan 2026 \d\d:\d\d Expired$/);
  });

  it('creates a key, shows its secret once with a copy button, then only the list', async () => {
    const keys = listed();
    const user = await shown(apiKeysApi(keys));
    const name = screen.getByRole('textbox', { name: /^Name/ });
    const scopes = screen.getByRole('group', { name: /^Scopes/ });
    // Read and write by default; billing is opted into.
    expect(within(scopes).getByRole('checkbox', { name: /^Read/ })).toBeChecked();
    expect(within(scopes).getByRole('checkbox', { name: /^Write/ })).toBeChecked();
    expect(within(scopes).getByRole('checkbox', { name: /^Billing/ })).not.toBeChecked();

    await user.type(name, 'RMM export');
    await user.click(within(scopes).getByRole('checkbox', { name: /^Write/ }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    const box = await screen.findByRole('region', { name: 'The secret of your new key “RMM export”' });
    const secret = secretOf('ppk_new1xyz');
    expect(within(box).getByText(secret)).toBeVisible();
    expect(box).toHaveTextContent('It will not be shown again.');
    expect(within(box).getByRole('heading')).toHaveFocus();
    expect(JSON.parse(test.server.requests.find((r) => r.method === 'POST')!.body)).toEqual({
      name: 'RMM export',
      scopes: ['read'],
    });
    await waitFor(() => expect(rowNames()).toEqual(['RMM export', 'PSA sync', 'Invoices to ERP']));
    // The form starts afresh for the next key.
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');

    await user.click(within(box).getByRole('button', { name: 'Copy secret' }));
    expect(await navigator.clipboard.readText()).toBe(secret);
    expect(await within(box).findByText('The secret is on your clipboard.')).toBeVisible();

    // Not in the address, the loaders' data or the browser's storage: only in the box.
    expect(router!.state.location.pathname + router!.state.location.search).toBe('/settings/api');
    expect(JSON.stringify(router!.state.loaderData)).not.toContain(secret);
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain(secret);

    await user.click(within(box).getByRole('button', { name: 'Done, I have copied it' }));
    expect(screen.queryByRole('region', { name: /secret/ })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(secret);
    expect(within(table()).getByRole('rowheader', { name: 'RMM export' })).toHaveFocus();
    expect(keyCallsSent(test.server.requests)).toEqual(['POST /']);
  });

  it('sends a chosen expiry as the end of that day, and refuses a day in the past at the field', async () => {
    const keys: ApiKey[] = [];
    const user = await shown(apiKeysApi(keys));
    const expiry = screen.getByLabelText(/^Expires on/);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Nightly');
    await user.type(expiry, '2020-05-01');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    // The field is marked and its message attached in separate renders: wait for both.
    await waitFor(() => {
      expect(expiry).toBeInvalid();
      expect(expiry).toHaveAccessibleDescription(expect.stringContaining('Choose today or a later day'));
    });
    expect(keyCallsSent(test.server.requests)).toEqual([]);

    await user.clear(expiry);
    await user.type(expiry, '2099-05-01');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    await screen.findByRole('region', { name: /Nightly/ });
    const sent = JSON.parse(test.server.requests.find((r) => r.method === 'POST')!.body) as { expiresAt: string };
    expect(new Date(sent.expiresAt)).toEqual(new Date(2099, 4, 1, 23, 59, 59, 999));
  });

  it('shows the server’s refusal of a name at the name field, keeps what was typed, and creates once corrected', async () => {
    const message = 'Your organisation already has a key with this name';
    const user = await shown(
      apiKeysApi(listed(), {
        create: (body) =>
          body.name === 'PSA sync'
            ? {
                status: 400,
                body: { code: 'VALIDATION', message: `name: ${message}`, fields: [{ field: 'name', message }] },
              }
            : null,
      }),
    );
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.type(name, 'PSA sync{Enter}');
    await waitFor(() => {
      expect(name).toBeInvalid();
      expect(name).toHaveAccessibleDescription(expect.stringContaining(message));
    });
    expect(name).toHaveValue('PSA sync');
    expect(screen.queryByRole('region', { name: /secret/ })).not.toBeInTheDocument();

    await user.type(name, ' 2{Enter}');
    await screen.findByRole('region', { name: 'The secret of your new key “PSA sync 2”' });
    // A fresh form: empty, and no longer marked as refused.
    const fresh = screen.getByRole('textbox', { name: /^Name/ });
    expect(fresh).toHaveValue('');
    expect(fresh).not.toHaveAttribute('aria-invalid');
  });

  it('shows the server’s refusal of an expiry at its field, and a refusal of the whole key as one sentence', async () => {
    const full = 'A partner can hold 20 API keys; revoke one first';
    const user = await shown(
      apiKeysApi(listed(), {
        create: (body) =>
          body.expiresAt
            ? {
                status: 400,
                body: {
                  code: 'VALIDATION',
                  message: 'expiresAt: Choose a time in the future',
                  fields: [{ field: 'expiresAt', message: 'Choose a time in the future' }],
                },
              }
            : { status: 409, body: { code: 'CONFLICT', message: full } },
      }),
    );
    const expiry = screen.getByLabelText(/^Expires on/);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Nightly');
    await user.type(expiry, '2099-05-01');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    // The field is marked and its message attached in separate renders: wait for both.
    await waitFor(() => {
      expect(expiry).toBeInvalid();
      expect(expiry).toHaveAccessibleDescription(expect.stringContaining('Choose today or a later day'));
    });

    await user.clear(expiry);
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("That cannot be done with your organisation's keys as they are now.");
    expect(alert).toHaveTextContent(`The server said: ${full}`);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Nightly');
  });

  it('refuses an empty name and no scope at their fields without asking the server, in the person’s language', async () => {
    const user = await shown(apiKeysApi(listed()));
    await user.click(screen.getByRole('checkbox', { name: /^Read/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Write/ }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const name = screen.getByRole('textbox', { name: /^Name/ });
    // An empty required field is invalid to the browser at once: wait for the refusal itself.
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(expect.stringContaining('This is required'));
    expect(screen.getByRole('group', { name: /^Scopes/ })).toHaveAccessibleDescription(
      expect.stringContaining('Choose at least one scope'),
    );
    expect(keyCallsSent(test.server.requests)).toEqual([]);

    await i18n.changeLanguage('de');
    try {
      expect(await screen.findByText('Wählen Sie mindestens eine Berechtigung')).toBeVisible();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('revokes a key only once confirmed, and gives the focus back to the button when cancelled', async () => {
    const user = await shown(apiKeysApi(listed()));
    const revoke = screen.getByRole('button', { name: 'Revoke PSA sync' });
    await user.click(revoke);
    let dialog = await screen.findByRole('dialog', { name: 'Revoke “PSA sync”?' });
    expect(dialog).toHaveTextContent('The key (ppk_0002abcd…) stops working at once');
    // The dialog's close button is named for its Cancel too; the focus starts on the button itself.
    expect(within(dialog).getByText('Cancel').closest('button')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(revoke).toHaveFocus();
    expect(keyCallsSent(test.server.requests)).toEqual([]);

    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'Revoke “PSA sync”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The key “PSA sync” is revoked.');
    expect(rowNames()).toEqual(['Invoices to ERP']);
    expect(screen.getByRole('heading', { name: 'Keys' })).toHaveFocus();
    expect(keyCallsSent(test.server.requests)).toEqual(['DELETE /key-2']);
  });

  it('rotates a key once confirmed and shows its new secret once', async () => {
    const user = await shown(apiKeysApi(listed()));
    await user.click(screen.getByRole('button', { name: 'Rotate Invoices to ERP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate “Invoices to ERP”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rotate key' }));
    const box = await screen.findByRole('region', { name: 'The new secret of “Invoices to ERP”' });
    expect(within(box).getByText(secretOf('ppk_rot1xyz'))).toBeVisible();
    expect(box).toHaveTextContent('The previous secret of this key has stopped working.');
    await waitFor(() => expect(within(table()).getByText('ppk_rot1xyz')).toBeVisible());
    expect(keyCallsSent(test.server.requests)).toEqual(['POST /key-1/rotate']);
  });

  it('says why a revocation was refused, and reads the list again when the key is already gone', async () => {
    const keys = listed();
    const user = await shown(apiKeysApi(keys));
    // Revoked in another tab meanwhile.
    keys.splice(0, 1);
    await user.click(screen.getByRole('button', { name: 'Revoke PSA sync' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This key no longer exists: it may have been revoked meanwhile.',
    );
    await waitFor(() => expect(rowNames()).toEqual(['Invoices to ERP']));
  });

  it('has no accessibility violations axe can find, with a secret on show and a refused field', async () => {
    const user = await shown(apiKeysApi(listed()));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true'));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Audit{Enter}');
    await screen.findByRole('region', { name: /Audit/ });
    // jsdom lays nothing out: colour contrast is left to the browser tests.
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
