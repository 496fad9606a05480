import { Anchor, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '../session/current-user.ts';
import { fullPageReplace } from '../session/navigation.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';

interface Props {
  title: string;
  /** "Step 2 of 4", where the page is a step of sign-up. */
  step?: { current: number; of: number };
  /** Who is signed in, so they can leave sign-up and sign out. */
  signedInAs?: string;
  children: ReactNode;
}

/** The frame of every sign-up screen: one task per page, the language at hand, a way out. */
export function OnboardingCard({ title, step, signedInAs, children }: Props) {
  const { t } = useTranslation();
  async function leave() {
    const endSessionUrl = await signOut();
    await fullPageReplace(endSessionUrl ?? '/partner/login');
  }
  return (
    <Center component="main" mih="100vh" bg="gray.1" p="md">
      <Paper shadow="sm" p="xl" radius="md" w={560} maw="100%">
        <Stack>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {step ? t('app.stepOf', { current: step.current, of: step.of }) : t('app.name')}
            </Text>
            <LanguageSwitcher />
          </Group>
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
          {signedInAs && (
            <Text size="sm" c="dimmed">
              {t('app.signedInAs', { name: signedInAs })}.{' '}
              <Anchor component="button" type="button" size="sm" onClick={() => void leave()}>
                {t('app.signOut')}
              </Anchor>
            </Text>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
