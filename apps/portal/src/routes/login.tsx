import { Alert, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { isFramed, openedBySameOrigin, runInPopup } from '../session/popup.ts';
import { holdsSignedInUser } from '../session/session-cache.ts';
import { LanguageSwitcher } from '../ui/language-switcher.tsx';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';

const knownMessages = ['signedOutError', 'sign-in-failed', 'unknown-account'] as const;
type MessageKey = (typeof knownMessages)[number];

export async function loader({ request }: LoaderFunctionArgs) {
  // §4: a sign-in that ends on this page inside a popup opened by the portal has failed: the popup
  // shows the popup error and tells the page that opened it.
  if (openedBySameOrigin()) return redirect('/login-popup?error=true');
  const url = new URL(request.url);
  const reason = url.searchParams.get('reason') ?? url.searchParams.get('error');
  const message = knownMessages.find((key) => key === reason) ?? null;
  // Someone already signed in has no business on the sign-in page. Opening it afresh with a session,
  // the server sends them on before any code loads; here an in-app visit finds their user cached.
  if (!message && (await holdsSignedInUser())) return redirect('/');
  return { message };
}

// The API client and the endpoint catalogue (with zod) are not needed to show this page: they load
// when the person heads for the button, or at the latest when they press it.
const loadSignIn = () => import('../session/sign-in.ts');
// A failed early load is not the person's concern yet: pressing the button tries again and tells them.
const preloadSignIn = () => void loadSignIn().catch(() => {});

export function Component() {
  const { message } = useLoaderData<{ message: MessageKey | null }>();
  const { t, i18n } = useTranslation();
  const [starting, setStarting] = useState(false);
  const [startFailed, setStartFailed] = useState(false);

  // Inside a frame (a Teams tab, say) the provider cannot take the whole window: a popup does (§2 popup-enabled).
  async function start() {
    setStarting(true);
    setStartFailed(false);
    try {
      const { signInLink } = await loadSignIn();
      const popup = isFramed();
      const link = await signInLink(i18n.language, popup);
      if (!popup) return window.location.assign(link);
      if ((await runInPopup(link)) === 'ok') return window.location.assign('/partner');
      setStarting(false);
      setStartFailed(true);
    } catch {
      setStarting(false);
      setStartFailed(true);
    }
  }

  return (
    <Center component="main" mih="100vh" bg="gray.1" p="md">
      <Paper shadow="sm" p={{ base: 'lg', xs: 'xl' }} radius="md" w={420} maw="100%">
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
          {/* On a narrow phone a long label (Spanish, say) takes two lines rather than lose its end. */}
          <Button
            size="md"
            h="auto"
            mih={42}
            py={8}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
            onClick={start}
            onPointerEnter={preloadSignIn}
            onFocus={preloadSignIn}
            loading={starting}
            aria-busy={starting}
          >
            {t('login.signInWithMicrosoft')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
