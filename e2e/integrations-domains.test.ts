import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownOrgId } from './customer-api.ts';
import { expectNoAxeViolations, launch, unstyledMantineClasses, signedInPage } from './fixtures.ts';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  page = await signedInPage(browser, 'distributor');
});
afterAll(() => browser.close());

const api = '/app/baloo-router-api/api/v1';
interface Domain {
  domain: string;
  accepted: boolean;
  prompted: boolean;
}
const apiDomains = async (): Promise<Domain[]> =>
  (await page.request.get(`${api}/partners/${await ownOrgId(page)}/domains`)).json();
const domainsTable = () => page.getByRole('table', { name: 'Your domains and your answer for each' });
const domainField = () => page.getByRole('textbox', { name: 'Add a domain' });

async function addDomain(domain: string) {
  await domainField().fill(domain);
  await page.getByRole('button', { name: 'Add domain' }).click();
}

describe('/settings/integrations: domains, data sources and autodiscovery', () => {
  it('shows the confirmed domains, the data sources with their health and where the data goes, and autodiscovery', async () => {
    await page.goto('/partner/settings/billing-details');
    await page.getByRole('navigation', { name: 'Settings pages' }).getByRole('link', { name: 'Integrations' }).click();
    await page.getByRole('heading', { name: 'E-mail domains' }).waitFor();
    expect(
      await domainsTable()
        .getByRole('row', { name: /nordicshield\.no/ })
        .innerText(),
    ).toContain('Confirmed');

    const sources = page.getByRole('table', { name: 'Data-source integrations and their health' });
    const working = sources.getByRole('row').filter({ hasText: 'nordic-shield-github-audit' });
    expect(await working.innerText()).toMatch(/GitHub\s+Working[\s\S]*github-collector@nordic-shield\.iam\.example/);
    expect(await sources.getByRole('row').filter({ hasText: 'nordic-shield-github-archive' }).innerText()).toContain(
      'Failing',
    );
    // Dates in the person's language (en-GB here): a day, a short month name and a year.
    expect(await working.innerText()).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4}/);

    expect(await page.getByRole('switch', { name: 'Discover users automatically' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'nordicshield.no' }).isChecked()).toBe(true);
    expect(await unstyledMantineClasses(page)).toEqual([]);
    await expectNoAxeViolations(page);
  });

  it('refuses a malformed domain and one another partner holds, next to the field, changing nothing', async () => {
    const before = await apiDomains();
    await addDomain('not a domain');
    await page.getByText('Enter a domain name such as example.com').waitFor();
    expect(await domainField().getAttribute('aria-invalid')).toBe('true');

    // The demo reseller Alpine Secure IT holds alpinesecure.de; the refusal does not name it.
    await addDomain('alpinesecure.de');
    await page.getByText('alpinesecure.de is already registered to another partner').waitFor();
    expect(await domainField().getAttribute('aria-invalid')).toBe('true');
    expect(await apiDomains()).toEqual(before);
    await expectNoAxeViolations(page);
  });

  it('adds a domain with the keyboard, which is listed and kept; then removes it', async () => {
    await domainField().fill('  E2E-Nordic.example ');
    await domainField().press('Enter');
    const row = domainsTable().getByRole('row', { name: /e2e-nordic\.example/ });
    await row.waitFor();
    expect(await row.innerText()).toContain('Confirmed');
    expect(await domainField().inputValue()).toBe('');
    expect(await apiDomains()).toContainEqual({
      domain: 'e2e-nordic.example',
      accepted: true,
      prompted: false,
      partner: await ownOrgId(page),
    });

    await page.reload();
    await domainsTable()
      .getByRole('row', { name: /e2e-nordic\.example/ })
      .waitFor();
    await page.getByRole('button', { name: 'Remove e2e-nordic.example' }).focus();
    await page.keyboard.press('Enter');
    await row.waitFor({ state: 'detached' });
    expect((await apiDomains()).map((d) => d.domain)).not.toContain('e2e-nordic.example');
  });

  it("answers the question about its people's domain: declined, it is listed as not ours", async () => {
    const question = page.getByText('Do e-mail addresses at portal.example belong to your organisation?');
    await question.waitFor();
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await question.waitFor({ state: 'detached' });
    expect(
      await domainsTable()
        .getByRole('row', { name: /portal\.example/ })
        .innerText(),
    ).toContain('Not ours');
  });

  it('saves autodiscovery from a second confirmed domain, kept after a reload', async () => {
    await page.getByRole('checkbox', { name: 'nordicshield.example' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Autodiscovery settings saved.').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'User autodiscovery' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'nordicshield.example' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'nordicshield.no' }).isChecked()).toBe(true);
    await expectNoAxeViolations(page);
  });
});
