import { z } from 'zod';
import { isBillingCountry } from '../rules/billing-countries.ts';
import { isPostalCodeOf, normalisePostalCode } from '../rules/postal-codes.ts';
import { billingCountrySchema, emailSchema, maxLength, messages, tooLong } from '../rules/validation.ts';
import { normaliseVatNumber } from '../rules/vat-numbers.ts';

// The rules for billing details and addresses a person gives: each field's §5 rule, then the rules
// that depend on the country (docs/decisions/0004). They live apart from the partner and customer
// records because their format libraries load in the portal only with the forms that use them.

const upTo = (max: number) => ({ error: tooLong(max) });

const addressFields = z.object({
  line1: z
    .string({ error: messages.addressLine1 })
    .trim()
    .min(1, messages.addressLine1)
    .max(maxLength.name, upTo(maxLength.name)),
  line2: z.string().max(maxLength.name, upTo(maxLength.name)).optional(),
  city: z
    .string({ error: messages.cityOrState })
    .trim()
    .min(1, messages.cityOrState)
    .max(maxLength.city, upTo(maxLength.city)),
  postalCode: z
    .string({ error: messages.postalCode })
    .trim()
    .min(1, messages.postalCode)
    .max(maxLength.postalCode, upTo(maxLength.postalCode)),
  country: billingCountrySchema,
});

/**
 * An address: the postal code must be one its country uses (reported on `postalCode`, so a form
 * shows it under the field and the server's 400 names it), and is kept in upper case.
 */
export const addressValidation = addressFields
  .superRefine((address, ctx) => {
    // An empty, too long or countryless postal code already has its own message.
    const { postalCode, country } = address;
    if (postalCode === '' || postalCode.length > maxLength.postalCode || !isBillingCountry(country)) return;
    if (!isPostalCodeOf(country, postalCode))
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: messages.postalCodeInvalid });
  })
  .transform((address) => ({ ...address, postalCode: normalisePostalCode(address.postalCode) }));

const billingInfoFields = {
  name: z
    .string({ error: messages.billingName })
    .trim()
    .min(1, messages.billingName)
    .max(maxLength.name, upTo(maxLength.name)),
  email: emailSchema,
  address: addressValidation,
  // Optional; a blank one is no VAT number at all.
  vatNumber: z.string().trim().max(maxLength.vatNumber, upTo(maxLength.vatNumber)).optional(),
};

type VatFields = { address: { country: string }; vatNumber?: string | undefined };

/** A VAT number, when given, must be one of the billing country (format and check digit). */
function checkVatNumber(info: VatFields, ctx: z.RefinementCtx): void {
  const { vatNumber, address } = info;
  if (!vatNumber || vatNumber.length > maxLength.vatNumber || !isBillingCountry(address.country)) return;
  if (!normaliseVatNumber(address.country, vatNumber))
    ctx.addIssue({ code: 'custom', path: ['vatNumber'], message: messages.vatNumberInvalid });
}

/** The VAT number as stored: upper case, no spaces, with the country's prefix; a blank one left out. */
function withStoredVatNumber<T extends VatFields>(info: T): T {
  const { vatNumber, ...rest } = info;
  const stored = vatNumber ? normaliseVatNumber(info.address.country, vatNumber) : undefined;
  return (stored ? { ...rest, vatNumber: stored } : rest) as T;
}

// The billing gate (§4 step 5), the billing forms and the server share these rules and messages.
export const billingInfoValidation = z
  .object(billingInfoFields)
  .superRefine(checkVatNumber)
  .transform(withStoredVatNumber);

// §7 PATCH /v2/partners/{cybrOrgId}/billing: the same rules as the billing gate (§4 step 5).
// `version`, when sent, is the partner record's version the edit started from (409 when stale).
export const billingInfoRequestSchema = z
  .object({ ...billingInfoFields, version: z.number().int().min(1).max(2_147_483_647).optional() })
  .superRefine(checkVatNumber)
  .transform(withStoredVatNumber);
export type BillingInfoRequest = z.infer<typeof billingInfoRequestSchema>;
