import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '@portal/contracts';
import badges from '../../../ui/badges.module.css';
import { HiddenFields } from '../../../ui/hidden-fields.tsx';
import { RowButton } from '../../../ui/row-button.tsx';
import type { WebhookFetcher } from './webhook-fetcher.ts';
import '@mantine/core/styles/Text.css';

/** On or off, and, when the portal switched it off after persistent failure, why. */
export function EndpointStatus({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={badges.badge} data-tone={endpoint.enabled ? 'good' : 'attention'}>
        {t(endpoint.enabled ? 'webhooks.status.on' : 'webhooks.status.off')}
      </span>
      {!endpoint.enabled && endpoint.disabledReason && (
        <Text size="sm" mt={4}>
          {t('webhooks.status.disabledBecause', { reason: endpoint.disabledReason })}
        </Text>
      )}
    </>
  );
}

/** Switches an endpoint off or on at once: nothing is lost by either (switching on clears its failures). */
export function EnabledSwitch({ endpoint, fetcher }: { endpoint: WebhookEndpoint; fetcher: WebhookFetcher }) {
  const { t } = useTranslation();
  const verb = endpoint.enabled ? 'disable' : 'enable';
  const busy = fetcher.state !== 'idle' && fetcher.formData?.get('endpointId') === endpoint.id;
  return (
    <fetcher.Form method="post">
      <HiddenFields fields={{ intent: verb, endpointId: endpoint.id, url: endpoint.url }} />
      <RowButton label={t(`webhooks.list.${verb}Endpoint`, { url: endpoint.url })} busy={busy}>
        {t(`webhooks.list.${verb}`)}
      </RowButton>
    </fetcher.Form>
  );
}
