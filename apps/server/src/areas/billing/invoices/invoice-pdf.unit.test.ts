import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { languageCodes, type LanguageCode } from '@portal/contracts';
import { demoSeller } from '../../../seed/demo-seller.ts';
import en from './invoice-locales/en.json' with { type: 'json' };
import { invoiceLabels } from './invoice-labels.ts';
import { invoicePdf, type PrintableInvoice } from './invoice-pdf.ts';
import { isValidCreditorReference, isValidKid } from './payment-reference.ts';

const customerId = '8f3648aa-51c2-4f7e-9d0b-6a1e2f3c4d5e';
const partnerId = '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d';
const buyer = {
  cybrOrgId: partnerId,
  name: 'Alpine Secure IT GmbH',
  email: 'billing@alpine.example',
  vatNumber: 'ATU12345678',
  address: { line1: 'Maria-Theresien-Straße 18', city: 'Innsbruck', postalCode: '6020', country: 'AT' },
};

// 60 seats in EUR: 50 at €5.00 and 10 at €4.00, 21 % on top.
const eur = {
  invoiceId: 'inv-1',
  number: 'INV-2026-000042',
  subscriptionId: 'sub-1',
  cybrOrgId: customerId,
  provisioningCybrOrgId: partnerId,
  currency: 'eur',
  productType: 'standard',
  status: 'open',
  periodStart: '2026-11-01T00:00:00Z',
  periodEnd: '2026-12-01T00:00:00Z',
  dueDate: '2026-11-15T00:00:00Z',
  paymentDate: null,
  createdAt: '2026-11-01T00:00:00Z',
  seats: 60,
  taxInclusive: false,
  lines: [
    { start: 1, upTo: 50, seats: 50, unitPrice: 500, amount: 25000, tax: 5250, total: 30250 },
    { start: 51, upTo: 250, seats: 10, unitPrice: 400, amount: 4000, tax: 840, total: 4840 },
  ],
  net: 29000,
  tax: 6090,
  total: 35090,
  billTo: { partner: buyer, customer: { cybrOrgId: customerId, name: 'Alpine Healthcare ApS' } },
  seller: demoSeller,
  paymentReference: 'RF022026000042',
  externalId: null,
  externalUrl: null,
  providerStateAt: null,
} as unknown as PrintableInvoice;

// The same seats in NOK: 25 % MVA inside the price (kr 60 and kr 50 a seat, of which kr 12 and kr 10 MVA).
const nok = {
  ...eur,
  currency: 'nok',
  taxInclusive: true,
  paymentReference: '20260000425',
  lines: [
    { start: 1, upTo: 50, seats: 50, unitPrice: 6000, amount: 300000, tax: 60000, total: 300000 },
    { start: 51, upTo: 250, seats: 10, unitPrice: 5000, amount: 50000, tax: 10000, total: 50000 },
  ],
  net: 280000,
  tax: 70000,
  total: 350000,
} as PrintableInvoice;

// USD prices carry no tax.
const usd = {
  ...eur,
  currency: 'usd',
  paymentReference: 'RF022026000042',
  lines: [
    { start: 1, upTo: 50, seats: 50, unitPrice: 550, amount: 27500, tax: 0, total: 27500 },
    { start: 51, upTo: 250, seats: 10, unitPrice: 450, amount: 4500, tax: 0, total: 4500 },
  ],
  net: 32000,
  tax: 0,
  total: 32000,
} as PrintableInvoice;

const textOf = async (row: PrintableInvoice, language: LanguageCode) =>
  (await extractText(await getDocumentProxy(new Uint8Array(await invoicePdf(row, language))), { mergePages: true }))
    .text;

