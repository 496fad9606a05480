import { apiBasePath, exportSubscriptionInvoices, type Invoice } from '@portal/contracts';
import { getClientConfig, resolvePath } from '../../../api/client.ts';

/**
 * Where an invoice's PDF downloads from: the card provider gives an absolute URL, the built-in
 * provider an API path, which is put under the API's base the way the CSV exports are.
 */
export function invoiceHref(invoice: Pick<Invoice, 'downloadLink'>): string {
  if (/^https?:\/\//i.test(invoice.downloadLink)) return invoice.downloadLink;
  return `${getClientConfig().origin}${apiBasePath}${invoice.downloadLink.startsWith('/') ? '' : '/'}${invoice.downloadLink}`;
}

/** Every invoice of the partner as CSV, streamed by the server. */
export function invoicesExportHref(cybrOrgId: string): string {
  return `${getClientConfig().origin}${apiBasePath}${resolvePath(exportSubscriptionInvoices.path, { cybrOrgId })}`;
}
