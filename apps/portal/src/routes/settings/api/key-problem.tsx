import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KeyProblem } from './key-refusals.ts';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';

/** Why the server did not create, rotate or revoke a key, said at once, with its own words where it gave some. */
export function KeyProblemAlert({ problem, message }: { problem: KeyProblem; message?: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert">
      <Text size="sm">{t(`apiKeys.problems.${problem}`)}</Text>
      {message && (
        <Text size="sm" mt={4}>
          {t('apiKeys.problems.serverSaid', { message })}
        </Text>
      )}
    </Alert>
  );
}
