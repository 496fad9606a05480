import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '@portal/contracts';
import { HiddenFields } from '../../../../ui/hidden-fields.tsx';
import { PageSection } from '../../../../ui/page-section.tsx';
import { EndpointFields } from '../endpoint-fields.tsx';
import { EndpointOutcome } from '../endpoint-outcome.tsx';
import type { WebhookFetcher } from '../webhook-fetcher.ts';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';

/** Changes an endpoint's address, description and events; refusals show at their fields, a save is said. */
export function EditEndpointForm({ endpoint, fetcher }: { endpoint: WebhookEndpoint; fetcher: WebhookFetcher }) {
  const { t } = useTranslation();
  const result = fetcher.state === 'idle' && fetcher.data?.intent === 'update' ? fetcher.data : undefined;
  const errors = result && 'errors' in result ? result.errors : {};
  const busy = fetcher.state !== 'idle';
  return (
    <PageSection id="webhook-endpoint-edit" title={t('webhooks.edit.title')}>
      <fetcher.Form method="post" noValidate>
        <HiddenFields fields={{ intent: 'update', endpointId: endpoint.id }} />
        <Stack gap="md" maw={480}>
          <EndpointOutcome result={result} />
          <EndpointFields errors={errors} endpoint={endpoint} />
          <Button type="submit" w="fit-content" loading={busy}>
            {t('webhooks.edit.submit')}
          </Button>
        </Stack>
      </fetcher.Form>
    </PageSection>
  );
}
