import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntries,
  customer,
  customers,
  customersWithSat,
  ownOrgId,
  sat,
  setCap,
  type Customer,
} from './customer-api.ts';
import { columnTexts, expectNoAxeViolations, launch, signedInPage } from './fixtures.ts';

let browser: Browser;
let page: Page;
let pool: Customer[];
beforeAll(async () => {
  browser = await launch();
  page = await signedInPage(browser, 'distributor');
  // Each test takes customers of its own from this pool, so no test sees another's change.
  pool = await customersWithSat(page, 3);
  expect(pool.length).toBeGreaterThanOrEqual(8);
});
afterAll(() => browser.close());

const take = () => pool.shift()!;
const capField = () => page.getByRole('dialog').getByLabel('Licence cap');

/** §3 as a person reads the licence column: "in use / cap", Unlimited for 0, — without a licence. */
function licenceText(org: Customer, productType: string): string {
  const licence = org.licenses.find((l) => l.productType === productType);
  if (!licence) return '—';
  const cap = licence.active && typeof licence.licenseCap === 'number' ? licence.licenseCap : null;
  return `${licence.issued} / ${cap === null ? 'no cap' : cap === 0 ? 'Unlimited' : cap}`;
}

describe('the customer list', () => {
  it('shows licences per product as in use / cap, product and status badges, with no accessibility violations', async () => {
    await page.goto('/partner/manage-customers');
    await expect.poll(() => columnTexts(page, 1)).toHaveLength(25);
    const expected = await customers(page, '?to=25');
    expect(await columnTexts(page, 7)).toEqual(expected.data.map((o) => licenceText(o, 'standard')));
    expect(await columnTexts(page, 8)).toEqual(expected.data.map((o) => licenceText(o, 'insider-threat-detection')));
    await expectNoAxeViolations(page);
  });

  it('row menu, from the keyboard: remote view is disabled with the reason where the customer has not granted it', async () => {
    const list = await customers(page, '?to=25');
    const refusing = list.data.find((o) => !o.partnerView)!;
    await page.getByRole('button', { name: `Actions for ${refusing.organizationName}` }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.count()).toBe(1);
    expect(
      await page.getByRole('menuitem', { name: 'Open details' }).evaluate((el) => el === document.activeElement),
    ).toBe(true);
    expect(await page.getByRole('menuitem', { name: 'Remote view' }).getAttribute('aria-disabled')).toBe('true');
    expect(await menu.innerText()).toContain('only after the customer has granted partner view');
    await expectNoAxeViolations(page);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/partner/cap' && url.searchParams.get('customer') === refusing.cybrOrgId,
    );
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
  });

  it('exports the filtered list as CSV: every matching row, not only the page', async () => {
    await page.goto('/partner/manage-customers?filter=approved');
    const expected = await customers(page, '?filter=approved&to=25');
    expect(expected.total).toBeGreaterThan(25);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const lines = (await readFile(file, 'utf8')).trim().split(/\r?\n/);
    expect(lines.length - 1).toBe(expected.total);
    for (const org of expected.data.slice(0, 5))
      expect(lines.some((line) => line.includes(org.organizationName))).toBe(true);
  });

  it('sets the same cap for the selected customers at once, all or nothing, saying which customer refused', async () => {
    const [a, b] = [take(), take()];
    await page.goto('/partner/manage-customers?show=customers');
    await expect.poll(() => columnTexts(page, 1)).toContain(b.organizationName);
    await page.getByLabel(`Select ${a.organizationName}`).check();
    await page.getByLabel(`Select ${b.organizationName}`).check();
    const region = page.getByRole('region', { name: 'Bulk actions' });
    await expect.poll(() => region.innerText()).toContain('2 customers selected');

    // A cap of 1 is below the seats in use (at least 3 each): refused for both, nothing changed.
    await region.getByRole('button', { name: 'Set licence cap' }).click();
    await capField().fill('1');
    await page.getByRole('button', { name: 'Set cap for 2 customers' }).click();
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.innerText())
      .toContain(`${a.organizationName}: The cap cannot be below the ${sat(a)!.issued} seats in use`);
    expect(await dialog.innerText()).toContain(`${b.organizationName}: The cap cannot be below the`);
    for (const org of [a, b]) expect(sat(await customer(page, org.cybrOrgId))!.licenseCap).toBe(sat(org)!.licenseCap);
    await expectNoAxeViolations(page);

    await capField().fill('900');
    await page.getByRole('button', { name: 'Set cap for 2 customers' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    for (const org of [a, b]) expect(sat(await customer(page, org.cybrOrgId))!.licenseCap).toBe(900);
    const row = (org: Customer) => page.getByRole('row').filter({ hasText: org.organizationName });
    await expect.poll(() => row(a).innerText()).toContain(`${sat(a)!.issued} / 900`);
    expect(
      (await auditEntries(page, 'customer.license-cap')).filter(
        (e) => e.target === a.cybrOrgId || e.target === b.cybrOrgId,
      ),
    ).toHaveLength(2);
  });
});

