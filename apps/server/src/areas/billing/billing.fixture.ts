import { and, eq, notInArray } from 'drizzle-orm';
import { organizations, partners } from '../../db/schema.ts';
import type { TestApp } from '@portal/test-kit/test-app.ts';
import { api } from '@portal/test-kit/test-app.ts';

export type Account = 'distributor' | 'reseller' | 'reseller2' | 'customer' | 'staff';

/** What billing API tests share: sessions, partner ids, and requests with any headers. */
export async function billingFixtures(t: TestApp) {
  const cookies = {} as Record<Account, string>;
  for (const account of ['distributor', 'reseller', 'reseller2', 'customer', 'staff'] as const)
    cookies[account] = await t.cookieFor(account);
  const ids = {
    distributor: await t.orgId('Nordic Shield Distribution AS'),
    resellerA: await t.orgId('Alpine Secure IT GmbH'),
    resellerB: await t.orgId('Thames Cyber Partners Ltd'),
  };
  const origin = new URL(t.config.publicUrl).origin;

  // Every partner gets billing details, as the sign-up gate would have made it give them.
  for (const [id, name, city] of [
    [ids.resellerA, 'Alpine Secure IT GmbH', 'Innsbruck'],
    [ids.resellerB, 'Thames Cyber Partners Ltd', 'London'],
  ] as const) {
    await t.database.db
      .update(partners)
      .set({
        billingInfo: {
          name,
          email: `billing@${city.toLowerCase()}.example`,
          address: { line1: '1 Main Street', city, postalCode: '1000', country: 'GB' },
        },
      })
      .where(eq(partners.cybrOrgId, id));
  }

  async function send(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    account: Account,
    payload?: object,
    headers: Record<string, string> = {},
  ) {
    const response = await t.app.inject({
      method,
      url: api(url),
      headers: { cookie: cookies[account], ...(method === 'GET' ? {} : { origin }), ...headers },
      ...(payload ? { payload } : {}),
    });
    const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
    return {
      status: response.statusCode,
      body: isJson ? response.json() : undefined,
      raw: response.rawPayload,
      headers: response.headers,
    };
  }

  const used: string[] = ['none'];
  /** A customer (not a partner) directly under `partner` that no earlier test used. */
  async function freshCustomer(partner: string): Promise<string> {
    const [row] = await t.database.db
      .select({ id: organizations.cybrOrgId, name: organizations.organizationName })
      .from(organizations)
      .where(
        and(
          eq(organizations.partnerCybrOrgId, partner),
          eq(organizations.isPistachioPartner, false),
          notInArray(organizations.cybrOrgId, used),
        ),
      )
      .orderBy(organizations.cybrOrgId)
      .limit(1);
    if (!row) throw new Error('no customer left');
    used.push(row.id);
    return row.id;
  }

  let keys = 0;
  const newKey = () => `test-key-${Date.now()}-${++keys}`;

  /** A checkout body for `customer`. */
  const order = (
    customer: string,
    subscription: Partial<{
      provider: string;
      productType: string;
      currency: string;
      quantity: unknown;
      interval: string;
    }> = {},
  ) => ({
    customer: {
      cybrOrgId: customer,
      name: 'Accounts Payable',
      email: 'ap@customer.example',
      billingAddress: { line1: 'Storgata 1', city: 'Oslo', postalCode: '0155', country: 'NO' },
      shippingAddress: { line1: 'Storgata 1', city: 'Oslo', postalCode: '0155', country: 'NO' },
    },
    subscription: {
      provider: 'cybr',
      productType: 'standard',
      currency: 'eur',
      quantity: 60,
      interval: 'month',
      ...subscription,
    },
  });

  const subscriptionsUrl = (cybrOrgId: string) => `/api/v1/organizations/${cybrOrgId}/subscriptions`;

  /** Buys through the API and answers the new subscription. */
  async function buy(account: Account, partnerCustomer: string, subscription: Parameters<typeof order>[1] = {}) {
    const bought = await send(
      'POST',
      subscriptionsUrl(partnerCustomer),
      account,
      order(partnerCustomer, subscription),
      { 'idempotency-key': newKey() },
    );
    if (bought.status !== 200) throw new Error(`checkout failed: ${JSON.stringify(bought.body)}`);
    return bought.body as {
      subscriptionId: string;
      cybrOrgId: string;
      provisioningCybrOrgId: string;
      subscriptionType: string;
      productType: string;
    };
  }

  return { cookies, ids, send, freshCustomer, newKey, order, subscriptionsUrl, buy };
}
