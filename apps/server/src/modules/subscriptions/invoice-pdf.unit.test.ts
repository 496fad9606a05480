import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { languageCodes } from '@portal/contracts';
import { invoiceLabels } from './invoice-labels.ts';
import { invoicePdf } from './invoice-pdf.ts';
import type { InvoiceRow } from './invoices-repo.ts';

const row = {
  invoiceId: 'inv-1',
  number: 'INV-2026-000007',
  subscriptionId: 'sub-1',
  cybrOrgId: 'cust-1',
  provisioningCybrOrgId: 'partner-1',
  currency: 'eur',
  productType: 'standard',
  status: 'open',
  periodStart: '2026-11-01T00:00:00Z',
  periodEnd: '2026-12-01T00:00:00Z',
  dueDate: '2026-11-15T00:00:00Z',
  paymentDate: null,
  seats: 60,
  taxInclusive: false,
  lines: [
    { start: 1, upTo: 50, seats: 50, unitPrice: 500, amount: 25000, tax: 5250, total: 30250 },
    { start: 51, upTo: 250, seats: 10, unitPrice: 400, amount: 4000, tax: 840, total: 4840 },
  ],
  net: 29000,
  tax: 6090,
  total: 35090,
  billTo: {
    partner: { cybrOrgId: 'partner-1', name: 'Łódzka Ochrona Sp. z o.o.', email: 'faktury@lodz.example', address: { line1: 'ul. Piotrkowska 104', city: 'Łódź', postalCode: '90-926', country: 'PL' } },
    customer: { cybrOrgId: 'cust-1', name: 'Żabka Śląsk' },
  },
  externalId: null,
  externalUrl: null,
  createdAt: '2026-11-01T00:00:00Z',
} as unknown as InvoiceRow;

const textOf = async (pdf: Buffer) => (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;

describe('the invoice PDF', () => {
  it('prints every letter of a Polish name, in Polish, with Polish numbers', async () => {
    const text = await textOf(await invoicePdf(row, 'pl'));
    expect(text).toContain('Faktura INV-2026-000007');
    expect(text).toContain('Łódzka Ochrona Sp. z o.o.');
    expect(text).toContain('90-926 Łódź');
    expect(text).toContain('Żabka Śląsk');
    expect(text).toContain('Nabywca');
    expect(text).toContain('350,90 €');
  });

  it('has its words in every language of the platform', async () => {
    for (const language of languageCodes) {
      const text = await textOf(await invoicePdf(row, language));
      expect(text, language).toContain(invoiceLabels[language].billTo);
      expect(text, language).toContain(invoiceLabels[language].total);
    }
  });
});
