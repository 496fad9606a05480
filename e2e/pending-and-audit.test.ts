import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launch, unstyledMantineClasses, signedInPage } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

interface Org {
  cybrOrgId: string;
  organizationName: string;
  partnerCybrOrgId: string | null;
  status: string;
}

const api = '/app/baloo-router-api/api/v1';

/** What the API says, read with the page's own session cookie. */
const myOrgId = async (page: Page): Promise<string> =>
  (await (await page.request.get(`${api}/users/me`)).json()).organizationData.cybrOrgId;

async function customers(page: Page, query: string): Promise<{ data: Org[]; total: number }> {
  return (await page.request.get(`${api}/partners/${await myOrgId(page)}/organizations${query}`)).json();
}

/** A name one of the distributor's own customers has (a reseller's customers are in other books). */
async function ownCustomerName(page: Page): Promise<string> {
  const mine = await myOrgId(page);
  return (await customers(page, '?customersOnly=true&to=100')).data.find((o) => o.partnerCybrOrgId === mine)!
    .organizationName;
}

const byName = async (page: Page, name: string) =>
  (await customers(page, `?search=${encodeURIComponent(name)}&to=100`)).data.filter((o) => o.organizationName === name);
const statusOf = async (page: Page, org: Org) =>
  ((await (await page.request.get(`${api}/organizations/${org.cybrOrgId}`)).json()) as Org).status;

/** The report's rows as read aloud, one string per row (outcome badges are drawn in capitals). */
const reportRows = async (page: Page) =>
  (
    await page
      .getByRole('table', { name: 'Import report, one line per row of the file' })
      .locator('tbody tr')
      .allInnerTexts()
  ).map((r) => r.replace(/\s+/g, ' ').trim().toLowerCase());

/** The text of a download the page starts by clicking `link`. */
async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}

async function expectStyledAndAccessible(page: Page) {
  expect(await unstyledMantineClasses(page)).toEqual([]);
  await expectNoAxeViolations(page);
}

// Unique in every run, so a rerun on the same database still starts from nothing.
const run = Date.now().toString(36);
const added = `Lindholm Marine ${run}`;
const imported = [`Aurora Retail ${run}`, `Birchwood Clinics ${run}`];
const refusedRow = `Cedar Logistics ${run}`;

