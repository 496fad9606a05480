import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@portal/contracts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import type { KeyFetcher } from './key-fetcher.ts';

export type Confirming = { key: ApiKey; verb: 'rotate' | 'revoke' };

/** Asks before a key's secret is replaced or the key revoked: either breaks every script that uses it at once. */
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
    <ConfirmDialog
      title={t(`apiKeys.confirm.${verb}Title`, { name: key.name })}
      text={t(`apiKeys.confirm.${verb}Text`, { name: key.name, prefix: key.prefix })}
      cancel={t('apiKeys.confirm.cancel')}
      confirm={t(`apiKeys.confirm.${verb}`)}
      danger={verb === 'revoke'}
      fields={{ intent: verb, keyId: key.id, name: key.name }}
      fetcher={fetcher}
      onClose={onClose}
    />
  );
}
