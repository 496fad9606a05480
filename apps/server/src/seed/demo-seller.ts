import type { CompleteSellerDetails } from '@portal/contracts';
import type { Db } from '../db/client.ts';
import { sellerDetails } from '../db/schema.ts';

/**
 * The demo platform's operator as the seller on its invoices: a Norwegian company in the VAT
 * register, with numbers whose check digits are valid (organisation number and account number
 * MOD11, IBAN mod 97) but that belong to no one.
 */
export const demoSeller: CompleteSellerDetails = {
  legalName: 'Platform Operations AS',
  addressLine1: 'Dronning Eufemias gate 16',
  postalCode: '0191',
  city: 'Oslo',
  country: 'NO',
  organisationNumber: '923609016',
  vatNumber: 'NO923609016MVA',
  bankAccount: '1503.12.34562',
  iban: 'NO7215031234562',
  bic: 'DNBANOKK',
};

export async function seedDemoSeller(db: Db): Promise<void> {
  await db.insert(sellerDetails).values({ details: demoSeller }).onConflictDoNothing();
}
