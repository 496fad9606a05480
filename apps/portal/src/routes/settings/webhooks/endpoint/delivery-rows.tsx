import { Table, Text } from '@mantine/core';
import type { Locale } from 'date-fns';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from '@portal/contracts';
import badges from '../../../../ui/badges.module.css';
import { ColumnHeads } from '../../../../ui/column-heads.tsx';
import { DateTime, moment } from '../../../../ui/date-time.tsx';
import { HiddenFields } from '../../../../ui/hidden-fields.tsx';
import { RowButton } from '../../../../ui/row-button.tsx';
import { TableScroll } from '../../../../ui/table-scroll.tsx';
import type { WebhookFetcher } from '../webhook-fetcher.ts';
import classes from '../webhooks.module.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/VisuallyHidden.css';

const statusTones: Record<WebhookDelivery['status'], string | undefined> = {
  pending: 'info',
  delivered: 'good',
  failed: 'attention',
  dead: undefined,
};

/** A delivery's event in words; the test event and types this portal does not know yet as they are. */
const eventName = (t: TFunction, type: string) => t(`webhooks.events.${type}`, { defaultValue: type });

/**
 * One row per delivery: what was sent, how it went, the receiver's answer. "Redeliver" sends the same
 * event again with the same webhook-id, so a receiver that deduplicates takes it at most once.
 */
export function DeliveryRows({
  deliveries,
  endpointId,
  url,
  locale,
  fetcher,
}: {
  deliveries: WebhookDelivery[];
  endpointId: string;
  url: string;
  locale: Locale;
  fetcher: WebhookFetcher;
}) {
  const { t } = useTranslation();
  const busy = (delivery: WebhookDelivery) =>
    fetcher.state !== 'idle' && fetcher.formData?.get('deliveryId') === delivery.id;
  if (deliveries.length === 0) return <Text>{t('webhooks.deliveries.empty')}</Text>;
  return (
    <TableScroll minWidth={1040} label={t('webhooks.deliveries.caption')}>
      <Table>
        <Table.Caption>{t('webhooks.deliveries.caption')}</Table.Caption>
        <ColumnHeads
          labels={(
            [
              'createdAt',
              'event',
              'status',
              'responseStatus',
              'durationMs',
              'attempts',
              'lastAttemptAt',
              'response',
            ] as const
          ).map((column) => t(`webhooks.deliveries.columns.${column}`))}
          actions={t('webhooks.deliveries.columns.actions')}
        />
        <Table.Tbody>
          {deliveries.map((delivery) => (
            <Table.Tr key={delivery.id}>
              <Table.Th scope="row" fw="normal">
                <DateTime iso={delivery.createdAt} locale={locale} />
              </Table.Th>
              <Table.Td>{eventName(t, delivery.eventType)}</Table.Td>
              <Table.Td>
                <span className={badges.badge} data-tone={statusTones[delivery.status]}>
                  {t(`webhooks.deliveries.status.${delivery.status}`)}
                </span>
              </Table.Td>
              <Table.Td>{delivery.responseStatus ?? '–'}</Table.Td>
              <Table.Td>
                {delivery.durationMs === null ? '–' : t('webhooks.deliveries.ms', { ms: delivery.durationMs })}
              </Table.Td>
              <Table.Td>{delivery.attempts}</Table.Td>
              <Table.Td>
                {delivery.lastAttemptAt ? <DateTime iso={delivery.lastAttemptAt} locale={locale} /> : '–'}
              </Table.Td>
              <Table.Td>
                {delivery.responseExcerpt ? <code className={classes.excerpt}>{delivery.responseExcerpt}</code> : '–'}
              </Table.Td>
              <Table.Td>
                <fetcher.Form method="post">
                  <HiddenFields fields={{ intent: 'redeliver', endpointId, url, deliveryId: delivery.id }} />
                  <RowButton
                    label={t('webhooks.deliveries.redeliverOne', {
                      event: eventName(t, delivery.eventType),
                      time: moment(delivery.createdAt, locale),
                    })}
                    busy={busy(delivery)}
                  >
                    {t('webhooks.deliveries.redeliver')}
                  </RowButton>
                </fetcher.Form>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
