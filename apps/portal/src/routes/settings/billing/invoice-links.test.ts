import { afterEach, describe, expect, it } from 'vitest';
import { configureClient } from '../../../api/client.ts';
import { invoiceHref, invoicesExportHref } from './invoice-links.ts';

afterEach(() => configureClient({ origin: undefined }));

describe('invoice download links', () => {
  it("the server's path, which carries the API's base, is kept as it is", () => {
    expect(
      invoiceHref({
        downloadLink: '/app/baloo-router-api/api/v1/organizations/o-1/subscriptions/invoices/s-1/i-1/pdf',
      }),
    ).toBe('/app/baloo-router-api/api/v1/organizations/o-1/subscriptions/invoices/s-1/i-1/pdf');
  });

  it('an API path without the base goes under it, like the CSV exports', () => {
    expect(invoiceHref({ downloadLink: '/api/v1/organizations/o-1/subscriptions/invoices/s-1/i-1/pdf' })).toBe(
      '/app/baloo-router-api/api/v1/organizations/o-1/subscriptions/invoices/s-1/i-1/pdf',
    );
    configureClient({ origin: 'https://portal.example' });
    expect(invoicesExportHref('o 1')).toBe(
      'https://portal.example/app/baloo-router-api/api/v1/organizations/o%201/subscriptions/invoices/export',
    );
  });

  it("the card provider's absolute URL is used as it is", () => {
    expect(invoiceHref({ downloadLink: 'https://pay.stripe.com/invoice/acct_1/pdf' })).toBe(
      'https://pay.stripe.com/invoice/acct_1/pdf',
    );
  });
});
