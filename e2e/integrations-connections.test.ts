import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOAuthStandIn, type OAuthStandIn } from '@portal/test-kit/oauth-stand-in.ts';
import { freePort, startServerProcess } from '@portal/test-kit/server-process.ts';
import { demo, demoPassword, expectNoAxeViolations, launch, unstyledMantineClasses } from './fixtures.ts';

// A server of its own, whose Slack client points at a stand-in provider on this machine (Teams,
// Gong and HubSpot stay unconfigured), so the whole OAuth round trip runs without the internet.
let provider: OAuthStandIn;
let server: Awaited<ReturnType<typeof startServerProcess>>;
let dataDir: string;
let browser: Browser;
let page: Page;
beforeAll(async () => {
  provider = await startOAuthStandIn('Nordic Shield Slack');
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-connections-'));
  const port = await freePort();
  const base = `http://localhost:${port}`;
  server = await startServerProcess({
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ...provider.env('SLACK'),
    OAUTH_TIMEOUT_SECONDS: '2',
  });
  browser = await launch();
  const context = await browser.newContext({ baseURL: base, locale: 'en-GB' });
  page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto('/partner/login');
  await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
  await page.getByLabel('Email').fill(demo.distributor);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/partner/manage-customers');
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const row = (service: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: service, exact: true }) });

describe('/settings/integrations: connections', () => {
  it('shows each provider connected, not connected, or not yet available, with no accessibility violations', async () => {
    await page.goto('/partner/settings/billing-details');
    await page.getByRole('navigation', { name: 'Settings pages' }).getByRole('link', { name: 'Integrations' }).click();
    await page.getByRole('heading', { name: 'Connections', level: 2 }).waitFor();
    await expect.poll(() => row('Microsoft Entra ID').innerText()).toMatch(/Connected by Ingrid Hansen/);
    expect(await row('Slack').innerText()).toContain('Not connected');
    const teams = await row('Microsoft Teams').innerText();
    // The partner learns whom to ask; the server settings behind it are the operator's (README).
    expect(teams).toContain('Not available yet');
    expect(teams).toContain("Ask the platform's support team to turn it on");
    expect(teams).not.toMatch(/TEAMS_|operator|server/i);
    // Never a dead button: a provider without a client offers none.
    expect(await row('Microsoft Teams').getByRole('button').count()).toBe(0);
    await page.getByText('No chat workspace or CRM is connected yet.').waitFor();
    await page.getByText(/Sync is on since .+, started by Ingrid Hansen\./).waitFor();
    await expectNoAxeViolations(page);
    expect(await unstyledMantineClasses(page)).toEqual([]);
  });

  it('connects Slack through the provider and back, showing who connected it and the workspace', async () => {
    await row('Slack').getByRole('button', { name: 'Connect Slack' }).click();
    await page.waitForURL('**/partner/settings/integrations?connection=slack&result=connected');
    await page.getByRole('status').filter({ hasText: 'Slack is connected.' }).waitFor();
    const slack = await row('Slack').innerText();
    expect(slack).toContain('Connected by Ingrid Hansen');
    expect(slack).toContain('Workspace or account: Nordic Shield Slack');
    expect(provider.tokenRequests.at(-1)!.form.client_id).toBe('slack-client');
    await expectNoAxeViolations(page);
  });

  it('keeps the connection as it was when the provider refuses, and says so', async () => {
    await row('Slack').getByRole('button', { name: 'Disconnect Slack' }).click();
    const confirm = page.getByRole('dialog', { name: 'Disconnect Slack?' });
    await confirm.waitFor();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Disconnect Slack' }).click();
    await page.getByRole('status').filter({ hasText: 'Slack is disconnected.' }).waitFor();
    await expect.poll(() => row('Slack').innerText()).toContain('Not connected');

    provider.answerNext({ status: 400, body: { error: 'invalid_grant' } });
    await row('Slack').getByRole('button', { name: 'Connect Slack' }).click();
    await page.waitForURL('**/partner/settings/integrations?connection=slack&result=failed');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Slack did not accept the connection; nothing was changed.' })
      .waitFor();
    expect(await row('Slack').innerText()).toContain('Not connected');
    await expectNoAxeViolations(page);

    provider.denyNext();
    await row('Slack').getByRole('button', { name: 'Connect Slack' }).click();
    await page.waitForURL('**/partner/settings/integrations?connection=slack&result=denied');
    await page.getByRole('alert').filter({ hasText: 'The connection to Slack was cancelled' }).waitFor();
  });

  it("reconnects the organisation's directory through the identity provider's consent", async () => {
    await row('Microsoft Entra ID').getByRole('button', { name: 'Reconnect Microsoft Entra ID' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL('**/partner/settings/integrations?connection=microsoft&result=connected');
    await page.getByRole('status').filter({ hasText: 'Microsoft Entra ID is connected.' }).waitFor();
    expect(await row('Microsoft Entra ID').innerText()).toContain('Connected by Ingrid Hansen');
  });

  it('says when the connections cannot be loaded, and loads them again on request', async () => {
    await page.route('**/api/v1/organizations/*/connections', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'UNAVAILABLE', message: 'Database unavailable' }),
      }),
    );
    await page.goto('/partner/settings/integrations');
    await page.getByRole('alert').filter({ hasText: 'The connections could not be loaded.' }).waitFor();
    await expectNoAxeViolations(page);
    await page.unroute('**/api/v1/organizations/*/connections');
    await page.getByRole('button', { name: 'Try again' }).click();
    await row('Slack').waitFor();
  });

  it('stops and starts the directory sync from the keyboard', async () => {
    await page.getByRole('button', { name: 'Stop sync' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Sync is off.').waitFor();
    await page.getByRole('button', { name: 'Start sync' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(/Sync is on since .+, started by Ingrid Hansen\./).waitFor();
    await page.getByText('Status: waiting for the first run').waitFor();
    await expectNoAxeViolations(page);
  });
});
