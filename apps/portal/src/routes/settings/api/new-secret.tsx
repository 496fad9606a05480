import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiKeyWithSecret } from '@portal/contracts';
import { OneTimeSecret } from '../../../ui/one-time-secret.tsx';
import '@mantine/core/styles/Text.css';

/** A key's secret just created or rotated, with what became of the previous one. */
export function NewSecret({
  issued,
  rotated,
  onDone,
}: {
  issued: ApiKeyWithSecret;
  rotated: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const name = issued.key.name;
  return (
    <OneTimeSecret
      id="api-key-secret-title"
      title={t(rotated ? 'apiKeys.secret.titleRotated' : 'apiKeys.secret.titleCreated', { name })}
      secret={issued.secret}
      texts="apiKeys.secret"
      onDone={onDone}
    >
      <Text fw={700}>{t('apiKeys.secret.warning')}</Text>
      {rotated && <Text>{t('apiKeys.secret.rotatedNote')}</Text>}
    </OneTimeSecret>
  );
}
