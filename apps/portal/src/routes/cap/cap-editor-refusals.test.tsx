// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Organization } from '@portal/contracts';
import { withTestServer } from '../../api/test-harness.ts';
import { testI18n } from '../../i18n/test-i18n.ts';
import { forgetSession } from '../../session/current-user.ts';
import { capsApi, capsSent, customer, type CapSent } from '../../test-support/caps-api.ts';
import { renderWith } from '../../test-support/dom.tsx';
import { action, Component, loader } from './route.tsx';

const i18n = await testI18n({ en: {}, de: {} });
const fjord = () =>
  customer('org-7', 'Fjord AS', [{ productType: 'standard', issued: 12, active: true, licenseCap: 20 }]);

let router: ReturnType<typeof createMemoryRouter> | undefined;
afterEach(() => {
  // A save still on its way when the test ends is dropped with the router.
  router?.dispose();
  forgetSession();
});

/** The editor of Fjord AS's SAT cap, a new value typed in and saved. */
async function saved(value: string) {
  router = createMemoryRouter([{ path: '/cap', loader, action, Component, HydrateFallback: () => null }], {
    initialEntries: ['/cap?customer=org-7&product=standard'],
  });
  renderWith(i18n, <RouterProvider router={router} />);
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: 'SAT cap for Fjord AS' });
  const field = within(dialog).getByRole('textbox', { name: 'Licence cap' });
  await user.clear(field);
  await user.type(field, value);
  await user.click(within(dialog).getByRole('button', { name: 'Save cap' }));
  return { user, dialog, field };
}

/** Someone else sets Fjord AS's cap to `cap` just before this person's save arrives: 409. */
const editedMeanwhile = (customers: Organization[], cap: number) => (sent: CapSent) => {
  if (sent.expectedLicenseCap !== 20) return { body: customers[0] };
  customers[0]!.licenses[0]!.licenseCap = cap;
  const message = `Someone else changed this cap since you opened it: it is now ${cap}. Reload and try again`;
  return { status: 409, body: { code: 'CONFLICT', message, fields: [{ field: 'licenseCap', message }] } };
};

describe('a cap the server refuses', () => {
  const test = withTestServer();

  it('shows the server’s reason on the field (400), keeps the editor and what was typed, and saves once corrected', async () => {
    const customers = [fjord()];
    test.server.reset(
      capsApi(customers, (sent) =>
        sent.licenseCap < 12
          ? {
              status: 400,
              body: {
                code: 'VALIDATION',
                message: 'licenseCap: The cap cannot be below the 12 seats in use',
                fields: [{ field: 'licenseCap', message: 'The cap cannot be below the 12 seats in use' }],
              },
            }
          : { body: customers[0] },
      ),
    );
    const { user, field } = await saved('5');

    await waitFor(() => expect(field).toBeInvalid());
    expect(field).toHaveAccessibleDescription(expect.stringContaining('The cap cannot be below the 12 seats in use'));
    expect(field).toHaveValue('5');
    expect(screen.getByRole('dialog')).toBeVisible();

    await user.clear(field);
    await user.type(field, '12{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(capsSent(test.server.requests).map((cap) => cap.licenseCap)).toEqual([5, 12]);
  });

  it('says someone else changed the cap meanwhile (409), with what it is now, and overwrites nothing', async () => {
    const customers = [fjord()];
    test.server.reset(capsApi(customers, editedMeanwhile(customers, 30)));
    const { dialog, field } = await saved('25');

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this cap');
    expect(alert).toHaveTextContent(
      'Someone else changed this cap while you were editing it; it is now 30. Your change was not saved.',
    );
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeEnabled();
    expect(field).toHaveValue('25');
    expect(capsSent(test.server.requests)).toEqual([
      { childCybrOrgId: 'org-7', productType: 'standard', licenseCap: 25, expectedLicenseCap: 20 },
    ]);
  });

  it('names an unlimited cap as such in the conflict', async () => {
    const customers = [fjord()];
    test.server.reset(capsApi(customers, editedMeanwhile(customers, 0)));
    const { dialog } = await saved('25');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('it is now Unlimited.');
  });

  it('Reload starts the editor over from the cap stored now, and the next save is checked against it', async () => {
    const customers = [fjord()];
    test.server.reset(
      capsApi(customers, (sent) =>
        sent.expectedLicenseCap === 20 ? editedMeanwhile(customers, 30)(sent) : { body: customers[0] },
      ),
    );
    const { user, dialog } = await saved('25');
    await user.click(within(await within(dialog).findByRole('alert')).getByRole('button', { name: 'Reload' }));

    const field = await waitFor(() => {
      const now = within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Licence cap' });
      expect(now).toHaveValue('30');
      return now;
    });
    expect(screen.getByRole('dialog')).toHaveTextContent('In use / cap now: 12 / 30');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field).toBeValid();

    await user.clear(field);
    await user.type(field, '35{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      capsSent(test.server.requests).map(({ licenseCap, expectedLicenseCap }) => [licenseCap, expectedLicenseCap]),
    ).toEqual([
      [25, 20],
      [35, 30],
    ]);
  });

  it('while the save is on its way, Save is busy and cannot be pressed again', async () => {
    test.server.reset(capsApi([fjord()], () => ({ hang: true })));
    const { dialog } = await saved('25');
    const save = within(dialog).getByRole('button', { name: 'Save cap' });
    await waitFor(() => expect(save).toBeDisabled());
    expect(save).toHaveAttribute('data-loading', 'true');
    expect(capsSent(test.server.requests)).toHaveLength(1);
  });
});
