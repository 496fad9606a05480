import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  billingInfoValidation,
  messages,
  organizationUpdateSchema,
  pendingCustomerRequestSchema,
} from '@portal/contracts';
import { fieldErrors, parseForm } from './parse-form.ts';

function form(fields: Record<string, string | string[] | Blob>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  }
  return data;
}

const customer = {
  intent: 'add',
  organizationName: ' Fjord AS ',
  country: 'NO',
  adminEmail: 'admin@fjord.example',
  productType: 'standard',
};

describe('parseForm', () => {
  it("reads the text fields by name and answers the contract's value, without fields it does not know", () => {
    expect(parseForm(pendingCustomerRequestSchema, form(customer))).toEqual({
      value: {
        organizationName: 'Fjord AS',
        country: 'NO',
        adminEmail: 'admin@fjord.example',
        productType: 'standard',
      },
    });
  });

  it("answers the contract's §5 message for each field that fails, and only the first one per field", () => {
    const refused = parseForm(
      pendingCustomerRequestSchema,
      form({ ...customer, organizationName: '  ', country: '', adminEmail: 'nope' }),
    );
    expect(refused).toEqual({
      errors: {
        organizationName: messages.emptyText,
        country: 'Choose a country from the list',
        adminEmail: messages.invalidEmail,
      },
    });
  });

  it('reads a field sent twice by its first value, and never a file', () => {
    const schema = z.object({ name: z.string(), upload: z.string().optional() });
    expect(parseForm(schema, form({ name: ['first', 'second'], upload: new Blob(['x']) }))).toEqual({
      value: { name: 'first' },
    });
  });

  it("shapes the input where the form's fields are not the contract's, and shows problems on the form's fields", () => {
    const input = (text: (name: string) => string) => ({
      name: text('name'),
      email: text('email'),
      address: { line1: text('line1'), city: text('city'), postalCode: text('postalCode'), country: text('country') },
    });
    const fieldName = (path: string) => path.replace(/^address\./, '');
    // A field the browser did not send reads as an empty one: the contract's "empty" message, not zod's "required".
    const refused = parseForm(
      billingInfoValidation,
      form({ name: 'Fjord AS', email: 'billing@fjord.example', city: 'Oslo', postalCode: '0150', country: 'NO' }),
      { input, fieldName },
    );
    expect(refused).toEqual({ errors: { line1: messages.addressLine1 } });
  });

  it('keeps to the fields the input names, so a form cannot set what its screen does not edit', () => {
    const details = (text: (name: string) => string) => ({ organizationName: text('organizationName') });
    expect(
      parseForm(organizationUpdateSchema, form({ organizationName: 'Fjord AS', status: 'APPROVED' }), {
        input: details,
      }),
    ).toEqual({ value: { organizationName: 'Fjord AS' } });
    expect(parseForm(organizationUpdateSchema, form({ organizationName: ' ' }), { input: details })).toEqual({
      errors: { organizationName: messages.emptyText },
    });
  });
});

describe('fieldErrors', () => {
  it("puts the server's problems on the form's fields, the first one per field", () => {
    const problems = [
      { field: 'address.postalCode', message: messages.postalCodeInvalid },
      { field: 'address.postalCode', message: 'second' },
      { field: 'email', message: messages.invalidEmail },
    ];
    expect(fieldErrors(problems, (path) => path.replace(/^address\./, ''))).toEqual({
      postalCode: messages.postalCodeInvalid,
      email: messages.invalidEmail,
    });
  });
});
