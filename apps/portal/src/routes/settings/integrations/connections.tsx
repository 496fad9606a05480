import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useFetcher,
  useLoaderData,
  useLocation,
  useNavigate,
  useRevalidator,
  type FetcherWithComponents,
} from 'react-router';
import { useDateLocale } from '../../../ui/use-date-locale.ts';
import { ConnectionRows } from './connection-rows.tsx';
import type { ConnectionsActionResult, ConnectionsData } from './connections-data.ts';
import { DirectorySync } from './directory-sync.tsx';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';

/** How the last connection attempt ended (the server's callback put it in the URL); closing it clears the URL. */
function CallbackOutcome({ outcome }: { outcome: NonNullable<ConnectionsData['outcome']> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const provider = outcome.provider ? t(`connections.providers.${outcome.provider}`) : t('connections.unknownProvider');
  const good = outcome.result === 'connected';
  return (
    <Alert
      color={good ? 'green' : 'red'}
      role={good ? 'status' : 'alert'}
      withCloseButton
      closeButtonLabel={t('connections.dismiss')}
      onClose={() => void navigate(pathname, { replace: true })}
    >
      {t(`connections.outcome.${outcome.result}`, { provider })}
    </Alert>
  );
}

/** What the last form of this section did, or why the server refused it. */
function ActionResult({ result }: { result: ConnectionsActionResult }) {
  const { t } = useTranslation();
  const provider = result.provider
    ? t(`connections.providers.${result.provider}`, { defaultValue: result.provider })
    : '';
  if ('done' in result) {
    const done = {
      'connections.disconnect': 'disconnected',
      'connections.sync-start': 'sync.started',
      'connections.sync-stop': 'sync.stopped',
    }[result.intent];
    return done ? (
      <Alert color="green" role="status">
        {t(`connections.${done}`, { provider })}
      </Alert>
    ) : null;
  }
  return (
    <Alert color={result.problem === 'conflict' ? 'orange' : 'red'} role="alert">
      <Text size="sm">{t(`connections.problems.${result.problem}`, { provider })}</Text>
      {result.message && (
        <Text size="sm" mt={4}>
          {t('connections.serverSaid', { message: result.message })}
        </Text>
      )}
    </Alert>
  );
}

/** The providers' rows and the sync, with dates in the person's language. */
function Overview({
  section,
  fetcher,
}: {
  section: Extract<ConnectionsData, { loaded: true }>;
  fetcher: FetcherWithComponents<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const locale = useDateLocale(i18n.language, section.dates);
  const connected = (directory: boolean) =>
    section.connections.some((c) => (c.kind === 'directory') === directory && c.status === 'connected');
  return (
    <>
      {!connected(false) && <Text fw={600}>{t('connections.nothingConnected')}</Text>}
      <ConnectionRows connections={section.connections} locale={locale} fetcher={fetcher} />
      <DirectorySync sync={section.sync} directoryConnected={connected(true)} locale={locale} fetcher={fetcher} />
    </>
  );
}

/** Chat, CRM and directory connections of the partner's organisation, and its directory sync. */
export function ConnectionsSection() {
  const { connections: section } = useLoaderData() as { connections: ConnectionsData };
  const { t } = useTranslation();
  const fetcher = useFetcher<ConnectionsActionResult>();
  const revalidator = useRevalidator();
  return (
    <section aria-labelledby="connections-title">
      <Title order={2} size="h3" id="connections-title" mb="xs">
        {t('connections.title')}
      </Title>
      <Stack gap="md">
        <Text>{t('connections.intro')}</Text>
        {section.outcome && <CallbackOutcome outcome={section.outcome} />}
        {fetcher.data && fetcher.state === 'idle' && <ActionResult result={fetcher.data} />}
        {!section.loaded ? (
          <Stack gap="xs" align="flex-start">
            <Alert color="red" role="alert">
              {t('connections.loadFailed')}
            </Alert>
            <Button
              variant="default"
              loading={revalidator.state === 'loading'}
              onClick={() => void revalidator.revalidate()}
            >
              {t('connections.tryAgain')}
            </Button>
          </Stack>
        ) : (
          <Overview section={section} fetcher={fetcher} />
        )}
      </Stack>
    </section>
  );
}
