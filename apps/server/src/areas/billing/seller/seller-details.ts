import {
  requiredSellerFields,
  sellerFields,
  type CompleteSellerDetails,
  type SellerDetails,
  type SellerDetailsView,
  type SellerField,
} from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { sellerDetails } from '../../../db/schema.ts';
import { sellerEnvironmentVariables } from '../../../config/seller.ts';

/** The seller's details in effect: each field from the environment if it sets it, otherwise as staff stored it. */
export async function readSellerDetails(db: Db, configured: SellerDetails): Promise<SellerDetailsView> {
  const [row] = await db.select().from(sellerDetails);
  const stored = (row?.details ?? {}) as SellerDetails;
  const details = Object.fromEntries(
    sellerFields.map((field) => {
      const fromEnvironment = configured[field];
      const value = fromEnvironment ?? stored[field] ?? null;
      return [field, { value, source: fromEnvironment ? 'environment' : value ? 'stored' : null }];
    }),
  ) as SellerDetailsView['details'];
  const missing = requiredSellerFields.filter((field) => !details[field].value);
  return { details, missing, version: row?.version ?? 0 };
}

/** The details an invoice is issued with, or null while a required one is missing. */
export function completeSeller(view: SellerDetailsView): CompleteSellerDetails | null {
  if (view.missing.length > 0) return null;
  const values = Object.fromEntries(
    sellerFields.flatMap((field) => (view.details[field].value ? [[field, view.details[field].value]] : [])),
  );
  return values as CompleteSellerDetails;
}

const fieldNames: Record<SellerField, string> = {
  legalName: 'legal name',
  addressLine1: 'address',
  addressLine2: 'second address line',
  postalCode: 'postal code',
  city: 'city',
  country: 'country',
  organisationNumber: 'organisation number',
  vatNumber: 'VAT number',
  bankAccount: 'bank account number',
  iban: 'IBAN',
  bic: 'BIC',
};

/** Why no invoice is issued, for staff and the log: which details are missing and where to set them. */
export function missingSellerMessage(missing: readonly SellerField[]): string {
  const names = missing.map((field) => `${fieldNames[field]} (${sellerEnvironmentVariables[field]})`).join(', ');
  return `No invoices were issued: the seller's details are incomplete. Missing: ${names}. Set them on /platform/seller-details or in the server's environment`;
}
