import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownOrgId } from './customer-api.ts';
import { baseUrl, expectNoAxeViolations, launch, signedInPage, unstyledMantineClasses } from './fixtures.ts';

// The Thames reseller makes a key on Settings → API, a script uses it, and the person revokes it.
let browser: Browser;
let page: Page;
let orgId: string;
const api = '/app/baloo-router-api/api/v1';

beforeAll(async () => {
  browser = await launch();
  page = await signedInPage(browser, 'reseller2');
  orgId = await ownOrgId(page);
});
afterAll(() => browser.close());

/** What a script sends: the key alone, no cookie, no Origin. */
const asScript = (secret: string, method: string, path: string, body?: object) =>
  fetch(`${baseUrl()}${api}${path}`, {
    method,
    headers: { authorization: `Bearer ${secret}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

describe('/settings/api', () => {
  it('makes a read-only key whose secret is shown once, which a script then uses within its scope', async () => {
    await page.goto(`${baseUrl()}/partner/settings/api`);
    await page.getByRole('heading', { name: 'Create a key' }).waitFor();
    expect(await unstyledMantineClasses(page)).toEqual([]);
    await page.getByRole('textbox', { name: /^Name/ }).fill('PSA sync');
    await page.getByRole('checkbox', { name: /^Write/ }).uncheck();
    await page.getByRole('button', { name: 'Create key' }).click();

    const box = page.getByRole('region', { name: /The secret of your new key/ });
    await box.waitFor();
    const secret = (await box.locator('pre, code').first().innerText()).trim();
    expect(secret).toMatch(/^ppk_[A-Za-z0-9_-]{43}$/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Done, I have copied it' }).click();
    await expect.poll(() => page.getByText(secret).count()).toBe(0);
    await page.getByRole('cell', { name: secret.slice(0, 12) }).waitFor();

    expect((await asScript(secret, 'GET', `/partners/${orgId}/summary`)).status).toBe(200);
    const write = await asScript(secret, 'PATCH', `/partners/${orgId}/currencies`, { currency: 'EUR' });
    expect(write.status).toBe(403);

    // Reloaded, the page shows the key's prefix and when it was last used, never its secret.
    await page.reload();
    await page.getByRole('cell', { name: secret.slice(0, 12) }).waitFor();
    expect(await page.content()).not.toContain(secret);

    await page.getByRole('button', { name: 'Revoke PSA sync' }).click();
    const dialog = page.getByRole('dialog', { name: /Revoke “PSA sync”/ });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    await page.getByText('The key “PSA sync” is revoked.').waitFor();
    expect((await asScript(secret, 'GET', `/partners/${orgId}/summary`)).status).toBe(401);
  });
});
