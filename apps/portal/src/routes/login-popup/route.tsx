import { Alert, Button, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { reportToOpener, type PopupResult } from '../../session/popup.ts';
import { OnboardingCard } from '../../ui/onboarding-card.tsx';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';

/** /login-popup: where a popup sign-in or organisation connection ends (§2: error=true, missing-permissions=true). */
export function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const result: PopupResult =
    query.get('missing-permissions') === 'true'
      ? 'missing-permissions'
      : query.get('error') === 'true'
        ? 'error'
        : 'ok';
  return { result };
}

export function Component() {
  const { result } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  useEffect(() => {
    reportToOpener(result);
    // A finished sign-in has nothing more to show; an error stays readable until closed.
    if (result === 'ok') window.close();
  }, [result]);
  return (
    <OnboardingCard title={t(`loginPopup.${result}.title`)}>
      {result === 'ok' ? (
        <Text role="status">{t('loginPopup.ok.text')}</Text>
      ) : (
        <Alert color="red" role="alert">
          {t(`loginPopup.${result}.text`)}
        </Alert>
      )}
      <Button variant="default" onClick={() => window.close()} w="fit-content">
        {t('loginPopup.close')}
      </Button>
    </OnboardingCard>
  );
}
