import { Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKeyWithSecret } from '@portal/contracts';
import classes from './new-secret.module.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';

/**
 * A secret just created or rotated: the only time anyone sees it. The focus comes here so that it is
 * not missed; "Done" puts it away for good (the parent drops the answer that held it).
 */
export function NewSecret({
  issued,
  rotated,
  onDone,
}: {
  issued: ApiKeyWithSecret;
  rotated: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const title = useRef<HTMLHeadingElement>(null);
  const clipboard = useClipboard({ timeout: 4000 });
  useEffect(() => title.current?.focus(), []);
  const name = issued.key.name;
  return (
    <section aria-labelledby="api-key-secret-title" className={classes.box}>
      <Stack gap="sm">
        <Title order={2} size="h4" id="api-key-secret-title" tabIndex={-1} ref={title}>
          {t(rotated ? 'apiKeys.secret.titleRotated' : 'apiKeys.secret.titleCreated', { name })}
        </Title>
        <Text fw={700}>{t('apiKeys.secret.warning')}</Text>
        {rotated && <Text>{t('apiKeys.secret.rotatedNote')}</Text>}
        <Code block className={classes.secret}>
          {issued.secret}
        </Code>
        <Group gap="sm">
          <Button onClick={() => clipboard.copy(issued.secret)}>
            {clipboard.copied ? t('apiKeys.secret.copied') : t('apiKeys.secret.copy')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('apiKeys.secret.done')}
          </Button>
        </Group>
        <div aria-live="polite">
          {clipboard.copied && <Text size="sm">{t('apiKeys.secret.copiedNote')}</Text>}
          {clipboard.error && <Text size="sm">{t('apiKeys.secret.copyFailed')}</Text>}
        </div>
      </Stack>
    </section>
  );
}
