import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data, redirect, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs } from 'react-router';
import { partner as partnerEndpoint } from '@portal/contracts';
import { call } from '../../api/client.ts';
import { saveBillingInfo, storedBillingErrors } from '../../lib/save-billing-info.ts';
import { requirePartner } from '../../session/require-partner.ts';
import { BillingForm } from '../../ui/billing-form.tsx';
import { OnboardingCard } from '../../ui/onboarding-card.tsx';

/** /billing: the billing details the root guard asks a distributor for (§4 step 5). */
export async function loader() {
  const { user, org } = await requirePartner();
  const record = await call(partnerEndpoint, { params: { cybrOrgId: org.cybrOrgId } });
  // A first visit starts from what the portal already knows about the organisation.
  const defaults = record.billingInfo ?? {
    name: org.organizationName,
    email: user.email,
    address: { line1: '', city: '', postalCode: '', country: org.country ?? '' },
  };
  // Stored details that fail today's rules (the reason the root guard sent the person here) are marked.
  return {
    cybrOrgId: org.cybrOrgId,
    defaults,
    version: record.version,
    fullName: user.fullName,
    storedErrors: storedBillingErrors(record.billingInfo),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const result = await saveBillingInfo(String(form.get('cybrOrgId')), form);
  if ('saved' in result) return redirect('/welcome');
  return data(result, { status: 'conflict' in result ? 409 : 400 });
}

export function Component() {
  const { cybrOrgId, defaults, version, fullName, storedErrors } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  return (
    <OnboardingCard title={t('billing.title')} signedInAs={fullName}>
      <Text>{t('billing.intro')}</Text>
      <BillingForm
        defaults={defaults}
        version={version}
        errors={result && 'errors' in result ? result.errors : undefined}
        storedErrors={storedErrors}
        conflict={Boolean(result && 'conflict' in result)}
        busy={busy}
        submitLabel={t('billing.submit')}
        hidden={{ cybrOrgId }}
      />
    </OnboardingCard>
  );
}
