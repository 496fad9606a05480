import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@portal/contracts';
import { Dialog } from '../../../ui/dialog.tsx';
import type { KeyFetcher } from './key-fetcher.ts';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';

export type Confirming = { key: ApiKey; verb: 'rotate' | 'revoke' };

/**
 * Asks before a key's secret is replaced or the key revoked: either breaks every script that uses it
 * at once. The focus starts on Cancel; the answer is submitted through the fetcher given.
 */
export function KeyConfirmDialog({
  confirming,
  fetcher,
  onClose,
}: {
  confirming: Confirming;
  fetcher: KeyFetcher;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { key, verb } = confirming;
  return (
    <Dialog
      title={t(`apiKeys.confirm.${verb}Title`, { name: key.name })}
      closeLabel={t('apiKeys.confirm.cancel')}
      onClose={onClose}
    >
      <fetcher.Form method="post" onSubmit={onClose}>
        <input type="hidden" name="intent" value={verb} />
        <input type="hidden" name="keyId" value={key.id} />
        <input type="hidden" name="name" value={key.name} />
        <Text mb="md">{t(`apiKeys.confirm.${verb}Text`, { name: key.name, prefix: key.prefix })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('apiKeys.confirm.cancel')}
          </Button>
          <Button type="submit" color={verb === 'revoke' ? 'red' : undefined}>
            {t(`apiKeys.confirm.${verb}`)}
          </Button>
        </Group>
      </fetcher.Form>
    </Dialog>
  );
}
