import { describe, expect, it } from 'vitest';
import { served, withTestServer } from '../../api/test-harness.ts';
import { addCustomer, importCustomers } from './add-actions.ts';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

const customer = {
  organizationName: 'Fjord AS',
  country: 'NO',
  adminEmail: ' admin@fjord.example ',
  productType: 'standard',
};
const organization = { cybrOrgId: 'org-7', organizationName: 'Fjord AS' };

describe('adding one customer', () => {
  const harness = withTestServer();

  it('refuses in the form, by the contract, what the server would refuse, sending nothing', async () => {
    const result = await addCustomer(
      'p-1',
      form({ ...customer, organizationName: '  ', country: 'XX', adminEmail: 'nope' }),
    );
    expect(result).toEqual({
      errors: {
        organizationName: 'Text field cannot be empty',
        country: 'Choose a country from the list',
        adminEmail: 'Please provide a valid email',
      },
    });
    expect(harness.server.requests).toEqual([]);
  });

  it('posts the checked customer and answers who was added', async () => {
    harness.server.reset(() => ({ status: 200, body: organization }));
    expect(await addCustomer('p-1', form(customer))).toEqual({ added: { id: 'org-7', name: 'Fjord AS' } });
    expect(harness.server.requests.map((r) => [r.method, r.url, JSON.parse(r.body)])).toEqual([
      ['POST', served('/api/v1/partners/p-1/organizations'), { ...customer, adminEmail: 'admin@fjord.example' }],
    ]);
  });

  it("puts the server's field problems on their fields, and says when it did not answer", async () => {
    harness.server.reset(() => ({
      status: 400,
      body: {
        code: 'VALIDATION',
        message: 'organizationName: taken',
        fields: [{ field: 'organizationName', message: 'A customer with this name already exists' }],
      },
    }));
    expect(await addCustomer('p-1', form(customer))).toEqual({
      errors: { organizationName: 'A customer with this name already exists' },
    });
    harness.server.reset(() => ({ status: 403, body: { code: 'FORBIDDEN', message: 'Not yours' } }));
    expect(await addCustomer('p-1', form(customer))).toEqual({ failed: true });
  });
});

describe('importing a file', () => {
  const harness = withTestServer();
  const report = { added: 0, refused: 1, needsConfirmation: true, rows: [] };

  it('sends the text with addValidRows as the form says, and returns the report', async () => {
    harness.server.reset(() => ({ status: 200, body: report }));
    const csv = 'organizationName,country,adminEmail,productType\nFjord AS,NO,a@fjord.example,standard\n';
    expect(await importCustomers('p-1', form({ csv, addValidRows: 'false' }))).toEqual({ report, confirmed: false });
    expect(await importCustomers('p-1', form({ csv, addValidRows: 'true' }))).toEqual({ report, confirmed: true });
    expect(harness.server.requests.map((r) => JSON.parse(r.body))).toEqual([
      { csv, addValidRows: false },
      { csv, addValidRows: true },
    ]);
  });

  it('says why a whole file was refused, and sends no empty file', async () => {
    harness.server.reset(() => ({
      status: 400,
      body: {
        code: 'VALIDATION',
        message: 'csv: The file holds no customers',
        fields: [{ field: 'csv', message: 'The file holds no customers' }],
      },
    }));
    expect(await importCustomers('p-1', form({ csv: 'organizationName,country,adminEmail,productType\n' }))).toEqual({
      refused: 'The file holds no customers',
    });
    expect(await importCustomers('p-1', form({ csv: ' \n ' }))).toEqual({ emptyFile: true });
    expect(harness.server.requests).toHaveLength(1);
  });
});
