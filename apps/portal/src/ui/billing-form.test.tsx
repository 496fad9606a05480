import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BillingInfo } from '@portal/contracts';
import { storedBillingErrors } from '../lib/save-billing-info.ts';
import { testI18n } from '../i18n/test-i18n.ts';
import enBilling from '../i18n/features/billing/en.json';
import deBilling from '../i18n/features/billing/de.json';
import { BillingForm } from './billing-form.tsx';

const i18n = await testI18n({ en: enBilling, de: deBilling });

// Saved before postal codes and VAT numbers were checked: a Norwegian address with neither.
const stored: BillingInfo = {
  name: 'Nordic Shield AS',
  email: 'billing@ns.example',
  address: { line1: 'Karl Johans gate 12', city: 'Oslo', postalCode: 'ABCDE', country: 'NO' },
  vatNumber: '!!!',
};

async function opened(billing: BillingInfo, language = 'en'): Promise<string> {
  await i18n.changeLanguage(language);
  const Page = createRoutesStub([
    {
      path: '/billing',
      Component: () => (
        <BillingForm defaults={billing} storedErrors={storedBillingErrors(billing)} busy={false} submitLabel="Save" />
      ),
    },
  ]);
  return renderToStaticMarkup(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <Page initialEntries={['/billing']} />
      </I18nextProvider>
    </MantineProvider>,
  );
}

describe('the billing form, opened on stored details that fail today’s rules', () => {
  it('marks the failing fields with messages naming the country and its format, under a notice', async () => {
    const html = await opened(stored);
    expect(html).toContain('Some saved details do not pass our current checks. Correct the marked fields and save.');
    expect(html).toContain('Enter a postal code as used in Norway, e.g. 0150');
    expect(html).toContain('Enter a VAT number as registered in Norway, e.g. NO 923 609 016 MVA');
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(2);
  });

  it('speaks the person’s language', async () => {
    const html = await opened(stored, 'de');
    expect(html).toContain('Geben Sie eine Postleitzahl ein, wie sie in Norwegen verwendet wird, z. B. 0150');
  });

  it('marks nothing when the stored details pass', async () => {
    const html = await opened({
      ...stored,
      address: { ...stored.address, postalCode: '0154' },
      vatNumber: 'NO923609016MVA',
    });
    expect(html).not.toContain('Some saved details');
    expect(html).not.toContain('aria-invalid="true"');
  });
});
