import { Alert, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EndpointOutcome } from './endpoint-outcome.tsx';
import { EndpointRows, type EndpointListProps } from './endpoint-rows.tsx';
import { focusEndpoint, settled } from './webhook-fetcher.ts';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';

/** The partner's endpoints, what the last change to one did, and which ones the portal switched off. */
export function EndpointsSection({ endpoints, locale, issuer, changer }: EndpointListProps) {
  const { t } = useTranslation();
  const rotation = settled(issuer, 'rotate');
  const change = settled(changer, 'enable', 'disable', 'delete');
  const deleted = change && 'deleted' in change ? change : undefined;
  const failing = endpoints.filter((endpoint) => !endpoint.enabled && endpoint.disabledReason);
  // The deleted endpoint's row, where the dialog gave the focus back, is gone: the list's title takes it.
  useEffect(() => {
    if (deleted) focusEndpoint();
  }, [deleted]);
  return (
    <section aria-labelledby="webhook-endpoints-title">
      <Title order={2} size="h4" id="webhook-endpoints-title" tabIndex={-1} mb="xs">
        {t('webhooks.list.title')}
      </Title>
      <Stack gap="sm">
        {failing.length > 0 && (
          // A standing notice of the page, not news: read where it stands, not announced at once.
          <Alert color="orange" role="note" title={t('webhooks.failing.title', { count: failing.length })}>
            {t('webhooks.failing.text')}
          </Alert>
        )}
        <EndpointOutcome result={change} />
        {rotation && 'problem' in rotation && <EndpointOutcome result={rotation} />}
        <EndpointRows endpoints={endpoints} locale={locale} issuer={issuer} changer={changer} />
      </Stack>
    </section>
  );
}
