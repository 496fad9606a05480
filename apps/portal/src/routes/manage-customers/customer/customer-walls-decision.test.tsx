// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { configureClient } from '../../../api/http.ts';
import { served, withTestServer } from '../../../api/test-harness.ts';
import { testI18n } from '../../../i18n/test-i18n.ts';
import { renderWith, tabTo } from '../../../test-support/dom.tsx';
import { decisionsSent, wall, wallsApi } from '../../../test-support/walls-api.ts';
import enFeature from '../../../i18n/features/customer-walls/en.json';
import deFeature from '../../../i18n/features/customer-walls/de.json';
import CustomerWalls from './customer-walls.tsx';

const i18n = await testI18n({ en: enFeature, de: deFeature });
const people = { 'person-1': 'Jane Doe', 'person-2': 'Ola Nordmann' };
const walls = [wall(1), wall(2)];

/** The section on a customer's page, its walls loaded, and a person at the keyboard and mouse. */
async function opened() {
  const user = userEvent.setup();
  renderWith(i18n, <CustomerWalls cybrOrgId="org-7" />);
  await screen.findAllByRole('button', { name: /^Approve the wall about / });
  return user;
}

const button = (name: string) => screen.getByRole('button', { name });
const decisionButtons = () => screen.getAllByRole('button', { name: /^(Approve|Reject) the wall about / });

describe('deciding about a wall', () => {
  const test = withTestServer();

  it('asks first, saying what approving means, with the focus on Cancel; confirming approves it', async () => {
    test.server.reset(wallsApi({ walls, people }));
    const user = await opened();

    await user.click(button('Approve the wall about Jane Doe'));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the wall about Jane Doe?' });
    expect(dialog).toHaveTextContent(
      "Approving shows this wall, with the activity behind it, to the customer's admins.",
    );
    await waitFor(() => expect(within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1)).toHaveFocus());
    expect(decisionsSent(test.server.requests)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const done = await screen.findByText(
      "The wall about Jane Doe was approved and is now shown to the customer's admins.",
    );
    expect(done).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const patch = test.server.requests.find((request) => request.method === 'PATCH');
    expect(`${patch?.method} ${patch?.url}`).toBe(`PATCH ${served('/api/v1/organizations/org-7/walls/wall-1')}`);
    expect(decisionsSent(test.server.requests)).toEqual(['wall-1: approve']);
    // The row is gone; the other wall still waits.
    expect(screen.queryByRole('rowheader', { name: /Jane Doe/ })).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /Ola Nordmann/ })).toBeVisible();
    // The button pressed has gone with its row: the focus is on the outcome.
    expect(document.activeElement).toContainElement(done);
  });

  it("rejects by keyboard alone: Tab to the row's Reject, Enter; Tab from Cancel to Reject, Enter", async () => {
    test.server.reset(wallsApi({ walls, people }));
    const user = await opened();

    await tabTo(user, button('Reject the wall about Ola Nordmann'));
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Reject the wall about Ola Nordmann?' });
    expect(dialog).toHaveTextContent("Rejecting hides this wall: the customer's admins will not see it.");
    await waitFor(() => expect(within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1)).toHaveFocus());
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(
      await screen.findByText('The wall about Ola Nordmann was rejected and stays hidden from the customer.'),
    ).toBeVisible();
    expect(decisionsSent(test.server.requests)).toEqual(['wall-2: reject']);
    expect(screen.queryByRole('rowheader', { name: /Ola Nordmann/ })).not.toBeInTheDocument();
  });

  it('sends nothing when the question is cancelled: by Cancel, by the close button or by Escape', async () => {
    test.server.reset(wallsApi({ walls, people }));
    const user = await opened();
    const ask = async () => {
      await user.click(button('Approve the wall about Jane Doe'));
      return screen.findByRole('dialog');
    };

    await user.click(
      within(await ask())
        .getAllByRole('button', { name: 'Cancel' })
        .at(-1)!,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The close button in the dialog's header says Cancel too.
    await user.click(within(await ask()).getAllByRole('button', { name: 'Cancel' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await ask();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // A keyboard user carries on from where they were: focus is back on the button that asked.
    await waitFor(() => expect(button('Approve the wall about Jane Doe')).toHaveFocus());

    expect(decisionsSent(test.server.requests)).toEqual([]);
    expect(decisionButtons()).toHaveLength(4);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/was approved/)).not.toBeInTheDocument();
  });

  it('disables every decision while one is on its way, and says when it could not be sent', async () => {
    // The answer never comes: the client gives up after its time-out.
    test.server.reset(wallsApi({ walls, people, decide: () => ({ hang: true }) }));
    const user = await opened();
    configureClient({ timeoutMs: 300 });

    await user.click(button('Approve the wall about Jane Doe'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(decisionButtons().every((b) => b.hasAttribute('disabled'))).toBe(true));
    expect(screen.getByRole('table').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');

    expect(await screen.findByRole('alert')).toHaveTextContent('The decision could not be sent. Please try again.');
    // Nothing was decided: the wall still waits, and every decision can be made again.
    expect(screen.getByRole('rowheader', { name: /Jane Doe/ })).toBeVisible();
    for (const decision of decisionButtons()) expect(decision).toBeEnabled();
  });

  it('a refused decision keeps the wall, and trying again (which clears the refusal) can succeed', async () => {
    let refuse = true;
    test.server.reset(
      wallsApi({
        walls,
        people,
        decide: () => (refuse ? { status: 403, body: { code: 'FORBIDDEN', message: 'Forbidden' } } : { body: {} }),
      }),
    );
    const user = await opened();

    await user.click(button('Reject the wall about Jane Doe'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The decision could not be sent. Please try again.');
    expect(screen.getByRole('rowheader', { name: /Jane Doe/ })).toBeVisible();

    refuse = false;
    await user.click(button('Reject the wall about Jane Doe'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(/The wall about Jane Doe was rejected/)).toBeVisible();
    expect(decisionsSent(test.server.requests)).toEqual(['wall-1: reject', 'wall-1: reject']);
  });

  it("a wall someone else decided first (409): the server's words, and the list as it is now", async () => {
    let waiting = walls;
    test.server.reset(
      wallsApi({
        walls: () => ({ body: waiting }),
        people,
        decide: () => {
          waiting = [wall(2)];
          return { status: 409, body: { code: 'CONFLICT', message: 'This wall has already been approved' } };
        },
      }),
    );
    const user = await opened();

    await user.click(button('Reject the wall about Jane Doe'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This wall was already reviewed');
    expect(alert).toHaveTextContent('This wall has already been approved');
    expect(alert).toHaveTextContent('The list now shows the walls still awaiting review.');
    // Loaded again: only the wall still waiting is listed, and the refusal stays in view.
    expect(await screen.findByRole('rowheader', { name: /Ola Nordmann/ })).toBeVisible();
    expect(screen.queryByRole('rowheader', { name: /Jane Doe/ })).not.toBeInTheDocument();
    expect(test.server.requests.filter((request) => request.url.endsWith('/walls'))).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('This wall has already been approved');
  });
});
