import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, ownOrgId, type Customer } from './customer-api.ts';
import { expectNoAxeViolations, launch, mainNavigation, unstyledMantineClasses, signedInPage } from './fixtures.ts';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  page = await signedInPage(browser, 'distributor');
});
afterAll(() => browser.close());

interface Tier {
  start: number;
  upTo: number | null;
  unitPrice: number;
  tax: number;
  total: number;
}
type Tables = Record<
  'monthly' | 'yearly',
  Record<string, Record<'sat' | 'itd', { currency: string; taxInclusive: boolean; priceTiers: Tier[] }>>
>;

/** The partner's tables as the API sends them to this session. */
async function partnerTables(): Promise<Tables> {
  const response = await page.request.get(`/app/baloo-router-api/api/v2/partners/${await ownOrgId(page)}/pricing`);
  expect(response.status()).toBe(200);
  return response.json();
}

// Written out here rather than taken from the portal's code, so a wrong sum in either shows.
function graduatedTotal(tiers: Tier[], seats: number): number {
  let total = 0;
  for (const tier of tiers) {
    const last = tier.upTo === null ? seats : Math.min(seats, tier.upTo);
    total += Math.max(0, last - tier.start + 1) * tier.total;
  }
  return total;
}

const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('/pricing', () => {
  it('a distributor sees its price tables in its own currency and computes a tiered total, with no accessibility violations', async () => {
    const tables = await partnerTables();
    const [currency] = Object.keys(tables.monthly);
    const sat = tables.monthly[currency!]!.sat;
    expect(sat.priceTiers.length).toBeGreaterThan(1);

    await (await mainNavigation(page)).getByRole('link', { name: 'Pricing' }).click();
    await page.getByRole('heading', { name: 'Pricing', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: /Security awareness training \(SAT\), monthly/ });
    const firstRow = table.getByRole('row').nth(1);
    expect(plain(await firstRow.innerText())).toContain(plain(money(sat.priceTiers[0]!.total, currency!)));
    await page
      .getByText(sat.taxInclusive ? /Prices include tax/ : /Prices exclude tax/)
      .first()
      .waitFor();

    // Seats across the first two tiers: the first tier's seats at its price, the rest at the next's.
    const seats = sat.priceTiers[0]!.upTo! + 7;
    await page.getByLabel('Number of seats').fill(String(seats));
    await expect
      .poll(async () => plain(await page.getByTestId('quote-total').innerText()))
      .toBe(plain(money(graduatedTotal(sat.priceTiers, seats), currency!)));
    await page.getByLabel('Number of seats').fill('0');
    await page.getByText('Enter a whole number of seats, at least 1.').waitFor();

    expect(await unstyledMantineClasses(page)).toEqual([]);
    await expectNoAxeViolations(page);
  });
});

