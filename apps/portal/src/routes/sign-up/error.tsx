import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { OnboardingCard } from '../../ui/onboarding-card.tsx';
import '@mantine/core/styles/Alert.css';

const reasons = ['failed', 'missing-permissions', 'other-account'] as const;

export function loader({ request }: LoaderFunctionArgs) {
  const reason = new URL(request.url).searchParams.get('reason');
  return { reason: reasons.find((r) => r === reason) ?? 'failed' };
}

/** /sign-up/error: what went wrong while connecting the organisation, and what to do about it. */
export function Component() {
  const { reason } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <OnboardingCard title={t('signUpError.title')}>
      <Alert color="red" role="alert">
        {t(`signUpError.${reason}.what`)}
      </Alert>
      <Text>{t(`signUpError.${reason}.nextStep`)}</Text>
      <Anchor component={Link} to="/sign-up">
        {t('signUpError.tryAgain')}
      </Anchor>
    </OnboardingCard>
  );
}
