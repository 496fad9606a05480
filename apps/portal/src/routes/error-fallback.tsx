import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '../monitoring/report-error.ts';
import { useDocumentTitle } from '../ui/document-title.ts';
import { NotFoundPage } from '../ui/not-found-page.tsx';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';

/** §2: the generic fallback page. */
export function ErrorFallback() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useDocumentTitle(notFound ? 'errors.notFoundTitle' : 'errors.unexpected');
  useEffect(() => {
    if (!notFound) reportError(error, 'error-fallback');
  }, [error, notFound]);
  if (notFound) return <NotFoundPage />;
  return (
    <Container size="sm" py="xl" component="main">
      <Stack>
        <Title order={1}>{t('errors.unexpected')}</Title>
        {error instanceof Error && <Text c="dimmed">{error.message}</Text>}
        <Button onClick={() => window.location.reload()} w="fit-content">
          {t('errors.reload')}
        </Button>
      </Stack>
    </Container>
  );
}
