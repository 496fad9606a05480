import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '@portal/contracts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import type { WebhookFetcher } from './webhook-fetcher.ts';

export type Confirming = { endpoint: WebhookEndpoint; verb: 'rotate' | 'delete' };

/** Asks before an endpoint's secret is replaced or the endpoint deleted. */
export function EndpointConfirmDialog({
  confirming,
  fetcher,
  onClose,
}: {
  confirming: Confirming;
  fetcher: WebhookFetcher;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { endpoint, verb } = confirming;
  const url = endpoint.url;
  return (
    <ConfirmDialog
      title={t(`webhooks.confirm.${verb}Title`, { url })}
      text={t(`webhooks.confirm.${verb}Text`, { url })}
      cancel={t('webhooks.confirm.cancel')}
      confirm={t(`webhooks.confirm.${verb}`)}
      danger={verb === 'delete'}
      fields={{ intent: verb, endpointId: endpoint.id, url }}
      fetcher={fetcher}
      onClose={onClose}
    />
  );
}