describe('/cap', () => {
  const openEditor = async (org: Customer) => {
    await page.goto(`/partner/cap?customer=${org.cybrOrgId}&product=standard`);
    await expect.poll(() => page.getByRole('dialog', { name: `SAT cap for ${org.organizationName}` }).count()).toBe(1);
  };

  it('lists caps per product, searched on the server, with no accessibility violations', async () => {
    await page.goto('/partner/cap');
    const expected = await customers(page, '?customersOnly=true&to=25');
    await expect.poll(() => columnTexts(page, 1)).toEqual(expected.data.map((o) => o.organizationName));
    expect((await columnTexts(page, 2)).map((t) => t.replace(/\s*Edit$/, ''))).toEqual(
      expected.data.map((o) => licenceText(o, 'standard')),
    );
    await expectNoAxeViolations(page);
    await page.getByLabel('Search customers').fill(expected.data[3]!.organizationName);
    await page.keyboard.press('Enter');
    await expect.poll(() => columnTexts(page, 1)).toEqual([expected.data[3]!.organizationName]);
  });

  it('sets a cap, explains the rule at the field, and writes it to the audit log', async () => {
    const org = take();
    await openEditor(org);
    expect(await page.getByRole('dialog').innerText()).toContain(
      'Enter 0 for unlimited, or a whole number of at least 1',
    );
    await expectNoAxeViolations(page);
    await capField().fill(String(sat(org)!.issued + 5));
    await page.getByRole('button', { name: 'Save cap' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(sat(await customer(page, org.cybrOrgId))!.licenseCap).toBe(sat(org)!.issued + 5);
    const [latest] = await auditEntries(page, 'customer.license-cap');
    expect(latest).toMatchObject({
      target: org.cybrOrgId,
      after: { productType: 'standard', licenseCap: sat(org)!.issued + 5 },
    });
  });

  it('refuses a cap below the seats in use with the server’s message at the field, changing nothing', async () => {
    const org = take();
    await openEditor(org);
    await capField().fill(String(sat(org)!.issued - 1));
    await page.getByRole('button', { name: 'Save cap' }).click();
    await expect
      .poll(() => page.getByRole('dialog').innerText())
      .toContain(`The cap cannot be below the ${sat(org)!.issued} seats in use`);
    expect(await capField().getAttribute('aria-invalid')).toBe('true');
    expect(sat(await customer(page, org.cybrOrgId))!.licenseCap).toBe(sat(org)!.licenseCap);
    await capField().fill('-3');
    await page.getByRole('button', { name: 'Save cap' }).click();
    await expect.poll(() => page.getByRole('dialog').getByText('Enter 0 for unlimited').count()).toBe(2);
  });

  it('a stale edit is refused: the screen says someone else changed the cap, shows it, and reloads instead of overwriting', async () => {
    const org = take();
    await openEditor(org);
    // Someone else, in another browser, changes the cap after this editor opened.
    const other = await signedInPage(browser, 'distributor');
    expect(await setCap(other, org.cybrOrgId, 777)).toBe(200);
    await other.context().close();

    await capField().fill('555');
    await page.getByRole('button', { name: 'Save cap' }).click();
    const alert = page.getByRole('dialog').getByRole('alert');
    await expect.poll(() => alert.innerText()).toContain('Someone else changed this cap');
    expect(await alert.innerText()).toContain('it is now 777');
    expect(sat(await customer(page, org.cybrOrgId))!.licenseCap).toBe(777);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => capField().inputValue()).toBe('777');
    await capField().fill('555');
    await page.getByRole('button', { name: 'Save cap' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(sat(await customer(page, org.cybrOrgId))!.licenseCap).toBe(555);
  });
});

describe('live updates', () => {
  it('a cap changed in another browser shows in an open customer list without a reload', async () => {
    const org = take();
    await page.goto(`/partner/manage-customers?search=${encodeURIComponent(org.organizationName)}`);
    await expect.poll(() => columnTexts(page, 1)).toEqual([org.organizationName]);
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

    const other = await signedInPage(browser, 'distributor');
    // §3: a cap of 0 means unlimited.
    expect(await setCap(other, org.cybrOrgId, 0)).toBe(200);
    await other.context().close();

    await expect.poll(() => columnTexts(page, 7), { timeout: 10_000 }).toEqual([`${sat(org)!.issued} / Unlimited`]);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  });
});

describe('customer details and remote view', () => {
  it('shows the organisation, its licences, admins and partner view; enters remote view and leaves it with the exit button', async () => {
    const list = await customers(page, '?customersOnly=true&to=100');
    const granting = list.data.find((o) => o.partnerView && o.status !== 'DISABLED')!;
    await page.goto(`/partner/manage-customers/${granting.cybrOrgId}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(granting.organizationName);
    const text = await page.locator('main').innerText();
    expect(text).toContain('Granted: remote view is possible');
    expect(text).toContain(licenceText(granting, 'standard'));
    await expect.poll(() => page.getByRole('heading', { name: 'Admins' }).count()).toBe(1);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Remote view' }).click();
    await page.waitForURL(/\/platform\?t=\d+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toContain(granting.organizationName);
    expect((await page.context().cookies()).find((c) => c.name === 'cybr-remote-view')?.value).toBe(granting.cybrOrgId);

    await page.getByRole('button', { name: 'Exit Remote View' }).click();
    await page.waitForURL('**/partner/manage-customers');
    expect((await page.context().cookies()).some((c) => c.name === 'cybr-remote-view')).toBe(false);
    expect((await auditEntries(page, 'mode.remote-view.entered'))[0]).toMatchObject({ target: granting.cybrOrgId });
    expect((await auditEntries(page, 'mode.remote-view.left'))[0]).toMatchObject({ target: granting.cybrOrgId });
  });

  it('a customer that has not granted partner view cannot be entered: the button is disabled and says why', async () => {
    const list = await customers(page, '?customersOnly=true&to=100');
    const refusing = list.data.find((o) => !o.partnerView)!;
    await page.goto(`/partner/manage-customers/${refusing.cybrOrgId}`);
    await expect.poll(() => page.getByRole('button', { name: 'Remote view' }).isDisabled()).toBe(true);
    expect(await page.locator('main').innerText()).toContain('only after the customer has granted partner view');
  });

  it('a forged mode cookie is refused by the server, and the exit button gets the person out', async () => {
    const list = await customers(page, '?customersOnly=true&to=100');
    const distributorId = await ownOrgId(page);
    const notTheResellers = list.data.find((o) => o.partnerCybrOrgId === distributorId)!;
    const reseller = await signedInPage(browser, 'reseller');
    const own = await customers(reseller, '?to=100');
    const resellerId = await ownOrgId(reseller);
    expect(own.data.map((o) => o.cybrOrgId)).not.toContain(notTheResellers.cybrOrgId);

    // Set by hand, as anyone can in their own browser: it names a customer of another partner.
    await reseller.evaluate((id) => (document.cookie = `cybr-remote-view=${id}; path=/`), notTheResellers.cybrOrgId);
    await reseller.goto('/partner/manage-customers');
    const answer = await reseller.request.get(`/app/baloo-router-api/api/v1/partners/${resellerId}/organizations`);
    expect(answer.status()).toBe(403);
    expect((await answer.json()).code).toBe('MODE_REFUSED');
    expect(await reseller.locator('body').innerText()).not.toContain(notTheResellers.organizationName);

    // The reseller's account speaks German: 'Exit Remote View' in its language.
    await reseller.getByRole('button', { name: 'Fernansicht beenden' }).click();
    await reseller.waitForURL('**/partner/manage-customers');
    await expect.poll(() => columnTexts(reseller, 1)).toEqual(own.data.slice(0, 25).map((o) => o.organizationName));
    await reseller.context().close();
  });
});

describe('/welcome', () => {
  it("shows the partner's real numbers with links to the lists behind them", async () => {
    const summary = await (
      await page.request.get(`/app/baloo-router-api/api/v1/partners/${await ownOrgId(page)}/summary`)
    ).json();
    await page.goto('/partner/welcome');
    const approved = page.getByRole('link', { name: `Approved: ${summary.customersByStatus.APPROVED ?? 0}` });
    await expect.poll(() => approved.count()).toBe(1);
    const standard = summary.products.find((p: { productType: string }) => p.productType === 'standard');
    expect(await page.locator('main').innerText()).toContain(
      `${standard.seatsInUse.toLocaleString('en-GB')} seats in use of ${standard.seatsCapped.toLocaleString('en-GB')} capped`,
    );
    await expectNoAxeViolations(page);
    await approved.click();
    await page.waitForURL('**/partner/manage-customers?filter=approved');
  });
});
