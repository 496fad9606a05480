import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator, useRouteError } from 'react-router';
import { billingProblem, type BillingProblem } from './billing-problem.ts';
import { reportError } from '../monitoring/report-error.ts';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';

// Problems that explain a page that could not be loaded; the rest (a 404 of a record, a refused
// form) belong to actions and read oddly here, so the page says only that it could not be loaded.
const loadProblems: readonly BillingProblem[] = [
  'pricingHidden',
  'forbidden',
  'timeout',
  'unavailable',
  'providerUnavailable',
];

/**
 * A billing screen that could not be loaded: said inside the layout, so navigation stays usable,
 * with a way to try again. Failures the screen has no words for are reported.
 */
export function BillingLoadError({ title }: { title: string }) {
  const error = useRouteError();
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const problem = billingProblem(error);
  useEffect(() => {
    if (!problem) reportError(error, 'billing');
  }, [error, problem]);
  return (
    <Stack>
      <Alert color="red" role="alert" title={title}>
        <Text size="sm">
          {t(`billing.problems.${problem && loadProblems.includes(problem) ? problem : 'loadFailed'}`)}
        </Text>
      </Alert>
      <Button
        variant="default"
        w="fit-content"
        loading={revalidator.state === 'loading'}
        onClick={() => void revalidator.revalidate()}
      >
        {t('billing.tryAgain')}
      </Button>
    </Stack>
  );
}
