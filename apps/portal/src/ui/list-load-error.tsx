import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator, useRouteError } from 'react-router';
import { ApiError, TimeoutError } from '../api/api-error.ts';
import { reportError } from '../monitoring/report-error.ts';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';

/**
 * A list that could not be loaded: said inside the layout (navigation stays usable) with a way to
 * try again, instead of replacing the whole page with the generic fallback.
 */
export function ListLoadError({ title }: { title: string }) {
  const error = useRouteError();
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const expected = error instanceof ApiError || error instanceof TimeoutError;
  useEffect(() => {
    if (!expected) reportError(error, 'customer-lists');
  }, [error, expected]);
  return (
    <Stack>
      <Alert color="red" role="alert" title={title}>
        <Text size="sm">{error instanceof TimeoutError ? t('pending.loadTimeout') : t('pending.loadFailed')}</Text>
      </Alert>
      <Button
        variant="default"
        w="fit-content"
        loading={revalidator.state === 'loading'}
        onClick={() => void revalidator.revalidate()}
      >
        {t('pending.tryAgain')}
      </Button>
    </Stack>
  );
}
