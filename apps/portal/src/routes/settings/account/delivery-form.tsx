import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import type { DeliveryMethod } from '@portal/contracts';
import { PageSection } from '../../../ui/page-section.tsx';
import type { AccountActionResult } from './account-actions.ts';
import { FormOutcome } from './form-outcome.tsx';
import { refusalText } from './refusals.ts';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';

// §3's three methods, the most common first.
const methods: readonly DeliveryMethod[] = ['email', 'slack', 'teams'];

/** §3 preferred delivery method of the signed-in person: how they receive notifications. Everyone sets their own. */
export function DeliveryForm({ current, inMode }: { current: DeliveryMethod | null; inMode: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<AccountActionResult>();
  const result = fetcher.data;
  const error =
    result && 'errors' in result
      ? result.errors.preferredDeliveryMethod
      : result && 'refused' in result
        ? result.refused
        : undefined;
  return (
    <PageSection id="account-delivery" title={t('account.delivery.title')}>
      <fetcher.Form method="post" action="/settings/account">
        <input type="hidden" name="intent" value="delivery" />
        <Stack maw={480} gap="sm">
          <Text size="sm">
            {current
              ? t('account.delivery.current', { method: t(`account.delivery.methods.${current}`) })
              : t('account.delivery.notChosen')}
          </Text>
          <Radio.Group
            name="preferredDeliveryMethod"
            label={t('account.delivery.label')}
            defaultValue={current ?? undefined}
            error={refusalText(t, error)}
          >
            <Group mt="xs">
              {methods.map((method) => (
                <Radio key={method} value={method} label={t(`account.delivery.options.${method}`)} disabled={inMode} />
              ))}
            </Group>
          </Radio.Group>
          <FormOutcome saved={result && 'done' in result && fetcher.state === 'idle' && t('account.delivery.saved')} />
          {!inMode && (
            <Button type="submit" variant="default" loading={fetcher.state !== 'idle'} w="fit-content">
              {t('account.delivery.save')}
            </Button>
          )}
        </Stack>
      </fetcher.Form>
    </PageSection>
  );
}
