import { Alert, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { focusKey } from './key-fetcher.ts';
import { KeyProblemAlert } from './key-problem.tsx';
import { KeyRows, type KeyListProps } from './key-rows.tsx';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';

/** The partner's keys, with what the last rotation or revocation did. */
export function KeysSection({ keys, locale, issuer, revoker }: KeyListProps) {
  const { t } = useTranslation();
  const rotation = issuer.data?.intent === 'rotate' && 'problem' in issuer.data ? issuer.data : undefined;
  const revocation = revoker.state === 'idle' ? revoker.data : undefined;
  const revoked = revocation && 'revoked' in revocation ? revocation : undefined;
  // The revoked key's row, where the dialog gave the focus back, is gone: the list's title takes it.
  useEffect(() => {
    if (revoked) focusKey();
  }, [revoked]);
  return (
    <section aria-labelledby="api-keys-title">
      <Title order={2} size="h4" id="api-keys-title" tabIndex={-1} mb="xs">
        {t('apiKeys.list.title')}
      </Title>
      <Stack gap="sm">
        <div aria-live="polite">
          {revoked && (
            <Alert color="green" role="status">
              {t('apiKeys.revoked', { name: revoked.name })}
            </Alert>
          )}
        </div>
        {revocation && 'problem' in revocation && (
          <KeyProblemAlert problem={revocation.problem} message={revocation.message} />
        )}
        {rotation && <KeyProblemAlert problem={rotation.problem} message={rotation.message} />}
        <KeyRows keys={keys} locale={locale} issuer={issuer} revoker={revoker} />
      </Stack>
    </section>
  );
}
