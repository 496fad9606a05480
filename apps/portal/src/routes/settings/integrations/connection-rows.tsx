import { ColumnHeads } from '../../../ui/column-heads.tsx';
import { Button, Table, Text } from '@mantine/core';
import type { Locale } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FetcherWithComponents } from 'react-router';
import type { Connection } from '@portal/contracts';
import classes from '../../../ui/badges.module.css';
import { formatWhen } from './connection-dates.ts';
import { DisconnectDialog } from './disconnect-dialog.tsx';
import { TableScroll } from '../../../ui/table-scroll.tsx';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/VisuallyHidden.css';

const tones = { connected: 'good', 'not-connected': undefined, 'not-configured': 'attention' } as const;
const statusKeys = {
  connected: 'connected',
  'not-connected': 'notConnected',
  'not-configured': 'notConfigured',
} as const;

type Fetcher = FetcherWithComponents<unknown>;

/** What the row says beside its status: who connected it and when, or whom to ask to turn it on. */
function Details({ connection, locale }: { connection: Connection; locale: Locale }) {
  const { t } = useTranslation();
  if (connection.status === 'not-configured') {
    return (
      <Text size="sm">
        {t('connections.notConfiguredHelp', { provider: t(`connections.providers.${connection.provider}`) })}
      </Text>
    );
  }
  if (connection.status === 'not-connected' || !connection.connectedAt) return <Text size="sm">—</Text>;
  const date = formatWhen(connection.connectedAt, locale);
  return (
    <>
      <Text size="sm">
        {connection.connectedBy
          ? t('connections.connectedBy', { name: connection.connectedBy.fullName, date })
          : t('connections.connectedOn', { date })}
      </Text>
      {connection.externalName && (
        <Text size="sm" c="dimmed">
          {t('connections.account', { name: connection.externalName })}
        </Text>
      )}
    </>
  );
}

/**
 * The one action a row offers; a provider this server has no client for offers none (never a dead
 * button). Disconnecting asks first: the platform stops delivering through that service at once.
 */
function RowAction({
  connection,
  fetcher,
  onDisconnect,
}: {
  connection: Connection;
  fetcher: Fetcher;
  onDisconnect: () => void;
}) {
  const { t } = useTranslation();
  const provider = t(`connections.providers.${connection.provider}`);
  if (connection.status === 'not-configured') return null;
  const verb =
    connection.kind === 'directory' ? 'reconnect' : connection.status === 'connected' ? 'disconnect' : 'connect';
  const busy = fetcher.state !== 'idle' && fetcher.formData?.get('provider') === connection.provider;
  if (verb === 'disconnect') {
    return (
      <Button size="xs" variant="default" loading={busy} onClick={onDisconnect}>
        {t('connections.disconnect', { provider })}
      </Button>
    );
  }
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="connections.connect" />
      <input type="hidden" name="provider" value={connection.provider} />
      <Button type="submit" size="xs" loading={busy}>
        {t(`connections.${verb}`, { provider })}
      </Button>
    </fetcher.Form>
  );
}

/** One row per provider: the directory first, then chat and CRM. */
export function ConnectionRows({
  connections,
  locale,
  fetcher,
}: {
  connections: Connection[];
  locale: Locale;
  fetcher: Fetcher;
}) {
  const { t } = useTranslation();
  // The dialog sits outside the table's scroll container, which would clip it.
  const [confirming, setConfirming] = useState<Connection | null>(null);
  return (
    <>
      <TableScroll minWidth={720} label={t('connections.caption')}>
        <Table>
          <Table.Caption>{t('connections.caption')}</Table.Caption>
          <ColumnHeads
            labels={(['service', 'kind', 'status', 'details'] as const).map((column) =>
              t(`connections.columns.${column}`),
            )}
            actions={t('connections.columns.action')}
          />
          <Table.Tbody>
            {connections.map((connection) => (
              <Table.Tr key={connection.provider}>
                <Table.Th scope="row">{t(`connections.providers.${connection.provider}`)}</Table.Th>
                <Table.Td>{t(`connections.kinds.${connection.kind}`)}</Table.Td>
                <Table.Td>
                  <span className={classes.badge} data-tone={tones[connection.status]}>
                    {t(`connections.status.${statusKeys[connection.status]}`)}
                  </span>
                </Table.Td>
                <Table.Td>
                  <Details connection={connection} locale={locale} />
                </Table.Td>
                <Table.Td>
                  <RowAction connection={connection} fetcher={fetcher} onDisconnect={() => setConfirming(connection)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {confirming && (
        <DisconnectDialog
          provider={confirming.provider}
          label={t(`connections.providers.${confirming.provider}`)}
          fetcher={fetcher}
          onClose={() => setConfirming(null)}
        />
      )}
    </>
  );
}
