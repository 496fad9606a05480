import { Anchor, Code, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';

const standardWebhooks = 'https://www.standardwebhooks.com/';

/** What the portal sends, how a receiver checks it, and what happens when the receiver fails. */
export function WebhooksIntro() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text>{t('webhooks.intro')}</Text>
      <Text>
        {t('webhooks.signing')} <Anchor href={standardWebhooks}>{t('webhooks.specification')}</Anchor>
      </Text>
      {/* Wraps rather than scrolls: a long placeholder in some languages must not widen a 320px screen. */}
      <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {[
          'webhook-id: msg_…',
          'webhook-timestamp: 1767225600',
          `webhook-signature: v1,${t('webhooks.signaturePlaceholder')}`,
        ].join('\n')}
      </Code>
      <Text>{t('webhooks.retries')}</Text>
      <Text>{t('webhooks.disabling')}</Text>
    </Stack>
  );
}
