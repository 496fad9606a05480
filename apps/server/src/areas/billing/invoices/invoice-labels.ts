import path from 'node:path';
import type { InvoiceStatus, LanguageCode, ProductType } from '@portal/contracts';
import { readLocaleFolder } from '../../../page-kit/locale-texts.ts';
import en from './invoice-locales/en.json' with { type: 'json' };

/** The words an invoice PDF prints, in one of the platform's 12 languages; `locale` is the BCP 47 tag for dates, amounts and country names. */
export type InvoiceLabels = Omit<typeof en, 'statuses' | 'products'> & {
  statuses: Record<InvoiceStatus, string>;
  products: Record<ProductType, string>;
};

// One file per language beside this one (invoice-locales/*.json), checked by invoice-pdf.unit.test.ts.
const all = readLocaleFolder<InvoiceLabels>(path.join(import.meta.dirname, 'invoice-locales'));

export const invoiceLabels = (language: LanguageCode): InvoiceLabels => all[language] ?? en;

/** A label with its {{placeholders}} filled in. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
