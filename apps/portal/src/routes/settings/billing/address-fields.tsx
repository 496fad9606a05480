import { Grid, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { billingCountryCodes, type Address } from '@portal/contracts';
import { regionName } from '../../../ui/region-name.ts';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';

/** An address's fields, named `<prefix>.line1` and so on, with the billing form's labels. */
export function AddressFields({
  prefix,
  defaults,
  error,
}: {
  prefix: 'billing' | 'shipping';
  defaults?: Address;
  error: (field: string) => string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const countries = useMemo(
    () =>
      billingCountryCodes
        .map((code) => ({ value: code, label: regionName(i18n.language, code) }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [i18n.language],
  );
  const name = (field: string) => `${prefix}.${field}`;
  const section = prefix === 'billing' ? 'billing' : 'shipping';
  return (
    <Stack gap="sm">
      <TextInput
        name={name('line1')}
        label={t('billing.line1')}
        defaultValue={defaults?.line1}
        error={error(name('line1'))}
        required
        autoComplete={`${section} address-line1`}
      />
      <TextInput
        name={name('line2')}
        label={t('billing.line2')}
        defaultValue={defaults?.line2}
        error={error(name('line2'))}
        autoComplete={`${section} address-line2`}
      />
      <Grid>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <TextInput
            name={name('postalCode')}
            label={t('billing.postalCode')}
            defaultValue={defaults?.postalCode}
            error={error(name('postalCode'))}
            required
            autoComplete={`${section} postal-code`}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <TextInput
            name={name('city')}
            label={t('billing.city')}
            defaultValue={defaults?.city}
            error={error(name('city'))}
            required
            autoComplete={`${section} address-level2`}
          />
        </Grid.Col>
      </Grid>
      <NativeSelect
        name={name('country')}
        label={t('billing.country')}
        defaultValue={defaults?.country ?? ''}
        error={error(name('country'))}
        required
        data={[{ value: '', label: '' }, ...countries]}
      />
    </Stack>
  );
}
