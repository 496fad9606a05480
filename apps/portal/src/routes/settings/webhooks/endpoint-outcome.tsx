import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProblemAlert } from '../../../ui/problem-alert.tsx';
import type { WebhookActionResult } from './webhook-actions.ts';
import '@mantine/core/styles/Alert.css';

/**
 * What the last change to an endpoint did (switched off or on, deleted, a test event or delivery
 * sent, saved), announced politely; or why the server refused it, at once.
 */
export function EndpointOutcome({ result }: { result: WebhookActionResult | undefined }) {
  const { t } = useTranslation();
  const done = result && !('problem' in result) && !('errors' in result) ? result : undefined;
  return (
    <>
      <div aria-live="polite">
        {done && (
          <Alert color="green" role="status">
            {t(`webhooks.done.${done.intent}`, { url: done.url })}
          </Alert>
        )}
      </div>
      {result && 'problem' in result && (
        <ProblemAlert texts="webhooks.problems" problem={result.problem} message={result.message} />
      )}
    </>
  );
}
