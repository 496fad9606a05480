import { createServer, type Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, launch, signedInPage, unstyledMantineClasses } from './fixtures.ts';

// The Thames reseller registers its receiver on Settings → Webhooks, sends it a test event and
// sees the delivery; the receiver checks the signature with the Standard Webhooks library.
let browser: Browser;
let page: Page;
let receiver: Server;
let address = '';
const verified: { id: string; type: string }[] = [];
let secret = '';

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const headers = Object.fromEntries(
        ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((h) => [h, String(request.headers[h])]),
      );
      const message = new Webhook(secret).verify(body, headers) as { type: string };
      verified.push({ id: headers['webhook-id']!, type: message.type });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
  address = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/portal-events`;
  browser = await launch();
  page = await signedInPage(browser, 'reseller2');
});
afterAll(async () => {
  await browser.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

describe('/settings/webhooks', () => {
  it('registers a receiver, shows its secret once, and delivers a signed test event it can verify', async () => {
    await page.goto(`${baseUrl()}/partner/settings/webhooks`);
    await page.getByRole('heading', { name: 'Add an endpoint' }).waitFor();
    expect(await unstyledMantineClasses(page)).toEqual([]);
    await page.getByRole('textbox', { name: /^Address/ }).fill(address);
    await page.getByRole('checkbox', { name: 'Licence cap changed' }).check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();

    const box = page.getByRole('region', { name: /The signing secret of/ });
    await box.waitFor();
    secret = (await box.locator('pre, code').first().innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Done, I have copied it' }).click();

    await page.getByRole('link', { name: address }).click();
    await page.getByRole('button', { name: 'Send a test event' }).click();
    await expect.poll(() => verified.map((v) => v.type), { timeout: 20_000 }).toEqual(['webhook.test']);
    // The log shows the delivery as the receiver answered it.
    await expect
      .poll(
        async () => {
          await page.reload();
          const row = page.getByRole('row').filter({ hasText: 'Test event' });
          // A reload answers before the page has its deliveries: the row is waited for.
          return row.waitFor({ timeout: 5000 }).then(
            () => row.innerText(),
            () => '',
          );
        },
        { timeout: 20_000 },
      )
      .toMatch(/Test event\s+Delivered\s+204/);
    await expectNoAxeViolations(page);
  });
});
