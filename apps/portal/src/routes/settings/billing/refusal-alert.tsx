import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BillingProblem } from '../../../ui/billing-problem.ts';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';

/** A refusal from the server, in the person's words first, then the server's reason as it gave it. */
export function RefusalAlert({
  problem,
  message,
  context,
}: {
  problem: BillingProblem;
  message?: string;
  context: 'cancel' | 'resume' | 'checkout';
}) {
  const { t } = useTranslation();
  const specific = `billing.problems.${context}.${problem}`;
  return (
    <Alert color={problem === 'conflict' ? 'orange' : 'red'} role="alert">
      <Text size="sm">{t(specific, { defaultValue: t(`billing.problems.${problem}`) })}</Text>
      {message && (
        <Text size="sm" c="dimmed" mt={4}>
          {t('billing.problems.serverSaid', { message })}
        </Text>
      )}
    </Alert>
  );
}
