import { Alert, Anchor, Button, List, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { connectOrganization } from './connect.ts';
import { kindFromPath, signUpProgress } from './progress.ts';
import { OnboardingCard } from '../../ui/onboarding-card.tsx';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';

// /sign-up/distributor and /sign-up/reseller: the organisation is created from the identity provider.
export async function loader({ request }: LoaderFunctionArgs) {
  const { user, step } = await signUpProgress();
  if (step !== '/sign-up') throw redirect(step);
  return { kind: kindFromPath(new URL(request.url).pathname), fullName: user.fullName };
}

export function Component() {
  const { kind, fullName } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  async function connect() {
    setState('busy');
    try {
      const result = await connectOrganization(kind, i18n.language);
      if (result === 'ok')
        await navigate(kind === 'reseller' ? '/sign-up/reseller/access-code' : '/sign-up/distributor/select-currency');
      else if (result !== 'redirected')
        await navigate(`/sign-up/error?reason=${result === 'missing-permissions' ? 'missing-permissions' : 'failed'}`);
    } catch {
      setState('failed');
    }
  }

  return (
    <OnboardingCard
      title={t(`signUp.connect.${kind}Title`)}
      step={{ current: 2, of: kind === 'reseller' ? 4 : 5 }}
      signedInAs={fullName}
    >
      <Text>{t('signUp.connect.intro')}</Text>
      <List spacing="xs">
        <List.Item>{t('signUp.connect.point1')}</List.Item>
        <List.Item>{t('signUp.connect.point2')}</List.Item>
        <List.Item>
          {t(kind === 'reseller' ? 'signUp.connect.pointReseller' : 'signUp.connect.pointDistributor')}
        </List.Item>
      </List>
      {state === 'failed' && (
        <Alert color="red" role="alert">
          {t('signUp.connect.failed')}
        </Alert>
      )}
      <Button onClick={() => void connect()} loading={state === 'busy'} w="fit-content">
        {t('signUp.connect.button')}
      </Button>
      <Anchor component={Link} to="/sign-up" size="sm">
        {t('signUp.back')}
      </Anchor>
    </OnboardingCard>
  );
}
