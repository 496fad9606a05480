import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Decision, DecisionResult } from './decisions.ts';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Text.css';

/**
 * What the last approve or decline did: the successes in a status message (announced politely),
 * the refusals in an alert, each customer named with its reason.
 */
export function DecisionNotice({ decision, results }: { decision: Decision; results: DecisionResult[] }) {
  const { t } = useTranslation();
  const done = results.filter((r) => r.problem === null);
  const refused = results.filter((r) => r.problem !== null);
  return (
    <>
      {done.length > 0 && (
        <Alert color="green" role="status">
          {done.length === 1
            ? t(`pending.done.${decision}One`, { name: done[0]!.name })
            : t(`pending.done.${decision}Many`, { count: done.length })}
        </Alert>
      )}
      {refused.length > 0 && (
        <Alert color="red" role="alert" title={t(`pending.refused.${decision}`)}>
          <List size="sm">
            {refused.map((r) => (
              <List.Item key={r.id}>
                <Text span size="sm" fw={600}>
                  {r.name}
                </Text>
                {`: ${t(`pending.problems.${r.problem!}`)}`}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}
