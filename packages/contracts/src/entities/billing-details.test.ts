import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { billingInfoRequestSchema, billingInfoValidation } from './billing-details.ts';
import { customerRequestSchema } from './checkout-request.ts';
import { organizationContactRequestSchema } from '../endpoints/organization-contact.ts';
import { messages } from '../rules/validation.ts';

const issues = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

const billing = {
  name: 'Nordic Shield AS',
  email: 'billing@ns.example',
  address: { line1: 'Karl Johans gate 12', city: 'Oslo', postalCode: '0154', country: 'NO' },
};
const inCountry = (country: string, postalCode: string, vatNumber?: string) => ({
  ...billing,
  address: { ...billing.address, country, postalCode },
  ...(vatNumber === undefined ? {} : { vatNumber }),
});

describe('billing details: rules that depend on the country', () => {
  it('reports a postal code its country does not use on address.postalCode', () => {
    expect(issues(billingInfoValidation, inCountry('NO', 'ABCDE'))).toEqual([
      `address.postalCode: ${messages.postalCodeInvalid}`,
    ]);
    expect(issues(billingInfoValidation, inCountry('DE', '1234'))).toEqual([
      `address.postalCode: ${messages.postalCodeInvalid}`,
    ]);
    expect(issues(billingInfoValidation, inCountry('GB', '12345'))).toEqual([
      `address.postalCode: ${messages.postalCodeInvalid}`,
    ]);
  });

  it('reports a VAT number that is not one of the billing country on vatNumber, beside other fields’ issues', () => {
    expect(issues(billingInfoValidation, inCountry('NO', '0154', '!!!'))).toEqual([
      `vatNumber: ${messages.vatNumberInvalid}`,
    ]);
    expect(issues(billingInfoValidation, { ...inCountry('NO', '12', 'DE136695976'), name: ' ' })).toEqual([
      `name: ${messages.billingName}`,
      `address.postalCode: ${messages.postalCodeInvalid}`,
      `vatNumber: ${messages.vatNumberInvalid}`,
    ]);
  });

  it('keeps one message per problem: an empty postal code or a country outside the list is not also "not as used there"', () => {
    expect(issues(billingInfoValidation, inCountry('NO', ''))).toEqual([`address.postalCode: ${messages.postalCode}`]);
    expect(issues(billingInfoValidation, inCountry('XX', 'ABCDE', '!!!'))).toEqual([
      `address.country: ${messages.invalid}`,
    ]);
  });

  it('hands on the details normalised: postal code in upper case, VAT number with its prefix and no spaces', () => {
    expect(billingInfoValidation.parse(inCountry('GB', ' sw1a 1aa', 'gb 980 7806 84'))).toMatchObject({
      address: { postalCode: 'SW1A 1AA' },
      vatNumber: 'GB980780684',
    });
    expect(billingInfoRequestSchema.parse({ ...inCountry('NO', '0154', '923 609 016'), version: 3 })).toMatchObject({
      vatNumber: 'NO923609016MVA',
      version: 3,
    });
    expect(billingInfoValidation.parse(inCountry('NO', '0154', '  '))).not.toHaveProperty('vatNumber');
  });

  it('applies the same address rule to both addresses of a checkout', () => {
    const address = { line1: 'Storgata 1', city: 'Oslo', postalCode: '0155', country: 'NO' };
    const customer = {
      cybrOrgId: 'org-1',
      name: 'Kunde AS',
      email: 'ap@kunde.example',
      billingAddress: address,
      shippingAddress: { ...address, country: 'DE' },
    };
    expect(issues(customerRequestSchema, customer)).toEqual([
      `shippingAddress.postalCode: ${messages.postalCodeInvalid}`,
    ]);
  });
});

describe('account contact: the phone number', () => {
  const contact = { name: 'Kari Nordmann', email: 'kari@fjord.example' };

  it('is refused on phoneNumber when it is no phone number, beside the other fields’ issues', () => {
    expect(
      issues(organizationContactRequestSchema('NO'), { name: ' ', email: 'nope', phoneNumber: 'abc-not-a-phone' }),
    ).toEqual([
      `name: ${messages.emptyText}`,
      `email: ${messages.invalidEmail}`,
      `phoneNumber: ${messages.phoneNumberInvalid}`,
    ]);
    expect(issues(organizationContactRequestSchema('NO'), { ...contact, phoneNumber: 'abc-not-a-phone' })).toEqual([
      `phoneNumber: ${messages.phoneNumberInvalid}`,
    ]);
  });

  it("is stored in E.164, a number without + read in the organisation's country", () => {
    expect(organizationContactRequestSchema('NO').parse({ ...contact, phoneNumber: '22 33 44 55' }).phoneNumber).toBe(
      '+4722334455',
    );
    expect(organizationContactRequestSchema('SE').parse({ ...contact, phoneNumber: '08-123 456 78' }).phoneNumber).toBe(
      '+46812345678',
    );
    expect(issues(organizationContactRequestSchema(null), { ...contact, phoneNumber: '22 33 44 55' })).toEqual([
      `phoneNumber: ${messages.phoneNumberInvalid}`,
    ]);
    expect(organizationContactRequestSchema(null).parse({ ...contact, phoneNumber: '' }).phoneNumber).toBeNull();
  });
});
