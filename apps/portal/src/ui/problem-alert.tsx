import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Problem } from './form-refusal.ts';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';

/**
 * Why the server did not do what was asked, said at once in the feature's words (`<texts>.<problem>`),
 * with the server's own words (`<texts>.serverSaid`) where it gave some.
 */
export function ProblemAlert({ texts, problem, message }: { texts: string; problem: Problem; message?: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert">
      <Text size="sm">{t(`${texts}.${problem}`)}</Text>
      {message && (
        <Text size="sm" mt={4}>
          {t(`${texts}.serverSaid`, { message })}
        </Text>
      )}
    </Alert>
  );
}
