import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownOrgId } from './customer-api.ts';
import { expectNoAxeViolations, launch, newPage, signInAs, unstyledMantineClasses } from './fixtures.ts';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  page = await newPage(browser);
  await signInAs(page, 'distributor');
  await page.waitForURL('**/partner/manage-customers');
});
afterAll(() => browser.close());

interface Tier {
  start: number;
  upTo: number | null;
  unitPrice: number;
  tax: number;
  total: number;
}
type Tables = Record<'monthly' | 'yearly', Record<string, Record<'sat' | 'itd', { currency: string; taxInclusive: boolean; priceTiers: Tier[] }>>>;

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

const money = (minor: number, currency: string) => new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('/pricing', () => {
  it("a distributor sees its price tables in its own currency and computes a tiered total, with no accessibility violations", async () => {
    const tables = await partnerTables();
    const [currency] = Object.keys(tables.monthly);
    const sat = tables.monthly[currency!]!.sat;
    expect(sat.priceTiers.length).toBeGreaterThan(1);

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Pricing' }).click();
    await page.getByRole('heading', { name: 'Pricing', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: /Security awareness training \(SAT\), monthly/ });
    const firstRow = table.getByRole('row').nth(1);
    expect(plain(await firstRow.innerText())).toContain(plain(money(sat.priceTiers[0]!.total, currency!)));
    await page.getByText(sat.taxInclusive ? /Prices include tax/ : /Prices exclude tax/).first().waitFor();

    // Seats across the first two tiers: the first tier's seats at its price, the rest at the next's.
    const seats = sat.priceTiers[0]!.upTo! + 7;
    await page.getByLabel('Number of seats').fill(String(seats));
    await expect.poll(async () => plain(await page.getByTestId('quote-total').innerText())).toBe(plain(money(graduatedTotal(sat.priceTiers, seats), currency!)));
    await page.getByLabel('Number of seats').fill('0');
    await page.getByText('Enter a whole number of seats, at least 1.').waitFor();

    expect(await unstyledMantineClasses(page)).toEqual([]);
    await expectNoAxeViolations(page);
  });
});

describe('a partner whose pricing is hidden', () => {
  it('has no Pricing entry, and /pricing says who handles its prices without showing any amount', async () => {
    const hidden = await newPage(browser);
    await signInAs(hidden, 'reseller2');
    await hidden.waitForURL('**/partner/manage-customers');
    const nav = hidden.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Settings' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Pricing' }).count()).toBe(0);

    await hidden.goto('/partner/pricing');
    await hidden.getByText('Prices are not shown here').waitFor();
    await hidden.getByText(/handled by your distributor or by the platform/).waitFor();
    expect(await hidden.getByRole('table').count()).toBe(0);
    expect(await hidden.locator('main').innerText()).not.toMatch(/\d[.,]\d{2}/);
    await expectNoAxeViolations(hidden);
    await hidden.context().close();
  });
});
