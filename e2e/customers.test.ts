import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnTexts, expectNoAxeViolations, launch, signedInPage } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

interface ListBody {
  data: { organizationName: string; partnerName: string }[];
  total: number;
}

/** What the API says, fetched with the page's own session cookie. */
async function apiList(page: Page, query: string): Promise<ListBody> {
  const me = await (await page.request.get('/app/baloo-router-api/api/v1/users/me')).json();
  const response = await page.request.get(
    `/app/baloo-router-api/api/v1/partners/${me.organizationData.cybrOrgId}/organizations${query}`,
  );
  return response.json();
}

describe('a distributor manages its customers', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage(browser, 'distributor');
  });

  it('lands on the customer list after signing in, showing the seeded customers', async () => {
    await expect.poll(() => columnTexts(page, 1)).toHaveLength(25);
    const expected = await apiList(page, '?from=0&to=25');
    expect(await columnTexts(page, 1)).toEqual(expected.data.map((o) => o.organizationName));
    expect(expected.total).toBeGreaterThanOrEqual(60);
    await expect.poll(() => page.getByText(`${expected.total} customers`).count()).toBe(1);
  });

  it('has no accessibility violations', async () => {
    await expectNoAxeViolations(page);
  });

  it('searches on the server, from the keyboard', async () => {
    await page.getByLabel('Search customers').focus();
    await page.keyboard.type('GmbH');
    await page.keyboard.press('Enter');
    await page.waitForURL(/search=GmbH/);
    const expected = await apiList(page, '?search=GmbH&to=25');
    await expect.poll(() => columnTexts(page, 1)).toEqual(expected.data.map((o) => o.organizationName));
    expect(expected.total).toBeGreaterThan(0);
  });

  it('pages through the list', async () => {
    await page.goto('/partner/manage-customers');
    await expect.poll(() => columnTexts(page, 1)).toHaveLength(25);
    const firstPage = await columnTexts(page, 1);
    await page.getByRole('button', { name: 'Pages: 2' }).click();
    await page.waitForURL(/page=2/);
    const expected = await apiList(page, '?from=25&to=50');
    await expect.poll(() => columnTexts(page, 1)).toEqual(expected.data.map((o) => o.organizationName));
    expect(await columnTexts(page, 1)).not.toEqual(firstPage);
  });

  it('sorts by users on the server', async () => {
    await page.goto('/partner/manage-customers');
    await page.getByRole('link', { name: 'Sort by Users' }).click();
    await page.waitForURL(/sortBy=totalUsers/);
    const expected = await apiList(page, '?sortBy=totalUsers&order=asc&to=25');
    await expect.poll(() => columnTexts(page, 1)).toEqual(expected.data.map((o) => o.organizationName));
  });

  it('shows an empty state when nothing matches', async () => {
    await page.goto('/partner/manage-customers?search=zzzz-no-such-customer');
    await expect.poll(() => page.getByText('No customers match your search or filter').count()).toBe(1);
  });

  it('switches language', async () => {
    await page.goto('/partner/manage-customers');
    await page.getByLabel('Language').first().selectOption('de');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Kunden');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await page.getByLabel('Sprache').first().selectOption('en');
  });
});

describe('a reseller', () => {
  it('sees only its own customers', async () => {
    const page = await signedInPage(browser, 'reseller');
    await expect.poll(() => columnTexts(page, 1)).not.toHaveLength(0);
    const expected = await apiList(page, '?to=25');
    expect([...new Set(expected.data.map((o) => o.partnerName))]).toEqual(['Alpine Secure IT GmbH']);
    // Its customers are all its own: no partner column (name, status, users, country, products,
    // two licences, actions) and no choice between customers and resellers, only the status picker.
    expect(await page.locator('thead th').count()).toBe(8);
    expect(await page.getByRole('search').locator('select').count()).toBe(1);
    expect(await columnTexts(page, 1)).toEqual(expected.data.map((o) => o.organizationName));
    expect(expected.total).toBeLessThan(60);
    await page.context().close();
  });
});

interface AttackCounts {
  attemptedAttacks: { count: number };
  linkClicks: { count: number };
}

