import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Locale } from 'date-fns';
import { useTranslation } from 'react-i18next';
import type { FetcherWithComponents } from 'react-router';
import type { OrganizationSync } from '@portal/contracts';
import { formatWhen } from './connection-dates.ts';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';

const knownStatuses = ['pending', 'synced', 'failed'];

/** The organisation's directory sync (§7 …/sync, §3 syncStatus): whether it is on, since when, and a switch. */
export function DirectorySync({
  sync,
  directoryConnected,
  locale,
  fetcher,
}: {
  sync: OrganizationSync;
  directoryConnected: boolean;
  locale: Locale;
  fetcher: FetcherWithComponents<unknown>;
}) {
  const { t } = useTranslation();
  const date = (value: string) => formatWhen(value, locale);
  const intent = sync.on ? 'connections.sync-stop' : 'connections.sync-start';
  const busy =
    fetcher.state !== 'idle' && String(fetcher.formData?.get('intent') ?? '').startsWith('connections.sync-');
  return (
    <section aria-labelledby="directory-sync-title">
      <Title order={3} size="h5" id="directory-sync-title" mb="xs">
        {t('connections.sync.title')}
      </Title>
      <Stack gap="xs">
        <Text size="sm">{t('connections.sync.intro')}</Text>
        <Text fw={600}>
          {!sync.on || !sync.startedAt
            ? t('connections.sync.off')
            : sync.startedBy
              ? t('connections.sync.on', { date: date(sync.startedAt), name: sync.startedBy.fullName })
              : t('connections.sync.onNoName', { date: date(sync.startedAt) })}
        </Text>
        {sync.syncStatus && (
          <Text size="sm">
            {t('connections.sync.status', {
              status: knownStatuses.includes(sync.syncStatus)
                ? t(`connections.sync.statuses.${sync.syncStatus}`)
                : sync.syncStatus,
            })}
            {sync.syncDate && ` · ${t('connections.sync.lastRun', { date: date(sync.syncDate) })}`}
          </Text>
        )}
        {!sync.on && !directoryConnected ? (
          <Text size="sm">{t('connections.sync.needsDirectory')}</Text>
        ) : (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value={intent} />
            <Group>
              <Button type="submit" size="xs" variant={sync.on ? 'default' : 'filled'} loading={busy}>
                {t(sync.on ? 'connections.sync.stop' : 'connections.sync.start')}
              </Button>
            </Group>
          </fetcher.Form>
        )}
      </Stack>
    </section>
  );
}
