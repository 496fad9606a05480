import { Box, Checkbox, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  data,
  Form,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { acceptTermsOfService, termsVersion } from '@portal/contracts';
import { call } from '../../api/client.ts';
import { ApiError } from '../../api/api-error.ts';
import { kindFromPath, requireStep } from './progress.ts';
import { OnboardingCard } from '../../ui/onboarding-card.tsx';
import { StepSubmit } from '../../ui/step-submit.tsx';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Loader.css';

const sections = ['partnership', 'licences', 'billing', 'data', 'confidentiality', 'term'] as const;

// /sign-up/distributor/terms-of-service and /sign-up/reseller/terms-of-service.
export async function loader({ request }: LoaderFunctionArgs) {
  const kind = kindFromPath(new URL(request.url).pathname);
  const { user, org } = await requireStep(`/sign-up/${kind}/terms-of-service`);
  return { kind, cybrOrgId: org.cybrOrgId, fullName: user.fullName };
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  if (form.get('accepted') !== 'on') return data({ error: 'mustAccept' as const }, { status: 400 });
  try {
    await call(acceptTermsOfService, {
      params: { cybrOrgId: String(form.get('cybrOrgId')) },
      body: { accepted: true, version: String(form.get('version')) },
    });
  } catch (error) {
    // The terms changed while the page was open: the person reads the new text first.
    if (error instanceof ApiError && error.status === 409) return data({ error: 'changed' as const }, { status: 409 });
    throw error;
  }
  // A distributor gives its billing details next (§4 step 5); a reseller is done.
  return redirect(kindFromPath(new URL(request.url).pathname) === 'reseller' ? '/welcome' : '/billing');
}

export function Component() {
  const { kind, cybrOrgId, fullName } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  return (
    <OnboardingCard
      title={t('terms.title')}
      step={kind === 'reseller' ? { current: 4, of: 4 } : { current: 4, of: 5 }}
      signedInAs={fullName}
    >
      <Text size="sm" c="dimmed">
        {t('terms.version', { version: termsVersion })}
      </Text>
      {/* The text scrolls on its own: it must be reachable and readable from the keyboard. */}
      <Box
        component="section"
        mah={320}
        style={{ overflowY: 'auto' }}
        tabIndex={0}
        aria-label={t('terms.title')}
        p="xs"
        bd="1px solid gray.3"
      >
        <Stack gap="sm">
          {sections.map((section) => (
            <div key={section}>
              <Title order={2} size="h5">
                {t(`terms.${section}.heading`)}
              </Title>
              <Text size="sm">{t(`terms.${section}.text`)}</Text>
            </div>
          ))}
        </Stack>
      </Box>
      <Form method="post">
        <input type="hidden" name="cybrOrgId" value={cybrOrgId} />
        <input type="hidden" name="version" value={termsVersion} />
        <Stack>
          <Checkbox
            name="accepted"
            label={t('terms.accept')}
            error={result?.error === 'mustAccept' ? t('terms.mustAccept') : undefined}
          />
          <StepSubmit
            label={t('terms.submit')}
            busy={busy}
            problem={result?.error === 'changed' ? t('terms.changed') : undefined}
            problemColor="orange"
          />
        </Stack>
      </Form>
    </OnboardingCard>
  );
}
