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
import { currencies, currencyForCountry, currencySettingRequestSchema, setPartnerCurrency } from '@portal/contracts';
import { call } from '../../api/client.ts';
import { parseForm } from '../../lib/parse-form.ts';
import { requireStep } from './progress.ts';
import { OnboardingCard } from '../../ui/onboarding-card.tsx';
import { StepSubmit } from '../../ui/step-submit.tsx';
import { regionName } from '../../ui/region-name.ts';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Loader.css';

export async function loader() {
  const { user, org } = await requireStep('/sign-up/distributor/select-currency');
  // §9: the currency follows the organisation's country; any of the four may be chosen.
  return {
    cybrOrgId: org.cybrOrgId,
    country: org.country,
    proposed: (org.country && currencyForCountry(org.country)) || 'eur',
    fullName: user.fullName,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const parsed = parseForm(currencySettingRequestSchema, form);
  if ('errors' in parsed) return data({ error: true }, { status: 400 });
  await call(setPartnerCurrency, { params: { cybrOrgId: String(form.get('cybrOrgId')) }, body: parsed.value });
  return redirect('/sign-up/distributor/terms-of-service');
}

export function Component() {
  const { cybrOrgId, country, proposed, fullName } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { t, i18n } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  return (
    <OnboardingCard title={t('signUp.currency.title')} step={{ current: 3, of: 5 }} signedInAs={fullName}>
      <Text>
        {country
          ? t('signUp.currency.proposed', { country: regionName(i18n.language, country) })
          : t('signUp.currency.intro')}
      </Text>
      <Form method="post">
        <input type="hidden" name="cybrOrgId" value={cybrOrgId} />
        <Stack>
          <Radio.Group name="currency" defaultValue={proposed} label={t('signUp.currency.label')} required>
            <Stack gap="sm" mt="xs">
              {currencies.map((code) => (
                <Radio key={code} value={code} label={`${code.toUpperCase()} — ${t(`currencies.${code}`)}`} />
              ))}
            </Stack>
          </Radio.Group>
          <StepSubmit
            label={t('signUp.continue')}
            busy={busy}
            problem={failed ? t('signUp.currency.chooseOne') : undefined}
          />
        </Stack>
      </Form>
    </OnboardingCard>
  );
}
