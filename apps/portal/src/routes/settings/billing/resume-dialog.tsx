import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { Dialog } from '../../../ui/dialog.tsx';
import type { BillingActionResult } from './billing-actions.ts';
import type { DialogTarget } from './cancel-dialog.tsx';
import { RefusalAlert } from './refusal-alert.tsx';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';

/** Resuming withdraws a due cancellation; the person confirms it first. */
export function ResumeDialog({ target, onClose }: { target: DialogTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<BillingActionResult>();
  const result = fetcher.data?.intent === 'resume' ? fetcher.data : undefined;
  const done = Boolean(result && 'done' in result);
  useEffect(() => {
    if (done && fetcher.state === 'idle') onClose();
  }, [done, fetcher.state, onClose]);
  return (
    <Dialog
      closeLabel={t('billing.dialog.close')}
      title={t('billing.resume.title', { name: target.name })}
      onClose={onClose}
    >
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="resume" />
        <input type="hidden" name="subscriptionId" value={target.subscriptionId} />
        <input type="hidden" name="customerCybrOrgId" value={target.customerCybrOrgId} />
        <Stack gap="sm">
          <Text size="sm">{t('billing.resume.text')}</Text>
          {result && 'problem' in result && (
            <RefusalAlert problem={result.problem} message={result.message} context="resume" />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('billing.resume.keep')}
            </Button>
            <Button type="submit" loading={fetcher.state !== 'idle'}>
              {t('billing.resume.confirm')}
            </Button>
          </Group>
        </Stack>
      </fetcher.Form>
    </Dialog>
  );
}