describe("a reseller's customer's security awareness", () => {
  it('shows the attack and training numbers of the last 30 days, asks again for another period, downloads the attacks report', async () => {
    const page = await signedInPage(browser, 'reseller');
    // The demo reseller's account speaks German: the page is read in English.
    await page
      .getByRole('combobox', { name: /^(Language|Sprache)$/ })
      .first()
      .selectOption('en');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    const me = await (await page.request.get('/app/baloo-router-api/api/v1/users/me')).json();
    const own = await (
      await page.request.get(
        `/app/baloo-router-api/api/v1/partners/${me.organizationData.cybrOrgId}/organizations?to=100`,
      )
    ).json();
    const stats = async (cybrOrgId: string, kind: 'attacks' | 'training', period: string) =>
      (
        await page.request.get(
          `/app/baloo-router-api/api/v1/organizations/${cybrOrgId}/statistics/${kind}?period=${period}&type=range`,
        )
      ).json();
    // A customer with attacks in the last 30 days when the seed gave the reseller one; any customer otherwise.
    const customers = own.data as { cybrOrgId: string; organizationName: string }[];
    let customer = customers[0]!;
    for (const candidate of customers) {
      if (((await stats(candidate.cybrOrgId, 'attacks', '30days')) as AttackCounts).attemptedAttacks.count > 0) {
        customer = candidate;
        break;
      }
    }
    const thirtyDays = (await stats(customer.cybrOrgId, 'attacks', '30days')) as AttackCounts;
    const training = (await stats(customer.cybrOrgId, 'training', '30days')) as { attempts: number };

    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/statistics/'))
        asked.push(new URL(request.url()).pathname.split('/').pop() + new URL(request.url()).search);
    });
    await page.goto(`/partner/manage-customers/${customer.cybrOrgId}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(customer.organizationName);
    const section = page.getByRole('region', { name: 'Security awareness', exact: true });
    const attacks = section.getByRole('table', { name: 'Attack simulations' });
    const value = (table: typeof attacks, row: string) =>
      table.getByRole('row', { name: row }).getByRole('cell').innerText();
    await expect.poll(() => section.locator('[aria-busy="false"]').count()).toBe(1);
    expect(await section.getByLabel('Period').inputValue()).toBe('30days');
    expect(await value(attacks, 'Attacks sent')).toBe(String(thirtyDays.attemptedAttacks.count));
    expect(await value(attacks, 'Link clicked')).toMatch(new RegExp(`^${thirtyDays.linkClicks.count}\\b`));
    expect(await value(section.getByRole('table', { name: 'Training' }), 'Quizzes sent')).toBe(
      String(training.attempts),
    );
    expect(asked.sort()).toEqual(['attacks?period=30days&type=range', 'training?period=30days&type=range']);

    const twelveMonths = (await stats(customer.cybrOrgId, 'attacks', '12months')) as AttackCounts;
    asked.length = 0;
    await section.getByLabel('Period').selectOption('12months');
    await expect
      .poll(() => [...asked].sort())
      .toEqual(['attacks?period=12months&type=range', 'training?period=12months&type=range']);
    await expect.poll(() => value(attacks, 'Attacks sent')).toBe(String(twelveMonths.attemptedAttacks.count));
    expect(twelveMonths.attemptedAttacks.count).toBeGreaterThanOrEqual(thirtyDays.attemptedAttacks.count);

    const link = section.getByRole('link', { name: 'Attacks report (CSV)' });
    expect(await link.getAttribute('href')).toContain(
      `/organizations/${customer.cybrOrgId}/reports/attacks?period=12months&type=range`,
    );
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^attacks-report-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/);
    expect(csv[0]).toMatch(/^sentDate,attemptId,messageId,email,/);
    expect(csv).toHaveLength(twelveMonths.attemptedAttacks.count + 1);

    await expectNoAxeViolations(page);
    await page.context().close();
  });
});

interface AwaitingWall {
  wallId: string;
  user: string;
  csvReady: boolean;
}

describe("a distributor reviews a customer's insider-threat walls", () => {
  it('sees the walls awaiting review, approves one after confirming, and it leaves the list', async () => {
    const page = await signedInPage(browser, 'distributor');
    const api = '/app/baloo-router-api/api/v1';
    const me = await (await page.request.get(`${api}/users/me`)).json();
    const own = await (
      await page.request.get(`${api}/partners/${me.organizationData.cybrOrgId}/organizations?to=100`)
    ).json();
    const awaiting = async (cybrOrgId: string): Promise<AwaitingWall[]> => {
      const response = await page.request.get(`${api}/organizations/${cybrOrgId}/walls`);
      return response.ok() ? response.json() : [];
    };
    // The demo seed gives the first customers with an active insider-threat licence walls to review.
    let customer: { cybrOrgId: string; organizationName: string } | undefined;
    let walls: AwaitingWall[] = [];
    for (const candidate of own.data as { cybrOrgId: string; organizationName: string; products: string[] }[]) {
      if (!candidate.products.includes('ITD')) continue;
      walls = await awaiting(candidate.cybrOrgId);
      if (walls.length > 0) {
        customer = candidate;
        break;
      }
    }
    expect(customer).toBeDefined();
    const people = new Map<string, string>();
    for (const wall of walls)
      people.set(wall.user, (await (await page.request.get(`${api}/users/${wall.user}`)).json()).fullName);
    // A wall whose person has no other wall waiting, so that its buttons name it alone.
    const chosen = walls.find((wall) => walls.filter((other) => other.user === wall.user).length === 1)!;
    const name = people.get(chosen.user)!;

    await page.goto(`/partner/manage-customers/${customer!.cybrOrgId}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(customer!.organizationName);
    const section = page.getByRole('region', { name: 'Insider threat', exact: true });
    await expect.poll(() => section.locator('[aria-busy="false"]').count()).toBe(1);
    const table = section.getByRole('table', { name: 'Walls awaiting review' });
    expect(await table.locator('tbody tr').count()).toBe(walls.length);
    for (const person of people.values())
      expect(await table.getByRole('row').filter({ hasText: person }).count()).toBeGreaterThan(0);
    expect(await table.getByRole('link', { name: /^Download \(CSV\)/ }).count()).toBe(
      walls.filter((w) => w.csvReady).length,
    );
    expect(await table.getByText('Activity still being collected').count()).toBe(
      walls.filter((w) => !w.csvReady).length,
    );

    // Asked first, saying what approving means; confirmed from the keyboard.
    await section.getByRole('button', { name: `Approve the wall about ${name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Approve the wall about ${name}?` });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(
      "Approving shows this wall, with the activity behind it, to the customer's admins.",
    );
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Approve');
    await page.keyboard.press('Enter');

    await expect
      .poll(() =>
        section
          .getByRole('status')
          .filter({ hasText: `The wall about ${name} was approved` })
          .count(),
      )
      .toBe(1);
    expect(await dialog.count()).toBe(0);
    await expect.poll(() => table.locator('tbody tr').count()).toBe(walls.length - 1);
    expect(await section.getByRole('button', { name: `Approve the wall about ${name}`, exact: true }).count()).toBe(0);
    expect((await awaiting(customer!.cybrOrgId)).map((wall) => wall.wallId)).not.toContain(chosen.wallId);

    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
