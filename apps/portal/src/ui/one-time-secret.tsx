import { Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './one-time-secret.module.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';

interface Props {
  /** The id of the box's heading, which names the region. */
  id: string;
  title: string;
  secret: string;
  /** Where the feature keeps its words for copy, copied, copiedNote, copyFailed and done. */
  texts: string;
  /** What to do with the secret, and what became of the previous one. */
  children: ReactNode;
  onDone: () => void;
}

/**
 * A secret just made: the only time anyone sees it. The focus comes here so that it is not missed;
 * "Done" puts it away for good (the parent drops the answer that held it).
 */
export function OneTimeSecret({ id, title, secret, texts, children, onDone }: Props) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const clipboard = useClipboard({ timeout: 4000 });
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={id} className={classes.box}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id} tabIndex={-1} ref={heading}>
          {title}
        </Title>
        {children}
        <Code block className={classes.secret}>
          {secret}
        </Code>
        <Group gap="sm">
          <Button onClick={() => clipboard.copy(secret)}>
            {clipboard.copied ? t(`${texts}.copied`) : t(`${texts}.copy`)}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t(`${texts}.done`)}
          </Button>
        </Group>
        <div aria-live="polite">
          {clipboard.copied && <Text size="sm">{t(`${texts}.copiedNote`)}</Text>}
          {clipboard.error && <Text size="sm">{t(`${texts}.copyFailed`)}</Text>}
        </div>
      </Stack>
    </section>
  );
}
