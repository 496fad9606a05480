import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
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
import { accessCodeEligibility, redeemAccessCode, type AccessCodeRefusal } from '@portal/contracts';
import { call } from '../../api/client.ts';
import { ApiError } from '../../api/api-error.ts';
import { requireStep } from './progress.ts';
import { forgetSession } from '../../session/current-user.ts';
import { OnboardingCard } from '../../ui/onboarding-card.tsx';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';

// Codes are shown in groups of four; people type them any way they like.
const normalise = (code: string) =>
  code
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/(.{4})(?=.)/g, '$1-');

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, org } = await requireStep('/sign-up/reseller/access-code');
  const { cybrOrgId } = org;
  const typed = new URL(request.url).searchParams.get('code')?.trim();
  const code = typed ? normalise(typed) : '';
  // The code's eligibility is shown before anything is redeemed.
  const eligibility = code
    ? await call(accessCodeEligibility, { params: { cybrOrgId, accessCode: code }, signal: request.signal })
    : null;
  return { cybrOrgId, code, eligibility, fullName: user.fullName };
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const params = { cybrOrgId: String(form.get('cybrOrgId')), accessCode: String(form.get('code')) };
  try {
    await call(redeemAccessCode, { params });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
      // Refused (used meanwhile, say, in another tab): say why, in the person's language.
      const { reason } = await call(accessCodeEligibility, { params });
      return data({ refused: (reason ?? 'redeemed') as AccessCodeRefusal }, { status: error.status });
    }
    throw error;
  }
  // The organisation now has its distributor: the session guard reads it afresh.
  forgetSession();
  return redirect('/sign-up/reseller/terms-of-service');
}

export function Component() {
  const { cybrOrgId, code, eligibility, fullName } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const refusal = result?.refused ?? (eligibility && !eligibility.eligible ? eligibility.reason : null);
  return (
    <OnboardingCard title={t('accessCode.title')} step={{ current: 3, of: 4 }} signedInAs={fullName}>
      <Text>{t('accessCode.intro')}</Text>
      <Form method="get">
        <Group align="flex-end">
          <TextInput
            name="code"
            label={t('accessCode.label')}
            defaultValue={code}
            required
            autoComplete="off"
            placeholder="ABCD-EFGH-JKMN"
          />
          <Button type="submit" variant="default" loading={busy && !eligibility}>
            {t('accessCode.check')}
          </Button>
        </Group>
      </Form>
      {refusal && (
        <Alert color="red" role="alert">
          {t(`accessCode.refused.${refusal}`)}
        </Alert>
      )}
      {eligibility?.eligible && !result && (
        <Form method="post">
          <input type="hidden" name="cybrOrgId" value={cybrOrgId} />
          <input type="hidden" name="code" value={code} />
          <Stack>
            <Alert color="green" role="status">
              {t('accessCode.eligible', { code })}
            </Alert>
            <Button type="submit" loading={busy} w="fit-content">
              {t('accessCode.redeem')}
            </Button>
          </Stack>
        </Form>
      )}
    </OnboardingCard>
  );
}
