import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data, type ActionFunctionArgs } from 'react-router';
import { requirePartner } from '../../session/require-partner.ts';
import { addCustomer, importCustomers, type AddOutcome } from './add-actions.ts';
import { CustomerForm } from './customer-form.tsx';
import { CustomerImport } from './customer-import.tsx';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';

export async function action({ request }: ActionFunctionArgs) {
  const { cybrOrgId } = (await requirePartner()).org;
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'add') {
    const result = await addCustomer(cybrOrgId, form);
    return data<AddOutcome>({ kind: 'add', result }, { status: 'added' in result ? 200 : 400 });
  }
  if (intent === 'import') {
    const result = await importCustomers(cybrOrgId, form);
    return data<AddOutcome>({ kind: 'import', result }, { status: 'report' in result ? 200 : 400 });
  }
  return data<AddOutcome>({ kind: 'none' }, { status: 400 });
}

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1} size="h2">
          {t('addCustomers.title')}
        </Title>
        <Text>{t('addCustomers.intro')}</Text>
      </Stack>
      <CustomerForm />
      <CustomerImport />
    </Stack>
  );
}
