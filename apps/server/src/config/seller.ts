import { sellerFields, type SellerDetails, type SellerField } from '@portal/contracts';
import { normaliseSellerValue, sellerProblems } from './seller-checks.ts';

/** The environment variable that sets each of the seller's details; set, staff cannot change it. */
export const sellerEnvironmentVariables: Record<SellerField, string> = {
  legalName: 'SELLER_LEGAL_NAME',
  addressLine1: 'SELLER_ADDRESS_LINE1',
  addressLine2: 'SELLER_ADDRESS_LINE2',
  postalCode: 'SELLER_POSTAL_CODE',
  city: 'SELLER_CITY',
  country: 'SELLER_COUNTRY',
  organisationNumber: 'SELLER_ORGANISATION_NUMBER',
  vatNumber: 'SELLER_VAT_NUMBER',
  bankAccount: 'SELLER_BANK_ACCOUNT',
  iban: 'SELLER_IBAN',
  bic: 'SELLER_BIC',
};

/** The seller's details the environment sets; a malformed one stops the server, naming the variable. */
export function readSellerConfig(env: NodeJS.ProcessEnv): SellerDetails {
  const details: SellerDetails = {};
  for (const field of sellerFields) {
    const value = env[sellerEnvironmentVariables[field]]?.trim();
    if (value) details[field] = normaliseSellerValue(field, value);
  }
  const [problem] = sellerProblems(details);
  if (problem) throw new Error(`${sellerEnvironmentVariables[problem.field]}: ${problem.message}`);
  return details;
}
