import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type useFetcher } from 'react-router';
import { Dialog } from '../../../ui/dialog.tsx';
import type { AccountActionResult } from './account-actions.ts';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';

type Fetcher = ReturnType<typeof useFetcher<AccountActionResult>>;

/** A row's Remove button; it asks first, naming the person, with the focus on Cancel. */
export function RemoveAdminButton({ cybrId, name, fetcher }: { cybrId: string; name: string; fetcher: Fetcher }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button size="xs" variant="default" color="red" onClick={() => setAsking(true)} aria-label={t('account.users.removeLabel', { name })}>
        {t('account.users.remove')}
      </Button>
      {asking && (
        <Dialog title={t('account.users.confirmTitle', { name })} closeLabel={t('account.users.cancel')} onClose={() => setAsking(false)}>
          <fetcher.Form method="post" action="/settings/account" onSubmit={() => setAsking(false)}>
            <input type="hidden" name="intent" value="removeAdmin" />
            <input type="hidden" name="cybrId" value={cybrId} />
            <input type="hidden" name="name" value={name} />
            <Text mb="md">{t('account.users.confirmText', { name })}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
                {t('account.users.cancel')}
              </Button>
              <Button type="submit" color="red">
                {t('account.users.confirm')}
              </Button>
            </Group>
          </fetcher.Form>
        </Dialog>
      )}
    </>
  );
}
