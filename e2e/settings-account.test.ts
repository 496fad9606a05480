import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownOrgId } from './customer-api.ts';
import {
  baseUrl,
  expectNoAxeViolations,
  launch,
  mainNavigation,
  unstyledMantineClasses,
  signedInPage,
} from './fixtures.ts';

// The hidden-pricing reseller: its organisation's details are put back at the end, so other files see the demo as seeded.
let browser: Browser;
let page: Page;
let orgId: string;
const api = '/app/baloo-router-api/api/v1';

beforeAll(async () => {
  browser = await launch();
  page = await signedInPage(browser, 'reseller2');
  orgId = await ownOrgId(page);
});
afterAll(async () => {
  await page.request.patch(`${api}/organizations/${orgId}`, {
    headers: { origin: baseUrl() },
    data: { organizationName: 'Thames Cyber Partners Ltd', country: 'GB', defaultLanguageCode: 'en' },
  });
  await browser.close();
});

const organization = async () => (await page.request.get(`${api}/organizations/${orgId}`)).json();

describe('/settings/account', () => {
  it('is where Settings leads, and changes the name, country and default language, which the header then shows', async () => {
    await (await mainNavigation(page)).getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/partner/settings/account');
    await page.getByRole('heading', { name: 'Organisation', level: 2 }).waitFor();
    expect(await page.getByLabel('Organisation name').inputValue()).toBe('Thames Cyber Partners Ltd');
    // Country names in the person's language (Intl.DisplayNames), the selected one the organisation's.
    expect(await page.getByLabel('Country').locator('option:checked').innerText()).toBe('United Kingdom');
    expect(await unstyledMantineClasses(page)).toEqual([]);
    await expectNoAxeViolations(page);

    await page.getByLabel('Organisation name').fill('Thames Cyber Group Ltd');
    await page.getByLabel('Country').selectOption('IE');
    await page.getByLabel('Default language').selectOption('fr');
    await page.getByRole('button', { name: 'Save organisation' }).click();
    await page.getByText('Organisation saved.').waitFor();
    expect(await organization()).toMatchObject({
      organizationName: 'Thames Cyber Group Ltd',
      country: 'IE',
      defaultLanguageCode: 'fr',
    });
    await page.getByRole('banner').getByText('Thames Cyber Group Ltd').waitFor();
  });

  it('refuses an empty name at the field, changing nothing', async () => {
    await page.getByLabel('Organisation name').fill('  ');
    await page.getByRole('button', { name: 'Save organisation' }).click();
    await page.getByText('Text field cannot be empty').waitFor();
    expect(await page.getByLabel('Organisation name').getAttribute('aria-invalid')).toBe('true');
    expect((await organization()).organizationName).toBe('Thames Cyber Group Ltd');
  });

  it('sets how the person receives notifications', async () => {
    await page.getByRole('radio', { name: 'Slack' }).check();
    await page.getByRole('button', { name: 'Save choice' }).click();
    await page.getByText('Your choice is saved.').waitFor();
    await page.getByText('You receive notifications by Slack.').waitFor();
  });

  it('adds an admin by e-mail, refuses an address of another organisation, removes the admin and never the last one', async () => {
    const email = `anna.${Date.now()}@thames.example`;
    const users = page.getByRole('table', { name: 'Users and roles' });
    await page.getByLabel('Add an admin by email').fill(email);
    await page.getByRole('button', { name: 'Add admin' }).click();
    await page.getByText(`${email} is now an admin.`, { exact: false }).waitFor();
    const row = users.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(2).innerText()).toBe('Admin');

    await page.getByLabel('Add an admin by email').fill('distributor@portal.example');
    await page.getByRole('button', { name: 'Add admin' }).click();
    await page.getByText('This address belongs to a user of another organisation.').waitFor();
    expect(await page.getByLabel('Add an admin by email').getAttribute('aria-invalid')).toBe('true');

    const name = email.split('@')[0]!;
    await page.getByRole('button', { name: `Remove ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Remove ${name}?` });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Remove admin' }).click();
    await page.getByText(`${name} was removed.`).waitFor();
    await row.waitFor({ state: 'detached' });

    // Emma Smith is now the only admin: the server refuses, and the page says why.
    await page.getByRole('button', { name: 'Remove Emma Smith' }).click();
    await page
      .getByRole('dialog', { name: 'Remove Emma Smith?' })
      .getByRole('button', { name: 'Remove admin' })
      .click();
    await page.getByRole('alert').filter({ hasText: 'Your organisation needs at least one admin' }).waitFor();
    expect(await users.getByRole('row').filter({ hasText: 'Emma Smith' }).count()).toBe(1);
  });
});

describe('/settings/account/contact', () => {
  it('opens on its own (a bookmark or a reload), is a tab of the account page; shows the server’s field errors beside the fields, then saves and keeps the contact', async () => {
    // A number without + is read in the organisation's country, which the account test above moved to Ireland.
    await page.request.patch(`${api}/organizations/${orgId}`, {
      headers: { origin: baseUrl() },
      data: { organizationName: 'Thames Cyber Partners Ltd', country: 'GB', defaultLanguageCode: 'en' },
    });
    await page.goto('/partner/settings/account');
    await page.getByRole('tab', { name: 'Contact' }).click();
    await page.waitForURL('**/partner/settings/account/contact');
    await page.getByRole('heading', { name: 'Account contact' }).waitFor();
    await expectNoAxeViolations(page);

    // The stored number (E.164) is shown as people read it.
    expect(await page.getByLabel('Phone number').inputValue()).toBe('+44 20 7946 0321');
    await page.getByLabel(/^Name/).fill('');
    await page.getByLabel(/^Email/).fill('emma-at-thames');
    await page.getByLabel('Phone number').fill('abc-not-a-phone');
    await page.getByRole('button', { name: 'Save contact' }).click();
    await page.getByText('Text field cannot be empty').waitFor();
    await page.getByText('Please provide a valid email').waitFor();
    await page.getByText('Enter a phone number, e.g. +47 22 33 44 55').waitFor();
    expect(await page.getByLabel(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Phone number').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);

    await page.getByLabel(/^Name/).fill('Oliver Brown');
    await page.getByLabel(/^Email/).fill('oliver.brown@thames.example');
    // Without +: read as dialled in the organisation's country (the United Kingdom).
    await page.getByLabel('Phone number').fill('020 7946 0018');
    await page.getByLabel('Job title').fill('Head of Partnerships');
    await page.getByRole('button', { name: 'Save contact' }).click();
    await page.getByText('Contact saved.').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Account contact' }).waitFor();
    expect(await page.getByLabel(/^Name/).inputValue()).toBe('Oliver Brown');
    expect(await page.getByLabel('Job title').inputValue()).toBe('Head of Partnerships');
    expect(await page.getByLabel('Phone number').inputValue()).toBe('+44 20 7946 0018');
    expect(await page.getByRole('tab', { name: 'Contact' }).getAttribute('aria-selected')).toBe('true');
  });
});
