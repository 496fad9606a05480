import type { Page } from 'playwright-core';
import { baseUrl } from './fixtures.ts';

// What the API says, asked with a page's own session cookie: the browser tests compare screens with it.
const api = '/app/baloo-router-api/api/v1';

export interface Licence {
  productType: string;
  issued: number;
  active: boolean;
  licenseCap?: unknown;
}
export interface Customer {
  cybrOrgId: string;
  organizationName: string;
  status: string;
  partnerView: boolean;
  partnerCybrOrgId: string | null;
  licenses: Licence[];
}

export async function ownOrgId(page: Page): Promise<string> {
  return (await (await page.request.get(`${api}/users/me`)).json()).organizationData.cybrOrgId;
}

export async function customers(page: Page, query = ''): Promise<{ data: Customer[]; total: number }> {
  return (await page.request.get(`${api}/partners/${await ownOrgId(page)}/organizations${query}`)).json();
}

export async function customer(page: Page, childId: string): Promise<Customer> {
  return (await page.request.get(`${api}/partners/${await ownOrgId(page)}/organizations/${childId}`)).json();
}

export const sat = (org: Customer) => org.licenses.find((l) => l.productType === 'standard');

/** A cap change as another tab or person would make it (same origin, so the CSRF check lets it in). */
export async function setCap(page: Page, childId: string, licenseCap: number): Promise<number> {
  const response = await page.request.patch(
    `${api}/partners/${await ownOrgId(page)}/organizations/${childId}/license-caps`,
    {
      data: { productType: 'standard', licenseCap },
      headers: { origin: baseUrl() },
    },
  );
  return response.status();
}

export async function auditEntries(
  page: Page,
  action: string,
): Promise<{ action: string; target: string | null; after: unknown }[]> {
  const response = await page.request.get(
    `${api}/partners/${await ownOrgId(page)}/audit-log?action=${encodeURIComponent(action)}&to=20`,
  );
  return (await response.json()).data;
}

/** Customers of this partner with an active SAT licence, fewest seats in use first excluded as asked. */
export async function customersWithSat(page: Page, minIssued: number): Promise<Customer[]> {
  const list = await customers(page, '?customersOnly=true&to=100&sortBy=organizationName');
  return list.data.filter((org) => {
    const licence = sat(org);
    return licence?.active && licence.issued >= minIssued;
  });
}
