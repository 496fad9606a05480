import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FetcherWithComponents } from 'react-router';
import { Dialog } from '../../../ui/dialog.tsx';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';

/** Asks before a chat or CRM connection is removed, with the focus on Cancel; submits through the section's fetcher. */
export function DisconnectDialog({
  provider,
  label,
  fetcher,
  onClose,
}: {
  provider: string;
  label: string;
  fetcher: FetcherWithComponents<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('connections.confirmDisconnect.title', { provider: label })}
      closeLabel={t('connections.confirmDisconnect.cancel')}
      onClose={onClose}
    >
      <fetcher.Form method="post" onSubmit={onClose}>
        <input type="hidden" name="intent" value="connections.disconnect" />
        <input type="hidden" name="provider" value={provider} />
        <Text mb="md">{t('connections.confirmDisconnect.text', { provider: label })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('connections.confirmDisconnect.cancel')}
          </Button>
          <Button type="submit" color="red">
            {t('connections.disconnect', { provider: label })}
          </Button>
        </Group>
      </fetcher.Form>
    </Dialog>
  );
}
