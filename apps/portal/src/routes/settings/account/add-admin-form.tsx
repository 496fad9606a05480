import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { maxLength } from '@portal/contracts';
import type { AccountActionResult } from './account-actions.ts';
import { FormOutcome } from './form-outcome.tsx';
import { refusalText } from './refusals.ts';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';

/** Adds an admin by e-mail: they sign in with that address and manage the partner too. */
export function AddAdminForm() {
  const { t } = useTranslation();
  const fetcher = useFetcher<AccountActionResult>();
  const result = fetcher.data;
  const added = result && 'done' in result ? result.name : undefined;
  const error =
    result && 'errors' in result ? result.errors.email : result && 'refused' in result ? result.refused : undefined;
  return (
    <fetcher.Form method="post" action="/settings/account" noValidate key={added ?? 'add-admin'}>
      <input type="hidden" name="intent" value="addAdmin" />
      <FormOutcome saved={added && fetcher.state === 'idle' && t('account.addAdmin.added', { email: added })} />
      <Group align="flex-start">
        <TextInput
          name="email"
          type="email"
          label={t('account.addAdmin.email')}
          description={t('account.addAdmin.hint')}
          error={refusalText(t, error)}
          required
          maxLength={maxLength.email}
          autoComplete="off"
          w={360}
        />
        <Button type="submit" loading={fetcher.state !== 'idle'} mt={46}>
          {t('account.addAdmin.submit')}
        </Button>
      </Group>
    </fetcher.Form>
  );
}
