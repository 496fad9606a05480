import i18n from 'i18next';
import {
  dateLocaleFor,
  partner as partnerEndpoint,
  pricingV2,
  subscriptionInvoices,
  subscriptions as subscriptionsEndpoint,
  type Currency,
  type Organization,
  type Invoice,
  type Paginated,
} from '@portal/contracts';
import { call } from '../../../api/client.ts';
import { billingProblem } from '../../../ui/billing-problem.ts';
import { clampPage } from '../../../lib/page-clamp.ts';

export const pageSize = 25;

/** A table's page from the URL (1-based; ?page= for invoices, ?subscriptions= for subscriptions); anything else is the first. */
export function pageParam(url: URL, name: 'page' | 'subscriptions'): number {
  const page = Number(url.searchParams.get(name));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The query of one page of a server-paged list. */
const rows = (page: number) => ({ from: (page - 1) * pageSize, to: page * pageSize });

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
export async function loadBilling(org: Pick<Organization, 'cybrOrgId'>, url: URL, signal: AbortSignal) {
  const params = { cybrOrgId: org.cybrOrgId };
  const page = pageParam(url, 'page');
  const subscriptionsPage = pageParam(url, 'subscriptions');
  const record = await call(partnerEndpoint, { params, signal });
  const hidden = record.hidePricing;
  const [subscriptions, invoices, card, locale] = await Promise.all([
    call(subscriptionsEndpoint, { params, query: rows(subscriptionsPage), signal }),
    // §7/hidePricing: invoices are amounts; a partner whose pricing is hidden is not shown them.
    hidden ? noInvoices : call(subscriptionInvoices, { params, query: rows(page), signal }),
    cardOffered(record.currency, signal),
    dateLocaleFor(i18n.language),
  ]);
  clampPage(url.href, subscriptionsPage, subscriptions.total, pageSize, 'subscriptions');
  clampPage(url.href, page, invoices.total, pageSize);
  return {
    cybrOrgId: org.cybrOrgId,
    hidden,
    currency: record.currency,
    billingInfo: record.billingInfo,
    subscriptions,
    invoices,
    page,
    subscriptionsPage,
    card,
    dates: { language: i18n.language, locale },
  };
}

export type BillingData = Awaited<ReturnType<typeof loadBilling>>;
