import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useFetcher } from 'react-router';
import { Dialog } from '../../../ui/dialog.tsx';
import type { AccountActionResult } from './account-actions.ts';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';

type Fetcher = ReturnType<typeof useFetcher<AccountActionResult>>;
export type Removing = { cybrId: string; name: string };

/** Asks before an admin is removed, naming them, with the focus on Cancel; submits through the list's fetcher. */
export function RemoveAdminDialog({
  removing,
  fetcher,
  onClose,
}: {
  removing: Removing;
  fetcher: Fetcher;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { cybrId, name } = removing;
  return (
    <Dialog title={t('account.users.confirmTitle', { name })} closeLabel={t('account.users.cancel')} onClose={onClose}>
      <fetcher.Form method="post" action="/settings/account" onSubmit={onClose}>
        <input type="hidden" name="intent" value="removeAdmin" />
        <input type="hidden" name="cybrId" value={cybrId} />
        <input type="hidden" name="name" value={name} />
        <Text mb="md">{t('account.users.confirmText', { name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('account.users.cancel')}
          </Button>
          <Button type="submit" color="red">
            {t('account.users.confirm')}
          </Button>
        </Group>
      </fetcher.Form>
    </Dialog>
  );
}
