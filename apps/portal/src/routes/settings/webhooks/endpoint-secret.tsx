import { Text } from '@mantine/core';
import type { Locale } from 'date-fns';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '@portal/contracts';
import { moment } from '../../../ui/date-time.tsx';
import { OneTimeSecret } from '../../../ui/one-time-secret.tsx';
import '@mantine/core/styles/Text.css';

/**
 * An endpoint's signing secret just made, shown once; after a rotation, until when the previous one
 * still signs beside it (so a receiver can be switched over without refusing a delivery).
 */
export function EndpointSecret({
  endpoint,
  secret,
  rotated,
  locale,
  onDone,
}: {
  endpoint: WebhookEndpoint;
  secret: string;
  rotated: boolean;
  locale: Locale;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const url = endpoint.url;
  return (
    <OneTimeSecret
      id="webhook-secret-title"
      title={t(rotated ? 'webhooks.secret.titleRotated' : 'webhooks.secret.titleCreated', { url })}
      secret={secret}
      texts="webhooks.secret"
      onDone={onDone}
    >
      <Text fw={700}>{t('webhooks.secret.warning')}</Text>
      {rotated && (
        <Text>
          {endpoint.previousSecretUntil
            ? t('webhooks.secret.overlapUntil', { time: moment(endpoint.previousSecretUntil, locale) })
            : t('webhooks.secret.overlap')}
        </Text>
      )}
    </OneTimeSecret>
  );
}
