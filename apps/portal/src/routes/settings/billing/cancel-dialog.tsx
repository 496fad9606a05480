import { Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { Dialog } from '../../../ui/dialog.tsx';
import type { BillingActionResult } from './billing-actions.ts';
import { RefusalAlert } from './refusal-alert.tsx';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';

export interface DialogTarget {
  subscriptionId: string;
  customerCybrOrgId: string;
  /** "Acme AS: Security awareness", named in the dialog so the person knows what they confirm. */
  name: string;
}

/** Cancels with a reason or on a date (exactly one, §3); stays open, with the reason, when refused. */
export function CancelDialog({ target, onClose }: { target: DialogTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<BillingActionResult>();
  const result = fetcher.data?.intent === 'cancel' ? fetcher.data : undefined;
  const done = Boolean(result && 'done' in result);
  useEffect(() => {
    if (done && fetcher.state === 'idle') onClose();
  }, [done, fetcher.state, onClose]);
  const formError = result && 'formError' in result ? t(`billing.cancel.errors.${result.formError}`) : undefined;
  const dateError = result && 'formError' in result && ['badDate', 'pastDate'].includes(result.formError);

  return (
    <Dialog
      closeLabel={t('billing.dialog.close')}
      title={t('billing.cancel.title', { name: target.name })}
      onClose={onClose}
    >
      <fetcher.Form method="post" noValidate>
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="subscriptionId" value={target.subscriptionId} />
        <input type="hidden" name="customerCybrOrgId" value={target.customerCybrOrgId} />
        <Stack gap="sm">
          <Text size="sm" id="cancel-rule">
            {t('billing.cancel.rule')}
          </Text>
          {result && 'problem' in result && (
            <RefusalAlert problem={result.problem} message={result.message} context="cancel" />
          )}
          <Textarea
            name="reason"
            label={t('billing.cancel.reason')}
            aria-describedby="cancel-rule"
            autosize
            minRows={2}
            error={formError && !dateError ? formError : undefined}
            data-autofocus
          />
          <TextInput
            name="date"
            type="date"
            label={t('billing.cancel.date')}
            aria-describedby="cancel-rule"
            error={dateError ? formError : undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('billing.cancel.keep')}
            </Button>
            <Button type="submit" color="red.9" loading={fetcher.state !== 'idle'}>
              {t('billing.cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </fetcher.Form>
    </Dialog>
  );
}
