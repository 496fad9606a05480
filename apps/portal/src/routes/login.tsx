import { Alert, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { login } from '@portal/contracts';
import { call } from '../api/client.ts';
import { resolveSession } from '../session/current-user.ts';
import { LanguageSwitcher } from '../ui/language-switcher.tsx';

const knownMessages = ['signedOutError', 'sign-in-failed', 'unknown-account'] as const;
type MessageKey = (typeof knownMessages)[number];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const reason = url.searchParams.get('reason') ?? url.searchParams.get('error');
  const message = knownMessages.find((key) => key === reason) ?? null;
  // Someone already signed in has no business on the sign-in page.
  if (!message && (await resolveSession()).kind === 'user') return redirect('/');
  return { message };
}

export function Component() {
  const { message } = useLoaderData<{ message: MessageKey | null }>();
  const { t } = useTranslation();
  const [starting, setStarting] = useState(false);
  const [startFailed, setStartFailed] = useState(false);

  async function start() {
    setStarting(true);
    setStartFailed(false);
    try {
      const { link } = await call(login, { query: { 'auth-provider': 'microsoft', 'popup-enabled': false } });
      window.location.assign(link);
    } catch {
      setStarting(false);
      setStartFailed(true);
    }
  }

  return (
    <Center component="main" mih="100vh" bg="gray.1" p="md">
      <Paper shadow="sm" p="xl" radius="md" w={420} maw="100%">
        <Stack>
          <Group justify="flex-end">
            <LanguageSwitcher />
          </Group>
          <Title order={1} size="h2">
            {t('login.title')}
          </Title>
          <Text c="dimmed">{t('login.intro')}</Text>
          {message && (
            <Alert color="red" role="alert">
              {t(`login.${message}`)}
            </Alert>
          )}
          {startFailed && (
            <Alert color="red" role="alert">
              {t('login.startFailed')}
            </Alert>
          )}
          <Button size="md" onClick={start} loading={starting} aria-busy={starting}>
            {t('login.signInWithMicrosoft')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
