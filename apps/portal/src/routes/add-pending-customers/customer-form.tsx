import { Alert, Anchor, Button, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import { productTypeSchema } from '@portal/contracts';
import { useCountryOptions } from '../../ui/country-options.ts';
import type { AddOutcome } from './add-actions.ts';
import { nameMaxLength, problemText } from './problem-text.ts';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';

/** One customer: added as pending, to be approved on /pending. */
export function CustomerForm() {
  const { t, i18n } = useTranslation();
  // Its own fetcher: the answer stays beside this form whatever else the page does meanwhile.
  const fetcher = useFetcher<AddOutcome>();
  const result = fetcher.data?.kind === 'add' ? fetcher.data.result : undefined;
  const busy = fetcher.state !== 'idle';
  const countryOptions = useCountryOptions(i18n.language);
  const errors = result && 'errors' in result ? result.errors : {};
  const error = (field: string) => (errors[field] ? problemText(t, errors[field]) : undefined);
  const added = result && 'added' in result ? result.added : null;
  return (
    <Stack component="section" aria-labelledby="add-one-title">
      <Title order={2} size="h3" id="add-one-title">
        {t('addCustomers.one.title')}
      </Title>
      <div aria-live="polite">
        {added && (
          <Alert color="green" role="status">
            {t('addCustomers.one.added', { name: added.name })}{' '}
            <Anchor component={Link} to="/pending" size="sm">
              {t('addCustomers.toPending')}
            </Anchor>
          </Alert>
        )}
      </div>
      {result && 'refused' in result && (
        <Alert color="red" role="alert">
          {problemText(t, result.refused)}
        </Alert>
      )}
      {result && 'failed' in result && (
        <Alert color="red" role="alert">
          {t('addCustomers.failed')}
        </Alert>
      )}
      {Object.keys(errors).length > 0 && (
        <Alert color="red" role="alert">
          {t('addCustomers.one.fixErrors')}
        </Alert>
      )}
      {/* A new key after each addition empties the form for the next customer. */}
      <fetcher.Form method="post" noValidate key={added?.id ?? 'form'}>
        <input type="hidden" name="intent" value="add" />
        <Stack maw={480}>
          <TextInput
            name="organizationName"
            label={t('addCustomers.fields.organizationName')}
            error={error('organizationName')}
            required
            maxLength={nameMaxLength}
            autoComplete="off"
          />
          <NativeSelect
            name="country"
            label={t('addCustomers.fields.country')}
            error={error('country')}
            required
            data={[{ value: '', label: t('addCustomers.one.chooseCountry') }, ...countryOptions]}
          />
          <TextInput
            name="adminEmail"
            type="email"
            label={t('addCustomers.fields.adminEmail')}
            description={t('addCustomers.one.adminEmailHint')}
            error={error('adminEmail')}
            required
            autoComplete="off"
          />
          <NativeSelect
            name="productType"
            label={t('addCustomers.fields.productType')}
            error={error('productType')}
            required
            data={productTypeSchema.options.map((p) => ({ value: p, label: t(`products.${p}`) }))}
          />
          <Button type="submit" loading={busy} w="fit-content">
            {t('addCustomers.one.submit')}
          </Button>
        </Stack>
      </fetcher.Form>
    </Stack>
  );
}
