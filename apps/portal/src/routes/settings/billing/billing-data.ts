import i18n from 'i18next';
import {
  dateLocaleFor,
  partner as partnerEndpoint,
  partnerOrganization,
  pricingV2,
  subscriptionInvoices,
  subscriptions as subscriptionsEndpoint,
  type Currency,
  type CurrentUser,
  type Invoice,
  type Organization,
  type Paginated,
} from '@portal/contracts';
import { call } from '../../../api/client.ts';
import { billingProblem } from '../../../ui/billing-problem.ts';

export const invoicePageSize = 25;

/** ?page= of the invoices table (1-based); anything else is the first page. */
export function invoicePage(url: URL): number {
  const page = Number(url.searchParams.get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The customers a page names, by id: the partner itself, then each customer the partner may see. */
async function customersById(partnerId: string, ownName: string, ids: string[], signal: AbortSignal): Promise<Record<string, Organization | { organizationName: string }>> {
  const others = [...new Set(ids)].filter((id) => id !== partnerId);
  // No list endpoint takes ids, so each customer is read once; one that cannot be read is shown by id.
  const found = await Promise.allSettled(others.map((childCybrOrgId) => call(partnerOrganization, { params: { cybrOrgId: partnerId, childCybrOrgId }, signal })));
  const byId: Record<string, Organization | { organizationName: string }> = { [partnerId]: { organizationName: ownName } };
  found.forEach((result, i) => {
    if (result.status === 'fulfilled') byId[others[i]!] = result.value;
  });
  return byId;
}

/** Whether the card provider has prices in the partner's currency (it is offered only then). */
async function cardOffered(currency: Currency | null, signal: AbortSignal): Promise<boolean> {
  if (!currency) return false;
  try {
    const prices = await call(pricingV2, { query: { currency }, signal });
    return prices.some((price) => price.provider === 'stripe');
  } catch (error) {
    if (billingProblem(error) === 'pricingHidden') return false;
    throw error;
  }
}

const noInvoices: Paginated<Invoice> = { data: [], count: 0, from: 0, to: 0, reqFrom: 0, reqTo: 0, total: 0 };

/** Everything /settings/billing shows: subscriptions, a page of invoices, and what checkout needs. */
export async function loadBilling(user: CurrentUser, url: URL, signal: AbortSignal) {
  const org = user.organizationData!;
  const params = { cybrOrgId: org.cybrOrgId };
  const page = invoicePage(url);
  const record = await call(partnerEndpoint, { params, signal });
  const hidden = record.hidePricing;
  const from = (page - 1) * invoicePageSize;
  const [subscriptions, invoices, card, locale] = await Promise.all([
    call(subscriptionsEndpoint, { params, signal }),
    // §7/hidePricing: invoices are amounts; a partner whose pricing is hidden is not shown them.
    hidden ? noInvoices : call(subscriptionInvoices, { params, query: { from, to: from + invoicePageSize }, signal }),
    cardOffered(record.currency, signal),
    dateLocaleFor(i18n.language),
  ]);
  const customers = await customersById(org.cybrOrgId, org.organizationName, [...subscriptions.map((s) => s.cybrOrgId), ...invoices.data.map((i) => i.cybrOrgId)], signal);
  return {
    cybrOrgId: org.cybrOrgId,
    hidden,
    currency: record.currency,
    billingInfo: record.billingInfo,
    subscriptions,
    invoices,
    page,
    card,
    customers,
    dates: { language: i18n.language, locale },
  };
}

export type BillingData = Awaited<ReturnType<typeof loadBilling>>;
