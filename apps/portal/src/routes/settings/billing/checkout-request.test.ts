import { describe, expect, it } from 'vitest';
import { messages } from '@portal/contracts';
import { checkoutFieldName, checkoutRequestFrom } from './checkout-request.ts';

const billing = {
  'billing.line1': 'Storgata 1',
  'billing.city': 'Oslo',
  'billing.postalCode': '0155',
  'billing.country': 'NO',
};

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const filled = {
  customer: 'org-1',
  name: 'Acme AS',
  email: 'billing@acme.example',
  product: 'standard',
  seats: '12',
  provider: 'cybr',
  currency: 'nok',
  ...billing,
};

describe('checkout form', () => {
  it('with "same as billing" the shipping address is the billing address', () => {
    const result = checkoutRequestFrom(form({ ...filled, sameAsBilling: 'on' }));
    if (!('value' in result)) throw new Error(JSON.stringify(result));
    expect(result.value.customer.shippingAddress).toEqual(result.value.customer.billingAddress);
    expect(result.value.subscription).toEqual({
      provider: 'cybr',
      productType: 'standard',
      currency: 'nok',
      quantity: 12,
      interval: 'month',
    });
  });

  it('without it, a missing shipping address is refused field by field with the §5 messages', () => {
    const result = checkoutRequestFrom(form(filled));
    expect(result).toMatchObject({
      errors: {
        'shipping.line1': messages.addressLine1,
        'shipping.city': messages.cityOrState,
        'shipping.postalCode': messages.postalCode,
      },
    });
  });

  it('seats must be a whole number of at least 1; a customer must be chosen', () => {
    for (const seats of ['0', '', '2.5', '1e3']) {
      expect(checkoutRequestFrom(form({ ...filled, sameAsBilling: 'on', seats }))).toMatchObject({
        errors: { seats: expect.any(String) },
      });
    }
    expect(checkoutRequestFrom(form({ ...filled, sameAsBilling: 'on', customer: '' }))).toMatchObject({
      errors: { customer: expect.any(String) },
    });
  });

  it("maps the server's field paths to the form's fields", () => {
    expect(checkoutFieldName('customer.billingAddress.city')).toBe('billing.city');
    expect(checkoutFieldName('customer.shippingAddress.line1')).toBe('shipping.line1');
    expect(checkoutFieldName('customer.email')).toBe('email');
    expect(checkoutFieldName('subscription.quantity')).toBe('seats');
    expect(checkoutFieldName('subscription.provider')).toBe('provider');
  });
});
