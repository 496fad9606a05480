// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { withTestServer } from '../../api/test-harness.ts';
import { testI18n } from '../../i18n/test-i18n.ts';
import { forgetSession } from '../../session/current-user.ts';
import { capsApi, capsSent, customer } from '../../test-support/caps-api.ts';
import { renderWith, tabTo } from '../../test-support/dom.tsx';
import { action, Component, loader } from './route.tsx';

// The refusals the server gives (400, 409) are in cap-editor-refusals.test.tsx.

const i18n = await testI18n({ en: {}, de: {} });
const rule = 'Enter 0 for unlimited, or a whole number of at least 1 (not below the seats in use).';
const customers = () => [
  customer('org-7', 'Fjord AS', [{ productType: 'standard', issued: 12, active: true, licenseCap: 20 }]),
  customer('org-8', 'Oak Ltd', [{ productType: 'standard', issued: 3, active: true, licenseCap: 0 }]),
];

afterEach(forgetSession);

/** The /cap screen at `path`, and a person at the keyboard and mouse. */
function opened(path: string) {
  const router = createMemoryRouter([{ path: '/cap', loader, action, Component, HydrateFallback: () => null }], {
    initialEntries: [path],
  });
  renderWith(i18n, <RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

/** The editor of Fjord AS's SAT cap, opened from its link, with what it shows. */
async function editing(path = '/cap') {
  const { user, router } = opened(path);
  await user.click(await screen.findByRole('link', { name: 'Edit the SAT cap of Fjord AS' }));
  const dialog = await screen.findByRole('dialog', { name: 'SAT cap for Fjord AS' });
  return { user, router, dialog, field: within(dialog).getByRole('textbox', { name: 'Licence cap' }) };
}

const cell = (name: string, product: 'SAT' | 'ITD' = 'SAT') =>
  screen.getByRole('link', { name: `Edit the ${product} cap of ${name}` }).closest('td');

describe('editing a licence cap', () => {
  const test = withTestServer();

  it('opens from the list by keyboard, with the cap in use and the stored cap in the field, which has the focus', async () => {
    test.server.reset(capsApi(customers()));
    const { user } = opened('/cap');
    const link = await screen.findByRole('link', { name: 'Edit the SAT cap of Fjord AS' });
    expect(cell('Fjord AS')).toHaveTextContent('12 / 20');
    await tabTo(user, link);
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'SAT cap for Fjord AS' });
    expect(dialog).toHaveTextContent('In use / cap now: 12 / 20');
    const field = within(dialog).getByRole('textbox', { name: 'Licence cap' });
    expect(field).toHaveValue('20');
    expect(field).toBeRequired();
    expect(field).toHaveAccessibleDescription(rule);
    expect(field).toBeValid();
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('saves a new cap typed and sent by keyboard, with the cap seen on opening, closes, and lists it', async () => {
    test.server.reset(capsApi(customers()));
    const { user, router, field } = await editing();
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('{Control>}a{/Control}25{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(capsSent(test.server.requests)).toEqual([
      { childCybrOrgId: 'org-7', productType: 'standard', licenseCap: 25, expectedLicenseCap: 20 },
    ]);
    await waitFor(() => expect(cell('Fjord AS')).toHaveTextContent('12 / 25'));
    expect(router.state.location.search).toBe('');
  });

  it('a cap of 0 is saved as unlimited', async () => {
    test.server.reset(capsApi(customers()));
    const { user, field } = await editing();
    await user.clear(field);
    await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: 'Save cap' }));

    await waitFor(() => expect(cell('Fjord AS')).toHaveTextContent('12 / Unlimited'));
    expect(capsSent(test.server.requests).map((sent) => sent.licenseCap)).toEqual([0]);
  });

  it.each([
    ['1', 1],
    [' 7 ', 7],
    ['10000000', 10_000_000],
  ])('sends %j as the whole number %d', async (typed, sent) => {
    test.server.reset(capsApi(customers()));
    const { user, field } = await editing();
    await user.clear(field);
    await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: 'Save cap' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(capsSent(test.server.requests).map((cap) => cap.licenseCap)).toEqual([sent]);
  });

  it.each(['-1', '1.5', 'twelve', '   ', '10000001'])(
    'refuses %j on the field with the rule, sending nothing and keeping the editor open',
    async (typed) => {
      test.server.reset(capsApi(customers()));
      const { user, field } = await editing();
      await user.clear(field);
      await user.type(field, typed);
      await user.click(screen.getByRole('button', { name: 'Save cap' }));

      await waitFor(() => expect(field).toBeInvalid());
      // The rule is said under the field as its error (beside the same words as its description).
      expect(field).toHaveAccessibleDescription(`${rule} ${rule}`);
      expect(field).toHaveValue(typed);
      expect(screen.getByRole('dialog')).toBeVisible();
      expect(capsSent(test.server.requests)).toEqual([]);
    },
  );

  it('does not send an emptied field: it is required', async () => {
    test.server.reset(capsApi(customers()));
    const { user, field } = await editing();
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save cap' }));
    // The browser holds the form back and marks the field (the action never runs).
    expect(field).toHaveValue('');
    expect(field).toBeInvalid();

    // A value typed next is the first and only one sent.
    await user.type(field, '30{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(capsSent(test.server.requests).map((cap) => cap.licenseCap)).toEqual([30]);
  });

  it('closes without saving by Cancel, by the close button or by Escape, the list as it was', async () => {
    test.server.reset(capsApi(customers()));
    const { user, router, dialog, field } = await editing();
    await user.clear(field);
    await user.type(field, '99');
    await user.click(within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');

    await user.click(screen.getByRole('link', { name: 'Edit the SAT cap of Fjord AS' }));
    // The close button in the dialog's header says Cancel too.
    await user.click(within(await screen.findByRole('dialog')).getAllByRole('button', { name: 'Cancel' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('link', { name: 'Edit the SAT cap of Fjord AS' }));
    expect(within(await screen.findByRole('dialog')).getByRole('textbox')).toHaveValue('20');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(capsSent(test.server.requests)).toEqual([]);
    expect(cell('Fjord AS')).toHaveTextContent('12 / 20');
  });

  it('keeps the list’s search when the editor closes', async () => {
    test.server.reset(capsApi(customers()));
    const { user, router } = await editing('/cap?search=fjord');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?search=fjord');
  });
});
