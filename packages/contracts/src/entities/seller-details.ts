import { z } from 'zod';

// The seller every built-in invoice names (EU VAT Directive art. 226, bokføringsforskriften §5-1-1):
// the platform operator's legal identity and the bank account partners pay into. Not in the spec:
// see docs/decisions/0002-seller-details-from-configuration.md.
export const sellerFields = [
  'legalName',
  'addressLine1',
  'addressLine2',
  'postalCode',
  'city',
  'country',
  'organisationNumber',
  'vatNumber',
  'bankAccount',
  'iban',
  'bic',
] as const;
export type SellerField = (typeof sellerFields)[number];
export const sellerFieldSchema = z.enum(sellerFields);

/** Every field an invoice cannot be issued without (a second address line is optional). */
export const requiredSellerFields: readonly SellerField[] = sellerFields.filter((field) => field !== 'addressLine2');

/** The longest value of each field: room for any real value, nothing more. */
export const sellerFieldMaxLength: Record<SellerField, number> = {
  legalName: 200,
  addressLine1: 200,
  addressLine2: 200,
  postalCode: 32,
  city: 200,
  country: 2,
  organisationNumber: 32,
  vatNumber: 32,
  bankAccount: 34,
  iban: 42,
  bic: 11,
};

/** Some or all of the seller's details, as stored or configured. */
export type SellerDetails = Partial<Record<SellerField, string>>;
/** The details an invoice is issued with: every required field present. */
export type CompleteSellerDetails = Record<Exclude<SellerField, 'addressLine2'>, string> & { addressLine2?: string };

const fieldView = z.object({
  value: z.string().nullable(),
  // 'environment': set by the server's SELLER_… variable, read-only here; 'stored': set by staff.
  source: z.enum(['environment', 'stored']).nullable(),
});

export const sellerDetailsViewSchema = z.object({
  details: z.object(
    Object.fromEntries(sellerFields.map((field) => [field, fieldView])) as Record<SellerField, typeof fieldView>,
  ),
  /** Required fields with no value: while any is missing, no invoice is issued. */
  missing: z.array(sellerFieldSchema),
  version: z.number().int().nonnegative(),
});
export type SellerDetailsView = z.infer<typeof sellerDetailsViewSchema>;

const updateValue = (field: SellerField) =>
  z
    .string()
    .trim()
    .max(sellerFieldMaxLength[field], { error: `Up to ${sellerFieldMaxLength[field]} characters` })
    .optional();

// An empty value clears a stored field. `version` is the one the editor saw: a stale save is a 409.
export const sellerDetailsUpdateSchema = z
  .object({
    ...(Object.fromEntries(sellerFields.map((field) => [field, updateValue(field)])) as Record<
      SellerField,
      ReturnType<typeof updateValue>
    >),
    version: z.number().int().nonnegative().max(2_147_483_647),
  })
  .strict();
export type SellerDetailsUpdate = z.infer<typeof sellerDetailsUpdateSchema>;
