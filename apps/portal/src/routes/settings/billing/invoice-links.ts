import { apiBasePath, exportSubscriptionInvoices, type Invoice } from '@portal/contracts';
import { getClientConfig, resolvePath } from '../../../api/client.ts';

/**
 * Where an invoice's PDF downloads from: the card provider gives an absolute URL, the built-in
 * provider a path on this server (the server writes it with the API's base path; one without it
 * is put under the base the way the CSV exports are).
 */
export function invoiceHref(invoice: Pick<Invoice, 'downloadLink'>): string {
  const link = invoice.downloadLink;
  if (/^https?:\/\//i.test(link)) return link;
  const path = link.startsWith('/') ? link : `/${link}`;
  return `${getClientConfig().origin}${path.startsWith(`${apiBasePath}/`) ? '' : apiBasePath}${path}`;
}

/** Every invoice of the partner as CSV, streamed by the server. */
export function invoicesExportHref(cybrOrgId: string): string {
  return `${getClientConfig().origin}${apiBasePath}${resolvePath(exportSubscriptionInvoices.path, { cybrOrgId })}`;
}
