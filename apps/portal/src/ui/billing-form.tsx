import { Alert, Button, Grid, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { billingCountryCodes, type BillingInfo } from '@portal/contracts';
import { regionName } from './region-name.ts';
import { addressMessage } from './address-message.ts';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';

interface Props {
  defaults: BillingInfo | null;
  /** The partner record's version the edit starts from (a stale edit is refused). */
  version?: number;
  errors?: Partial<Record<string, string>>;
  /** What in the stored details fails today's rules: marked when the form opens, until a save. */
  storedErrors?: Partial<Record<string, string>>;
  conflict?: boolean;
  busy: boolean;
  submitLabel: string;
  /** Values the action needs besides the fields (the organisation's id). */
  hidden?: Record<string, string>;
}

/** Billing details: the same fields and §5 rules at the /billing gate and in settings. */
export function BillingForm({
  defaults,
  version,
  errors = {},
  storedErrors = {},
  conflict,
  busy,
  submitLabel,
  hidden = {},
}: Props) {
  const { t, i18n } = useTranslation();
  const countries = useMemo(
    () =>
      billingCountryCodes
        .map((code) => ({ value: code, label: regionName(i18n.language, code) }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [i18n.language],
  );
  const address = defaults?.address;
  // The messages of the postal code and VAT number name the country chosen now, with its format.
  const [country, setCountry] = useState(address?.country ?? '');
  const refused = Object.keys(errors).length > 0;
  const shown = refused ? errors : storedErrors;
  const error = (field: string) => addressMessage(t, i18n.language, shown[field], country || undefined);
  return (
    <Form method="post" noValidate>
      {version && <input type="hidden" name="version" value={version} />}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Stack>
        {refused && (
          <Alert color="red" role="alert">
            {t('billing.fixErrors')}
          </Alert>
        )}
        {!refused && Object.keys(storedErrors).length > 0 && (
          <Alert color="orange" role="status">
            {t('validation.storedDetailsInvalid')}
          </Alert>
        )}
        {conflict && (
          <Alert color="orange" role="alert">
            {t('billing.conflict')}
          </Alert>
        )}
        <TextInput
          name="name"
          label={t('billing.name')}
          defaultValue={defaults?.name}
          error={error('name')}
          required
          autoComplete="organization"
        />
        <TextInput
          name="email"
          type="email"
          label={t('billing.email')}
          defaultValue={defaults?.email}
          error={error('email')}
          required
          autoComplete="email"
        />
        <TextInput
          name="line1"
          label={t('billing.line1')}
          defaultValue={address?.line1}
          error={error('line1')}
          required
          autoComplete="address-line1"
        />
        <TextInput
          name="line2"
          label={t('billing.line2')}
          defaultValue={address?.line2}
          error={error('line2')}
          autoComplete="address-line2"
        />
        <Grid>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <TextInput
              name="postalCode"
              label={t('billing.postalCode')}
              defaultValue={address?.postalCode}
              error={error('postalCode')}
              required
              autoComplete="postal-code"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <TextInput
              name="city"
              label={t('billing.city')}
              defaultValue={address?.city}
              error={error('city')}
              required
              autoComplete="address-level2"
            />
          </Grid.Col>
        </Grid>
        <NativeSelect
          name="country"
          label={t('billing.country')}
          defaultValue={address?.country ?? ''}
          error={error('country')}
          required
          data={[{ value: '', label: '' }, ...countries]}
          onChange={(event) => setCountry(event.currentTarget.value)}
        />
        <TextInput
          name="vatNumber"
          label={t('billing.vatNumber')}
          defaultValue={defaults?.vatNumber}
          error={error('vatNumber')}
        />
        <Button type="submit" loading={busy} w="fit-content">
          {submitLabel}
        </Button>
      </Stack>
    </Form>
  );
}