// What each language must show: [language, row, strings on the page, the payment reference's pattern and check].
const cases: [LanguageCode, PrintableInvoice, string[], RegExp, (reference: string) => boolean][] = [
  [
    'en',
    eur,
    [
      'Invoice',
      'Invoice number: INV-2026-000042',
      'Invoice date: 1 Nov 2026',
      'Due date: 15 Nov 2026',
      'Supply period: 1 Nov 2026 – 30 Nov 2026',
      'Platform Operations AS',
      'Dronning Eufemias gate 16',
      '0191 Oslo',
      'Norway',
      'Org. no. 923 609 016 MVA',
      'VAT number: NO923609016MVA',
      'Alpine Secure IT GmbH',
      '6020 Innsbruck',
      'Austria',
      'VAT number: ATU12345678',
      'Security awareness training for Alpine Healthcare ApS',
      '60 seats, monthly',
      '21% €290.00 €60.90',
      'Total excl. VAT €290.00',
      'Total to pay €350.90',
      'Bank account: 1503.12.34562',
      'IBAN: NO72 1503 1234 562',
      'BIC: DNBANOKK',
    ],
    /Payment reference: (RF[\d ]+)/,
    isValidCreditorReference,
  ],
  [
    'no',
    nok,
    [
      'Faktura',
      'Fakturanummer: INV-2026-000042',
      'Fakturadato: 1. nov. 2026',
      'Forfallsdato: 15. nov. 2026',
      'Leveringsperiode: 1. nov. 2026 – 30. nov. 2026',
      'Platform Operations AS',
      '0191 Oslo',
      'Norge',
      'Org.nr. 923 609 016 MVA',
      'MVA-nummer: NO923609016MVA',
      'Fakturamottaker',
      'Østerrike',
      'MVA-nummer: ATU12345678',
      'Sikkerhetsopplæring for Alpine Healthcare ApS',
      '1–50 50 48,00 kr 2 400,00 kr',
      '25 % 2 800,00 kr 700,00 kr',
      'Sum eks. MVA 2 800,00 kr',
      'Å betale 3 500,00 kr',
      'Kontonummer: 1503.12.34562',
      'IBAN: NO72 1503 1234 562',
      'BIC: DNBANOKK',
    ],
    /KID: (\d+)/,
    isValidKid,
  ],
  [
    'de',
    eur,
    [
      'Rechnung',
      'Rechnungsnummer: INV-2026-000042',
      'Rechnungsdatum: 01.11.2026',
      'Fällig am: 15.11.2026',
      'Leistungszeitraum: 01.11.2026 – 30.11.2026',
      'Platform Operations AS',
      '0191 Oslo',
      'Norwegen',
      'Org.-Nr. 923 609 016 MVA',
      'USt-IdNr.: NO923609016MVA',
      'Österreich',
      'USt-IdNr.: ATU12345678',
      'Security-Awareness-Training für Alpine Healthcare ApS',
      '21 % 290,00 € 60,90 €',
      'Summe netto 290,00 €',
      'Gesamtbetrag 350,90 €',
      'Kontonummer: 1503.12.34562',
      'IBAN: NO72 1503 1234 562',
      'BIC: DNBANOKK',
    ],
    /Zahlungsreferenz: (RF[\d ]+)/,
    isValidCreditorReference,
  ],
];

describe('the invoice PDF', () => {
  it.each(cases)(
    'in %s, holds every element an invoice needs, and no internal id',
    async (language, row, expected, referencePattern, isValid) => {
      const text = await textOf(row, language);
      for (const part of expected) expect(text, part).toContain(part);
      const references = [...text.matchAll(new RegExp(referencePattern, 'g'))].map((match) => match[1]!.trim());
      // Printed twice, beside the invoice's dates and under the payment instructions.
      expect(references).toHaveLength(2);
      for (const reference of references) expect(isValid(reference), reference).toBe(true);
      expect(text).not.toContain(customerId);
      expect(text).not.toContain(partnerId);
      expect(text).not.toMatch(/\bAT\b|\bNO\b/);
      expect(text).not.toContain(invoiceLabels(language).reverseCharge);
    },
    30_000,
  );

  it('prints every letter of a Polish name', async () => {
    const polish = {
      ...eur,
      billTo: {
        partner: {
          ...buyer,
          name: 'Łódzka Ochrona Sp. z o.o.',
          address: { line1: 'ul. Piotrkowska 104', city: 'Łódź', postalCode: '90-926', country: 'PL' },
        },
        customer: { cybrOrgId: customerId, name: 'Żabka Śląsk' },
      },
    } as PrintableInvoice;
    const text = await textOf(polish, 'pl');
    for (const part of [
      'Łódzka Ochrona Sp. z o.o.',
      '90-926 Łódź',
      'Polska',
      'Żabka Śląsk',
      'Nabywca',
      'Do zapłaty 350,90 €',
    ])
      expect(text, part).toContain(part);
  }, 30_000);

  it('says "reverse charge" when no tax is charged to a business buyer in another country, and only then', async () => {
    expect(await textOf(usd, 'en')).toContain('Reverse charge: the recipient accounts for the VAT.');
    expect(await textOf(usd, 'de')).toContain('Steuerschuldnerschaft des Leistungsempfängers');
    const withoutVatNumber = {
      ...usd,
      billTo: { ...(eur.billTo as object), partner: { ...buyer, vatNumber: undefined } },
    } as PrintableInvoice;
    const sameCountry = {
      ...usd,
      billTo: { ...(eur.billTo as object), partner: { ...buyer, address: { ...buyer.address, country: 'NO' } } },
    } as PrintableInvoice;
    for (const row of [withoutVatNumber, sameCountry]) expect(await textOf(row, 'en')).not.toContain('Reverse charge');
  }, 30_000);

  it('has its words in every language of the platform', async () => {
    for (const language of languageCodes) {
      const l = invoiceLabels(language);
      const text = await textOf(eur, language);
      for (const word of [
        l.invoice,
        l.seller,
        l.billTo,
        l.period,
        l.vatColumns[0]!,
        l.total,
        l.bankAccount,
        l.reference,
      ])
        expect(text, `${language}: ${word}`).toContain(word);
    }
  }, 30_000);

  it('has a label file for every language with exactly the English keys', () => {
    const folder = path.join(import.meta.dirname, 'invoice-locales');
    expect(readdirSync(folder).sort()).toEqual(languageCodes.map((code) => `${code}.json`).sort());
    const shape = (value: object): unknown =>
      Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [key, typeof inner === 'object' ? shape(inner) : typeof inner]),
      );
    for (const language of languageCodes) expect(shape(invoiceLabels(language)), language).toEqual(shape(en));
  });
});
