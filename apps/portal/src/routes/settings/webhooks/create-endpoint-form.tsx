import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../ui/page-section.tsx';
import { ProblemAlert } from '../../../ui/problem-alert.tsx';
import { EndpointFields } from './endpoint-fields.tsx';
import type { WebhookFetcher } from './webhook-fetcher.ts';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';

/** Adds an endpoint: its https address, what it is for, and the events it hears. Refusals show at their fields. */
export function CreateEndpointForm({ fetcher }: { fetcher: WebhookFetcher }) {
  const { t } = useTranslation();
  const result = fetcher.data?.intent === 'create' ? fetcher.data : undefined;
  const errors = result && 'errors' in result ? result.errors : {};
  // A new endpoint starts the form afresh (a new key for React); a refused one keeps what was typed.
  const created = result && 'issued' in result ? result.issued.endpoint.id : undefined;
  const busy = fetcher.state !== 'idle' && fetcher.formData?.get('intent') === 'create';
  return (
    <PageSection id="webhook-endpoint-create" title={t('webhooks.create.title')}>
      <fetcher.Form method="post" noValidate key={created ?? 'create'}>
        <input type="hidden" name="intent" value="create" />
        <Stack gap="md" maw={480}>
          {result && 'problem' in result && (
            <ProblemAlert texts="webhooks.problems" problem={result.problem} message={result.message} />
          )}
          <EndpointFields errors={errors} />
          <Button type="submit" w="fit-content" loading={busy}>
            {t('webhooks.create.submit')}
          </Button>
        </Stack>
      </fetcher.Form>
    </PageSection>
  );
}
