import i18n from 'i18next';
import { dateLocaleFor, webhookDeliveries, webhookEndpoints } from '@portal/contracts';
import { call } from '../../../../api/client.ts';
import { clampPage } from '../../../../lib/page-clamp.ts';

export const deliveriesPageSize = 25;

// The contract pages no further than ten million deliveries.
const lastReadablePage = 10_000_000 / deliveriesPageSize;

/** The page of deliveries the URL asks for (`?page=`, from 1), so a page is linkable and the back button works. */
export function deliveriesPage(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= lastReadablePage ? page : 1;
}

/**
 * One endpoint of the partner and a page of its deliveries, newest first, read from the server a
 * page at a time. An endpoint that is not the partner's (or no longer exists) is a 404.
 */
export async function loadEndpointDeliveries(cybrOrgId: string, endpointId: string, request: Request) {
  const page = deliveriesPage(new URL(request.url).searchParams);
  const from = (page - 1) * deliveriesPageSize;
  const { signal } = request;
  const [list, deliveries, locale] = await Promise.all([
    call(webhookEndpoints, { params: { cybrOrgId }, signal }),
    call(webhookDeliveries, {
      params: { cybrOrgId, endpointId },
      query: { from, to: from + deliveriesPageSize },
      signal,
    }),
    dateLocaleFor(i18n.language),
  ]);
  const endpoint = list.data.find((candidate) => candidate.id === endpointId);
  if (!endpoint) throw new Response('No such webhook endpoint', { status: 404 });
  clampPage(request.url, page, deliveries.total, deliveriesPageSize);
  return { endpoint, deliveries, page, dates: { language: i18n.language, locale } };
}
