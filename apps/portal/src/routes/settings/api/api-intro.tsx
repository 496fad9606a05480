import { Anchor, Code, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiBasePath } from '@portal/contracts';
import { getClientConfig } from '../../../api/client.ts';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';

// The server's own page (apps/server/src/http/api-docs.ts), outside the portal's basename: a plain link.
const docsUrl = () => `${getClientConfig().origin}${apiBasePath}/docs`;

/** What a key is and how a script sends it. */
export function ApiIntro() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text>{t('apiKeys.intro')}</Text>
      <Text>{t('apiKeys.howToSend')}</Text>
      {/* Wraps rather than scrolls: a long placeholder in some languages must not widen a 320px screen. */}
      <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {`Authorization: Bearer ${t('apiKeys.secretPlaceholder')}`}
      </Code>
      <Text>
        <Anchor href={docsUrl()}>{t('apiKeys.docs')}</Anchor> {t('apiKeys.docsHint')}
      </Text>
    </Stack>
  );
}
