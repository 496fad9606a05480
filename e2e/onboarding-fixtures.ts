import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './fixtures.ts';

let people = 0;

export interface Newcomer {
  name: string;
  email: string;
  organizationName: string;
  password: string;
}

/** A person nobody knows yet: creates an account at the identity provider from the portal's sign-in. */
export async function createAccount(
  page: Page,
  organizationName: string,
  checkAccessibility = false,
): Promise<Newcomer> {
  const person = {
    name: 'Kari Nordmann',
    email: `kari.${Date.now()}.${++people}@newcomer.example`,
    organizationName,
    password: 'newcomer-2026!',
  };
  await page.goto('/partner/login');
  await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Full name').waitFor();
  if (checkAccessibility) await expectNoAxeViolations(page);
  await page.getByLabel('Full name').fill(person.name);
  await page.getByLabel('Work email').fill(person.email);
  await page.getByLabel('Organisation name').fill(organizationName);
  await page.getByLabel('Country').selectOption('NO');
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  return person;
}

/** From the sign-up choice through the organisation's consent at the provider. */
export async function connectAs(
  page: Page,
  kind: 'Distributor' | 'Reseller',
  checkAccessibility = false,
): Promise<void> {
  await page.waitForURL('**/partner/sign-up');
  await page.getByLabel(kind, { exact: true }).waitFor();
  if (checkAccessibility) await expectNoAxeViolations(page);
  await page.getByLabel(kind, { exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Connect with Microsoft' }).waitFor();
  if (checkAccessibility) await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Connect with Microsoft' }).click();
  await page.getByRole('button', { name: 'Allow' }).waitFor();
  if (checkAccessibility) await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Allow' }).click();
}