describe('a partner whose pricing is hidden', () => {
  it('has no Pricing entry; /pricing and the billing page say who handles its prices and show no amount', async () => {
    const hidden = await signedInPage(browser, 'reseller2');
    const nav = await mainNavigation(hidden);
    await nav.getByRole('link', { name: 'Settings' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Pricing' }).count()).toBe(0);

    await hidden.goto('/partner/pricing');
    await hidden.getByText('Prices are not shown here').waitFor();
    await hidden.getByText(/handled by your distributor or by the platform/).waitFor();
    expect(await hidden.getByRole('table').count()).toBe(0);
    expect(await hidden.locator('main').innerText()).not.toMatch(/\d[.,]\d{2}/);
    await expectNoAxeViolations(hidden);

    // Its billing page lists subscriptions without amounts and says why there are no invoices.
    await hidden.goto('/partner/settings/billing');
    await hidden.getByText(/Invoices are not shown because your pricing is handled/).waitFor();
    expect(await hidden.getByRole('table', { name: 'Invoices, newest first' }).count()).toBe(0);
    expect(await hidden.getByRole('link', { name: 'Export CSV' }).count()).toBe(0);
    expect(await hidden.getByRole('columnheader', { name: 'Amount per month' }).count()).toBe(0);
    // Nor can it order: its distributor buys for its customers.
    await hidden.getByText('Your distributor orders subscriptions for your customers.').waitFor();
    expect(await hidden.getByRole('button', { name: 'Start subscription' }).count()).toBe(0);
    await expectNoAxeViolations(hidden);
    await hidden.context().close();
  });
});

interface Subscription {
  cybrOrgId: string;
  subscriptionId: string;
  productType: string;
  provider: string;
  cancellationTime?: string;
}

async function partnerSubscriptions(): Promise<Subscription[]> {
  const response = await page.request.get(
    `/app/baloo-router-api/api/v1/organizations/${await ownOrgId(page)}/subscriptions?to=100`,
  );
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

const itd = 'insider-threat-detection';
let buyer: Customer;
const subscriptionName = () => `${buyer.organizationName}: Insider-threat detection`;
const subscriptionsTable = () => page.getByRole('table', { name: 'Subscriptions for your customers' });
const subscriptionRow = () => subscriptionsTable().getByRole('row').filter({ hasText: buyer.organizationName });

describe('/settings/billing', () => {
  it('starts an invoice subscription for a customer found by search, sees its invoice and downloads the PDF', async () => {
    const taken = new Set((await partnerSubscriptions()).filter((s) => s.productType === itd).map((s) => s.cybrOrgId));
    const list = await customers(page, '?to=100&customersOnly=true');
    buyer = list.data.find((c) => !taken.has(c.cybrOrgId) && c.status !== 'DISABLED')!;
    expect(buyer).toBeDefined();

    await (await mainNavigation(page)).getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/partner/settings/account');
    await page
      .getByRole('navigation', { name: 'Settings pages' })
      .getByRole('link', { name: 'Subscriptions and invoices' })
      .click();
    await page.getByRole('heading', { name: 'Invoices' }).waitFor();
    expect(await unstyledMantineClasses(page)).toEqual([]);
    await expectNoAxeViolations(page);

    // Seats below 1 are refused at the field before anything is sent.
    await page.getByRole('textbox', { name: 'Seats', exact: true }).fill('0');
    await page.getByRole('button', { name: 'Start subscription' }).click();
    await page.getByText('Enter a whole number of seats, at least 1.').waitFor();

    const search = page.getByRole('combobox', { name: 'Customer' });
    await search.click();
    await search.fill(buyer.organizationName);
    await page.getByRole('listbox').getByRole('option', { name: buyer.organizationName, exact: true }).click();
    await page.getByRole('combobox', { name: 'Product' }).selectOption({ label: 'Insider-threat detection' });
    await page.getByRole('textbox', { name: 'Seats', exact: true }).fill('12');
    expect(await page.getByRole('radio', { name: 'Invoice' }).isChecked()).toBe(true);
    // Billed to the partner's own billing details, prefilled.
    expect(await page.getByRole('textbox', { name: 'Company name' }).inputValue()).toBe(
      'Nordic Shield Distribution AS',
    );
    await page.getByRole('button', { name: 'Start subscription' }).click();
    await page.getByText('Subscription started. It is listed above.').waitFor();

    await subscriptionRow().waitFor();
    expect(await subscriptionRow().innerText()).toMatch(/Insider-threat detection\s+Active[\s\S]*Invoice/);
    const bought = (await partnerSubscriptions()).filter(
      (s) => s.cybrOrgId === buyer.cybrOrgId && s.productType === itd,
    );
    expect(bought).toHaveLength(1);

    // The first month's invoice is issued with the purchase: 12 seats, all in the first tier.
    const tables = await partnerTables();
    const [currency] = Object.keys(tables.monthly);
    const expectedTotal = graduatedTotal(tables.monthly[currency!]!.itd.priceTiers, 12);
    const invoiceRow = page
      .getByRole('table', { name: 'Invoices, newest first' })
      .getByRole('row')
      .filter({ hasText: subscriptionName() });
    await invoiceRow.waitFor();
    expect(plain(await invoiceRow.innerText())).toContain(plain(money(expectedTotal, currency!)));
    const number = (await invoiceRow.getByRole('cell').first().innerText()).trim();
    expect(number).toMatch(/^INV-\d{4}-\d{6}$/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      invoiceRow.getByRole('link', { name: `Download invoice ${number} as PDF` }).click(),
    ]);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(await readFile((await csv.path())!, 'utf8')).toContain(number);
    await expectNoAxeViolations(page);
  });

  it('cancels with a reason (exactly one of reason or date) and resumes, each confirmed in a dialog', async () => {
    await subscriptionRow()
      .getByRole('button', { name: `Cancel ${subscriptionName()}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Cancel ${subscriptionName()}` });
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await dialog.getByText('Give a reason or an end date.').waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Reason').fill('Moving to another product');
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(async () => subscriptionRow().innerText()).toMatch(/Cancellation due/);
    const cancelled = (await partnerSubscriptions()).find(
      (s) => s.cybrOrgId === buyer.cybrOrgId && s.productType === itd,
    )!;
    expect(cancelled.cancellationTime).toBeDefined();

    // Pressing Escape closes the confirmation without resuming.
    await subscriptionRow()
      .getByRole('button', { name: `Resume ${subscriptionName()}` })
      .click();
    const resume = page.getByRole('dialog', { name: `Resume ${subscriptionName()}` });
    await resume.waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => resume.count()).toBe(0);
    expect(await subscriptionRow().innerText()).toMatch(/Cancellation due/);

    await subscriptionRow()
      .getByRole('button', { name: `Resume ${subscriptionName()}` })
      .click();
    await resume.getByRole('button', { name: 'Resume subscription' }).click();
    await expect.poll(() => resume.count()).toBe(0);
    await expect.poll(async () => subscriptionRow().innerText()).toMatch(/Active/);
    const resumed = (await partnerSubscriptions()).find(
      (s) => s.cybrOrgId === buyer.cybrOrgId && s.productType === itd,
    )!;
    expect(resumed.cancellationTime).toBeUndefined();
  });
});
