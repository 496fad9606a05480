import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { requireUser } from '../../session/current-user.ts';
import { fullPageReplace } from '../../session/navigation.ts';
import { OnboardingCard } from '../../ui/onboarding-card.tsx';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';

/** /login/customer-trying-partner-sync: a customer organisation's admin who tried to sign up as a partner. */
export async function loader() {
  const user = await requireUser();
  return { organizationName: user.organizationData?.organizationName ?? '', fullName: user.fullName };
}

export function Component() {
  const { organizationName, fullName } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <OnboardingCard title={t('customerSync.title')} signedInAs={fullName}>
      <Text>{t('customerSync.what', { organization: organizationName })}</Text>
      <Text>{t('customerSync.nextStep')}</Text>
      <Button onClick={() => void fullPageReplace(`/platform?t=${Date.now()}`)} w="fit-content">
        {t('customerSync.toPlatform')}
      </Button>
    </OnboardingCard>
  );
}
