import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  data,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { partner as partnerEndpoint } from '@portal/contracts';
import { call } from '../../api/client.ts';
import { saveBillingInfo, storedBillingErrors } from '../../lib/save-billing-info.ts';
import { requirePartner } from '../../session/require-partner.ts';
import { BillingForm } from '../../ui/billing-form.tsx';
import { BillingLoadError } from '../../ui/billing-load-error.tsx';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';

/** /settings/billing-details (§2): the billing details of the /billing gate, to view and change later. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user, org } = await requirePartner();
  const record = await call(partnerEndpoint, { params: { cybrOrgId: org.cybrOrgId }, signal: request.signal });
  const defaults = record.billingInfo ?? {
    name: org.organizationName,
    email: user.email,
    address: { line1: '', city: '', postalCode: '', country: org.country ?? '' },
  };
  return { defaults, version: record.version, storedErrors: storedBillingErrors(record.billingInfo) };
}

// The same rules, §5 messages and stale-edit refusal as the gate (lib/save-billing-info.ts);
// here a save keeps the person on the page and says it was saved.
export async function action({ request }: ActionFunctionArgs) {
  const { org } = await requirePartner();
  const result = await saveBillingInfo(org.cybrOrgId, await request.formData());
  if ('saved' in result) return result;
  return data(result, { status: 'conflict' in result ? 409 : 400 });
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  return <BillingLoadError title={t('settings.pages.billingDetails')} />;
}

export function Component() {
  const { defaults, version, storedErrors } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <Stack gap="md" maw={640}>
      <Title order={2} size="h3">
        {t('settings.pages.billingDetails')}
      </Title>
      <Text>{t('settings.billingDetails.intro')}</Text>
      {result && 'saved' in result && navigation.state === 'idle' && (
        <Alert color="green" role="status">
          {t('settings.billingDetails.saved')}
        </Alert>
      )}
      <BillingForm
        defaults={defaults}
        version={version}
        errors={result && 'errors' in result ? result.errors : undefined}
        storedErrors={storedErrors}
        conflict={Boolean(result && 'conflict' in result)}
        busy={busy}
        submitLabel={t('billing.save')}
      />
    </Stack>
  );
}
