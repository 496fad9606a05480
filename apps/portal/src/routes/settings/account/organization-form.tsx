import { Button, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { languageCodes, languageNativeNames, maxLength, type Organization } from '@portal/contracts';
import { PageSection } from '../../../ui/page-section.tsx';
import { useCountryOptions } from '../../../ui/country-options.ts';
import type { AccountActionResult } from './account-actions.ts';
import { FormOutcome } from './form-outcome.tsx';
import { refusalText } from './refusals.ts';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';

/** The organisation's name, country (§3 table, named in the person's language) and default language (§3's 12). */
export function OrganizationForm({ org, canEdit }: { org: Organization; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const fetcher = useFetcher<AccountActionResult>();
  const result = fetcher.data;
  const errors = result && 'errors' in result ? result.errors : {};
  const countryOptions = useCountryOptions(i18n.language);
  const languageOptions = languageCodes.map((code) => ({ value: code, label: languageNativeNames[code] }));
  return (
    <PageSection id="account-organization" title={t('account.organization.title')}>
      <fetcher.Form method="post" action="/settings/account" noValidate>
        <input type="hidden" name="intent" value="details" />
        <Stack maw={480}>
          <FormOutcome
            saved={result && 'done' in result && fetcher.state === 'idle' && t('account.organization.saved')}
            refused={result && 'refused' in result ? result.refused : undefined}
          />
          <TextInput
            name="organizationName"
            label={t('account.organization.name')}
            defaultValue={org.organizationName}
            error={refusalText(t, errors.organizationName)}
            required
            maxLength={maxLength.name}
            disabled={!canEdit}
          />
          <NativeSelect
            name="country"
            label={t('account.organization.country')}
            defaultValue={org.country ?? ''}
            error={refusalText(t, errors.country)}
            data={[{ value: '', label: t('account.organization.chooseCountry'), disabled: true }, ...countryOptions]}
            disabled={!canEdit}
          />
          <NativeSelect
            name="defaultLanguageCode"
            label={t('account.organization.language')}
            description={t('account.organization.languageHint')}
            defaultValue={org.defaultLanguageCode}
            error={refusalText(t, errors.defaultLanguageCode)}
            data={languageOptions}
            disabled={!canEdit}
          />
          {canEdit && (
            <Button type="submit" loading={fetcher.state !== 'idle'} w="fit-content">
              {t('account.organization.save')}
            </Button>
          )}
        </Stack>
      </fetcher.Form>
    </PageSection>
  );
}
