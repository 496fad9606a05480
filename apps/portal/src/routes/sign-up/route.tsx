import { Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  data,
  Form,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
} from 'react-router';
import { signUpProgress } from './progress.ts';
import { OnboardingCard } from '../../ui/onboarding-card.tsx';
import { StepSubmit } from '../../ui/step-submit.tsx';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Loader.css';

export async function loader() {
  const { user, step } = await signUpProgress();
  // Someone whose sign-up is under way, or done, continues where they are.
  if (step !== '/sign-up') throw redirect(step);
  return { fullName: user.fullName };
}

export async function action({ request }: ActionFunctionArgs) {
  const kind = (await request.formData()).get('kind');
  if (kind !== 'distributor' && kind !== 'reseller') return data({ error: 'chooseKind' as const }, { status: 400 });
  return redirect(`/sign-up/${kind}`);
}

export function Component() {
  const { fullName } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  return (
    <OnboardingCard title={t('signUp.title')} signedInAs={fullName}>
      <Text>{t('signUp.intro')}</Text>
      <Form method="post">
        <Stack>
          <Radio.Group
            name="kind"
            label={t('signUp.kindLabel')}
            required
            error={result?.error ? t(`signUp.${result.error}`) : undefined}
          >
            <Stack gap="sm" mt="xs">
              <Radio value="distributor" label={t('signUp.distributor')} description={t('signUp.distributorHint')} />
              <Radio value="reseller" label={t('signUp.reseller')} description={t('signUp.resellerHint')} />
            </Stack>
          </Radio.Group>
          <StepSubmit label={t('signUp.continue')} busy={busy} problem={result?.error && t(`signUp.${result.error}`)} />
        </Stack>
      </Form>
    </OnboardingCard>
  );
}
