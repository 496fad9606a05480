import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import { activeModes } from '../../../session/mode-cookies.ts';
import { useDateLocale } from '../../../ui/use-date-locale.ts';
import { accountRouteId, type AccountLayoutData } from './account-access.ts';
import { loadAccount } from './account-data.ts';
import { DeliveryForm } from './delivery-form.tsx';
import { OrganizationForm } from './organization-form.tsx';
import { UsersSection } from './users-section.tsx';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Stack.css';

/** /settings/account itself: the organisation, its users and roles, and how the person receives notifications. */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadAccount(new URL(request.url), request.signal);
}

export function Component() {
  const account = useLoaderData<typeof loader>();
  const layout = useRouteLoaderData(accountRouteId) as AccountLayoutData;
  const { t, i18n } = useTranslation();
  const locale = useDateLocale(i18n.language, account.dates);
  const inMode = activeModes().length > 0;
  return (
    <Stack gap="xl">
      {!layout.canEdit && (
        <Alert color="blue" role="status">
          {inMode ? t('account.readOnlyMode') : t('account.readOnly')}
        </Alert>
      )}
      <OrganizationForm org={account.org} canEdit={layout.canEdit} />
      <UsersSection users={account.users} list={account.list} canEdit={layout.canEdit} locale={locale} />
      <DeliveryForm current={account.preferredDeliveryMethod} inMode={inMode} />
    </Stack>
  );
}
