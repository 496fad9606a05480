import { Anchor, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { resolveSession } from '../../session/current-user.ts';
import { fullPageReplace } from '../../session/navigation.ts';
import { OnboardingCard } from '../../ui/onboarding-card.tsx';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';

/**
 * /login/customer-trying-partner-sync: a customer organisation's admin who tried to sign up as a
 * partner. §2 lists it among the public routes, so a visitor whose session has ended (or who opens
 * a saved link) reads the same explanation, without the names only a session can tell.
 */
export async function loader() {
  const outcome = await resolveSession();
  if (outcome.kind !== 'user') return { organizationName: null, fullName: null };
  const { user } = outcome;
  return { organizationName: user.organizationData?.organizationName ?? null, fullName: user.fullName };
}

export function Component() {
  const { organizationName, fullName } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <OnboardingCard title={t('customerSync.title')} signedInAs={fullName ?? undefined}>
      <Text>
        {organizationName
          ? t('customerSync.what', { organization: organizationName })
          : t('customerSync.whatSignedOut')}
      </Text>
      <Text>{t('customerSync.nextStep')}</Text>
      <Group>
        <Button onClick={() => void fullPageReplace(`/platform?t=${Date.now()}`)} w="fit-content">
          {t('customerSync.toPlatform')}
        </Button>
        {!fullName && (
          <Anchor component={Link} to="/login">
            {t('customerSync.signIn')}
          </Anchor>
        )}
      </Group>
    </OnboardingCard>
  );
}
