import { Anchor, Group, Table, Text } from '@mantine/core';
import type { Locale } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WebhookEndpoint } from '@portal/contracts';
import { ColumnHeads } from '../../../ui/column-heads.tsx';
import { DateTime } from '../../../ui/date-time.tsx';
import { RowButton } from '../../../ui/row-button.tsx';
import { TableScroll } from '../../../ui/table-scroll.tsx';
import { EndpointConfirmDialog, type Confirming } from './endpoint-confirm-dialog.tsx';
import { EnabledSwitch, EndpointStatus } from './endpoint-status.tsx';
import { EventList } from './event-list.tsx';
import type { WebhookFetcher } from './webhook-fetcher.ts';
import classes from './webhooks.module.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/VisuallyHidden.css';

/** The endpoints, the locale their dates show in, and the fetchers that change them. */
export interface EndpointListProps {
  endpoints: WebhookEndpoint[];
  locale: Locale;
  issuer: WebhookFetcher;
  changer: WebhookFetcher;
}

/**
 * One row per endpoint. Its address leads to its settings and deliveries; rotating sends through the
 * fetcher that shows new secrets, the rest through their own; rotating and deleting ask first.
 */
export function EndpointRows({ endpoints, locale, issuer, changer }: EndpointListProps) {
  const { t } = useTranslation();
  // The dialog sits outside the table's scroll container, which would clip it.
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const busy = (fetcher: WebhookFetcher, endpoint: WebhookEndpoint) =>
    fetcher.state !== 'idle' && fetcher.formData?.get('endpointId') === endpoint.id;
  if (endpoints.length === 0) return <Text>{t('webhooks.list.empty')}</Text>;
  return (
    <>
      <TableScroll minWidth={1040} label={t('webhooks.list.caption')}>
        <Table>
          <Table.Caption>{t('webhooks.list.caption')}</Table.Caption>
          <ColumnHeads
            labels={(['url', 'description', 'events', 'status', 'createdAt'] as const).map((column) =>
              t(`webhooks.list.columns.${column}`),
            )}
            actions={t('webhooks.list.columns.actions')}
          />
          <Table.Tbody>
            {endpoints.map((endpoint) => (
              <Table.Tr key={endpoint.id}>
                <Table.Th scope="row" id={`webhook-endpoint-${endpoint.id}`} tabIndex={-1} className={classes.address}>
                  <Anchor component={Link} to={`/settings/webhooks/${endpoint.id}`}>
                    {endpoint.url}
                  </Anchor>
                </Table.Th>
                <Table.Td>{endpoint.description}</Table.Td>
                <Table.Td>
                  <EventList types={endpoint.eventTypes} />
                </Table.Td>
                <Table.Td>
                  <EndpointStatus endpoint={endpoint} />
                </Table.Td>
                <Table.Td>
                  <DateTime iso={endpoint.createdAt} locale={locale} />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <EnabledSwitch endpoint={endpoint} fetcher={changer} />
                    <RowButton
                      label={t('webhooks.list.rotateEndpoint', { url: endpoint.url })}
                      busy={busy(issuer, endpoint)}
                      onClick={() => setConfirming({ endpoint, verb: 'rotate' })}
                    >
                      {t('webhooks.list.rotate')}
                    </RowButton>
                    <RowButton
                      label={t('webhooks.list.deleteEndpoint', { url: endpoint.url })}
                      busy={busy(changer, endpoint)}
                      danger
                      onClick={() => setConfirming({ endpoint, verb: 'delete' })}
                    >
                      {t('webhooks.list.delete')}
                    </RowButton>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {confirming && (
        <EndpointConfirmDialog
          confirming={confirming}
          fetcher={confirming.verb === 'rotate' ? issuer : changer}
          onClose={() => setConfirming(null)}
        />
      )}
    </>
  );
}