describe('a distributor decides about pending customers, adds customers and reads its audit log', () => {
  let page: Page;
  let approved: string;
  let declined: string;
  let pendingOrgs: Org[];
  let approvedTogether: string[];

  beforeAll(async () => {
    page = await signedInPage(browser, 'distributor');
  });

  it('lists the pending customers from the server, accessibly', async () => {
    await page.goto('/partner/pending');
    await page.getByRole('heading', { level: 1, name: 'Pending customers' }).waitFor();
    const pending = await customers(page, '?filter=pending&to=25');
    expect(pending.total).toBeGreaterThanOrEqual(2);
    await expect
      .poll(() => page.locator('table tbody tr td:nth-child(2)').allInnerTexts())
      .toEqual(pending.data.map((o) => o.organizationName));
    pendingOrgs = pending.data;
    [approved, declined] = pending.data.map((o) => o.organizationName) as [string, string];
    await expectStyledAndAccessible(page);
  });

  it('approves a customer: it leaves the list, the approval is announced, and it is APPROVED', async () => {
    await page.getByRole('button', { name: `Approve ${approved}`, exact: true }).click();
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: `${approved} was approved.` })
          .count(),
      )
      .toBe(1);
    await expect.poll(() => page.getByRole('button', { name: `Approve ${approved}`, exact: true }).count()).toBe(0);
    expect(await statusOf(page, pendingOrgs[0]!)).toBe('APPROVED');

    await page.goto(`/partner/manage-customers?search=${encodeURIComponent(approved)}`);
    await expect
      .poll(() => page.locator('table tbody tr').filter({ hasText: approved }).filter({ hasText: 'Approved' }).count())
      .toBe(1);
  });

  it('declines a customer only after the person confirms it in a dialog', async () => {
    await page.goto('/partner/pending');
    await page.getByRole('button', { name: `Decline ${declined}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText(`Decline ${declined}?`).count()).toBe(1);
    await expectStyledAndAccessible(page);

    // Cancelling changes nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await statusOf(page, pendingOrgs[1]!)).toBe('PENDING');

    await page.getByRole('button', { name: `Decline ${declined}`, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Decline', exact: true }).click();
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: `${declined} was declined and is now disabled.` })
          .count(),
      )
      .toBe(1);
    expect(await statusOf(page, pendingOrgs[1]!)).toBe('DISABLED');
  });

  it('approves several customers chosen from the keyboard, with one request and one answer each', async () => {
    await page.goto('/partner/pending');
    await page.getByRole('heading', { level: 1, name: 'Pending customers' }).waitFor();
    const chosen = (await customers(page, '?filter=pending&to=2')).data;
    expect(chosen).toHaveLength(2);
    approvedTogether = chosen.map((o) => o.organizationName);
    for (const org of chosen) {
      await page.getByRole('checkbox', { name: `Select ${org.organizationName}`, exact: true }).focus();
      await page.keyboard.press('Space');
    }
    await expect.poll(() => page.getByText('Selected: 2').count()).toBe(1);
    const approve = page.getByRole('button', { name: 'Approve selected' });
    await expect.poll(() => approve.isEnabled()).toBe(true);
    await approve.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Customers approved: 2.' }).count()).toBe(1);
    for (const org of chosen) expect(await statusOf(page, org)).toBe('APPROVED');
    await expect.poll(() => page.getByText('Selected: 0').count()).toBe(1);
  });

  it('closes the decline dialog with Escape, declining nothing', async () => {
    const [org] = (await customers(page, '?filter=pending&to=1')).data as [Org];
    const decline = page.getByRole('button', { name: `Decline ${org.organizationName}`, exact: true });
    // The buttons stay disabled until the list has reloaded after the previous decision, and a
    // disabled button cannot take the focus.
    await expect.poll(() => decline.isEnabled()).toBe(true);
    await decline.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    // The safe choice has the focus, once the dialog has taken it (it opens with a transition).
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await statusOf(page, org)).toBe('PENDING');
  });

  it('adds one customer, showing the server refusing a taken name at the field until it is corrected', async () => {
    await page.goto('/partner/add-pending-customers');
    await page.getByRole('heading', { level: 1, name: 'Add customers' }).waitFor();
    await expectStyledAndAccessible(page);
    const name = page.getByRole('textbox', { name: 'Organisation name' });
    await name.fill(await ownCustomerName(page));
    await page.getByRole('combobox', { name: 'Country' }).selectOption('NO');
    await page.getByRole('textbox', { name: 'Admin e-mail' }).fill(`admin-${run}@lindholm.example`);
    await page.getByRole('combobox', { name: 'Product' }).selectOption('insider-threat-detection');
    await page.getByRole('button', { name: 'Add customer' }).click();

    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('A customer with this name already exists').count()).toBe(1);
    await expectNoAxeViolations(page);

    await name.fill(added);
    await page.getByRole('button', { name: 'Add customer' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: `${added} was added and waits for approval.` })
          .count(),
      )
      .toBe(1);
    expect(await name.inputValue()).toBe('');
    expect((await byName(page, added)).map((o) => o.status)).toEqual(['PENDING']);
  });

  it('offers a CSV template naming the columns', async () => {
    const template = await download(page, () => page.getByRole('link', { name: 'Download the CSV template' }).click());
    expect(template.name).toBe('customers-template.csv');
    expect(template.text.trim()).toBe('organizationName,country,adminEmail,productType');
  });

  it('imports a file with a bad row: the report names the row and why, and nothing is added until confirmed', async () => {
    const csv = [
      'organizationName,country,adminEmail,productType',
      `${imported[0]},SE,it-${run}@aurora.example,standard`,
      `${refusedRow},DE,not-an-address,standard`,
      `${imported[1]},gb,admin-${run}@birchwood.example,insider-threat-detection`,
    ].join('\n');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Check and import' }).click();

    await expect.poll(() => reportRows(page)).toHaveLength(3);
    expect(await reportRows(page)).toEqual(
      [
        `2 ${imported[0]} Ready –`,
        `3 ${refusedRow} Refused Admin e-mail: Please provide a valid email`,
        `4 ${imported[1]} Ready –`,
      ].map((r) => r.toLowerCase()),
    );
    expect(await page.getByText('Nothing was added yet. Refused rows: 1. Valid rows ready to add: 2.').count()).toBe(1);
    await expectStyledAndAccessible(page);
    for (const name of [...imported, refusedRow]) expect(await byName(page, name)).toEqual([]);

    await page.getByRole('button', { name: 'Add the 2 valid rows' }).click();
    await expect.poll(() => page.getByText('Added: 2. Refused: 1.').count()).toBe(1);
    expect(await reportRows(page)).toEqual(
      [
        `2 ${imported[0]} Added –`,
        `3 ${refusedRow} Refused Admin e-mail: Please provide a valid email`,
        `4 ${imported[1]} Added –`,
      ].map((r) => r.toLowerCase()),
    );
    expect(await byName(page, refusedRow)).toEqual([]);
  });

  it('shows the imported customers in /manage-customers and /pending', async () => {
    for (const name of imported) {
      await page.goto(`/partner/manage-customers?search=${encodeURIComponent(name)}`);
      await expect
        .poll(() => page.locator('table tbody tr').filter({ hasText: name }).filter({ hasText: 'Pending' }).count())
        .toBe(1);
      await page.goto(`/partner/pending?search=${encodeURIComponent(name)}`);
      await expect.poll(() => page.locator('table tbody tr td:nth-child(2)').allInnerTexts()).toEqual([name]);
    }
  });

  it('says so when no pending customer matches a search', async () => {
    await page.goto('/partner/pending?search=zzzz-no-such-customer');
    await expect.poll(() => page.getByText('No pending customers match your search').count()).toBe(1);
  });

  it('lists those changes in the audit log, filtered by action, newest first', async () => {
    const actions = async () => new Set(await page.locator('table tbody tr td:nth-child(3)').allInnerTexts());
    await page.goto('/partner/audit-log');
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    await expect.poll(() => page.locator('table tbody tr').count()).toBeGreaterThan(0);
    await expectStyledAndAccessible(page);

    await page.getByRole('combobox', { name: 'Action' }).selectOption('customer.added');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(/action=customer\.added/);
    await expect.poll(actions).toEqual(new Set(['Customer added']));
    // Newest first: the two imported customers (in one transaction), then the one added by hand.
    const targets = async () => (await page.locator('table tbody tr td:nth-child(4)').allInnerTexts()).slice(0, 3);
    await expect.poll(async () => (await targets()).sort()).toEqual([...imported, added].sort());
    expect((await targets())[2]).toBe(added);
    expect(await page.locator('table tbody tr td:nth-child(2)').first().innerText()).not.toBe('');

    await page.getByRole('combobox', { name: 'Action' }).selectOption('customer.status');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(/action=customer\.status/);
    await expect.poll(actions).toEqual(new Set(['Customer status changed']));
    // Newest first: the two approved together (one request each), the declined one, the first approved.
    const rows = async () =>
      (await page.locator('table tbody tr').allInnerTexts()).slice(0, 4).map((r) => r.replace(/\s+/g, ' '));
    await expect
      .poll(async () => (await rows()).slice(2))
      .toEqual([
        expect.stringContaining(`${declined} Status: Pending → Disabled`),
        expect.stringContaining(`${approved} Status: Pending → Approved`),
      ]);
    const together = (await rows()).slice(0, 2);
    for (const name of approvedTogether)
      expect(together.filter((r) => r.includes(`${name} Status: Pending → Approved`))).toHaveLength(1);
  });

  it('exports the filtered entries as CSV', async () => {
    const file = await download(page, () => page.getByRole('link', { name: 'Export CSV' }).click());
    expect(file.name).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = file.text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('occurredAt,actorCybrId,actorName,action,target,targetName,before,after,apiKey');
    expect(lines.slice(1).every((l) => l.includes(',customer.status,'))).toBe(true);
    expect(lines[3]).toContain(declined);
    expect(lines[3]).toContain('DISABLED');
    expect(lines[4]).toContain(approved);
    expect(lines[4]).toContain('APPROVED');
    // The same entries as the screen, not only the page shown: one line per status change.
    expect(lines.length - 1).toBe(Number((await page.getByText(/^\d+ entr(y|ies)$/).innerText()).split(' ')[0]));
  });

  it('names sign-ins in words, with no before and after to show', async () => {
    await page.goto('/partner/audit-log?action=session.sign-in');
    await expect.poll(() => page.locator('table tbody tr td:nth-child(3)').allInnerTexts()).toContain('Signed in');
    expect(
      new Set(await page.locator('table tbody tr td:nth-child(4), table tbody tr td:nth-child(5)').allInnerTexts()),
    ).toEqual(new Set(['']));
  });

  it('says so when nothing matches the filters, and refuses an end date before the start', async () => {
    await page.goto('/partner/audit-log?action=mode.ghost.entered');
    await expect.poll(() => page.getByText('No entries match these filters').count()).toBe(1);
    await page.goto('/partner/audit-log?since=2026-03-10&until=2026-03-01');
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'The end date is before the start date' }).count())
      .toBe(1);
  });
});
